import Foundation

/// What the two-finger recognizers (pinch, rotation) share: giving way to a one-finger drag,
/// and ending.
extension UIGestureRecognizer {
    /// Fails the recognizer when a single finger, down at `start`, has dragged more than the
    /// pan's 10 pt: that is a pan, not the start of a two-finger gesture, and failing lets
    /// recognizers that wait for this one (`require(toFail:)`) begin. Returns whether it failed.
    func failsForLoneFingerDrift(from start: CGPoint?) -> Bool {
        guard state == .possible, numberOfTouches == 1, let start else { return false }
        let point = trackedTouches[0].locationInWindow
        guard hypot(point.x - start.x, point.y - start.y) > UIPanGestureRecognizer.hysteresis else { return false }
        state = .failed
        return true
    }

    /// Ends a continuous gesture when its fingers lift (`.ended`) or are cancelled; one that
    /// never began fails.
    func finishContinuousGesture(cancelled: Bool) {
        switch state {
        case .began, .changed: state = cancelled ? .cancelled : .ended
        case .possible: state = .failed
        default: break
        }
    }
}
