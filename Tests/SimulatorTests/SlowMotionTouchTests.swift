import XCTest
@testable import Simulator
@testable import UIKit

/// Slow animations (Ctrl+T) slow the animations only: a drag reads the same in slow motion.
final class SlowMotionTouchTests: XCTestCase {
    /// Drags from the left edge to 30% of the width over 30 frames and reports what UIKit says
    /// of the interactive pop just before the finger lifts, then whether the pop happened.
    private func slowEdgeDrag(animationSpeed: Double) -> (snapshot: InteractiveTransitionSnapshot?, popped: Bool) {
        let device = Device(model: .phone47)
        let navigation = device.run { () -> UINavigationController in
            let navigation = UINavigationController(rootViewController: UIViewController())
            navigation.pushViewController(UIViewController(), animated: false)
            return navigation
        }
        device.launch(navigation)
        device.step(frames: 2)
        device.animationSpeed = animationSpeed
        device.touch(.began, at: CGPoint(x: 3, y: 300))
        device.step()
        for i in 1...30 {
            device.touch(.moved, at: CGPoint(x: 3 + 112 * CGFloat(i) / 30, y: 300))
            device.step()
        }
        let snapshot = device.run { device.environment.interactiveTransitionSnapshot }
        device.touch(.ended, at: CGPoint(x: 115, y: 300))
        device.advance(seconds: 30 * animationSpeed)
        device.step(frames: 600)
        return (snapshot, device.run { navigation.viewControllers.count == 1 })
    }

    func test_slowEdgeDrag_readsTheSameVelocity_andCancels_inSlowMotion() {
        let normal = slowEdgeDrag(animationSpeed: 1)

        let slow = slowEdgeDrag(animationSpeed: 0.1)

        XCTAssertEqual(normal.snapshot?.velocity?.x ?? -1, slow.snapshot?.velocity?.x ?? 1, accuracy: 1,
                       "the finger moved as fast in both")
        XCTAssertEqual(normal.snapshot?.releaseFinishes, false)
        XCTAssertEqual(slow.snapshot?.releaseFinishes, false)
        XCTAssertFalse(normal.popped)
        XCTAssertFalse(slow.popped, "a slow 30% drag cancels in slow motion too")
    }
}
