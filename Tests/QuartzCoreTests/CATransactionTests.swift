import TestSupport
import XCTest
@testable import QuartzCore

final class CATransactionTests: LayerTestCase {
    func test_delegate_hearsStartThenFinishedStop_andAnimationIsRemoved() {
        withFreshContext { context in
            let layer = CALayer()
            let delegate = RecordingAnimationDelegate()
            let fade = CABasicAnimation(keyPath: "opacity")
            fade.fromValue = 0
            fade.toValue = 1
            fade.duration = 0.5
            fade.delegate = delegate
            layer.add(fade, forKey: "fade")

            layer.advanceAnimations(toMediaTime: 0.1)
            let afterStart = delegate.events
            layer.advanceAnimations(toMediaTime: 0.6)

            XCTAssertEqual(afterStart, ["start"])
            XCTAssertEqual(delegate.events, ["start", "stop finished"])
            XCTAssertNil(layer.animation(forKey: "fade"))
        }
    }

    func test_removeAnimation_reportsNotFinished() {
        withFreshContext { context in
            let layer = CALayer()
            let delegate = RecordingAnimationDelegate()
            let fade = CABasicAnimation(keyPath: "opacity")
            fade.delegate = delegate
            layer.add(fade, forKey: "fade")
            layer.advanceAnimations(toMediaTime: 0.1)

            layer.removeAnimation(forKey: "fade")

            XCTAssertEqual(delegate.events, ["start", "stop cancelled"])
        }
    }

    func test_addingUnderSameKey_replacesAndStopsTheOld() {
        withFreshContext { context in
            let layer = CALayer()
            let first = RecordingAnimationDelegate()
            let a = CABasicAnimation(keyPath: "opacity")
            a.delegate = first
            layer.add(a, forKey: "k")

            layer.add(CABasicAnimation(keyPath: "position"), forKey: "k")

            XCTAssertEqual(first.events, ["start", "stop cancelled"])
            XCTAssertEqual(layer.animationKeys(), ["k"])
            XCTAssertEqual((layer.animation(forKey: "k") as? CABasicAnimation)?.keyPath, "position")
        }
    }

    func test_completionBlock_runsAfterItsAnimationsStop() {
        withFreshContext { context in
            let layer = CALayer()
            var completed = false
            CATransaction.begin()
            CATransaction.setCompletionBlock { completed = true }
            let fade = CABasicAnimation(keyPath: "opacity")
            fade.duration = 1
            layer.add(fade, forKey: "fade")
            CATransaction.commit()

            layer.advanceAnimations(toMediaTime: 0.5)
            let midway = completed
            layer.advanceAnimations(toMediaTime: 1.1)

            XCTAssertFalse(midway)
            XCTAssertTrue(completed)
        }
    }

    func test_completionBlock_withNoAnimations_runsAtCommit() {
        withFreshContext { context in
            var completed = false
            CATransaction.begin()
            CATransaction.setCompletionBlock { completed = true }
            CATransaction.commit()

            XCTAssertTrue(completed)
        }
    }

    func test_nestedTransaction_innerValueHidesOuter_untilCommit() {
        withFreshContext { context in
            CATransaction.begin()
            CATransaction.setAnimationDuration(2)
            CATransaction.begin()
            CATransaction.setAnimationDuration(0.5)
            let inner = CATransaction.animationDuration()
            CATransaction.commit()
            let outer = CATransaction.animationDuration()
            CATransaction.commit()

            XCTAssertEqual(inner, 0.5)
            XCTAssertEqual(outer, 2)
        }
    }

    func test_implicitAnimation_onlyForLayersAlreadyDrawn() {
        withFreshContext { context in
            let fresh = CALayer()
            let drawn = CALayer()
            drawn.hasBeenCommitted = true

            fresh.opacity = 0.5
            drawn.opacity = 0.5

            XCTAssertNil(fresh.animationKeys())
            XCTAssertEqual(drawn.animationKeys(), ["opacity"])
            XCTAssertEqual(drawn.presented("opacity", at: 0)!, 1, accuracy: 1e-9, "starts from the old value")
            XCTAssertEqual(drawn.presented("opacity", at: 0.25)!, 0.5, accuracy: 1e-9, "ends at the new value after 0.25 s")
        }
    }

    func test_disableActions_suppressesImplicitAnimation() {
        withFreshContext { context in
            let layer = CALayer()
            layer.hasBeenCommitted = true

            CATransaction.begin()
            CATransaction.setDisableActions(true)
            layer.position = CGPoint(x: 50, y: 50)
            CATransaction.commit()

            XCTAssertNil(layer.animationKeys())
        }
    }

    func test_delegateReturningNSNull_suppressesImplicitAnimation() {
        final class NoActions: NSObject, CALayerDelegate {
            func action(for layer: CALayer, forKey event: String) -> CAAction? { NSNull() }
        }
        withFreshContext { context in
            let layer = CALayer()
            let delegate = NoActions()
            layer.delegate = delegate
            layer.hasBeenCommitted = true

            layer.opacity = 0.2

            XCTAssertNil(layer.animationKeys())
        }
    }

    func test_transactionDuration_setsImplicitAnimationDuration() {
        withFreshContext { context in
            let layer = CALayer()
            layer.hasBeenCommitted = true

            CATransaction.begin()
            CATransaction.setAnimationDuration(2)
            layer.position = CGPoint(x: 100, y: 0)
            CATransaction.commit()

            XCTAssertEqual(layer.animation(forKey: "position")?.duration, 2)
            XCTAssertEqual(layer.presented("position.x", at: 1)!, 50, accuracy: 1e-9)
        }
    }

    func test_displayLink_firesOncePerFrameWithTimestamps() {
        withFreshContext { context in
            var stamps: [CFTimeInterval] = []
            let link = CADisplayLink { stamps.append($0.timestamp) }
            link.add(to: .current, forMode: .common)

            for _ in 0..<3 {
                context.advance(by: 1.0 / 60)
                context.fireDisplayLinks(frameDuration: 1.0 / 60)
            }
            link.invalidate()
            context.fireDisplayLinks(frameDuration: 1.0 / 60)

            XCTAssertEqual(stamps.count, 3)
            XCTAssertEqual(stamps[2], 3.0 / 60, accuracy: 1e-12)
        }
    }
}
