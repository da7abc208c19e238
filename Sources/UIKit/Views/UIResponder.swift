import Foundation

/// An object that can take part in touch handling, as UIKit's `UIResponder`.
open class UIResponder: NSObject {
    /// The values `objc_setAssociatedObject` associated with this object (they go with it).
    var associatedObjectTable: AssociatedObjectTable?
    /// The next object in the responder chain (a view's superview or view controller).
    open var next: UIResponder? { nil }

    /// Whether the responder can become first responder (false by default).
    open var canBecomeFirstResponder: Bool { false }

    /// Asks to become first responder; returns whether it did (it never does here).
    /// Unlike UIKit, there is no keyboard, so first-responder status has no effect.
    @discardableResult
    open func becomeFirstResponder() -> Bool { false }

    /// Gives up first-responder status.
    @discardableResult
    open func resignFirstResponder() -> Bool { true }

    /// Fingers touched down in the responder.
    open func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        next?.touchesBegan(touches, with: event)
    }

    /// Fingers moved.
    open func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {
        next?.touchesMoved(touches, with: event)
    }

    /// Fingers lifted.
    open func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        next?.touchesEnded(touches, with: event)
    }

    /// The touches were cancelled (a gesture recognizer took them over).
    open func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {
        next?.touchesCancelled(touches, with: event)
    }
}
