import TestSupport
import XCTest
@testable import QuartzCore
@testable import UIKit

final class UIViewPropertyAnimatorTests: UIKitTestCase {
    /// A 10 x 10 view at x = 0...10 whose center moves from 5 to 105 under `animator`.
    private func movingView(in scene: AnimationScene, _ animator: UIViewPropertyAnimator) -> UIView {
        let view = scene.show(UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10)))
        animator.addAnimations { view.center.x = 105 }
        return view
    }

    func test_startAnimation_setsModelToEndAndFollowsCurve() {
        AnimationScene.run { scene in
            let animator = UIViewPropertyAnimator(duration: 1, curve: .linear)
            let view = movingView(in: scene, animator)

            animator.startAnimation()
            let modelAtStart = view.center.x
            scene.run(for: 0.3)

            XCTAssertEqual(modelAtStart, 105)
            XCTAssertEqual(animator.state, .active)
            XCTAssertTrue(animator.isRunning)
            XCTAssertEqual(view.onScreen.position.x, 35, accuracy: 1e-6)
            XCTAssertEqual(animator.fractionComplete, 0.3, accuracy: 1e-9)
        }
    }

    func test_animator_completesAtEndOnce_andBecomesInactive() {
        AnimationScene.run { scene in
            let animator = UIViewPropertyAnimator(duration: 0.5, curve: .easeInOut)
            let view = movingView(in: scene, animator)
            var positions: [UIViewAnimatingPosition] = []
            animator.addCompletion { positions.append($0) }

            animator.startAnimation()
            scene.run(for: 1)

            XCTAssertEqual(positions, [.end])
            XCTAssertEqual(animator.state, .inactive)
            XCTAssertNil(view.layer.animationKeys())
            XCTAssertEqual(view.onScreen.position.x, 105)
        }
    }

    func test_pauseAnimation_freezesWhatIsOnScreen() {
        AnimationScene.run { scene in
            let animator = UIViewPropertyAnimator(duration: 1, curve: .linear)
            let view = movingView(in: scene, animator)
            animator.startAnimation()
            scene.run(for: 0.4)

            animator.pauseAnimation()
            let paused = view.onScreen.position.x
            scene.run(for: 0.5)

            XCTAssertFalse(animator.isRunning)
            XCTAssertEqual(animator.state, .active)
            XCTAssertEqual(view.onScreen.position.x, paused)
            XCTAssertEqual(animator.fractionComplete, 0.4, accuracy: 1e-9)
        }
    }

    func test_fractionComplete_whilePaused_scrubsLinearlyDespiteCurve() {
        AnimationScene.run { scene in
            let animator = UIViewPropertyAnimator(duration: 1, curve: .easeInOut)
            let view = movingView(in: scene, animator)

            animator.pauseAnimation()
            animator.fractionComplete = 0.25
            scene.frame()

            XCTAssertEqual(view.center.x, 105, "activating the animator sets the model to the end values")
            XCTAssertEqual(view.onScreen.position.x, 30, accuracy: 1e-6)
        }
    }

    func test_continueAnimation_afterScrub_resumesFromScrubbedValueAndEnds() {
        AnimationScene.run { scene in
            let animator = UIViewPropertyAnimator(duration: 1, curve: .easeIn)
            let view = movingView(in: scene, animator)
            var positions: [UIViewAnimatingPosition] = []
            animator.addCompletion { positions.append($0) }
            animator.pauseAnimation()
            animator.fractionComplete = 0.5
            scene.frame()
            let scrubbed = view.onScreen.position.x

            animator.continueAnimation(withTimingParameters: nil, durationFactor: 1)
            scene.frame()
            let resumed = view.onScreen.position.x
            scene.run(for: 1)

            XCTAssertEqual(scrubbed, 55, accuracy: 1e-6)
            XCTAssertEqual(resumed, scrubbed, accuracy: 1e-6, "the curve takes over from where the scrub left it")
            XCTAssertEqual(positions, [.end])
            XCTAssertEqual(view.onScreen.position.x, 105)
        }
    }

    func test_isReversed_whileRunning_turnsBackAndFinishesAtStart() {
        AnimationScene.run { scene in
            let animator = UIViewPropertyAnimator(duration: 1, curve: .linear)
            let view = movingView(in: scene, animator)
            var positions: [UIViewAnimatingPosition] = []
            animator.addCompletion { positions.append($0) }
            animator.startAnimation()
            scene.run(for: 0.6)

            animator.isReversed = true
            scene.run(for: 0.2)
            let afterTurning = view.onScreen.position.x
            scene.run(for: 0.5)

            XCTAssertEqual(afterTurning, 45, accuracy: 1e-6)
            XCTAssertEqual(positions, [.start])
            XCTAssertEqual(view.center.x, 5, "finishing at the start restores the start value")
            XCTAssertEqual(view.onScreen.position.x, 5)
        }
    }

    func test_stopAnimation_thenFinishAtStart_restoresModelValues() {
        AnimationScene.run { scene in
            let animator = UIViewPropertyAnimator(duration: 1, curve: .linear)
            let view = movingView(in: scene, animator)
            animator.addAnimations { view.alpha = 0 }
            var positions: [UIViewAnimatingPosition] = []
            animator.addCompletion { positions.append($0) }
            animator.startAnimation()
            scene.run(for: 0.5)

            animator.stopAnimation(false)
            let stoppedState = animator.state, stoppedX = view.center.x
            animator.finishAnimation(at: .start)
            scene.frame()

            XCTAssertEqual(stoppedState, .stopped)
            XCTAssertEqual(stoppedX, 55, accuracy: 1e-6, "stopping keeps what is on screen as the model")
            XCTAssertEqual(view.center.x, 5)
            XCTAssertEqual(view.alpha, 1)
            XCTAssertNil(view.layer.animationKeys())
            XCTAssertEqual(positions, [.start])
            XCTAssertEqual(animator.state, .inactive)
        }
    }

    func test_stopAnimationWithoutFinishing_skipsCompletions() {
        AnimationScene.run { scene in
            let animator = UIViewPropertyAnimator(duration: 1, curve: .linear)
            let view = movingView(in: scene, animator)
            var positions: [UIViewAnimatingPosition] = []
            animator.addCompletion { positions.append($0) }
            animator.startAnimation()
            scene.run(for: 0.25)

            animator.stopAnimation(true)
            scene.run(for: 1)

            XCTAssertEqual(animator.state, .inactive)
            XCTAssertEqual(view.center.x, 30, accuracy: 1e-6)
            XCTAssertEqual(positions, [])
        }
    }

    func test_addAnimationsWithDelayFactor_startsAfterThatShareOfTheDuration() {
        AnimationScene.run { scene in
            let animator = UIViewPropertyAnimator(duration: 1, curve: .linear)
            let view = scene.show(UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10)))
            animator.addAnimations({ view.alpha = 0 }, delayFactor: 0.5)

            animator.startAnimation()
            scene.run(for: 0.4)
            let beforeDelay = view.onScreen.opacity
            scene.run(for: 0.35)

            XCTAssertEqual(beforeDelay, 1)
            XCTAssertEqual(view.onScreen.opacity, 0.5, accuracy: 1e-5)
        }
    }

    func test_runningPropertyAnimator_waitsForDelayThenCompletesAtEnd() {
        AnimationScene.run { scene in
            let view = scene.show(UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10)))
            var positions: [UIViewAnimatingPosition] = []

            let animator = UIViewPropertyAnimator.runningPropertyAnimator(
                withDuration: 0.5, delay: 0.25, options: .curveLinear,
                animations: { view.center.x = 105 }, completion: { positions.append($0) })
            scene.run(for: 0.2)
            let duringDelay = view.onScreen.position.x
            scene.run(for: 0.3)
            let midway = view.onScreen.position.x
            scene.run(for: 0.5)

            XCTAssertEqual(duringDelay, 5)
            XCTAssertEqual(midway, 55, accuracy: 1e-6)
            XCTAssertEqual(positions, [.end])
            XCTAssertEqual(animator.state, .inactive)
        }
    }

    func test_pausesOnCompletion_staysActiveAtTheEndWithoutCompleting() {
        AnimationScene.run { scene in
            let animator = UIViewPropertyAnimator(duration: 0.5, curve: .linear)
            let view = movingView(in: scene, animator)
            animator.pausesOnCompletion = true
            var positions: [UIViewAnimatingPosition] = []
            animator.addCompletion { positions.append($0) }

            animator.startAnimation()
            scene.run(for: 1)

            XCTAssertEqual(animator.state, .active)
            XCTAssertFalse(animator.isRunning)
            XCTAssertEqual(animator.fractionComplete, 1)
            XCTAssertEqual(view.onScreen.position.x, 105)
            XCTAssertEqual(positions, [])
        }
    }

    func test_springAnimator_overshootsWithLowDampingRatio() {
        AnimationScene.run { scene in
            let animator = UIViewPropertyAnimator(duration: 1, dampingRatio: 0.3)
            let view = movingView(in: scene, animator)

            animator.startAnimation()
            var highest: CGFloat = 0
            for _ in 0..<60 {
                scene.run(for: AnimationScene.frameDuration)
                highest = max(highest, view.onScreen.position.x)
            }

            XCTAssertGreaterThan(highest, 110)
            XCTAssertEqual(animator.state, .inactive)
            XCTAssertEqual(view.onScreen.position.x, 105)
        }
    }
}
