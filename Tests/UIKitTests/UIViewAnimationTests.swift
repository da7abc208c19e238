import TestSupport
import XCTest
@testable import QuartzCore
@testable import UIKit

final class UIViewAnimationTests: UIKitTestCase {
    func test_animate_interpolatesPositionAndAlphaWithEaseInOutCurve() {
        AnimationScene.run { scene in
            let view = scene.show(UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10)))

            UIView.animate(withDuration: 1) {
                view.center = CGPoint(x: 105, y: 5)
                view.alpha = 0
            }
            scene.run(for: 0.25)

            // The model holds the end value at once; the screen follows the curve.
            XCTAssertEqual(view.center.x, 105)
            XCTAssertEqual(view.onScreen.position.x, 5 + 100 * easeInOut(0.25), accuracy: 1e-6)
            XCTAssertEqual(Double(view.onScreen.opacity), 1 - easeInOut(0.25), accuracy: 1e-5)
        }
    }

    func test_animate_withDelay_showsOldValueUntilDelayHasPassed() {
        AnimationScene.run { scene in
            let view = scene.show(UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10)))

            UIView.animate(withDuration: 1, delay: 0.5, options: .curveLinear, animations: {
                view.center.x = 105
            })
            scene.run(for: 0.4)
            let duringDelay = view.onScreen.position.x
            scene.run(for: 0.6)

            XCTAssertEqual(duringDelay, 5, accuracy: 1e-9)
            XCTAssertEqual(view.onScreen.position.x, 5 + 100 * 0.5, accuracy: 1e-6)
        }
    }

    func test_animate_completion_firesOnceWhenAllAnimationsEnd() {
        AnimationScene.run { scene in
            let view = scene.show(UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10)))
            var calls: [Bool] = []

            UIView.animate(withDuration: 0.5, animations: {
                view.center.x = 100
                view.alpha = 0.5
            }, completion: { calls.append($0) })
            scene.run(for: 0.45)
            let callsBeforeEnd = calls.count
            scene.run(for: 1)

            XCTAssertEqual(callsBeforeEnd, 0)
            XCTAssertEqual(calls, [true])
            XCTAssertNil(view.layer.animationKeys())
        }
    }

    func test_animate_completion_reportsFalseWhenAnimationsAreRemoved() {
        AnimationScene.run { scene in
            let view = scene.show(UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10)))
            var calls: [Bool] = []
            UIView.animate(withDuration: 1, animations: { view.center.x = 100 }, completion: { calls.append($0) })
            scene.run(for: 0.3)

            view.layer.removeAllAnimations()
            scene.run(for: 1)

            XCTAssertEqual(calls, [false])
            XCTAssertEqual(view.onScreen.position.x, 100)
        }
    }

    func test_animate_withoutChanges_completesOnNextFrameWithTrue() {
        AnimationScene.run { scene in
            var calls: [Bool] = []

            UIView.animate(withDuration: 1, animations: {}, completion: { calls.append($0) })
            let callsBeforeFrame = calls.count
            scene.jump(by: AnimationScene.frameDuration)

            XCTAssertEqual(callsBeforeFrame, 0)
            XCTAssertEqual(calls, [true])
        }
    }

    func test_animate_zeroDuration_appliesAtOnceAndStillCompletes() {
        AnimationScene.run { scene in
            let view = scene.show(UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10)))
            var calls: [Bool] = []

            UIView.animate(withDuration: 0, animations: { view.alpha = 0.25 }, completion: { calls.append($0) })
            scene.frame()

            XCTAssertNil(view.layer.animationKeys())
            XCTAssertEqual(view.onScreen.opacity, 0.25)
            XCTAssertEqual(calls, [true])
        }
    }

    func test_springAnimate_overshootsTargetThenSettlesThere() {
        AnimationScene.run { scene in
            let view = scene.show(UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10)))
            var finished: Bool?

            UIView.animate(withDuration: 1, delay: 0, usingSpringWithDamping: 0.3, initialSpringVelocity: 0,
                           options: [], animations: { view.center.x = 105 }, completion: { finished = $0 })
            var highest: CGFloat = 0
            for _ in 0..<60 {
                scene.run(for: AnimationScene.frameDuration)
                highest = max(highest, view.onScreen.position.x)
            }
            scene.run(for: 0.1)

            XCTAssertGreaterThan(highest, 110, "a damping ratio of 0.3 overshoots by far more than 5%")
            XCTAssertEqual(view.onScreen.position.x, 105)
            XCTAssertEqual(finished, true)
        }
    }

    func test_animate_secondBlockOnSamePropertyMidFlight_continuesWithoutJump() {
        AnimationScene.run { scene in
            let view = scene.show(UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10)))
            var results: [Bool] = []
            UIView.animate(withDuration: 1, animations: { view.center.x = 105 }, completion: { results.append($0) })
            scene.run(for: 0.5)
            let beforeRetarget = view.onScreen.position.x

            UIView.animate(withDuration: 1, animations: { view.center.x = 5 }, completion: { results.append($0) })
            let atRetarget = view.onScreen.position.x
            var largestStep: CGFloat = 0, previous = atRetarget
            for _ in 0..<90 {
                scene.run(for: AnimationScene.frameDuration)
                largestStep = max(largestStep, abs(view.onScreen.position.x - previous))
                previous = view.onScreen.position.x
            }

            XCTAssertEqual(atRetarget, beforeRetarget, accuracy: 1e-9)
            XCTAssertLessThan(largestStep, 5, "no frame moves further than the animations' combined speed allows")
            XCTAssertEqual(view.onScreen.position.x, 5)
            XCTAssertEqual(results, [true, true], "additive animations both run to their end")
        }
    }

    func test_animate_frameChange_animatesPositionAndBoundsSizeAdditively() {
        AnimationScene.run { scene in
            let view = scene.show(UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10)))

            UIView.animate(withDuration: 1, delay: 0, options: .curveLinear, animations: {
                view.frame = CGRect(x: 0, y: 0, width: 50, height: 30)
            })
            scene.run(for: 0.5)

            XCTAssertEqual(Set(view.layer.animationKeys() ?? []), ["position", "bounds.size"])
            XCTAssertTrue((view.layer.animation(forKey: "bounds.size") as? CABasicAnimation)?.isAdditive == true)
            XCTAssertEqual(view.onScreen.bounds.width, 30, accuracy: 1e-9)
            XCTAssertEqual(view.onScreen.bounds.height, 20, accuracy: 1e-9)
            XCTAssertEqual(view.onScreen.frame.origin, .zero)
        }
    }

    func test_animate_backgroundColor_interpolatesFromColorOnScreen() {
        AnimationScene.run { scene in
            let view = scene.show(UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10)))
            view.backgroundColor = .black
            scene.frame()

            UIView.animate(withDuration: 1, delay: 0, options: .curveLinear, animations: { view.backgroundColor = .white })
            scene.run(for: 0.5)

            XCTAssertEqual(view.onScreen.backgroundColor?.components?[0] ?? -1, 0.5, accuracy: 1e-6)
        }
    }

    func test_animate_secondColorBlockMidFlight_replacesFirstWhichCompletesUnfinished() {
        AnimationScene.run { scene in
            let view = scene.show(UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10)))
            view.backgroundColor = .black
            scene.frame()
            var results: [String] = []
            UIView.animate(withDuration: 1, delay: 0, options: .curveLinear, animations: { view.backgroundColor = .white },
                           completion: { results.append("first \($0)") })
            scene.run(for: 0.5)

            UIView.animate(withDuration: 1, delay: 0, options: .curveLinear, animations: { view.backgroundColor = .black },
                           completion: { results.append("second \($0)") })
            let atRetarget = view.onScreen.backgroundColor?.components?[0] ?? -1
            scene.run(for: 1.1)

            XCTAssertEqual(atRetarget, 0.5, accuracy: 1e-6, "colors start from what is on screen")
            XCTAssertEqual(results, ["first false", "second true"])
        }
    }

    func test_animate_nestedBlock_inheritsDurationUnlessOverridden() {
        AnimationScene.run { scene in
            let a = scene.show(UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10)))
            let b = scene.show(UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10)))

            UIView.animate(withDuration: 2, animations: {
                UIView.animate(withDuration: 0.5) { a.alpha = 0 }
                UIView.animate(withDuration: 0.5, delay: 0, options: .overrideInheritedDuration, animations: { b.alpha = 0 })
            })

            XCTAssertEqual(a.layer.animation(forKey: "opacity")?.duration, 2)
            XCTAssertEqual(b.layer.animation(forKey: "opacity")?.duration, 0.5)
        }
    }

    func test_performWithoutAnimation_insideBlock_appliesChangeAtOnce() {
        AnimationScene.run { scene in
            let view = scene.show(UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10)))

            UIView.animate(withDuration: 1) {
                view.alpha = 0.5
                UIView.performWithoutAnimation { view.center.x = 50 }
            }

            XCTAssertNotNil(view.layer.animation(forKey: "opacity"))
            XCTAssertNil(view.layer.animation(forKey: "position"))
            XCTAssertEqual(view.onScreen.position.x, 50)
        }
    }

    func test_setAnimationsEnabledFalse_appliesChangesAtOnceAndCompletes() {
        AnimationScene.run { scene in
            let view = scene.show(UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10)))
            var calls: [Bool] = []

            UIView.setAnimationsEnabled(false)
            UIView.animate(withDuration: 1, animations: { view.alpha = 0 }, completion: { calls.append($0) })
            UIView.setAnimationsEnabled(true)
            scene.frame()

            XCTAssertNil(view.layer.animationKeys())
            XCTAssertEqual(calls, [true])
        }
    }

    func test_animateKeyframes_reachesEachKeyframeValueAtItsTime() {
        AnimationScene.run { scene in
            let view = scene.show(UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10)))
            let linear = UIView.KeyframeAnimationOptions(rawValue: UIView.AnimationOptions.curveLinear.rawValue)
            var finished: Bool?

            UIView.animateKeyframes(withDuration: 1, delay: 0, options: linear, animations: {
                UIView.addKeyframe(withRelativeStartTime: 0, relativeDuration: 0.5) { view.alpha = 0 }
                UIView.addKeyframe(withRelativeStartTime: 0.5, relativeDuration: 0.5) { view.alpha = 1 }
            }, completion: { finished = $0 })
            scene.run(for: 0.25)
            let quarter = view.onScreen.opacity
            scene.run(for: 0.25)
            let half = view.onScreen.opacity
            scene.run(for: 0.5)

            XCTAssertTrue(view.layer.animationKeys() == nil && finished == true)
            XCTAssertEqual(quarter, 0.5, accuracy: 1e-5)
            XCTAssertEqual(half, 0, accuracy: 1e-5)
            XCTAssertEqual(view.onScreen.opacity, 1)
        }
    }

    func test_inheritedAnimationDuration_isBlockDurationInsideAndZeroOutside() {
        AnimationScene.run { _ in
            var inside: TimeInterval = -1
            UIView.animate(withDuration: 0.7) { inside = UIView.inheritedAnimationDuration }

            XCTAssertEqual(inside, 0.7)
            XCTAssertEqual(UIView.inheritedAnimationDuration, 0)
        }
    }

    func test_animate_viewNeverDrawnBefore_stillAnimates() throws {
        try AnimationScene.run { scene in
            let view = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
            view.alpha = 0
            scene.root.addSubview(view)

            UIView.animate(withDuration: 1) { view.alpha = 1 }
            // UIKit animates views added in the same frame (a transition's incoming view); that
            // needs CALayer to ask its delegate for actions before its first commit.
            try XCTSkipIf(view.layer.animationKeys() == nil,
                          "QuartzCore's CALayer does not ask its delegate for actions before the first frame yet")
            scene.run(for: 0.5)

            XCTAssertEqual(Double(view.onScreen.opacity), easeInOut(0.5), accuracy: 1e-5)
        }
    }
}
