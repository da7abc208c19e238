import Foundation
import Raster
@_spi(TransitionLab) import UIKit

/// The fingers: the mouse as one finger, or two with Alt, and a replay's recorded touches.
extension SimulatorSession {
    /// The mouse went down, moved or came up at a pixel of the framed picture, with Alt and Shift
    /// as held. The host passes on every left-button press and release and every motion, button
    /// down or not, and the session alone decides what the fingers do: a press off the screen
    /// puts no finger down, motion and releases with no finger down are ignored, a drag that
    /// leaves the screen keeps to its edge, and a release off the screen lifts the finger where
    /// it last was. A press with Alt puts two fingers down (`TwoFingerMouse`: the second
    /// mirrored through the screen's centre, or with Shift keeping the pair's offset), which
    /// move and lift together until the button comes up; hovering with Alt shows their circles.
    /// Returns whether a finger or a circle changed, so the host knows the picture needs
    /// showing again.
    @discardableResult
    package func mouse(_ phase: UITouch.Phase, atFramePixel x: Double, _ y: Double, alt: Bool = false, shift: Bool = false) -> Bool {
        let point = frame.screenPoint(atFramePixel: x, y)
        if showsExplodedView {
            let scale = Double(device.model.scale)
            return explodedView.drag(phase, x: x / scale, y: y / scale)
        }
        switch phase {
        case .began:
            guard let point, admitsInput(.touch) else { return false }
            fingerLocation = point
            fingerIsMouse = true
            gestureOverlay.record(point, at: trailNow)
            deliverTouch(.began, point, 0)
            if let second = pairedFingers(pointer: point, alt: alt, shift: shift)?.1, admitsInput(.touch) {
                twoFingerPreview = nil
                secondFingerLocation = second
                gestureOverlay.record(second, at: trailNow, finger: 1)
                deliverTouch(.began, second, 1)
            }
        case .moved, .stationary:
            guard fingerLocation != nil else { return showTwoFingerPreview(at: point, alt: alt, shift: shift) }
            guard admitsInput(.touch) else { return false }
            let clamped = point ?? clampToScreen(x, y)
            fingerLocation = clamped
            gestureOverlay.record(clamped, at: trailNow)
            deliverTouch(.moved, clamped, 0)
            // The pair stays a pair until the button comes up, Alt let go or not.
            if secondFingerLocation != nil, let second = pairedFingers(pointer: clamped, alt: true, shift: shift)?.1, admitsInput(.touch) {
                secondFingerLocation = second
                gestureOverlay.record(second, at: trailNow, finger: 1)
                deliverTouch(.moved, second, 1)
            }
        case .ended, .cancelled:
            guard let last = fingerLocation, admitsInput(.lift) else { return false }
            fingerLocation = nil
            gestureOverlay.record(point ?? last, at: trailNow)
            deliverTouch(phase, point ?? last, 0)
            if let second = secondFingerLocation {
                secondFingerLocation = nil
                gestureOverlay.record(second, at: trailNow, finger: 1)
                deliverTouch(phase, second, 1)
            }
            _ = showTwoFingerPreview(at: point, alt: alt, shift: shift)
        @unknown default:
            return false
        }
        return true
    }

    /// Alt or Shift went down or up with the pointer at a pixel of the framed picture: the two
    /// circles show or go while no finger is down. Returns whether they changed.
    @discardableResult
    package func modifiersChanged(atFramePixel x: Double, _ y: Double, alt: Bool, shift: Bool) -> Bool {
        guard fingerLocation == nil, !showsExplodedView else { return false }
        return showTwoFingerPreview(at: frame.screenPoint(atFramePixel: x, y), alt: alt, shift: shift)
    }

    /// The two fingers for the pointer at `pointer` with the modifiers held, on the screen as
    /// it is turned now; nil without Alt.
    func pairedFingers(pointer: CGPoint, alt: Bool, shift: Bool) -> (CGPoint, CGPoint)? {
        let size = device.orientedModel.screenSize
        twoFingerMouse.screenSize = CGSize(width: size.width, height: size.height)
        return twoFingerMouse.fingers(pointer: pointer, alt: alt, shift: shift)
    }

    /// Shows the two circles for the pointer at `point` while Alt is held over the screen (and
    /// hides them otherwise); returns whether they changed.
    func showTwoFingerPreview(at point: CGPoint?, alt: Bool, shift: Bool) -> Bool {
        let before = twoFingerPreview
        twoFingerPreview = point.flatMap { pairedFingers(pointer: $0, alt: alt, shift: shift) }
        if point == nil { twoFingerMouse = TwoFingerMouse(screenSize: .zero) }
        return before?.0 != twoFingerPreview?.0 || before?.1 != twoFingerPreview?.1
    }

    /// Puts a finger (0 the first, 1 the second) down, moves it or lifts it at a screen point, as
    /// the mouse does: the way a replay gives the app its recorded touches (with the fingers drawn
    /// as when recorded).
    package func touch(_ phase: UITouch.Phase, atScreenPoint point: CGPoint, finger: Int = 0) {
        let lifted = phase == .ended || phase == .cancelled
        _ = admitsInput(lifted ? .lift : .touch, always: true)
        if finger == 0 {
            fingerLocation = lifted ? nil : point
            fingerIsMouse = false
        } else {
            secondFingerLocation = lifted ? nil : point
        }
        gestureOverlay.record(point, at: trailNow, finger: finger)
        deliverTouch(phase, point, finger)
    }

    func clampToScreen(_ x: Double, _ y: Double) -> CGPoint {
        let rect = frame.screenRect
        let cx = min(max(x, Double(rect.x0)), Double(rect.x1) - 1), cy = min(max(y, Double(rect.y0)), Double(rect.y1) - 1)
        return frame.screenPoint(atFramePixel: cx, cy) ?? .zero
    }
}
