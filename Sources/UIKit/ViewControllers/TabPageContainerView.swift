import Foundation

/// The tab bar controller's page area: between tab switches it keeps the selected page's view
/// filling it.
///
/// As UIKit's tab bar controller sizes the selected page whenever it lays out, a page put back
/// by a cancelled interactive switch, or placed by a custom animator, still follows a
/// rotation. During a switch the animator owns the pages' geometry, so nothing is touched then.
final class TabPageContainerView: UIView {
    /// The controller whose selected page this view holds.
    weak var tabBarController: UITabBarController?

    /// Lays the selected page's view out to fill the area when no switch runs.
    override func layoutSubviews() {
        super.layoutSubviews()
        guard let tabs = tabBarController, tabs.activeTabTransition == nil,
              let page = tabs.selectedViewController?.viewIfLoaded, page.superview === self,
              CATransform3DIsIdentity(page.transform3D), page.frame != bounds else { return }
        page.frame = bounds
    }
}
