import TestSupport
import XCTest
@testable import QuartzCore
@_spi(TransitionLab) @testable import UIKit

final class PinchAndRotationGestureRecognizerTests: UIKitTestCase {
    /// Records a pinch's states and scales.
    final class PinchLog {
        var states: [UIGestureRecognizer.State] = []
        var scales: [CGFloat] = []
        var velocities: [CGFloat] = []
        func handle(_ pinch: UIPinchGestureRecognizer) {
            states.append(pinch.state)
            scales.append(pinch.scale)
            velocities.append(pinch.velocity)
        }
    }

    /// Records a rotation's states and angles.
    final class RotationLog {
        var states: [UIGestureRecognizer.State] = []
        var rotations: [CGFloat] = []
        var velocities: [CGFloat] = []
        func handle(_ rotation: UIRotationGestureRecognizer) {
            states.append(rotation.state)
            rotations.append(rotation.rotation)
            velocities.append(rotation.velocity)
        }
    }

    // MARK: Pinch

    func test_pinch_spreadingTwoFingersToTwiceTheirDistance_scalesToTwo() {
        touchScene { scene in
            let log = PinchLog()
            scene.addView(UIView()).addGestureRecognizer(UIPinchGestureRecognizer(target: log, action: PinchLog.handle))

            scene.twoFingerMove(from: (CGPoint(x: 145, y: 400), CGPoint(x: 245, y: 400)),
                                to: (CGPoint(x: 95, y: 400), CGPoint(x: 295, y: 400)), steps: 10)

            XCTAssertEqual(log.states.first, .began)
            XCTAssertEqual(log.states.last, .ended)
            XCTAssertTrue(log.states.dropFirst().dropLast().allSatisfy { $0 == .changed })
            XCTAssertEqual(log.scales.last!, 2, accuracy: 1e-9)
            // 100 pt more distance per 10 frames over a 100 pt start: 6 scale per second.
            XCTAssertEqual(log.velocities[log.velocities.count - 2], 6, accuracy: 1e-6)
        }
    }

    func test_pinch_fingersTogether_scaleBelowOne_andSettingScaleRebases() {
        touchScene { scene in
            let pinch = UIPinchGestureRecognizer()
            scene.addView(UIView()).addGestureRecognizer(pinch)

            let second = scene.twoFingerMove(from: (CGPoint(x: 95, y: 400), CGPoint(x: 295, y: 400)),
                                             to: (CGPoint(x: 145, y: 400), CGPoint(x: 245, y: 400)), steps: 10, lift: false)
            let pinched = pinch.scale
            pinch.scale = 1
            scene.tick(TouchScene.frame)
            second.move(to: CGPoint(x: 295, y: 400))

            XCTAssertEqual(pinched, 0.5, accuracy: 1e-9)
            XCTAssertEqual(pinch.scale, 1.5, accuracy: 1e-9, "150 pt over the 100 pt it was rebased on")
            scene.finger.up()
            second.up()
        }
    }

    func test_pinch_oneFingerOnly_neverBegins() {
        touchScene { scene in
            let log = PinchLog()
            scene.addView(UIView()).addGestureRecognizer(UIPinchGestureRecognizer(target: log, action: PinchLog.handle))

            scene.drag(from: CGPoint(x: 100, y: 100), to: CGPoint(x: 250, y: 250))

            XCTAssertEqual(log.states, [])
        }
    }

    func test_panRequiringPinchToFail_beginsForOneFingerButNotForTwo() {
        touchScene { scene in
            let log = PinchLog(), panLog = GestureLog()
            let view = scene.addView(UIView())
            let pinch = UIPinchGestureRecognizer(target: log, action: PinchLog.handle)
            let pan = UIPanGestureRecognizer(target: panLog, action: GestureLog.handlePan)
            pan.require(toFail: pinch)
            view.addGestureRecognizer(pinch)
            view.addGestureRecognizer(pan)

            // One finger stays, the other moves away: the centroid moves too, so the pan is tempted.
            scene.twoFingerMove(from: (CGPoint(x: 145, y: 400), CGPoint(x: 245, y: 400)),
                                to: (CGPoint(x: 145, y: 400), CGPoint(x: 345, y: 400)))
            let afterPinch = panLog.states
            scene.tick(1)
            scene.drag(from: CGPoint(x: 100, y: 100), to: CGPoint(x: 200, y: 100))

            XCTAssertEqual(log.states.first, .began)
            XCTAssertEqual(afterPinch, [], "the pinch recognized, so the pan waiting for it fails")
            XCTAssertEqual(panLog.states.first, .began, "a lone finger dragging fails the pinch")
            XCTAssertEqual(log.states.filter { $0 == .began }.count, 1)
        }
    }

    // MARK: Rotation

    /// Two fingers 100 pt apart around (195, 400), turned by `angle` (clockwise on screen).
    private func turn(_ scene: TouchScene, by angle: CGFloat, steps: Int = 10, lift: Bool = true) -> TouchInjector {
        let center = CGPoint(x: 195, y: 400)
        return scene.twoFingerMove(from: (CGPoint(x: 145, y: 400), CGPoint(x: 245, y: 400)),
                                   to: (.zero, .zero), steps: steps, lift: lift) { t in
            let a = angle * t
            let offset = CGPoint(x: 50 * cos(a), y: 50 * sin(a))
            return (CGPoint(x: center.x - offset.x, y: center.y - offset.y), CGPoint(x: center.x + offset.x, y: center.y + offset.y))
        }
    }

    func test_rotation_turningTheFingersAQuarterTurn_reportsHalfPiRadians() {
        touchScene { scene in
            let log = RotationLog()
            scene.addView(UIView()).addGestureRecognizer(UIRotationGestureRecognizer(target: log, action: RotationLog.handle))

            _ = turn(scene, by: .pi / 2)

            XCTAssertEqual(log.states.first, .began)
            XCTAssertEqual(log.states.last, .ended)
            XCTAssertEqual(log.rotations.last!, .pi / 2, accuracy: 1e-9)
            // A quarter turn in 10 frames: 3π radians per second.
            XCTAssertEqual(log.velocities[log.velocities.count - 2], 3 * .pi, accuracy: 1e-6)
        }
    }

    func test_rotation_counterClockwiseBeyondHalfATurn_isNegativeAndUnwrapped() {
        touchScene { scene in
            let rotation = UIRotationGestureRecognizer()
            scene.addView(UIView()).addGestureRecognizer(rotation)

            let second = turn(scene, by: -1.5 * .pi, steps: 30, lift: false)

            XCTAssertEqual(rotation.rotation, -1.5 * .pi, accuracy: 1e-9)
            scene.finger.up()
            second.up()
        }
    }

    func test_rotation_fingersSpreadingWithoutTurning_doesNotBegin() {
        touchScene { scene in
            let log = RotationLog()
            scene.addView(UIView()).addGestureRecognizer(UIRotationGestureRecognizer(target: log, action: RotationLog.handle))

            scene.twoFingerMove(from: (CGPoint(x: 145, y: 400), CGPoint(x: 245, y: 400)),
                                to: (CGPoint(x: 95, y: 400), CGPoint(x: 295, y: 400)))

            XCTAssertEqual(log.states, [])
        }
    }

    func test_panRequiringRotationToFail_waitsForIt() {
        touchScene { scene in
            let log = RotationLog(), panLog = GestureLog()
            let view = scene.addView(UIView())
            let rotation = UIRotationGestureRecognizer(target: log, action: RotationLog.handle)
            let pan = UIPanGestureRecognizer(target: panLog, action: GestureLog.handlePan)
            pan.require(toFail: rotation)
            view.addGestureRecognizer(rotation)
            view.addGestureRecognizer(pan)

            // Finger 1 swings around a resting finger 0: the centroid moves too, so the pan is tempted.
            let pivot = CGPoint(x: 145, y: 400)
            scene.twoFingerMove(from: (pivot, CGPoint(x: 245, y: 400)), to: (.zero, .zero)) { t in
                (pivot, CGPoint(x: pivot.x + 100 * cos(.pi / 2 * t), y: pivot.y + 100 * sin(.pi / 2 * t)))
            }
            let afterTurn = panLog.states
            scene.tick(1)
            scene.drag(from: CGPoint(x: 100, y: 100), to: CGPoint(x: 200, y: 100))

            XCTAssertEqual(log.states.first, .began)
            XCTAssertEqual(afterTurn, [])
            XCTAssertEqual(panLog.states.first, .began)
        }
    }

    func test_pinchAndRotation_simultaneousThroughTheDelegate() {
        touchScene { scene in
            let pinchLog = PinchLog(), rotationLog = RotationLog()
            let view = scene.addView(UIView())
            let pinch = UIPinchGestureRecognizer(target: pinchLog, action: PinchLog.handle)
            let rotation = UIRotationGestureRecognizer(target: rotationLog, action: RotationLog.handle)
            let delegate = ConfigurableGestureDelegate()
            delegate.simultaneous = true
            pinch.delegate = delegate
            view.addGestureRecognizer(pinch)
            view.addGestureRecognizer(rotation)

            // Turn a quarter turn while spreading from 100 pt to 200 pt apart.
            let center = CGPoint(x: 195, y: 400)
            scene.twoFingerMove(from: (CGPoint(x: 145, y: 400), CGPoint(x: 245, y: 400)), to: (.zero, .zero)) { t in
                let a = CGFloat.pi / 2 * t, r = 50 + 50 * t
                return (CGPoint(x: center.x - r * cos(a), y: center.y - r * sin(a)), CGPoint(x: center.x + r * cos(a), y: center.y + r * sin(a)))
            }

            XCTAssertEqual(pinchLog.states.last, .ended)
            XCTAssertEqual(rotationLog.states.last, .ended)
            XCTAssertEqual(pinchLog.scales.last!, 2, accuracy: 1e-9)
            XCTAssertEqual(rotationLog.rotations.last!, .pi / 2, accuracy: 1e-9)
        }
    }
}
