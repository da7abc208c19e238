import UIKit

/// The screen size the seed's code reads as `kWidth` / `kHeight`.
var kWidth: CGFloat { UIScreen.main.bounds.width }
/// The screen height (see `kWidth`).
var kHeight: CGFloat { UIScreen.main.bounds.height }
/// How small the page underneath gets (the seed's `default_scale`).
let default_scale: CGFloat = 0.93

/// Which way `TransitionAnimation` runs.
enum AnimationType {
    case push, pop
}

/// Seed 001's animator, which is also its interactive controller: a percent-driven transition
/// subclass conforming to UIViewControllerAnimatedTransitioning. Push scales the old page down
/// while the new one slides in from the right; pop reverses it.
final class TransitionAnimation: UIPercentDrivenInteractiveTransition, UIViewControllerAnimatedTransitioning {
    var animationType: AnimationType?
    var timeInterval: TimeInterval = 0.4
    var storedContext: UIViewControllerContextTransitioning?
    var fromVC: UIViewController!
    var toVC: UIViewController!

    func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval {
        timeInterval
    }

    func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
        storedContext = transitionContext
        switch animationType {
        case .push?:
            pushAnimation(transitionContext: transitionContext)
        default:
            popAnimation(transitionContext: transitionContext)
        }
    }

    func pushAnimation(transitionContext: UIViewControllerContextTransitioning) {
        // Take the two controllers; a navigation controller on the "from" side means its top page.
        if transitionContext.viewController(forKey: UITransitionContextViewControllerKey.from) is NewsNavigationController {
            let baseNav = transitionContext.viewController(forKey: UITransitionContextViewControllerKey.from) as? NewsNavigationController
            fromVC = (baseNav?.viewControllers.last)!
        } else {
            fromVC = transitionContext.viewController(forKey: UITransitionContextViewControllerKey.from)!
        }
        let containerView = transitionContext.containerView
        toVC = transitionContext.viewController(forKey: UITransitionContextViewControllerKey.to)!

        containerView.addSubview(toVC.view)
        containerView.insertSubview(fromVC.view, belowSubview: toVC.view)

        var fromView: UIView!
        var toView: UIView!
        fromView = fromVC.view
        toView = toVC.view
        let frame = CGRect(x: 0, y: 0, width: kWidth, height: kHeight)
        fromView.frame = frame
        toView.frame = CGRect(x: kWidth, y: 0, width: kWidth, height: kHeight)
        // Scale the page underneath down.
        UIView.animate(withDuration: timeInterval, animations: {
            fromView.transform = CGAffineTransform(scaleX: default_scale, y: default_scale)
            toView.frame = frame
        }) { _ in
            transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
            // Restore the transform once the transition is over, or fromVC's frame changes next time.
            self.fromVC.view.transform = .identity
        }
    }

    func popAnimation(transitionContext: UIViewControllerContextTransitioning) {
        if transitionContext.viewController(forKey: UITransitionContextViewControllerKey.from) is NewsNavigationController {
            let baseNav = transitionContext.viewController(forKey: UITransitionContextViewControllerKey.from) as? NewsNavigationController
            fromVC = (baseNav?.viewControllers.last)!
        } else {
            fromVC = transitionContext.viewController(forKey: UITransitionContextViewControllerKey.from)!
        }
        toVC = transitionContext.viewController(forKey: UITransitionContextViewControllerKey.to)!
        toVC.tabBarController?.tabBar.isHidden = true
        let containerView = transitionContext.containerView

        var fromView: UIView!
        var toView: UIView!
        containerView.insertSubview(toVC.view, belowSubview: fromVC.view)
        fromView = fromVC.view
        toView = toVC.view
        let frame = CGRect(x: 0, y: 0, width: kWidth, height: kHeight)
        fromView.frame = frame
        toView.frame = frame
        toView.transform = CGAffineTransform(scaleX: default_scale, y: default_scale)
        // Bring the page underneath back to full size.
        UIView.animate(withDuration: timeInterval, animations: {
            toView.transform = .identity
            fromView.frame = CGRect(x: kWidth, y: 0, width: kWidth, height: kHeight)
        }) { _ in
            // A cancelled interactive pop must leave the page underneath as it was.
            if transitionContext.transitionWasCancelled { toView.transform = .identity }
            transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
        }
    }
}
