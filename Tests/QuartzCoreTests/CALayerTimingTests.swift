import TestSupport
import XCTest
@testable import QuartzCore

final class CALayerTimingTests: LayerTestCase {
    private func linearMove(from: Double, to: Double, duration: CFTimeInterval) -> CABasicAnimation {
        let move = CABasicAnimation(keyPath: "position.x")
        move.fromValue = from
        move.toValue = to
        move.duration = duration
        return move
    }

    func test_basicAnimation_linear_interpolatesByMediaTime() {
        withFreshContext { context in
            let layer = CALayer()
            layer.add(linearMove(from: 0, to: 100, duration: 1), forKey: "move")

            XCTAssertEqual(layer.presented("position.x", at: 0.25)!, 25, accuracy: 1e-9)
            XCTAssertEqual(layer.presented("position.x", at: 0.5)!, 50, accuracy: 1e-9)
            XCTAssertEqual(layer.position.x, 0, "the model value is untouched")
        }
    }

    func test_speedZero_freezesSubtreeAtTimeOffset() {
        withFreshContext { context in
            let container = CALayer()
            let child = CALayer()
            container.addSublayer(child)
            container.speed = 0
            container.timeOffset = 0
            child.add(linearMove(from: 0, to: 100, duration: 1), forKey: "move")

            context.advance(by: 5)
            let frozen = child.presented("position.x", at: context.mediaTime)
            container.timeOffset = 0.3
            let scrubbed = child.presented("position.x", at: context.mediaTime)

            XCTAssertEqual(frozen!, 0, accuracy: 1e-9, "time does not pass in a frozen subtree")
            XCTAssertEqual(scrubbed!, 30, accuracy: 1e-9, "timeOffset scrubs the frozen subtree")
        }
    }

    func test_pausedLayer_resumesWhereItPaused() {
        withFreshContext { context in
            let layer = CALayer()
            let child = CALayer()
            layer.addSublayer(child)
            child.add(linearMove(from: 0, to: 100, duration: 1), forKey: "move")
            context.advance(by: 0.4)

            // The classic pause: freeze at the current local time.
            let paused = layer.convertTime(CACurrentMediaTime(), from: nil)
            layer.speed = 0
            layer.timeOffset = paused
            context.advance(by: 10)
            let whilePaused = child.presented("position.x", at: context.mediaTime)!
            // The classic resume: shift beginTime by the time spent paused.
            layer.speed = 1
            layer.timeOffset = 0
            layer.beginTime = 0
            layer.beginTime = layer.convertTime(CACurrentMediaTime(), from: nil) - paused
            let resumed = child.presented("position.x", at: context.mediaTime)!
            context.advance(by: 0.1)
            let later = child.presented("position.x", at: context.mediaTime)!

            XCTAssertEqual(whilePaused, 40, accuracy: 1e-6)
            XCTAssertEqual(resumed, 40, accuracy: 1e-6)
            XCTAssertEqual(later, 50, accuracy: 1e-6)
        }
    }

    func test_negativeLayerSpeed_playsBackwards() {
        withFreshContext { context in
            let layer = CALayer()
            let child = CALayer()
            layer.addSublayer(child)
            layer.speed = 0
            layer.timeOffset = 0
            let move = linearMove(from: 0, to: 100, duration: 1)
            move.fillMode = .both
            child.add(move, forKey: "move")
            layer.timeOffset = 0.8

            layer.beginTime = CACurrentMediaTime()
            layer.speed = -1
            context.advance(by: 0.3)

            XCTAssertEqual(child.presented("position.x", at: context.mediaTime)!, 50, accuracy: 1e-6)
        }
    }

    func test_fillModeForwards_holdsEndValue_removedDoesNot() {
        withFreshContext { context in
            let held = CALayer(), released = CALayer()
            let holding = linearMove(from: 0, to: 100, duration: 1)
            holding.fillMode = .forwards
            holding.isRemovedOnCompletion = false
            held.add(holding, forKey: "move")
            released.add(linearMove(from: 0, to: 100, duration: 1), forKey: "move")

            XCTAssertEqual(held.presented("position.x", at: 3)!, 100, accuracy: 1e-9)
            XCTAssertEqual(released.presented("position.x", at: 3)!, 0, accuracy: 1e-9)
        }
    }

    func test_fillModeBackwards_showsFromValueBeforeBegin() {
        withFreshContext { context in
            let layer = CALayer()
            layer.position = CGPoint(x: 7, y: 0)
            let late = linearMove(from: 20, to: 100, duration: 1)
            late.beginTime = 2
            late.fillMode = .backwards
            let plain = linearMove(from: 20, to: 100, duration: 1)
            plain.beginTime = 2
            let other = CALayer()
            other.position = CGPoint(x: 7, y: 0)
            layer.add(late, forKey: "move")
            other.add(plain, forKey: "move")

            XCTAssertEqual(layer.presented("position.x", at: 1)!, 20, accuracy: 1e-9)
            XCTAssertEqual(other.presented("position.x", at: 1)!, 7, accuracy: 1e-9)
        }
    }

    func test_autoreverses_repeatCount_followsTriangleWave() {
        withFreshContext { context in
            let layer = CALayer()
            let move = linearMove(from: 0, to: 100, duration: 1)
            move.autoreverses = true
            move.repeatCount = 1.5

            layer.add(move, forKey: "move")

            XCTAssertEqual(layer.presented("position.x", at: 0.5)!, 50, accuracy: 1e-9)
            XCTAssertEqual(layer.presented("position.x", at: 1.5)!, 50, accuracy: 1e-9)
            XCTAssertEqual(layer.presented("position.x", at: 2.25)!, 25, accuracy: 1e-9)
            XCTAssertEqual(layer.presented("position.x", at: 3.5)!, 0, accuracy: 1e-9, "removed after 3 s")
        }
    }

    func test_timingFunction_easeIn_startsSlow() {
        withFreshContext { context in
            let layer = CALayer()
            let move = linearMove(from: 0, to: 100, duration: 1)
            move.timingFunction = CAMediaTimingFunction(name: .easeIn)

            layer.add(move, forKey: "move")

            let early = layer.presented("position.x", at: 0.25)!
            XCTAssertLessThan(early, 25)
            XCTAssertGreaterThan(early, 0)
            XCTAssertEqual(layer.presented("position.x", at: 0.999_999)!, 100, accuracy: 0.01)
        }
    }

    func test_byValue_isRelativeToCurrentValue() {
        withFreshContext { context in
            let layer = CALayer()
            layer.position = CGPoint(x: 10, y: 0)
            let move = CABasicAnimation(keyPath: "position.x")
            move.byValue = 30
            move.duration = 1

            layer.add(move, forKey: "move")

            XCTAssertEqual(layer.presented("position.x", at: 0.5)!, 25, accuracy: 1e-9)
        }
    }

    func test_additive_addsToModelValue() {
        withFreshContext { context in
            let layer = CALayer()
            layer.position = CGPoint(x: 100, y: 0)
            let shake = CAKeyframeAnimation(keyPath: "position.x")
            shake.values = [0, -10, 10, 0]
            shake.duration = 0.3
            shake.isAdditive = true

            layer.add(shake, forKey: "shake")

            XCTAssertEqual(layer.presented("position.x", at: 0.1)!, 90, accuracy: 1e-9)
            XCTAssertEqual(layer.presented("position.x", at: 0.2)!, 110, accuracy: 1e-9)
        }
    }

    func test_keyframe_keyTimes_placeValues() {
        withFreshContext { context in
            let layer = CALayer()
            let fade = CAKeyframeAnimation(keyPath: "opacity")
            fade.values = [0, 1, 0.5]
            fade.keyTimes = [0, 0.8, 1]
            fade.duration = 1

            layer.add(fade, forKey: "fade")

            XCTAssertEqual(layer.presented("opacity", at: 0.4)!, 0.5, accuracy: 1e-6)
            XCTAssertEqual(layer.presented("opacity", at: 0.9)!, 0.75, accuracy: 1e-6)
        }
    }

    func test_keyframe_discrete_holdsEachValue() {
        withFreshContext { context in
            let layer = CALayer()
            let steps = CAKeyframeAnimation(keyPath: "position.x")
            steps.values = [0, 10, 20, 30]
            steps.calculationMode = .discrete
            steps.duration = 1

            layer.add(steps, forKey: "steps")

            XCTAssertEqual(layer.presented("position.x", at: 0.2)!, 0)
            XCTAssertEqual(layer.presented("position.x", at: 0.3)!, 10)
            XCTAssertEqual(layer.presented("position.x", at: 0.8)!, 30)
        }
    }

    func test_group_childrenShareGroupTime_andDurationCutsThem() {
        withFreshContext { context in
            let layer = CALayer()
            let move = linearMove(from: 0, to: 100, duration: 2)
            let fade = CABasicAnimation(keyPath: "opacity")
            fade.fromValue = 1
            fade.toValue = 0
            fade.duration = 1
            fade.fillMode = .forwards
            let group = CAAnimationGroup()
            group.animations = [move, fade]
            group.duration = 1.5

            layer.add(group, forKey: "group")

            XCTAssertEqual(layer.presented("position.x", at: 1)!, 50, accuracy: 1e-9)
            XCTAssertEqual(layer.presented("opacity", at: 1.2)!, 0, accuracy: 1e-9)
            XCTAssertEqual(layer.presented("position.x", at: 1.6)!, 0, accuracy: 1e-9, "the group ended")
        }
    }

    func test_springAnimation_overshootsThenSettlesOnTarget() {
        withFreshContext { context in
            let layer = CALayer()
            let spring = CASpringAnimation(keyPath: "position.x")
            spring.fromValue = 0
            spring.toValue = 100
            spring.damping = 5
            spring.duration = spring.settlingDuration

            layer.add(spring, forKey: "spring")

            let samples = stride(from: 0.0, to: spring.settlingDuration, by: 0.01).map { layer.presented("position.x", at: $0)! }
            XCTAssertGreaterThan(samples.max()!, 100, "an underdamped spring overshoots")
            XCTAssertEqual(layer.presented("position.x", at: spring.settlingDuration - 1e-6)!, 100, accuracy: 1)
        }
    }

    func test_transformAnimation_keepsPerspectiveMidway() {
        withFreshContext { context in
            let layer = CALayer()
            var door = CATransform3DIdentity
            door.m34 = -1.0 / 500
            let half = CATransform3DRotate(door, .pi / 4, 0, 1, 0)
            let open = CATransform3DRotate(door, .pi / 2 * 0.999, 0, 1, 0)
            let swing = CABasicAnimation(keyPath: "transform")
            swing.fromValue = door
            swing.toValue = open
            swing.duration = 1

            layer.add(swing, forKey: "swing")
            let mid = layer.presentationState(atMediaTime: 0.5).transform

            // A point 200 pt right of the hinge must project exactly as the 45-degree door does.
            let expected = half.flattenedHomography.apply(x: 200, y: 0)
            let actual = mid.flattenedHomography.apply(x: 200, y: 0)
            XCTAssertEqual(actual.x, expected.x, accuracy: 0.5)
            XCTAssertNotEqual(mid.m34, 0, "perspective survives interpolation")
        }
    }

    func test_transformRotationKeyPath_animatesAboutY() {
        withFreshContext { context in
            let layer = CALayer()
            let turn = CABasicAnimation(keyPath: "transform.rotation.y")
            turn.fromValue = 0
            turn.toValue = Double.pi / 2
            turn.duration = 1

            layer.add(turn, forKey: "turn")
            let t = layer.presentationState(atMediaTime: 0.5).transform

            XCTAssertEqual(Double(t.m11), cos(.pi / 4), accuracy: 1e-9)
            XCTAssertEqual(abs(Double(t.m13)), sin(.pi / 4), accuracy: 1e-9)
        }
    }
}
