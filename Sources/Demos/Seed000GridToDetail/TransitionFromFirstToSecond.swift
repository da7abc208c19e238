import UIKit

/// Seed 000's push (`DSLTransitionFromFirstToSecond`): a snapshot of the selected cell's image
/// flies to the detail page's image while the detail page fades in, over 0.3 s.
final class TransitionFromFirstToSecond: NSObject, UIViewControllerAnimatedTransitioning {
    func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval {
        0.3
    }

    func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
        guard let fromViewController = transitionContext.viewController(forKey: .from) as? ThingsViewController,
              let toViewController = transitionContext.viewController(forKey: .to) as? ThingDetailViewController else {
            transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
            return
        }
        let containerView = transitionContext.containerView

        // Get a snapshot of the thing cell we're transitioning from, and hide the cell's image.
        let indexPath = fromViewController.collectionView.indexPathsForSelectedItems?.first
        let cell = indexPath.flatMap { fromViewController.collectionView.cellForItem(at: $0) } as? ThingCell
        let cellImageSnapshot = cell?.imageView.snapshotView(afterScreenUpdates: false) ?? UIView()
        if let cell {
            cellImageSnapshot.frame = containerView.convert(cell.imageView.frame, from: cell.imageView.superview)
        }
        cell?.imageView.isHidden = true

        // Set up the initial view states.
        toViewController.view.frame = transitionContext.finalFrame(for: toViewController)
        toViewController.view.alpha = 0
        toViewController.imageView.isHidden = true
        containerView.addSubview(toViewController.view)
        containerView.addSubview(cellImageSnapshot)
        toViewController.view.layoutIfNeeded()

        let duration = transitionDuration(using: transitionContext)
        UIView.animate(withDuration: duration, animations: {
            // Fade in the second view controller's view.
            toViewController.view.alpha = 1.0
            // Move the cell snapshot so it's over the second view controller's image view.
            let frame = containerView.convert(toViewController.imageView.frame, from: toViewController.view)
            cellImageSnapshot.frame = frame
        }, completion: { _ in
            // Clean up.
            toViewController.imageView.isHidden = false
            cell?.imageView.isHidden = false
            cellImageSnapshot.removeFromSuperview()
            // Declare that we've finished.
            transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
        })
    }
}
