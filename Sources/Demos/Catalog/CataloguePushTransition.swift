import UIKit

/// The transitioning delegate of the demos the catalogue presents (`CatalogViewController.open`):
/// `CataloguePushAnimator` both ways. One shared object, since a presented controller holds
/// its transitioning delegate weakly.
final class CataloguePushTransition: NSObject, UIViewControllerTransitioningDelegate {
    /// The delegate every presented demo uses.
    static let shared = CataloguePushTransition()

    func animationController(forPresented presented: UIViewController, presenting: UIViewController,
                             source: UIViewController) -> UIViewControllerAnimatedTransitioning? {
        CataloguePushAnimator(opening: true)
    }

    func animationController(forDismissed dismissed: UIViewController) -> UIViewControllerAnimatedTransitioning? {
        CataloguePushAnimator(opening: false)
    }
}
