import Foundation

/// The navigation controller's page container (UIKit's private `UINavigationTransitionView`):
/// between transitions it keeps the top page's view filling it.
///
/// UIKit's navigation controller sizes its top page whenever it lays out, whatever the page's
/// autoresizing mask: a page pushed by a custom animator, or put back by a cancelled
/// interactive pop, still follows a rotation. During a transition the animator owns the
/// pages' geometry, so nothing is touched then.
final class NavigationTransitionView: UIView {
    /// The controller whose top page this view holds.
    weak var navigationController: UINavigationController?

    /// Finds no view while a push or pop runs: as on iOS, touches in the pages are ignored
    /// until the transition ends, so a second tap on a push button pushes nothing.
    override func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? {
        guard navigationController?.activeTransition == nil else { return nil }
        return super.hitTest(point, with: event)
    }

    /// Lays the top page's view out to fill the container when no transition runs.
    override func layoutSubviews() {
        super.layoutSubviews()
        guard let navigation = navigationController, navigation.activeTransition == nil,
              let page = navigation.topViewController?.viewIfLoaded, page.superview === self,
              CATransform3DIsIdentity(page.transform3D), page.frame != bounds else { return }
        page.frame = bounds
    }
}
