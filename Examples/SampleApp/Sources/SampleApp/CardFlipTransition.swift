import UIKit

/// The card's transitioning delegate: a dimming presentation controller, the flip animator both
/// ways, and the pan that drives the dismissal.
final class CardFlipTransition: NSObject, UIViewControllerTransitioningDelegate {
    let interaction = CardDismissInteraction()

    func presentationController(forPresented presented: UIViewController, presenting: UIViewController?,
                                source: UIViewController) -> UIPresentationController? {
        CardPresentationController(presentedViewController: presented, presenting: presenting)
    }

    func animationController(forPresented presented: UIViewController, presenting: UIViewController,
                             source: UIViewController) -> UIViewControllerAnimatedTransitioning? {
        CardFlipAnimator(presenting: true)
    }

    func animationController(forDismissed dismissed: UIViewController) -> UIViewControllerAnimatedTransitioning? {
        CardFlipAnimator(presenting: false)
    }

    func interactionControllerForDismissal(using animator: UIViewControllerAnimatedTransitioning) -> UIViewControllerInteractiveTransitioning? {
        interaction.isInteracting ? interaction : nil
    }
}

/// Dims the list behind the card and insets the card from the screen's edges.
final class CardPresentationController: UIPresentationController {
    private let dimming = UIView()

    override var frameOfPresentedViewInContainerView: CGRect {
        guard let bounds = containerView?.bounds else { return .zero }
        return bounds.insetBy(dx: 24, dy: 120)
    }

    override func presentationTransitionWillBegin() {
        guard let containerView else { return }
        dimming.frame = containerView.bounds
        dimming.backgroundColor = UIColor(white: 0, alpha: 0.4)
        dimming.alpha = 0
        containerView.insertSubview(dimming, at: 0)
        presentedViewController.transitionCoordinator?.animate(alongsideTransition: { _ in self.dimming.alpha = 1 })
    }

    override func dismissalTransitionWillBegin() {
        presentedViewController.transitionCoordinator?.animate(alongsideTransition: { _ in self.dimming.alpha = 0 })
    }

    override func dismissalTransitionDidEnd(_ completed: Bool) {
        // A dismissal let go of before half way stays presented: the list dimmed again.
        if !completed { dimming.alpha = 1 }
    }
}

/// Flips the card in about its vertical axis with perspective (m34), or back out.
final class CardFlipAnimator: NSObject, UIViewControllerAnimatedTransitioning {
    let presenting: Bool

    init(presenting: Bool) {
        self.presenting = presenting
    }

    func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval { 0.8 }

    func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
        let key: UITransitionContextViewControllerKey = presenting ? .to : .from
        guard let card = transitionContext.viewController(forKey: key) else { return }
        if presenting {
            card.view.frame = transitionContext.finalFrame(for: card)
            transitionContext.containerView.addSubview(card.view)
        }
        var edgeOn = CATransform3DIdentity
        edgeOn.m34 = -1 / 500
        edgeOn = CATransform3DRotate(edgeOn, .pi / 2, 0, 1, 0)
        card.view.layer.transform = presenting ? edgeOn : CATransform3DIdentity
        UIView.animate(withDuration: transitionDuration(using: transitionContext), delay: 0, options: [.curveLinear], animations: {
            card.view.layer.transform = self.presenting ? CATransform3DIdentity : edgeOn
        }, completion: { _ in
            let finished = !transitionContext.transitionWasCancelled
            if !self.presenting, !finished { card.view.layer.transform = CATransform3DIdentity }
            transitionContext.completeTransition(finished)
        })
    }
}

/// Dismisses the card as a pan moves down: the flip follows the finger, finishing past half
/// way or when flicked down, cancelling otherwise.
final class CardDismissInteraction: UIPercentDrivenInteractiveTransition {
    private(set) var isInteracting = false
    private weak var card: UIViewController?

    func attach(to card: UIViewController) {
        self.card = card
        card.loadViewIfNeeded()
        card.view.addGestureRecognizer(UIPanGestureRecognizer(target: self, action: CardDismissInteraction.pan(_:)))
    }

    func pan(_ gesture: UIPanGestureRecognizer) {
        // Measured in the card's container, which does not turn: the card itself stands edge-on
        // at the end of the flip, where no point converts into it.
        guard let container = gesture.view?.superview else { return }
        let progress = min(1, max(0, gesture.translation(in: container).y / 300))
        switch gesture.state {
        case .began:
            isInteracting = true
            card?.dismiss(animated: true)
        case .changed:
            update(progress)
        case .ended:
            isInteracting = false
            if progress > 0.5 || gesture.velocity(in: container).y > 800 { finish() } else { cancel() }
        default:
            isInteracting = false
            cancel()
        }
    }
}
