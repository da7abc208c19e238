import TestSupport
import XCTest
@testable import QuartzCore
@testable import UIKit

/// Slides the new page in from the right over one second, linearly, with `UIView.animate`.
final class SlideAnimator: NSObject, UIViewControllerAnimatedTransitioning {
    private(set) var completedWith: [Bool] = []

    func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval { 1 }

    func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
        let toView = transitionContext.view(forKey: .to)!
        let final = transitionContext.finalFrame(for: transitionContext.viewController(forKey: .to)!)
        toView.frame = final.offsetBy(dx: final.width, dy: 0)
        transitionContext.containerView.addSubview(toView)
        UIView.animate(withDuration: 1, delay: 0, options: [.curveLinear], animations: {
            toView.frame = final
        }) { _ in
            let completed = !transitionContext.transitionWasCancelled
            self.completedWith.append(completed)
            if !completed { toView.removeFromSuperview() }
            transitionContext.completeTransition(completed)
        }
    }
}

final class PercentDrivenTransitionTests: UIKitTestCase {
    /// A scene whose delegate pushes with `SlideAnimator` driven by a percent-driven interactor.
    private func pushInteractively(_ body: (NavigationScene, UIPercentDrivenInteractiveTransition, SlideAnimator,
                                            RecordingViewController) -> Void) {
        navigationScene { scene, log in
            let delegate = RecordingNavigationDelegate()
            let animator = SlideAnimator()
            let interactor = UIPercentDrivenInteractiveTransition()
            delegate.animator = animator
            delegate.interactor = interactor
            scene.navigation.delegate = delegate
            let b = RecordingViewController("B", log: log)
            scene.prerender(b.view)
            scene.navigation.pushViewController(b, animated: true)
            scene.frame()
            body(scene, interactor, animator, b)
            withExtendedLifetime(delegate) {}
        }
    }

    func test_start_runsTheAnimatorAndFreezesTheContainer() {
        pushInteractively { scene, interactor, _, b in
            XCTAssertEqual(scene.navigation.transitionView.layer.speed, 0)
            XCTAssertEqual(interactor.duration, 1)
            XCTAssertEqual(scene.presentedMinX(b.view), scene.width, accuracy: 0.5, "frozen at the start")
            scene.run(0.5)
            XCTAssertEqual(scene.presentedMinX(b.view), scene.width, accuracy: 0.5, "time does not move it")
        }
    }

    func test_update_scrubsTheFrozenAnimation() {
        pushInteractively { scene, interactor, _, b in
            interactor.update(0.25)
            scene.frame()
            XCTAssertEqual(scene.presentedMinX(b.view), scene.width * 0.75, accuracy: 0.5)

            interactor.update(0.6)
            scene.frame()
            XCTAssertEqual(scene.presentedMinX(b.view), scene.width * 0.4, accuracy: 0.5)
            XCTAssertEqual(interactor.percentComplete, 0.6, accuracy: 1e-9)
            XCTAssertEqual(scene.navigation.transitionCoordinator?.percentComplete ?? -1, 0.6, accuracy: 1e-9)
        }
    }

    func test_finish_playsToTheEnd_andCompletesThePush() {
        pushInteractively { scene, interactor, animator, b in
            interactor.update(0.5)
            interactor.completionSpeed = 2
            interactor.finish()
            scene.run(0.2)
            XCTAssertLessThan(scene.presentedMinX(b.view), scene.width * 0.5, "still playing forwards")
            scene.settle()

            XCTAssertEqual(animator.completedWith, [true])
            XCTAssertTrue(scene.navigation.topViewController === b)
            XCTAssertEqual(b.view.frame.minX, 0)
            XCTAssertEqual(scene.navigation.transitionView.layer.speed, 1, "the container runs again")
        }
    }

    func test_cancel_playsBackwardsToTheStart_andUndoesThePush() {
        pushInteractively { scene, interactor, animator, b in
            interactor.update(0.5)
            interactor.completionCurve = .linear
            interactor.cancel()
            scene.run(0.25)
            let midway = scene.presentedMinX(b.view)
            XCTAssertGreaterThan(midway, scene.width * 0.5 + 10, "moving back towards the right edge")
            XCTAssertLessThan(midway, scene.width)
            scene.settle()

            XCTAssertEqual(animator.completedWith, [false])
            XCTAssertEqual(scene.navigation.viewControllers.count, 1)
            XCTAssertNil(b.parent)
            XCTAssertNil(b.view.superview)
        }
    }

    func test_subclassThatIsAlsoTheAnimator_drivesItself() {
        final class SelfDriving: UIPercentDrivenInteractiveTransition, UIViewControllerAnimatedTransitioning {
            let slide = SlideAnimator()
            var updates: [CGFloat] = []
            func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval { 1 }
            func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
                slide.animateTransition(using: transitionContext)
            }
            override func update(_ percentComplete: CGFloat) {
                updates.append(percentComplete)
                super.update(percentComplete)
            }
        }
        navigationScene { scene, log in
            let both = SelfDriving()
            let delegate = RecordingNavigationDelegate()
            delegate.animator = both
            delegate.interactor = both
            scene.navigation.delegate = delegate
            let b = RecordingViewController("B", log: log)
            scene.prerender(b.view)

            scene.navigation.pushViewController(b, animated: true)
            both.update(0.5)
            scene.frame()
            XCTAssertEqual(scene.presentedMinX(b.view), scene.width * 0.5, accuracy: 0.5)
            both.finish()
            scene.settle()

            XCTAssertEqual(both.updates, [0.5])
            XCTAssertEqual(both.slide.completedWith, [true])
            XCTAssertTrue(scene.navigation.topViewController === b)
        }
    }

    func test_pause_freezesAPlayingTransition_thatCanThenBeScrubbed() {
        pushInteractively { scene, interactor, _, b in
            interactor.finish()
            scene.run(0.2)
            interactor.pause()
            let paused = scene.presentedMinX(b.view)
            scene.run(0.3)
            XCTAssertEqual(scene.presentedMinX(b.view), paused, accuracy: 0.5)
            XCTAssertTrue(scene.navigation.transitionCoordinator?.isInteractive ?? false)

            interactor.update(0.1)
            scene.frame()
            XCTAssertEqual(scene.presentedMinX(b.view), scene.width * 0.9, accuracy: 0.5)
        }
    }
}
