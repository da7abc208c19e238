import TestSupport
import XCTest
@testable import QuartzCore
@_spi(TransitionLab) @testable import UIKit

final class SwipeGestureRecognizerTests: UIKitTestCase {
    private func addSwipe(_ scene: TouchScene, direction: UISwipeGestureRecognizer.Direction, log: GestureLog) -> UISwipeGestureRecognizer {
        let swipe = UISwipeGestureRecognizer(target: log, action: GestureLog.handle)
        swipe.direction = direction
        scene.addView(UIView()).addGestureRecognizer(swipe)
        return swipe
    }

    func test_swipe_fastLongStraightStrokeInItsDirection_isRecognizedOnceBeforeLifting() {
        touchScene { scene in
            let log = GestureLog()
            let swipe = addSwipe(scene, direction: .left, log: log)

            // 100 pt in 6 frames: 1000 pt/s.
            scene.drag(from: CGPoint(x: 300, y: 400), to: CGPoint(x: 200, y: 400), steps: 6, lift: false)
            let beforeLift = log.states
            scene.finger.up()

            XCTAssertEqual(beforeLift, [.ended], "a swipe is discrete and recognized while moving")
            XCTAssertEqual(log.states, [.ended])
            XCTAssertEqual(swipe.state, .possible, "reset after recognizing")
        }
    }

    func test_swipe_tooSlow_fails() {
        touchScene { scene in
            let log = GestureLog()
            _ = addSwipe(scene, direction: .right, log: log)

            // 80 pt over a second: only 40 pt when the 0.5 s are up.
            scene.drag(from: CGPoint(x: 100, y: 400), to: CGPoint(x: 180, y: 400), steps: 60)

            XCTAssertEqual(log.states, [])
        }
    }

    func test_swipe_wrongDirection_fails() {
        touchScene { scene in
            let log = GestureLog()
            _ = addSwipe(scene, direction: .left, log: log)

            scene.drag(from: CGPoint(x: 100, y: 400), to: CGPoint(x: 250, y: 400), steps: 6)

            XCTAssertEqual(log.states, [])
        }
    }

    func test_swipe_diagonalStroke_isNotStraightEnough() {
        touchScene { scene in
            let log = GestureLog()
            _ = addSwipe(scene, direction: .right, log: log)

            scene.drag(from: CGPoint(x: 100, y: 300), to: CGPoint(x: 200, y: 400), steps: 6)

            XCTAssertEqual(log.states, [])
        }
    }

    func test_swipe_tooShortThenLifted_fails() {
        touchScene { scene in
            let log = GestureLog()
            _ = addSwipe(scene, direction: .right, log: log)

            scene.drag(from: CGPoint(x: 100, y: 400), to: CGPoint(x: 140, y: 400), steps: 2)

            XCTAssertEqual(log.states, [])
        }
    }

    func test_swipe_severalDirections_recognizesEachOfThem() {
        touchScene { scene in
            let log = GestureLog()
            _ = addSwipe(scene, direction: [.up, .down], log: log)

            scene.drag(from: CGPoint(x: 200, y: 500), to: CGPoint(x: 200, y: 400), steps: 6)
            scene.tick(1)
            scene.drag(from: CGPoint(x: 200, y: 300), to: CGPoint(x: 200, y: 400), steps: 6)
            scene.tick(1)
            scene.drag(from: CGPoint(x: 100, y: 300), to: CGPoint(x: 200, y: 300), steps: 6)

            XCTAssertEqual(log.states, [.ended, .ended])
        }
    }

    func test_swipe_twoFingersRequired_oneFingerFailsTwoFingersRecognize() {
        touchScene { scene in
            let log = GestureLog()
            let swipe = addSwipe(scene, direction: .left, log: log)
            swipe.numberOfTouchesRequired = 2

            scene.drag(from: CGPoint(x: 300, y: 400), to: CGPoint(x: 200, y: 400), steps: 6)
            let oneFinger = log.states
            scene.tick(1)
            scene.twoFingerMove(from: (CGPoint(x: 300, y: 380), CGPoint(x: 300, y: 420)),
                                to: (CGPoint(x: 200, y: 380), CGPoint(x: 200, y: 420)), steps: 6)

            XCTAssertEqual(oneFinger, [])
            XCTAssertEqual(log.states, [.ended])
        }
    }

    func test_panRequiringSwipeToFail_waitsForTheSwipe() {
        touchScene { scene in
            let swipeLog = GestureLog(), panLog = GestureLog()
            let swipe = addSwipe(scene, direction: .left, log: swipeLog)
            let pan = UIPanGestureRecognizer(target: panLog, action: GestureLog.handlePan)
            pan.require(toFail: swipe)
            swipe.view!.addGestureRecognizer(pan)

            // A fast swipe: the swipe wins, the pan never begins.
            scene.drag(from: CGPoint(x: 300, y: 400), to: CGPoint(x: 200, y: 400), steps: 6)
            let afterSwipe = (swipeLog.states, panLog.states)
            scene.tick(1)
            // A slow drag: the swipe gives up after 0.5 s and the held-back pan begins.
            scene.drag(from: CGPoint(x: 300, y: 400), to: CGPoint(x: 240, y: 400), steps: 60)

            XCTAssertEqual(afterSwipe.0, [.ended])
            XCTAssertEqual(afterSwipe.1, [])
            XCTAssertEqual(swipeLog.states, [.ended])
            XCTAssertEqual(panLog.states.first, .began)
            XCTAssertEqual(panLog.states.last, .ended)
        }
    }
}
