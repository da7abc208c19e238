import Foundation

/// A continuous recognizer for two fingers turning around each other, as UIKit's
/// `UIRotationGestureRecognizer`: it begins once the line through the fingers has turned by
/// more than 5° (TransitionLab's threshold; Apple does not document one), reports `changed` as
/// they move and ends when one of them lifts.
///
/// `rotation` is in radians, positive clockwise on screen (y points down), measured from the
/// line's direction when the second finger touched down and unwrapped, so several turns add up;
/// setting it (usually to 0, to read increments) rebases it. Fingers beyond two are ignored; a lone finger that drags more than
/// 10 pt before the second touches down fails the rotation (so a pan waiting for it can begin). A
/// rotation needs two touches: inject them with two fingers, or Alt-drag in the simulator window
/// (the mouse's second finger mirrored through the screen's centre).
open class UIRotationGestureRecognizer: UIGestureRecognizer {
    /// How far the line through the fingers must turn before the gesture begins, in radians.
    static let hysteresis: CGFloat = 5 * .pi / 180

    /// The line's raw angle at the last event, to unwrap the next one.
    private var lastRawAngle: CGFloat?
    /// The line's angle turned since touch-down, unwrapped (several turns add up).
    private var turned: CGFloat = 0
    /// The value of `turned` that `rotation` is measured from.
    private var base: CGFloat = 0
    private var angleSamples = GestureValueSamples()
    /// Where the first finger touched down, while it is alone.
    private var loneFingerStart: CGPoint?

    /// The rotation of the gesture in radians since it began (or since it was last set).
    open var rotation: CGFloat {
        get { turned - base }
        set { base = turned - newValue }
    }

    /// The speed of the rotation in radians per second, over the last 0.1 s of events.
    open var velocity: CGFloat { angleSamples.ratePerSecond }

    open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
        for touch in touches where numberOfTouches > 2 { ignore(touch, for: event) }
        loneFingerStart = numberOfTouches == 1 ? trackedTouches[0].locationInWindow : nil
        guard numberOfTouches == 2, lastRawAngle == nil else { return }
        lastRawAngle = rawAngle()
        angleSamples.add(turned, at: event.timestamp)
    }

    open override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {
        if failsForLoneFingerDrift(from: loneFingerStart) { return }
        guard numberOfTouches == 2, let last = lastRawAngle else { return }
        let raw = rawAngle()
        // The smallest turn from the last angle: events come far more often than half turns.
        var delta = raw - last
        if delta > .pi { delta -= 2 * .pi } else if delta <= -.pi { delta += 2 * .pi }
        lastRawAngle = raw
        turned += delta
        angleSamples.add(turned, at: event.timestamp)
        switch state {
        case .possible where abs(turned) > Self.hysteresis: state = .began
        case .began, .changed: state = .changed
        default: break
        }
    }

    open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {
        finishContinuousGesture(cancelled: false)
    }

    open override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent) {
        finishContinuousGesture(cancelled: true)
    }

    open override func reset() {
        super.reset()
        loneFingerStart = nil
        lastRawAngle = nil
        turned = 0
        base = 0
        angleSamples.removeAll()
    }

    /// The direction of the line from the first finger to the second, in window coordinates.
    private func rawAngle() -> CGFloat {
        let a = trackedTouches[0].locationInWindow, b = trackedTouches[1].locationInWindow
        return atan2(b.y - a.y, b.x - a.x)
    }
}
