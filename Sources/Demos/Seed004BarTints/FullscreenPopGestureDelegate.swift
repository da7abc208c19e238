import UIKit

/// Decides when the full-screen pop pan may begin: FDFullscreenPopGesture's private
/// `_FDFullscreenPopGestureRecognizerDelegate`, ported to Swift.
///
/// The pan begins only when there is a page to go back to, the top page allows it, the touch
/// started within the page's maximum distance from the left edge (when it sets one), no
/// transition runs and the first movement is rightwards. FD reads UIKit's private
/// `_isTransitioning`; here the public `transitionCoordinator` says the same.
///
/// Unlike FD, which leaves scroll views to the app, a horizontal scroll view under the finger
/// keeps its scrolling: its pan waits for this one to fail, and this one fails unless the
/// scroll view is at its left end, so only a rightward drag there pops.
package final class FullscreenPopGestureDelegate: NSObject, UIGestureRecognizerDelegate {
    /// The navigation controller whose top page the pan pops.
    package weak var navigationController: UINavigationController?

    /// Creates the delegate for `navigationController`'s pan.
    package init(navigationController: UINavigationController) {
        self.navigationController = navigationController
        super.init()
    }

    /// FD's checks, plus the scroll view's (see the type's documentation).
    package func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
        guard let navigationController, let pan = gestureRecognizer as? UIPanGestureRecognizer,
              navigationController.viewControllers.count > 1,
              let top = navigationController.viewControllers.last else { return false }
        let settings = top.fullscreenPopSettings
        if settings?.fd_interactivePopDisabled == true { return false }
        let start = pan.location(in: pan.view)
        let translation = pan.translation(in: pan.view)
        // The location is the finger's now; where it started is that minus the travel so far.
        let startX = start.x - translation.x
        let maxDistance = settings?.fd_interactivePopMaxAllowedInitialDistanceToLeftEdge ?? 0
        if maxDistance > 0 && startX > maxDistance { return false }
        if navigationController.transitionCoordinator != nil { return false }
        if translation.x <= 0 { return false }
        if let scrollView = horizontalScrollView(at: CGPoint(x: startX, y: start.y - translation.y), in: pan.view),
           scrollView.contentOffset.x > -scrollView.adjustedContentInset.left {
            return false
        }
        return true
    }

    /// A horizontal scroll view's pan waits for this pan to fail.
    package func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer,
                                  shouldBeRequiredToFailBy otherGestureRecognizer: UIGestureRecognizer) -> Bool {
        guard let scrollView = otherGestureRecognizer.view as? UIScrollView,
              otherGestureRecognizer === scrollView.panGestureRecognizer else { return false }
        return scrollsHorizontally(scrollView)
    }

    /// The innermost horizontally scrolling scroll view under `point` (in `view`'s coordinates).
    private func horizontalScrollView(at point: CGPoint, in view: UIView?) -> UIScrollView? {
        var candidate = view?.hitTest(point, with: nil)
        while let current = candidate, current !== view {
            if let scrollView = current as? UIScrollView, scrollsHorizontally(scrollView) { return scrollView }
            candidate = current.superview
        }
        return nil
    }

    private func scrollsHorizontally(_ scrollView: UIScrollView) -> Bool {
        scrollView.isScrollEnabled && scrollView.contentSize.width > scrollView.bounds.width
    }
}
