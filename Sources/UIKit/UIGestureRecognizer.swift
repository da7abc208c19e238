// PLACEHOLDER (the gestures engineer replaces it).
import Foundation

/// The base class of gesture recognizers, as UIKit's `UIGestureRecognizer`.
open class UIGestureRecognizer: NSObject {
    /// The view the recognizer is attached to.
    open internal(set) weak var view: UIView?
}
