import UIKit

/// Seed 000's pop (`DSLTransitionFromSecondToFirst`): the detail image's snapshot flies back to
/// its cell while the detail page fades out; interactive when driven by the edge pan.
final class TransitionFromSecondToFirst: NSObject, UIViewControllerAnimatedTransitioning {
    func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval {
        0.3
    }

    func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
        guard let fromViewController = transitionContext.viewController(forKey: .from) as? ThingDetailViewController,
              let toViewController = transitionContext.viewController(forKey: .to) as? ThingsViewController else {
            transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
            return
        }
        let containerView = transitionContext.containerView

        // The detail image's snapshot takes its place.
        let imageSnapshot = fromViewController.imageView.snapshotView(afterScreenUpdates: false) ?? UIView()
        imageSnapshot.frame = containerView.convert(fromViewController.imageView.frame, from: fromViewController.imageView.superview)
        fromViewController.imageView.isHidden = true

        let indexPath = toViewController.collectionView.indexPathsForSelectedItems?.first
        let cell = indexPath.flatMap { toViewController.collectionView.cellForItem(at: $0) } as? ThingCell
        cell?.imageView.isHidden = true

        // Set up the initial view states.
        toViewController.view.frame = transitionContext.finalFrame(for: toViewController)
        containerView.insertSubview(toViewController.view, belowSubview: fromViewController.view)
        containerView.addSubview(imageSnapshot)

        let duration = transitionDuration(using: transitionContext)
        UIView.animate(withDuration: duration, animations: {
            // Fade out the detail page and move the snapshot back over the cell.
            fromViewController.view.alpha = 0
            if let cell {
                imageSnapshot.frame = containerView.convert(cell.imageView.frame, from: cell.imageView.superview)
            }
        }, completion: { _ in
            // Clean up, whether the pop finished or was cancelled.
            imageSnapshot.removeFromSuperview()
            fromViewController.imageView.isHidden = false
            cell?.imageView.isHidden = false
            if transitionContext.transitionWasCancelled { fromViewController.view.alpha = 1 }
            // Declare that we've finished.
            transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
        })
    }
}
