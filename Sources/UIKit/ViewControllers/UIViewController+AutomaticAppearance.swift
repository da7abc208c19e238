import Foundation

extension UIViewController {
    /// Whether this container's children hear appearance callbacks when their views enter or
    /// leave the window: custom containers that forward appearance automatically, as in UIKit.
    /// UIKit's own containers (navigation, tab bar, page view) drive their children's appearance
    /// themselves.
    var forwardsAppearanceWhenChildViewsMove: Bool {
        shouldAutomaticallyForwardAppearanceMethods
            && !(self is UINavigationController) && !(self is UITabBarController) && !(self is UIPageViewController)
    }

    /// UIKit's automatic appearance for a child of a custom container: when the child's root view
    /// is added to an on-screen container's view, the child hears `viewWillAppear` now and
    /// `viewDidAppear` once the view is in the window; when it is removed, `viewWillDisappear`
    /// and `viewDidDisappear`. Appearance changes already begun (by `transition(from:to:)` or
    /// by hand with `beginAppearanceTransition`) are left alone.
    func rootViewWillMove(toWindow newWindow: UIWindow?) {
        guard let parent = parentStorage, parent.forwardsAppearanceWhenChildViewsMove, !appearanceFlags.automaticAppearancePending else { return }
        if newWindow != nil, appearanceState == .disappeared, parent.appearanceState == .appeared {
            appearanceFlags.automaticAppearancePending = true
            performBeginAppearanceTransition(true, animated: false)
        } else if newWindow == nil, appearanceState == .appeared {
            appearanceFlags.automaticAppearancePending = true
            performBeginAppearanceTransition(false, animated: false)
        }
    }

    /// Ends an appearance change begun by `rootViewWillMove(toWindow:)`.
    func rootViewDidMoveToWindow() {
        guard appearanceFlags.automaticAppearancePending else { return }
        appearanceFlags.automaticAppearancePending = false
        performEndAppearanceTransition()
    }
}
