import Foundation

/// The object a gesture recognizer asks before it begins, before it receives a touch, and
/// whether it may run alongside, or must wait for, other recognizers, as UIKit's
/// `UIGestureRecognizerDelegate`. Every method is optional (defaults below).
///
/// Unlike UIKit, the protocol refines `AnyObject` rather than `NSObjectProtocol`, and its
/// optional methods are protocol requirements with default implementations: a class that
/// implements one must do so in the class that declares the conformance (or override it
/// there), as with any Swift protocol default.
public protocol UIGestureRecognizerDelegate: NSObjectProtocol {
    /// Whether the recognizer may leave `possible` (begin, or be recognized); false makes it fail.
    func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool
    /// Whether both recognizers may recognize at once (either delegate saying yes suffices).
    func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer, shouldRecognizeSimultaneouslyWith otherGestureRecognizer: UIGestureRecognizer) -> Bool
    /// Whether `gestureRecognizer` must wait for `otherGestureRecognizer` to fail.
    func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer, shouldRequireFailureOf otherGestureRecognizer: UIGestureRecognizer) -> Bool
    /// Whether `otherGestureRecognizer` must wait for `gestureRecognizer` to fail.
    func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer, shouldBeRequiredToFailBy otherGestureRecognizer: UIGestureRecognizer) -> Bool
    /// Whether the recognizer sees `touch` at all (asked when the touch begins).
    func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer, shouldReceive touch: UITouch) -> Bool
    /// Whether the recognizer sees the touches of `event` (asked when a touch begins).
    func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer, shouldReceive event: UIEvent) -> Bool
}

// Each default first asks a `MessageForwarding` proxy for its target, as the runtime forwards an
// unimplemented message on iOS (docs/PORTING.md, "Delegate proxies").
extension UIGestureRecognizerDelegate {
    /// Default: true.
    public func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
        forwardingTarget(UIGestureRecognizerDelegate.self, "gestureRecognizerShouldBegin:")?
            .gestureRecognizerShouldBegin(gestureRecognizer) ?? true
    }
    /// Default: false.
    public func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer, shouldRecognizeSimultaneouslyWith otherGestureRecognizer: UIGestureRecognizer) -> Bool {
        forwardingTarget(UIGestureRecognizerDelegate.self, "gestureRecognizer:shouldRecognizeSimultaneouslyWithGestureRecognizer:")?
            .gestureRecognizer(gestureRecognizer, shouldRecognizeSimultaneouslyWith: otherGestureRecognizer) ?? false
    }
    /// Default: false.
    public func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer, shouldRequireFailureOf otherGestureRecognizer: UIGestureRecognizer) -> Bool {
        forwardingTarget(UIGestureRecognizerDelegate.self, "gestureRecognizer:shouldRequireFailureOfGestureRecognizer:")?
            .gestureRecognizer(gestureRecognizer, shouldRequireFailureOf: otherGestureRecognizer) ?? false
    }
    /// Default: false.
    public func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer, shouldBeRequiredToFailBy otherGestureRecognizer: UIGestureRecognizer) -> Bool {
        forwardingTarget(UIGestureRecognizerDelegate.self, "gestureRecognizer:shouldBeRequiredToFailByGestureRecognizer:")?
            .gestureRecognizer(gestureRecognizer, shouldBeRequiredToFailBy: otherGestureRecognizer) ?? false
    }
    /// Default: true.
    public func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer, shouldReceive touch: UITouch) -> Bool {
        forwardingTarget(UIGestureRecognizerDelegate.self, "gestureRecognizer:shouldReceiveTouch:")?
            .gestureRecognizer(gestureRecognizer, shouldReceive: touch) ?? true
    }
    /// Default: true.
    public func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer, shouldReceive event: UIEvent) -> Bool {
        forwardingTarget(UIGestureRecognizerDelegate.self, "gestureRecognizer:shouldReceiveEvent:")?
            .gestureRecognizer(gestureRecognizer, shouldReceive: event) ?? true
    }
}
