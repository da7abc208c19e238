import TestSupport
import XCTest
@testable import QuartzCore
@_spi(TransitionLab) @testable import UIKit

final class GestureRecognizerTests: UIKitTestCase {
    // MARK: Screen-edge pan

    private func makeEdgePan(_ scene: TouchScene, log: GestureLog) -> UIScreenEdgePanGestureRecognizer {
        let content = scene.addView(UIView())
        let edgePan = UIScreenEdgePanGestureRecognizer(target: log, action: GestureLog.handlePan)
        edgePan.edges = .left
        content.addGestureRecognizer(edgePan)
        return edgePan
    }

    func test_edgePan_touchWithin20ptOfLeftEdge_beginsChangesAndEnds() {
        touchScene { scene in
            let log = GestureLog()
            _ = makeEdgePan(scene, log: log)

            scene.drag(from: CGPoint(x: 15, y: 400), to: CGPoint(x: 115, y: 400))

            XCTAssertEqual(log.states.first, .began)
            XCTAssertEqual(log.states.last, .ended)
            XCTAssertTrue(log.states.dropFirst().dropLast().allSatisfy { $0 == .changed })
            XCTAssertEqual(log.translations.last!.x, 100, accuracy: 0.001)
        }
    }

    func test_edgePan_touchBeyond20pt_doesNotBegin() {
        touchScene { scene in
            let log = GestureLog()
            _ = makeEdgePan(scene, log: log)

            scene.drag(from: CGPoint(x: 21, y: 400), to: CGPoint(x: 200, y: 400))

            XCTAssertEqual(log.states, [])
        }
    }

    func test_edgePan_verticalMotionFromEdge_doesNotBegin() {
        touchScene { scene in
            let log = GestureLog()
            _ = makeEdgePan(scene, log: log)

            scene.drag(from: CGPoint(x: 5, y: 400), to: CGPoint(x: 15, y: 600))

            XCTAssertEqual(log.states, [])
        }
    }

    func test_edgePan_winsOverAPanInsideItsView_butOnlyNearTheEdge() {
        touchScene { scene in
            let edgeLog = GestureLog(), innerLog = GestureLog()
            let edgePan = makeEdgePan(scene, log: edgeLog)
            let inner = UIView(frame: scene.window.bounds)
            edgePan.view!.addSubview(inner)
            inner.addGestureRecognizer(UIPanGestureRecognizer(target: innerLog, action: GestureLog.handlePan))

            scene.drag(from: CGPoint(x: 10, y: 400), to: CGPoint(x: 110, y: 400))
            let fromEdge = (edgeLog.states.first, innerLog.states.count)
            scene.tick(1)
            scene.drag(from: CGPoint(x: 100, y: 400), to: CGPoint(x: 200, y: 400))

            XCTAssertEqual(fromEdge.0, .began)
            XCTAssertEqual(fromEdge.1, 0, "the inner pan waits for the edge pan, which recognizes")
            XCTAssertEqual(innerLog.states.first, .began)
            XCTAssertEqual(edgeLog.states.filter { $0 == .began }.count, 1)
        }
    }

    // MARK: Pan

    func test_pan_beginsOnlyAfterMovingMoreThan10pt() {
        touchScene { scene in
            let log = GestureLog()
            let pan = UIPanGestureRecognizer(target: log, action: GestureLog.handlePan)
            scene.addView(UIView()).addGestureRecognizer(pan)

            scene.finger.down(at: CGPoint(x: 100, y: 100))
            scene.finger.move(to: CGPoint(x: 109, y: 100))
            let stateWithin = pan.state
            scene.finger.move(to: CGPoint(x: 111, y: 100))

            XCTAssertEqual(stateWithin, .possible)
            XCTAssertEqual(log.states, [.began])
            XCTAssertEqual(log.translations, [CGPoint(x: 11, y: 0)])
        }
    }

    func test_pan_velocity_matchesSteadyFingerSpeed() {
        touchScene { scene in
            let pan = UIPanGestureRecognizer()
            scene.addView(UIView()).addGestureRecognizer(pan)

            // 10 pt per 60 Hz frame = 600 pt/s.
            scene.drag(from: CGPoint(x: 100, y: 100), to: CGPoint(x: 200, y: 200), steps: 10, lift: false)

            let velocity = pan.velocity(in: nil)
            XCTAssertEqual(velocity.x, 600, accuracy: 0.01)
            XCTAssertEqual(velocity.y, 600, accuracy: 0.01)
        }
    }

    func test_pan_velocity_averagesOverSeveralSamplesNotJustTheLast() {
        touchScene { scene in
            let pan = UIPanGestureRecognizer()
            scene.addView(UIView()).addGestureRecognizer(pan)
            scene.drag(from: CGPoint(x: 100, y: 100), to: CGPoint(x: 200, y: 100), steps: 10, lift: false)

            // One jittery sample: 30 pt in a frame (1800 pt/s) after a steady 600 pt/s.
            scene.tick(TouchScene.frame)
            scene.finger.move(to: CGPoint(x: 230, y: 100))

            let vx = pan.velocity(in: nil).x
            XCTAssertGreaterThan(vx, 600)
            XCTAssertLessThan(vx, 1000, "a single fast sample must be averaged with the previous ones")
        }
    }

    func test_pan_velocity_isZeroWhenFingerRestsBeforeLifting() {
        touchScene { scene in
            var velocityAtEnd = CGPoint(x: -1, y: -1)
            let pan = UIPanGestureRecognizer { recognizer in
                if recognizer.state == .ended { velocityAtEnd = (recognizer as! UIPanGestureRecognizer).velocity(in: nil) }
            }
            scene.addView(UIView()).addGestureRecognizer(pan)
            scene.drag(from: CGPoint(x: 100, y: 100), to: CGPoint(x: 200, y: 100), lift: false)

            scene.tick(0.3)
            scene.finger.up()

            XCTAssertEqual(velocityAtEnd, .zero)
        }
    }

    func test_pan_setTranslation_makesLaterTranslationRelative() {
        touchScene { scene in
            let pan = UIPanGestureRecognizer()
            let view = scene.addView(UIView())
            view.addGestureRecognizer(pan)
            scene.drag(from: CGPoint(x: 100, y: 100), to: CGPoint(x: 150, y: 100), lift: false)

            pan.setTranslation(.zero, in: view)
            scene.finger.move(to: CGPoint(x: 170, y: 90))

            XCTAssertEqual(pan.translation(in: view), CGPoint(x: 20, y: -10))
        }
    }

    func test_pan_translationInScaledView_isInThatViewsCoordinates() {
        touchScene { scene in
            let pan = UIPanGestureRecognizer()
            let view = scene.addView(UIView(), frame: CGRect(x: 0, y: 0, width: 200, height: 200))
            view.transform = CGAffineTransform(scaleX: 2, y: 2)
            view.addGestureRecognizer(pan)

            scene.drag(from: CGPoint(x: 100, y: 100), to: CGPoint(x: 140, y: 100), lift: false)

            XCTAssertEqual(pan.translation(in: view).x, 20, accuracy: 0.001)
            XCTAssertEqual(pan.translation(in: nil).x, 40, accuracy: 0.001)
        }
    }

    // MARK: Tap

    func test_tap_fingerLiftedInPlace_isRecognizedOnce() {
        touchScene { scene in
            let log = GestureLog()
            let tap = UITapGestureRecognizer(target: log, action: GestureLog.handle)
            scene.addView(UIView()).addGestureRecognizer(tap)

            scene.tap(at: CGPoint(x: 50, y: 50))

            XCTAssertEqual(log.states, [.ended])
            XCTAssertEqual(tap.state, .possible, "a recognizer resets after it is recognized")
        }
    }

    func test_tap_fingerMovedBeyond10pt_fails() {
        touchScene { scene in
            let log = GestureLog()
            let tap = UITapGestureRecognizer(target: log, action: GestureLog.handle)
            scene.addView(UIView()).addGestureRecognizer(tap)

            scene.drag(from: CGPoint(x: 50, y: 50), to: CGPoint(x: 50, y: 62), steps: 2)

            XCTAssertEqual(log.states, [])
        }
    }

    func test_tap_fingerHeldTooLong_fails() {
        touchScene { scene in
            let log = GestureLog()
            let tap = UITapGestureRecognizer(target: log, action: GestureLog.handle)
            scene.addView(UIView()).addGestureRecognizer(tap)

            scene.tap(at: CGPoint(x: 50, y: 50), holding: 2)

            XCTAssertEqual(log.states, [])
        }
    }

    func test_doubleTap_twoQuickTaps_isRecognized() {
        touchScene { scene in
            let log = GestureLog()
            let doubleTap = UITapGestureRecognizer(target: log, action: GestureLog.handle)
            doubleTap.numberOfTapsRequired = 2
            scene.addView(UIView()).addGestureRecognizer(doubleTap)

            scene.tap(at: CGPoint(x: 50, y: 50))
            scene.tick(0.1)
            scene.tap(at: CGPoint(x: 52, y: 50))

            XCTAssertEqual(log.states, [.ended])
        }
    }

    // MARK: Relations

    func test_requireToFail_singleTapWaitsUntilDoubleTapGivesUp() {
        touchScene { scene in
            var order: [String] = []
            let view = scene.addView(UIView())
            let single = UITapGestureRecognizer { _ in order.append("single") }
            let double = UITapGestureRecognizer { _ in order.append("double") }
            double.numberOfTapsRequired = 2
            single.require(toFail: double)
            view.addGestureRecognizer(single)
            view.addGestureRecognizer(double)

            scene.tap(at: CGPoint(x: 50, y: 50))
            let afterLift = order
            scene.tick(0.5)

            XCTAssertEqual(afterLift, [], "the single tap must wait for the double tap to fail")
            XCTAssertEqual(order, ["single"])
        }
    }

    func test_requireToFail_doubleTapRecognized_makesSingleTapFail() {
        touchScene { scene in
            var order: [String] = []
            let view = scene.addView(UIView())
            let single = UITapGestureRecognizer { _ in order.append("single") }
            let double = UITapGestureRecognizer { _ in order.append("double") }
            double.numberOfTapsRequired = 2
            single.require(toFail: double)
            view.addGestureRecognizer(single)
            view.addGestureRecognizer(double)

            scene.tap(at: CGPoint(x: 50, y: 50))
            scene.tick(0.1)
            scene.tap(at: CGPoint(x: 50, y: 50))
            scene.tick(1)

            XCTAssertEqual(order, ["double"])
        }
    }

    func test_delegateShouldBeginFalse_preventsPanFromBeginning() {
        touchScene { scene in
            let log = GestureLog()
            let delegate = ConfigurableGestureDelegate()
            delegate.shouldBegin = false
            let pan = UIPanGestureRecognizer(target: log, action: GestureLog.handlePan)
            pan.delegate = delegate
            scene.addView(UIView()).addGestureRecognizer(pan)

            scene.drag(from: CGPoint(x: 100, y: 100), to: CGPoint(x: 200, y: 100))

            XCTAssertEqual(delegate.askedToBegin, 1)
            XCTAssertEqual(log.states, [])
        }
    }

    func test_delegateShouldReceiveFalse_recognizerNeverSeesTheTouch() {
        touchScene { scene in
            let log = GestureLog()
            let delegate = ConfigurableGestureDelegate()
            delegate.shouldReceive = false
            let tap = UITapGestureRecognizer(target: log, action: GestureLog.handle)
            tap.delegate = delegate
            scene.addView(UIView()).addGestureRecognizer(tap)

            scene.tap(at: CGPoint(x: 50, y: 50))

            XCTAssertEqual(log.states, [])
            XCTAssertEqual(delegate.askedToBegin, 0)
        }
    }

    func test_twoPans_secondFailsUnlessDelegateAllowsSimultaneous() {
        touchScene { scene in
            let outerLog = GestureLog(), innerLog = GestureLog()
            let outer = scene.addView(UIView())
            let inner = UIView(frame: outer.bounds)
            outer.addSubview(inner)
            let innerPan = UIPanGestureRecognizer(target: innerLog, action: GestureLog.handlePan)
            let outerPan = UIPanGestureRecognizer(target: outerLog, action: GestureLog.handlePan)
            inner.addGestureRecognizer(innerPan)
            outer.addGestureRecognizer(outerPan)

            scene.drag(from: CGPoint(x: 100, y: 100), to: CGPoint(x: 200, y: 100))
            let exclusive = (innerLog.states.first, outerLog.states.isEmpty)
            let delegate = ConfigurableGestureDelegate()
            delegate.simultaneous = true
            outerPan.delegate = delegate
            scene.tick(1)
            scene.drag(from: CGPoint(x: 100, y: 100), to: CGPoint(x: 200, y: 100))

            XCTAssertEqual(exclusive.0, .began, "the innermost recognizer gets the touch first")
            XCTAssertTrue(exclusive.1, "without simultaneous recognition the other pan fails")
            XCTAssertEqual(outerLog.states.first, .began)
        }
    }

    func test_disablingPanMidGesture_cancelsIt() {
        touchScene { scene in
            let log = GestureLog()
            let pan = UIPanGestureRecognizer(target: log, action: GestureLog.handlePan)
            scene.addView(UIView()).addGestureRecognizer(pan)
            scene.drag(from: CGPoint(x: 100, y: 100), to: CGPoint(x: 200, y: 100), lift: false)

            pan.isEnabled = false
            scene.finger.move(to: CGPoint(x: 250, y: 100))
            scene.finger.up()

            XCTAssertEqual(log.states.last, .cancelled)
            XCTAssertEqual(log.states.filter { $0 == .cancelled }.count, 1)
        }
    }

    // MARK: Long press

    func test_longPress_beginsAfterMinimumDurationWithoutAnyEvent() {
        touchScene { scene in
            let log = GestureLog()
            let press = UILongPressGestureRecognizer(target: log, action: GestureLog.handle)
            scene.addView(UIView()).addGestureRecognizer(press)

            scene.finger.down(at: CGPoint(x: 50, y: 50))
            scene.tick(0.4)
            let early = log.states
            scene.tick(0.2)
            let later = log.states
            scene.finger.up()

            XCTAssertEqual(early, [])
            XCTAssertEqual(later, [.began])
            XCTAssertEqual(log.states, [.began, .ended])
        }
    }

    func test_longPress_fingerMovedBeforeDuration_fails() {
        touchScene { scene in
            let log = GestureLog()
            let press = UILongPressGestureRecognizer(target: log, action: GestureLog.handle)
            scene.addView(UIView()).addGestureRecognizer(press)

            scene.drag(from: CGPoint(x: 50, y: 50), to: CGPoint(x: 80, y: 50), steps: 3, lift: false)
            scene.tick(1)
            scene.finger.up()

            XCTAssertEqual(log.states, [])
        }
    }

    // MARK: Target-action

    func test_targetAction_isHeldWeaklyAndNoArgumentFormWorks() {
        touchScene { scene in
            final class Counter { var count = 0; func bump() { count += 1 } }
            let counter = Counter()
            var dropped: GestureLog? = GestureLog()
            let tap = UITapGestureRecognizer(target: counter, action: Counter.bump)
            tap.addTarget(dropped!, action: GestureLog.handle)
            weak let weakLog = dropped
            dropped = nil
            scene.addView(UIView()).addGestureRecognizer(tap)

            scene.tap(at: CGPoint(x: 10, y: 10))

            XCTAssertNil(weakLog, "targets are held weakly")
            XCTAssertEqual(counter.count, 1)
        }
    }
}
