import UIKit

/// Slides the tab pages sideways: to a tab on the right, the new page comes in from the right
/// edge while the old one leaves to the left; to a tab on the left, the other way round.
final class TabSlideAnimator: NSObject, UIViewControllerAnimatedTransitioning {
    /// Whether the new tab is to the right of the old one.
    let movesForward: Bool
    /// The slide's length in seconds.
    let duration: TimeInterval = 0.35

    init(movesForward: Bool) {
        self.movesForward = movesForward
    }

    func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval {
        duration
    }

    func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
        guard let toVC = transitionContext.viewController(forKey: .to),
              let toView = transitionContext.view(forKey: .to),
              let fromView = transitionContext.view(forKey: .from) else {
            transitionContext.completeTransition(false)
            return
        }
        let container = transitionContext.containerView
        let final = transitionContext.finalFrame(for: toVC)
        let shift = movesForward ? final.width : -final.width
        toView.frame = final.offsetBy(dx: shift, dy: 0)
        container.addSubview(toView)
        // Linear while a finger drives it, so the pages stay under the finger; eased when a tap
        // plays it.
        let curve: UIView.AnimationOptions = transitionContext.isInteractive ? [.curveLinear] : [.curveEaseInOut]
        UIView.animate(withDuration: duration, delay: 0, options: curve, animations: {
            toView.frame = final
            fromView.frame = final.offsetBy(dx: -shift, dy: 0)
        }, completion: { _ in
            // The leaving page comes back to its place for the next time its tab is shown.
            fromView.frame = final
            transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
        })
    }
}
