import Foundation

extension UIViewController {
    /// The guide from the top of the view to the bottom of the bars above it (status and
    /// navigation bars), as UIKit's deprecated `topLayoutGuide`: its `length` is the safe
    /// area's top inset. Reading it loads the view.
    var baseTopLayoutGuide: UILayoutSupport { ViewControllerLayoutGuide.guide(.top, in: view) }

    /// The guide from the top of the bars below the view (tab bar, toolbar, home indicator) to
    /// its bottom, as UIKit's deprecated `bottomLayoutGuide`: its `length` is the safe area's
    /// bottom inset. Reading it loads the view.
    var baseBottomLayoutGuide: UILayoutSupport { ViewControllerLayoutGuide.guide(.bottom, in: view) }

    /// Whether the controller's scroll views are inset for its bars (true), as UIKit's
    /// deprecated flag.
    ///
    /// Unlike UIKit, it is kept but not read: each scroll view's
    /// `contentInsetAdjustmentBehavior` decides (set it to `.never` where older code set this
    /// to false).
    var baseAutomaticallyAdjustsScrollViewInsets: Bool {
        get { adjustsScrollViewInsetsStorage }
        set { adjustsScrollViewInsetsStorage = newValue }
    }
}
