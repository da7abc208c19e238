import XCTest
import Raster
@testable import Simulator
@testable import UIKit

/// Two fingers from the mouse, as the iOS Simulator gives them with Option (Alt): the mapping
/// alone, then through the session as the window host drives it.
final class TwoFingerMouseTests: XCTestCase {
    func test_alt_mirrorsThePointerThroughTheCentre_andWithoutAltThereIsOneFinger() {
        var mouse = TwoFingerMouse(screenSize: CGSize(width: 375, height: 667))

        let mirrored = mouse.fingers(pointer: CGPoint(x: 100, y: 200), alt: true, shift: false)
        let atCentre = mouse.fingers(pointer: CGPoint(x: 187.5, y: 333.5), alt: true, shift: false)
        let withoutAlt = mouse.fingers(pointer: CGPoint(x: 100, y: 200), alt: false, shift: false)

        XCTAssertEqual(mirrored?.0, CGPoint(x: 100, y: 200), "finger 0 is at the pointer")
        XCTAssertEqual(mirrored?.1, CGPoint(x: 275, y: 467), "finger 1 is its point reflection through the centre")
        XCTAssertEqual(atCentre?.1, CGPoint(x: 187.5, y: 333.5))
        XCTAssertNil(withoutAlt)
    }

    func test_altShift_keepsThePairsOffsetFromWhenShiftJoined_andTheSecondFingerOnTheScreen() {
        var mouse = TwoFingerMouse(screenSize: CGSize(width: 375, height: 667))

        _ = mouse.fingers(pointer: CGPoint(x: 100, y: 300), alt: true, shift: false)
        let shiftJoins = mouse.fingers(pointer: CGPoint(x: 100, y: 300), alt: true, shift: true)
        let panned = mouse.fingers(pointer: CGPoint(x: 130, y: 250), alt: true, shift: true)
        let pastTheEdge = mouse.fingers(pointer: CGPoint(x: 300, y: 250), alt: true, shift: true)
        let shiftLetGo = mouse.fingers(pointer: CGPoint(x: 130, y: 250), alt: true, shift: false)

        XCTAssertEqual(shiftJoins?.1, CGPoint(x: 275, y: 367), "the pair as Alt had it")
        XCTAssertEqual(panned?.0, CGPoint(x: 130, y: 250))
        XCTAssertEqual(panned?.1, CGPoint(x: 305, y: 317), "both fingers moved by the pointer's (30, -50)")
        XCTAssertEqual(pastTheEdge?.1, CGPoint(x: 375, y: 317), "the second finger stays on the screen")
        XCTAssertEqual(shiftLetGo?.1, CGPoint(x: 245, y: 417), "without Shift it is the mirror again")
    }

    func test_session_altDrag_putsTwoFingersDown_movesThemMirrored_andLiftsBoth() {
        let device = Device(model: .phone47)
        device.launch(device.run { UIViewController() })
        let session = SimulatorSession(device: device)
        var received: [(UITouch.Phase, CGPoint, Int)] = []
        session.addTouchObserver { received.append(($0, $1, $2)) }
        let rect = session.frame.screenRect, scale = Double(device.model.scale)
        func pixel(_ x: Double, _ y: Double) -> (Double, Double) { (Double(rect.x0) + x * scale, Double(rect.y0) + y * scale) }

        let down = pixel(100, 200), moved = pixel(120, 220)
        session.mouse(.began, atFramePixel: down.0, down.1, alt: true)
        let whileDown = (session.fingerLocation, session.secondFingerLocation, session.isIdle)
        session.mouse(.moved, atFramePixel: moved.0, moved.1, alt: true)
        session.mouse(.ended, atFramePixel: moved.0, moved.1, alt: true)

        XCTAssertEqual(received.map(\.0), [.began, .began, .moved, .moved, .ended, .ended])
        XCTAssertEqual(received.map(\.2), [0, 1, 0, 1, 0, 1])
        XCTAssertEqual(received[1].1, CGPoint(x: 275, y: 467))
        XCTAssertEqual(received[3].1, CGPoint(x: 255, y: 447), "the second finger mirrors the pointer through the centre")
        XCTAssertEqual(whileDown.1, CGPoint(x: 275, y: 467))
        XCTAssertFalse(whileDown.2, "fingers down: the session keeps ticking")
        XCTAssertNil(session.fingerLocation)
        XCTAssertNil(session.secondFingerLocation)
    }

    func test_holdingAlt_showsBothCircles_withoutTheTouchIndicator_andLettingGoHidesThem() {
        let device = Device(model: .phone47)
        device.launch(device.run { UIViewController() })
        let session = SimulatorSession(device: device)
        let rect = session.frame.screenRect, scale = Double(device.model.scale)
        let pointer = (Double(rect.x0) + 100 * scale, Double(rect.y0) + 200 * scale)
        let mirror = (Int(Double(rect.x0) + 275 * scale), Int(Double(rect.y0) + 467 * scale))
        let plain = session.phonePicture()

        let shown = session.modifiersChanged(atFramePixel: pointer.0, pointer.1, alt: true, shift: false)
        let withAlt = session.phonePicture()
        let hidden = session.modifiersChanged(atFramePixel: pointer.0, pointer.1, alt: false, shift: false)
        let afterAlt = session.phonePicture()
        let hover = session.mouse(.moved, atFramePixel: pointer.0, pointer.1)

        XCTAssertFalse(session.showsTouches, "the touch indicator is off")
        XCTAssertTrue(shown)
        XCTAssertNotEqual(withAlt[Int(pointer.0), Int(pointer.1)], plain[Int(pointer.0), Int(pointer.1)], "a circle at the pointer")
        XCTAssertNotEqual(withAlt[mirror.0, mirror.1], plain[mirror.0, mirror.1], "a circle at its mirror")
        XCTAssertTrue(hidden)
        XCTAssertEqual(afterAlt, plain, "Alt let go: no circle")
        XCTAssertFalse(hover, "hovering without Alt changes nothing")
    }

    func test_aReplayedSecondFinger_showsBothCircles_andATrailEach_withoutTheTouchIndicator() {
        let device = Device(model: .phone47)
        device.launch(device.run { UIViewController() })
        let session = SimulatorSession(device: device)
        session.perform(.toggleGestureOverlay)
        let rect = session.frame.screenRect, scale = Double(device.model.scale)
        func pixel(_ point: CGPoint) -> (Int, Int) { (Int(Double(rect.x0) + point.x * scale), Int(Double(rect.y0) + point.y * scale)) }
        let first = CGPoint(x: 100, y: 200), second = CGPoint(x: 275, y: 467), between = CGPoint(x: 187, y: 333)
        let plain = session.phonePicture()

        session.touch(.began, atScreenPoint: first)
        session.touch(.began, atScreenPoint: second, finger: 1)
        session.tick()
        let bothDown = session.phonePicture()
        session.touch(.ended, atScreenPoint: first)
        session.touch(.ended, atScreenPoint: second, finger: 1)

        XCTAssertFalse(session.showsTouches)
        XCTAssertNotEqual(bothDown[pixel(first).0, pixel(first).1], plain[pixel(first).0, pixel(first).1], "the first finger's circle")
        XCTAssertNotEqual(bothDown[pixel(second).0, pixel(second).1], plain[pixel(second).0, pixel(second).1], "the second finger's circle")
        XCTAssertEqual(bothDown[pixel(between).0, pixel(between).1], plain[pixel(between).0, pixel(between).1],
                       "each finger has a trail of its own: no line joins them")
        XCTAssertEqual(session.gestureOverlay.trail.map(\.point).contains(second), false, "the first finger's trail holds only its points")
        XCTAssertNil(session.secondFingerLocation)
    }
}
