import Foundation
import TestSupport
@testable import UIKit
import XCTest

/// The UIKit API that `port` gives libraries running work on the main queue
/// (`asyncAfter(simulatedDelay:)`, `asyncOnSimulatedClock`) and handing a `Selector` on to a
/// gesture recognizer (`Selector(_:method:)`, `init(target:action:)`): on the simulated clock,
/// and the method called on the target.
final class MainQueueAndSelectorIdiomsTests: XCTestCase {
    private final class Target: NSObject {
        var calls: [String] = []
        func handle(_ pan: UIPanGestureRecognizer) { calls.append("handle \(type(of: pan))") }
        func close() { calls.append("close") }
    }

    /// A library's recognizer that takes a selector and hands it to UIKit, as written for iOS.
    private final class OneWayPan: UIPanGestureRecognizer {
        init(target: Any?, selector: Selector?) {
            super.init(target: target, action: selector)
        }
    }

    func test_mainQueueAsyncAfter_simulatedDelay_runsOnTheSimulatedClockOnly() {
        TestScene.inEnvironment { environment in
            let scene = TestScene(environment: environment)
            var runs: [String] = []

            DispatchQueue.main.asyncAfter(simulatedDelay: 0.3) { runs.append("later") }
            Thread.sleep(forTimeInterval: 0.35)
            RunLoop.main.run(until: Date())
            scene.stepClock()
            let afterWallClock = runs
            scene.advance(by: 0.25)
            let beforeDelay = runs
            scene.advance(by: 0.1)

            XCTAssertEqual(afterWallClock, [], "the wall clock ran the work")
            XCTAssertEqual(beforeDelay, [])
            XCTAssertEqual(runs, ["later"])
            XCTAssertFalse(scene.context.hasActiveDisplayLinks)
        }
    }

    func test_mainQueueAsyncOnSimulatedClock_runsWithTheNextFrame() {
        TestScene.inEnvironment { environment in
            let scene = TestScene(environment: environment)
            var runs = 0

            DispatchQueue.main.asyncOnSimulatedClock { runs += 1 }
            let before = runs
            scene.stepClock()

            XCTAssertEqual(before, 0, "not run where it was asked")
            XCTAssertEqual(runs, 1)
        }
    }

    func test_selectorCarryingItsMethod_isPerformedThroughALibrarysSubclass() {
        TestScene.inEnvironment { _ in
            let target = Target()
            let pan = OneWayPan(target: target, selector: Selector("handle:", method: Target.handle))
            let plain = UIPanGestureRecognizer(target: target, action: Selector("close", method: Target.close))
            let nameOnly = UIPanGestureRecognizer(target: target, action: Selector("handle:"))

            pan.sendActions(reporting: .began)
            plain.sendActions(reporting: .began)
            nameOnly.sendActions(reporting: .began)

            XCTAssertEqual(target.calls, ["handle OneWayPan", "close"], "a name alone has nothing to call")
            XCTAssertEqual(Selector("handle:", method: Target.handle), Selector("handle:"), "equal by name, as on iOS")
        }
    }
}
