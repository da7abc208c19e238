import TestSupport
import XCTest
@testable import QuartzCore
@_spi(TransitionLab) @testable import UIKit

final class LongPressGestureRecognizerTests: UIKitTestCase {
    private func addPress(_ scene: TouchScene, log: GestureLog) -> UILongPressGestureRecognizer {
        let press = UILongPressGestureRecognizer(target: log, action: GestureLog.handle)
        scene.addView(UIView()).addGestureRecognizer(press)
        return press
    }

    func test_longPress_heldThenMoved_beginsChangesAndEndsOnLift() {
        touchScene { scene in
            let log = GestureLog()
            _ = addPress(scene, log: log)

            scene.finger.down(at: CGPoint(x: 100, y: 100))
            scene.tick(0.55)
            scene.finger.move(to: CGPoint(x: 160, y: 100))
            scene.finger.up()

            XCTAssertEqual(log.states, [.began, .changed, .ended])
        }
    }

    func test_longPress_liftedBeforeMinimumDuration_fails() {
        touchScene { scene in
            let log = GestureLog()
            let press = addPress(scene, log: log)

            scene.finger.down(at: CGPoint(x: 100, y: 100))
            scene.tick(0.45)
            scene.finger.up()
            scene.tick(0.5)

            XCTAssertEqual(log.states, [])
            XCTAssertEqual(press.state, .possible, "reset after failing")
        }
    }

    func test_longPress_movementWithinAllowableMovement_stillBegins() {
        touchScene { scene in
            let log = GestureLog()
            _ = addPress(scene, log: log)

            scene.finger.down(at: CGPoint(x: 100, y: 100))
            scene.tick(0.2)
            scene.finger.move(to: CGPoint(x: 108, y: 104))
            scene.tick(0.4)

            XCTAssertEqual(log.states, [.began])
            scene.finger.up()
        }
    }

    func test_longPress_customDuration_followsTheSimulatedClock() {
        touchScene { scene in
            let log = GestureLog()
            let press = addPress(scene, log: log)
            press.minimumPressDuration = 1.2

            scene.finger.down(at: CGPoint(x: 100, y: 100))
            scene.tick(1.1)
            let before = log.states
            scene.tick(0.2)

            XCTAssertEqual(before, [])
            XCTAssertEqual(log.states, [.began])
            scene.finger.up()
        }
    }

    func test_longPress_oneTapRequired_tapThenPressBegins_pressAloneFails() {
        touchScene { scene in
            let log = GestureLog()
            let press = addPress(scene, log: log)
            press.numberOfTapsRequired = 1

            scene.finger.down(at: CGPoint(x: 100, y: 100))
            scene.tick(0.6)
            let pressWithoutTap = log.states
            scene.finger.up()
            scene.tick(1)
            scene.tap(at: CGPoint(x: 100, y: 100))
            scene.tick(0.1)
            scene.finger.down(at: CGPoint(x: 102, y: 100))
            scene.tick(0.6)
            scene.finger.up()

            XCTAssertEqual(pressWithoutTap, [])
            XCTAssertEqual(log.states, [.began, .ended])
        }
    }

    func test_longPress_tapRequiredButNextTouchTooLate_fails() {
        touchScene { scene in
            let log = GestureLog()
            let press = addPress(scene, log: log)
            press.numberOfTapsRequired = 1

            scene.tap(at: CGPoint(x: 100, y: 100))
            scene.tick(0.5)
            scene.finger.down(at: CGPoint(x: 100, y: 100))
            scene.tick(0.6)
            scene.finger.up()

            XCTAssertEqual(log.states, [])
        }
    }

    func test_panRequiringLongPressToFail_beginsOnlyWhenThePressFails() {
        touchScene { scene in
            let pressLog = GestureLog(), panLog = GestureLog()
            let press = addPress(scene, log: pressLog)
            let pan = UIPanGestureRecognizer(target: panLog, action: GestureLog.handlePan)
            pan.require(toFail: press)
            press.view!.addGestureRecognizer(pan)

            // Held still, then dragged: the press owns the drag.
            scene.finger.down(at: CGPoint(x: 100, y: 100))
            scene.tick(0.6)
            for x in stride(from: 120, through: 200, by: 20) {
                scene.tick(TouchScene.frame)
                scene.finger.move(to: CGPoint(x: CGFloat(x), y: 100))
            }
            scene.finger.up()
            let afterPress = (pressLog.states, panLog.states)
            scene.tick(1)
            // Dragged at once: the press fails on moving, and the pan begins.
            scene.drag(from: CGPoint(x: 100, y: 100), to: CGPoint(x: 200, y: 100), steps: 5)

            XCTAssertEqual(afterPress.0.first, .began)
            XCTAssertEqual(afterPress.0.last, .ended)
            XCTAssertEqual(afterPress.1, [])
            XCTAssertEqual(panLog.states.first, .began)
            XCTAssertEqual(pressLog.states.filter { $0 == .began }.count, 1)
        }
    }
}
