import UIKit

/// Seed 003's door transitions: presenting splits a snapshot of the presenting page into two
/// halves hinged at the screen's outer edges (anchor points (0, 0.5) and (1, 0.5)) that swing
/// open by 90 degrees with m34 = 4.5 / -2000 over 0.5 s ease-out; dismissing closes them.
final class DoorTransitioningDelegate: NSObject, UIViewControllerTransitioningDelegate {
    func animationController(forPresented presented: UIViewController, presenting: UIViewController,
                             source: UIViewController) -> UIViewControllerAnimatedTransitioning? {
        DoorAnimator(opening: true)
    }

    func animationController(forDismissed dismissed: UIViewController) -> UIViewControllerAnimatedTransitioning? {
        DoorAnimator(opening: false)
    }
}

/// Opens (presents) or closes (dismisses) the door.
final class DoorAnimator: NSObject, UIViewControllerAnimatedTransitioning {
    let opening: Bool

    init(opening: Bool) { self.opening = opening }

    func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval { 0.5 }

    /// The seed's transform for one door: perspective, then a quarter turn about y.
    static func doorTransform(_ degrees: CGFloat) -> CATransform3D {
        var transform = CATransform3DIdentity
        transform.m34 = 4.5 / -2000
        return CATransform3DRotate(transform, degrees * .pi / 180.0, 0, 1.0, 0)
    }

    func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
        let containerView = transitionContext.containerView
        guard let fromView = transitionContext.view(forKey: .from) ?? transitionContext.viewController(forKey: .from)?.view,
              let toView = transitionContext.view(forKey: .to) ?? transitionContext.viewController(forKey: .to)?.view else {
            transitionContext.completeTransition(false)
            return
        }
        // The page that becomes the doors: the presenting page when opening, the page shown
        // again (the presenter) when closing.
        let doorPage = opening ? fromView : toView
        let image = doorPage.snapshotView(afterScreenUpdates: !opening)?.layer.contents
        let bounds = containerView.bounds
        if opening {
            toView.frame = transitionContext.finalFrame(for: transitionContext.viewController(forKey: .to)!)
            containerView.addSubview(toView)
        }
        let halves = [CGFloat(0), 1].map { side -> UIView in
            let half = UIView()
            half.layer.contents = image
            half.layer.contentsRect = CGRect(x: side * 0.5, y: 0, width: 0.5, height: 1)
            half.layer.anchorPoint = CGPoint(x: side, y: 0.5)
            half.frame = CGRect(x: side * bounds.width / 2, y: 0, width: bounds.width / 2, height: bounds.height)
            // The z-order fix the seed describes: keep the doors in front of the page behind
            // however far they turn.
            half.layer.zPosition = 1000
            half.layer.transform = opening ? CATransform3DIdentity : Self.doorTransform(side == 0 ? 90 : -90)
            containerView.addSubview(half)
            return half
        }
        if opening { fromView.isHidden = true } else { fromView.superview?.bringSubviewToFront(fromView) }
        for half in halves { containerView.bringSubviewToFront(half) }

        UIView.animate(withDuration: transitionDuration(using: transitionContext), delay: 0.0, options: .curveEaseOut, animations: {
            halves[0].layer.transform = self.opening ? Self.doorTransform(90) : CATransform3DIdentity
            halves[1].layer.transform = self.opening ? Self.doorTransform(-90) : CATransform3DIdentity
        }, completion: { _ in
            halves.forEach { $0.removeFromSuperview() }
            fromView.isHidden = false
            let completed = !transitionContext.transitionWasCancelled
            if !self.opening && completed { fromView.removeFromSuperview() }
            transitionContext.completeTransition(completed)
        })
    }
}
