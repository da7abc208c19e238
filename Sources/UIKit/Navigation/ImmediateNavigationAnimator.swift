import Foundation

/// The "animator" of a non-animated push or pop: swaps the views at once.
final class ImmediateNavigationAnimator: NSObject, UIViewControllerAnimatedTransitioning {
    func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval { 0 }

    func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
        if let to = transitionContext.viewController(forKey: .to), let view = transitionContext.view(forKey: .to) {
            view.frame = transitionContext.finalFrame(for: to)
            transitionContext.containerView.addSubview(view)
        }
        transitionContext.view(forKey: .from)?.removeFromSuperview()
        transitionContext.completeTransition(true)
    }
}
