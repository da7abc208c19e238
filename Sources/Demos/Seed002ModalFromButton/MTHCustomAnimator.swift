import UIKit

/// Seed 002's `MTHCustomAnimator`: the push animation its navigation delegate returns. The new
/// page is added to the container at alpha 0 and fades in while the old page slides 320 pt to
/// the left, over 1.0 s; the old page's transform is reset at the end so it comes back intact.
final class MTHCustomAnimator: NSObject, UIViewControllerAnimatedTransitioning {
    // The system passes a transition context; the seed always answers one second.
    func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval {
        return 1.0
    }

    // Both the set-up and the animation of the switch happen here.
    func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
        // Can be seen as the destination view controller.
        let toViewController = transitionContext.viewController(forKey: .to)!
        // Can be seen as the source view controller.
        let fromViewController = transitionContext.viewController(forKey: .from)!
        // Add the new page to the container.
        transitionContext.containerView.addSubview(toViewController.view)
        toViewController.view.alpha = 0.0
        UIView.animate(withDuration: transitionDuration(using: transitionContext), animations: {
            // There are many possible effects; the seed shows an offset to the left.
            fromViewController.view.transform = CGAffineTransform(translationX: -320, y: 0)
            toViewController.view.alpha = 1.0
        }, completion: { _ in
            fromViewController.view.transform = .identity
            // Declare the end of the transition: never forget completeTransition(_:).
            transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
        })
    }
}
