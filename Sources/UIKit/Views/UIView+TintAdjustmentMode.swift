import Foundation

extension UIView {
    /// Whether a view's tint is dimmed, as UIKit's `UIView.TintAdjustmentMode`.
    public enum TintAdjustmentMode: Int, Sendable {
        /// As the superview (normal at the top).
        case automatic
        /// The tint as set.
        case normal
        /// A desaturated tint, as while an alert is up.
        case dimmed
    }
}
