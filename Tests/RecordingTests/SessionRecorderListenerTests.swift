import XCTest
import Recording
import Simulator
import Demos
import UIKit

/// A recorder is one listener among others on its session: another command or tick observer
/// added beside it neither silences it nor is silenced by it.
final class SessionRecorderListenerTests: XCTestCase {
    func test_recorderAndAnotherObserver_commandsAndTicks_bothHearThem() throws {
        let script = try SessionScript(demo: "plain")
        var commands: [SimulatorCommand] = []
        var ticks = 0
        script.session.addCommandObserver { commands.append($0) }
        script.session.addTickObserver { _ in ticks += 1 }

        script.wait(2)
        script.session.perform(.toggleSlowAnimations)
        script.wait(3)
        let file = try script.finish()

        XCTAssertEqual(commands, [.toggleSlowAnimations], "the other observer hears the command")
        XCTAssertEqual(ticks, 5, "and every tick")
        XCTAssertTrue(file.events.contains { $0.event == .command(.toggleSlowAnimations) }, "the recorder wrote the command")
        XCTAssertFalse(file.hashes.isEmpty, "and hashed frames after its ticks")
    }

    func test_recorderDropped_sessionGoesOn_touchesStillReachTheApp() throws {
        // Setup: a session whose recorder was made and let go, as an embedding app might.
        let device = Device(model: SessionScript.model)
        device.launch(try XCTUnwrap(device.run { DemoApp.makeRootViewController(demo: "plain") }))
        let session = SimulatorSession(device: device)
        weak var dropped: SessionRecorder?
        do {
            let recorder = SessionRecorder(session: session, app: SessionHeader.demoCatalogueApp, demo: "plain", pathForNextRecording: { NSTemporaryDirectory() + "unused.jsonl" })
            dropped = recorder
        }
        let depth = { session.device.run { (session.device.window?.rootViewController as? UINavigationController)?.viewControllers.count ?? 0 } }

        for _ in 0..<5 { session.tick() }
        let before = depth()

        // Action: a command and the plain page's "Push page" tapped.
        session.perform(.toggleSlowAnimations)
        session.perform(.toggleSlowAnimations)
        session.touch(.began, atScreenPoint: CGPoint(x: 187.5, y: 452))
        for _ in 0..<2 { session.tick() }
        session.touch(.ended, atScreenPoint: CGPoint(x: 187.5, y: 452))
        for _ in 0..<60 { session.tick() }

        // Assertions.
        XCTAssertNil(dropped, "nothing else kept the recorder")
        XCTAssertEqual(depth(), before + 1, "the tap reached the app and pushed a page")
    }
}
