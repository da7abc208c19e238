import XCTest
@testable import Simulator
@_spi(TransitionLab) @testable import UIKit

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

/// The same drag sampled at 30, 60 and 120 Hz ends the same way.
final class TouchRateTests: XCTestCase {
    /// An edge drag to 45% of the width in 0.2 s at `hertz`, lifted one frame after the last
    /// move; returns the pan's velocity UIKit reads at the lift and whether the page popped.
    private func edgeDrag(hertz: Double) -> (velocity: CGFloat, popped: Bool) {
        let device = Device(model: .phone47)
        device.frameDuration = 1 / hertz
        let navigation = device.run { () -> UINavigationController in
            let navigation = UINavigationController(rootViewController: UIViewController())
            navigation.pushViewController(UIViewController(), animated: false)
            return navigation
        }
        device.launch(navigation)
        device.step(frames: 2)
        device.touch(.began, at: CGPoint(x: 3, y: 300))
        device.step()
        let frames = Int((0.2 * hertz).rounded())
        for i in 1...frames {
            device.touch(.moved, at: CGPoint(x: 3 + 166 * CGFloat(i) / CGFloat(frames), y: 300))
            device.step()
        }
        let velocity = device.run { device.environment.interactiveTransitionSnapshot?.velocity?.x } ?? 0
        device.touch(.ended, at: CGPoint(x: 169, y: 300))
        device.advance(seconds: 2)
        return (velocity, device.run { navigation.viewControllers.count == 1 })
    }

    func test_sameDrag_at30_60_and120Hz_readsTheSameVelocity_andEndsTheSameWay() {
        let rates = [30.0, 60, 120]

        let results = rates.map { edgeDrag(hertz: $0) }

        for (rate, result) in zip(rates, results) {
            XCTAssertEqual(result.velocity, results[1].velocity, accuracy: results[1].velocity * 0.05, "\(Int(rate)) Hz")
            XCTAssertEqual(result.popped, results[1].popped, "\(Int(rate)) Hz")
        }
    }
}
