import XCTest
@testable import Simulator
@testable import UIKit

/// A session's command and tick observers: every listener hears every event, in the order the
/// listeners were added, until it is removed.
final class SimulatorSessionObserverTests: XCTestCase {
    private func makeSession() -> SimulatorSession {
        var model = DeviceModel.phone47
        model.scale = 1
        let device = Device(model: model)
        device.launch(device.run { SquareController() })
        return SimulatorSession(device: device)
    }

    func test_twoObservers_commandAndTick_bothHearEachInTheOrderAdded() {
        let session = makeSession()
        var heard: [String] = []
        session.addCommandObserver { heard.append("first \($0)") }
        session.addTickObserver { _ in heard.append("first tick") }
        session.addBeforeDrawObserver { heard.append("first before draw") }
        session.addCommandObserver { heard.append("second \($0)") }
        session.addTickObserver { _ in heard.append("second tick") }
        session.addBeforeDrawObserver { heard.append("second before draw") }

        session.perform(.toggleSlowAnimations)
        session.tick()

        XCTAssertEqual(heard, ["first toggleSlowAnimations", "second toggleSlowAnimations",
                               "first before draw", "second before draw", "first tick", "second tick"])
    }

    func test_tickObserver_tickThatRedraws_isToldItRedrew() {
        let session = makeSession()
        let controller = session.device.window?.rootViewController as? SquareController
        var told: [Bool] = []
        session.addTickObserver { told.append($0) }

        session.device.run { controller?.square.backgroundColor = .blue }
        let redrew = session.tick()
        session.tick()

        XCTAssertTrue(redrew, "the square's new color is drawn")
        XCTAssertEqual(told, [true, false], "each observer is told what `tick` returned")
    }

    func test_removedObserver_laterEvents_isNotCalledButTheOthersAre() {
        let session = makeSession()
        var heard: [String] = []
        let removed = session.addCommandObserver { heard.append("removed \($0)") }
        let removedTick = session.addTickObserver { _ in heard.append("removed tick") }
        let removedDraw = session.addBeforeDrawObserver { heard.append("removed before draw") }
        session.addCommandObserver { heard.append("kept \($0)") }

        session.removeObserver(removed)
        session.removeObserver(removedTick)
        session.removeObserver(removedDraw)
        session.removeObserver(removed)
        session.perform(.toggleTouchIndicator)
        session.tick()

        XCTAssertEqual(heard, ["kept toggleTouchIndicator"], "removing twice is harmless")
    }

    func test_perform_notifyingObserversFalse_carriesTheCommandOutUnheard() {
        let session = makeSession()
        var heard: [SimulatorCommand] = []
        session.addCommandObserver { heard.append($0) }

        session.perform(.toggleHelp, notifyingObservers: false)

        XCTAssertTrue(session.showsHelp, "the command is carried out")
        XCTAssertEqual(heard, [], "and no observer hears it")
    }
}
