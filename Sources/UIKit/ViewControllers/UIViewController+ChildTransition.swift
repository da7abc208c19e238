import Foundation

extension UIViewController {
    /// Transitions between two of this controller's children, as UIKit's
    /// `transition(from:to:duration:options:animations:completion:)`: the way a custom container
    /// swaps the child it shows.
    ///
    /// `toViewController`'s view is added just above `fromViewController`'s in the same superview,
    /// `animations` run in an animation block of `duration` and the curve of `options`, and once
    /// they end `fromViewController`'s view is removed. With a transition style in `options`
    /// (`.transitionCrossDissolve`, `.transitionFlipFromLeft`, `.transitionCurlUp`, ...), the
    /// superview performs that transition as `UIView.transition(with:...)` does. The children hear
    /// `viewWillDisappear`/`viewWillAppear` before and `viewDidDisappear`/`viewDidAppear` after,
    /// when this controller is on screen and forwards appearance automatically. As in UIKit, the
    /// caller does the containment calls (`addChild`, `willMove(toParent: nil)` before, and
    /// `removeFromParent`, `didMove(toParent:)` in the completion) and sets the new view's frame.
    ///
    /// Unlike UIKit, which raises an exception, children of another parent, or a from-view not in a
    /// superview, are refused with a log and nothing changes (the completion runs with `false`).
    func baseTransition(from fromViewController: UIViewController, to toViewController: UIViewController,
                           duration: TimeInterval, options: UIView.AnimationOptions = [],
                           animations: (() -> Void)?, completion: ((Bool) -> Void)? = nil) {
        guard fromViewController.parent === self, toViewController.parent === self, fromViewController !== toViewController else {
            UIKitLog.warn("transition(from:to:): both view controllers must be distinct children of \(type(of: self)); ignored")
            UIViewAnimationState.current.deliverOnNextFrame { completion?(false) }
            return
        }
        let fromView = fromViewController.view!, toView = toViewController.view!
        guard let container = fromView.superview else {
            UIKitLog.warn("transition(from:to:): the from view controller's view is not in a superview; ignored")
            UIViewAnimationState.current.deliverOnNextFrame { completion?(false) }
            return
        }
        let forwards = shouldAutomaticallyForwardAppearanceMethods && isAppearingOrAppeared
        let animated = duration > 0
        if forwards {
            fromViewController.beginAppearanceTransition(false, animated: animated)
            toViewController.beginAppearanceTransition(true, animated: animated)
        }
        let finish: (Bool) -> Void = { finished in
            fromView.removeFromSuperview()
            if forwards {
                fromViewController.endAppearanceTransitionIfNeeded()
                toViewController.endAppearanceTransitionIfNeeded()
            }
            completion?(finished)
        }
        let styleBits = UIView.AnimationOptions(rawValue: 0x7 << 20)
        if !options.intersection(styleBits).isEmpty {
            UIView.transition(with: container, duration: duration, options: options, animations: {
                container.insertSubview(toView, aboveSubview: fromView)
                if forwards { toViewController.callViewIsAppearingIfNeeded() }
                fromView.isHidden = true
                animations?()
            }, completion: { finished in
                fromView.isHidden = false
                finish(finished)
            })
        } else {
            UIView.performWithoutAnimation { container.insertSubview(toView, aboveSubview: fromView) }
            if forwards { toViewController.callViewIsAppearingIfNeeded() }
            UIView.animate(withDuration: duration, delay: 0, options: options, animations: { animations?() }, completion: finish)
        }
    }
}
