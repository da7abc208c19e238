import TestSupport
import XCTest
@testable import QuartzCore
@_spi(TransitionLab) @testable import UIKit

final class TouchDeliveryTests: UIKitTestCase {
    func test_touch_goesToDeepestHitViewAndBubblesUpTheResponderChain() {
        touchScene { scene in
            let outer = scene.addView(RecordingView())
            let inner = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
            outer.addSubview(inner)

            scene.drag(from: CGPoint(x: 50, y: 50), to: CGPoint(x: 60, y: 50), steps: 2)

            XCTAssertEqual(outer.calls, ["began", "moved", "moved", "ended"], "UIView forwards to its superview")
        }
    }

    func test_touchOutsideSubview_isNotDeliveredToIt() {
        touchScene { scene in
            let small = scene.addView(RecordingView(), frame: CGRect(x: 0, y: 0, width: 100, height: 100))

            scene.tap(at: CGPoint(x: 150, y: 150))

            XCTAssertEqual(small.calls, [])
        }
    }

    func test_touchLocation_isInTheViewsCoordinates() {
        touchScene { scene in
            let view = scene.addView(UIView(), frame: CGRect(x: 100, y: 200, width: 100, height: 100))

            let touch = scene.finger.down(at: CGPoint(x: 130, y: 250))

            XCTAssertTrue(touch?.view === view)
            XCTAssertEqual(touch?.location(in: view), CGPoint(x: 30, y: 50))
        }
    }

    func test_panBegins_viewGetsTouchesCancelledAndNothingAfter() {
        touchScene { scene in
            let view = scene.addView(RecordingView())
            view.addGestureRecognizer(UIPanGestureRecognizer())

            scene.drag(from: CGPoint(x: 100, y: 100), to: CGPoint(x: 200, y: 100), steps: 10)

            // The first move (10 pt) is within the slop; the second begins the pan.
            XCTAssertEqual(view.calls, ["began", "moved", "cancelled"])
        }
    }

    func test_cancelsTouchesInViewFalse_viewKeepsReceivingTouches() {
        touchScene { scene in
            let view = scene.addView(RecordingView())
            let pan = UIPanGestureRecognizer()
            pan.cancelsTouchesInView = false
            view.addGestureRecognizer(pan)

            scene.drag(from: CGPoint(x: 100, y: 100), to: CGPoint(x: 200, y: 100), steps: 4)

            XCTAssertEqual(view.calls, ["began", "moved", "moved", "moved", "moved", "ended"])
        }
    }

    func test_tapRecognized_viewGetsCancelledInsteadOfEnded() {
        touchScene { scene in
            let view = scene.addView(RecordingView())
            view.addGestureRecognizer(UITapGestureRecognizer())

            scene.tap(at: CGPoint(x: 50, y: 50))

            XCTAssertEqual(view.calls, ["began", "cancelled"])
        }
    }

    func test_delaysTouchesBegan_viewGetsBeganOnlyAfterRecognizerFails() {
        touchScene { scene in
            let view = scene.addView(RecordingView())
            let tap = UITapGestureRecognizer()
            tap.delaysTouchesBegan = true
            view.addGestureRecognizer(tap)

            scene.finger.down(at: CGPoint(x: 50, y: 50))
            let whileHeld = view.calls
            scene.finger.move(to: CGPoint(x: 50, y: 80)) // the tap fails: the began is replayed
            scene.finger.up()

            XCTAssertEqual(whileHeld, [])
            XCTAssertEqual(view.calls, ["began", "moved", "ended"])
        }
    }

    func test_delaysTouchesEnded_viewGetsEndedAfterDoubleTapGivesUp() {
        touchScene { scene in
            let view = scene.addView(RecordingView())
            let doubleTap = UITapGestureRecognizer()
            doubleTap.numberOfTapsRequired = 2
            view.addGestureRecognizer(doubleTap)

            scene.tap(at: CGPoint(x: 50, y: 50))
            let afterLift = view.calls
            scene.tick(0.5)

            XCTAssertEqual(afterLift, ["began"])
            XCTAssertEqual(view.calls, ["began", "ended"])
        }
    }

    func test_recognizerOnSiblingView_doesNotSeeTheTouch() {
        touchScene { scene in
            let log = GestureLog()
            let left = scene.addView(UIView(), frame: CGRect(x: 0, y: 0, width: 100, height: 100))
            scene.addView(UIView(), frame: CGRect(x: 100, y: 0, width: 100, height: 100))
            left.addGestureRecognizer(UITapGestureRecognizer(target: log, action: GestureLog.handle))

            scene.tap(at: CGPoint(x: 150, y: 50))

            XCTAssertEqual(log.states, [])
        }
    }

    func test_moveWithoutTouchDown_isIgnored() {
        touchScene { scene in
            let view = scene.addView(RecordingView())

            let touch = scene.window.injectTouch(phase: .moved, location: CGPoint(x: 10, y: 10))

            XCTAssertNil(touch)
            XCTAssertEqual(view.calls, [])
        }
    }

    func test_quickSecondTap_hasTapCountTwo() {
        touchScene { scene in
            scene.addView(UIView())
            scene.tap(at: CGPoint(x: 50, y: 50))
            scene.tick(0.1)

            let second = scene.finger.down(at: CGPoint(x: 55, y: 50))

            XCTAssertEqual(second?.tapCount, 2)
        }
    }

    func test_removingRecognizerMidGesture_cancelsIt() {
        touchScene { scene in
            let log = GestureLog()
            let view = scene.addView(UIView())
            let pan = UIPanGestureRecognizer(target: log, action: GestureLog.handlePan)
            view.addGestureRecognizer(pan)
            scene.drag(from: CGPoint(x: 100, y: 100), to: CGPoint(x: 200, y: 100), lift: false)

            view.removeGestureRecognizer(pan)
            scene.finger.up()

            XCTAssertEqual(log.states.last, .cancelled)
            XCTAssertNil(pan.view)
            XCTAssertNil(view.gestureRecognizers)
        }
    }
}
