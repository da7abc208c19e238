import TestSupport
import XCTest
@testable import QuartzCore
@_spi(TransitionLab) @testable import UIKit

/// Requests made while a push or pop runs, and touches during one.
final class NavigationQueueTests: UIKitTestCase {
    func test_queuedPopWithNothingToPop_doesNotHoldUpTheNextRequest() {
        navigationScene { scene, log in
            let p2 = RecordingViewController("P2", log: log)
            let p3 = RecordingViewController("P3", log: log)
            scene.navigation.pushViewController(p2, animated: true)

            scene.navigation.popViewController(animated: true)
            scene.navigation.popViewController(animated: true)
            scene.navigation.pushViewController(p3, animated: true)
            scene.settle()
            scene.settle()

            XCTAssertEqual(scene.navigation.viewControllers.map(\.title), ["A", "P3"],
                           "push P2, pop it, pop nothing, push P3: the stack ends [A, P3] without waiting for a later transition")
        }
    }

    func test_tapsDuringAPush_reachNoPage() {
        navigationScene { scene, log in
            var taps = 0
            let button = UIButton(type: .system)
            button.frame = CGRect(x: 0, y: 200, width: scene.width, height: 80)
            button.addAction(UIAction { _ in taps += 1 }, for: .touchUpInside)
            let b = RecordingViewController("B", log: log)
            b.loadViewIfNeeded()
            b.view.addSubview(button)
            scene.navigation.pushViewController(b, animated: true)
            scene.run(0.1)

            let point = CGPoint(x: scene.width / 2, y: 240)
            _ = scene.window.injectTouch(phase: .began, location: point)
            _ = scene.window.injectTouch(phase: .ended, location: point)
            scene.settle()
            let duringPush = taps
            _ = scene.window.injectTouch(phase: .began, location: point)
            _ = scene.window.injectTouch(phase: .ended, location: point)
            scene.frame()

            XCTAssertEqual(duringPush, 0, "a tap during the push is ignored, as on iOS")
            XCTAssertEqual(taps, 1, "the same tap after the push works")
        }
    }
}
