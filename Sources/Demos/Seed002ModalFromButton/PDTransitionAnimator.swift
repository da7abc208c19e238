import UIKit

/// Seed 002's `PDTransitionAnimator` ("min to max"), written as the seed writes it, for the
/// modal opened from the 50 pt button in the screen's bottom-right corner.
///
/// Presenting: a snapshot of the new page grows over 1.2 s from the button's frame to the whole
/// screen, then the real page is put in front while the snapshot fades out over 0.5 s; a cancelled
/// (dragged) presentation ends when the snapshot is back in the button.
/// Dismissing: a snapshot of the page underneath lies under a snapshot of the current page, which
/// shrinks over 1.2 s into the button's centre; then a 0.5 s animation with nothing in it (the
/// seed commented its fade out), then the real page replaces the snapshots.
final class PDTransitionAnimator: NSObject, UIViewControllerAnimatedTransitioning {
    /// Which way the animator runs; the transitioning delegate sets it before returning it.
    enum AnimationType {
        case present, dismiss
    }

    var animationType: AnimationType = .present

    /// The seed's `Switch_Time`.
    static let switchTime: TimeInterval = 1.2
    /// The seed's `Button_Width`: the corner button's side.
    static let buttonWidth: CGFloat = 50
    /// The seed's `Button_Space`: the corner button's distance from the screen's edges.
    static let buttonSpace: CGFloat = 10

    /// The corner button's frame on a screen of `bounds` (the rect the seed computes inline; the
    /// demo's button is placed with it so the snapshot really comes out of the button).
    ///
    /// Not in the seed, written before phones had a home indicator: the button keeps its 10 pt
    /// from the corner of the `safeArea`, so it stays clear of the indicator and of the screen's
    /// rounded corner (on a phone with a home button upright the safe area ends at the edges, and
    /// the seed's rect is unchanged).
    static func buttonFrame(in bounds: CGRect, safeArea: UIEdgeInsets) -> CGRect {
        CGRect(x: bounds.width - safeArea.right - buttonWidth - buttonSpace,
               y: bounds.height - safeArea.bottom - buttonWidth - buttonSpace,
               width: buttonWidth, height: buttonWidth)
    }

    func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval {
        return Self.switchTime
    }

    func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
        let toViewController = transitionContext.viewController(forKey: .to)!
        let fromViewController = transitionContext.viewController(forKey: .from)!
        let toView: UIView = toViewController.view
        let fromView: UIView = fromViewController.view
        let screen = UIScreen.main.bounds
        let button = Self.buttonFrame(in: screen, safeArea: transitionContext.containerView.safeAreaInsets)

        // The seed's condition is an assignment (`if (self.animationType = AnimationTypeDismiss)`),
        // so on iOS the growing branch is what presenting shows; docs/DESIGN.md's reading keeps that for
        // presenting and uses the shrinking branch for dismissing.
        if animationType == .present {
            // A cheap copy of the new page, rendered now (afterScreenUpdates: true), grown out of
            // the button instead of animating the real page. The page is placed where it will
            // end first: a page popped earlier still has the frame its pop left it at.
            toView.frame = transitionContext.finalFrame(for: toViewController)
            let snap = toView.snapshotView(afterScreenUpdates: true)!
            transitionContext.containerView.addSubview(snap)
            snap.frame = button
            UIView.animate(withDuration: transitionDuration(using: transitionContext), animations: {
                snap.frame = screen
            }, completion: { _ in
                // Not in the seed: a cancelled (dragged) presentation has shrunk the snapshot back
                // into the button, so it ends there; the seed would put the real page in front for
                // the fade and show it whole for half a second.
                if transitionContext.transitionWasCancelled {
                    snap.removeFromSuperview()
                    transitionContext.completeTransition(false)
                    return
                }
                UIView.animate(withDuration: 0.5, animations: {
                    // The real page goes in front (the seed borrows the presenter's view; UIKit
                    // puts it back in its place when the dismissal ends).
                    transitionContext.containerView.addSubview(toView)
                    snap.alpha = 0
                }, completion: { _ in
                    snap.removeFromSuperview()
                    transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
                })
            })
        } else {
            // The new page under the current one, both as snapshots.
            let snap2 = toView.snapshotView(afterScreenUpdates: true)!
            transitionContext.containerView.addSubview(snap2)
            let snap = fromView.snapshotView(afterScreenUpdates: true)!
            transitionContext.containerView.addSubview(snap)
            UIView.animate(withDuration: transitionDuration(using: transitionContext), animations: {
                // Into the button's centre, with no size left.
                snap.frame = CGRect(x: button.minX + Self.buttonWidth / 2, y: button.minY + Self.buttonWidth / 2,
                                    width: 0, height: 0)
            }, completion: { _ in
                UIView.animate(withDuration: 0.5, animations: {
                    // snap.alpha = 0  (commented out in the seed: this step animates nothing)
                }, completion: { _ in
                    snap.removeFromSuperview()
                    snap2.removeFromSuperview()
                    toView.frame = transitionContext.finalFrame(for: toViewController)
                    transitionContext.containerView.addSubview(toView)
                    // Do not forget this.
                    transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
                })
            })
        }
    }
}
