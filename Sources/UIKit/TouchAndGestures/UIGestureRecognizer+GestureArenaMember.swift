import Foundation

/// A recognizer answers the arena from its own fields, its subclass's overrides (`canPrevent`,
/// `shouldRequireFailure(of:)`, ..., which satisfy the protocol directly) and its delegate.
extension UIGestureRecognizer: GestureArenaMember {
    typealias Peer = UIGestureRecognizer

    func arenaShouldBegin(touches: [UITouch]) -> Bool {
        shouldBeginInternally()
            // UIKit asks the recognizer's view first, then its delegate.
            && view?.gestureRecognizerShouldBegin(self) != false
            && delegate?.gestureRecognizerShouldBegin(self) != false
            && !touches.contains { touch in
                // UIKit lets a control's own tap win over a tap recognizer of a superview.
                (touch.view as? UIControl)?.blocksSuperviewGesture(self) == true
            }
    }

    var failureRequirementPeers: [UIGestureRecognizer] { failureRequirements.compactMap(\.recognizer) }

    func delegateRequiresFailure(of other: UIGestureRecognizer) -> Bool {
        delegate?.gestureRecognizer(self, shouldRequireFailureOf: other) == true
    }

    func delegateRequiresFailure(by other: UIGestureRecognizer) -> Bool {
        delegate?.gestureRecognizer(self, shouldBeRequiredToFailBy: other) == true
    }

    func delegateAllowsSimultaneousRecognition(with other: UIGestureRecognizer) -> Bool {
        delegate?.gestureRecognizer(self, shouldRecognizeSimultaneouslyWith: other) == true
    }

    func prepareForReset(touches: [UITouch]) {
        // `location(in:)` keeps answering after the reset, from where the fingers last were.
        lastLocationInWindow = location(in: nil)
        for touch in touches { touch.gestureRecognizers?.removeAll { $0 === self } }
        trackedTouches.removeAll()
    }
}
