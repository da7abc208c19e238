import Foundation

extension UIScrollView {
    /// Both scroll indicators' insets, as UIKit's deprecated `scrollIndicatorInsets`: reads the
    /// vertical indicator's, sets both. Indicators are not drawn here; the values are kept.
    public var scrollIndicatorInsets: UIEdgeInsets {
        get { verticalScrollIndicatorInsets }
        set {
            verticalScrollIndicatorInsets = newValue
            horizontalScrollIndicatorInsets = newValue
        }
    }
}
