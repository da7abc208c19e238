import UIKit

/// Seed 004's `STMTransitionProxy`: the object between a navigation controller and the app's
/// real delegate, which supplies the seed's transition unless the real delegate supplies one.
///
/// The seed asks `respondsToSelector:` whether the real delegate implements each method. A
/// Swift protocol's optional methods are default implementations that return nil, so here
/// "the delegate supplies an animator" means it returned one: the proxy forwards first and
/// falls back to its own when the answer is nil. The other delegate methods are forwarded as
/// they are, and the proxy also applies each page's `fd_prefersNavigationBarHidden` before it
/// is shown (FDFullscreenPopGesture swizzles `viewWillAppear:` for that; see
/// `FullscreenPopGestureSettings`).
package final class STMTransitionProxy: NSObject, UINavigationControllerDelegate {
    /// The app's real delegate.
    package weak var delegate: UINavigationControllerDelegate?
    /// The navigation controller the proxy serves.
    package weak var navigationController: UINavigationController?
    /// The proxy's own animator: pages move with snapshots of their own bars.
    package var animator = BarSnapshotAnimator()
    /// Whether the proxy supplies its own animator (seed 004's bar snapshots); when false it
    /// supplies none, so UIKit's own push and pop run, with the bar's appearance transition,
    /// for comparing the two on the same pages.
    package var usesSnapshotBars = true
    /// Whether the app's own gesture drives a transition now (the seed's `interacting`); the
    /// full-screen pop needs no such flag, as it drives UIKit's own interactive pop.
    package var interacting = false
    /// The interaction controller returned while `interacting` (the seed's `interactionController`).
    package var interactionController: UIPercentDrivenInteractiveTransition?

    /// The real delegate's animator when it gives one, else the proxy's own.
    package func navigationController(_ navigationController: UINavigationController,
                                     animationControllerFor operation: UINavigationController.Operation,
                                     from fromVC: UIViewController,
                                     to toVC: UIViewController) -> UIViewControllerAnimatedTransitioning? {
        if let animator = delegate?.navigationController(navigationController, animationControllerFor: operation,
                                                         from: fromVC, to: toVC) {
            return animator
        }
        guard operation != .none, usesSnapshotBars else { return nil }
        animator.operation = operation
        return animator
    }

    /// The real delegate's interaction controller when it gives one, else the proxy's own while
    /// `interacting`.
    package func navigationController(_ navigationController: UINavigationController,
                                     interactionControllerFor animationController: UIViewControllerAnimatedTransitioning)
        -> UIViewControllerInteractiveTransitioning? {
        if let interaction = delegate?.navigationController(navigationController, interactionControllerFor: animationController) {
            return interaction
        }
        return interacting ? interactionController : nil
    }

    /// Applies the page's bar setting, then forwards.
    package func navigationController(_ navigationController: UINavigationController, willShow viewController: UIViewController,
                                     animated: Bool) {
        let hidden = viewController.fullscreenPopSettings?.fd_prefersNavigationBarHidden ?? false
        navigationController.setNavigationBarHidden(hidden, animated: animated)
        delegate?.navigationController(navigationController, willShow: viewController, animated: animated)
    }

    /// Forwards.
    package func navigationController(_ navigationController: UINavigationController, didShow viewController: UIViewController,
                                     animated: Bool) {
        delegate?.navigationController(navigationController, didShow: viewController, animated: animated)
    }
}
