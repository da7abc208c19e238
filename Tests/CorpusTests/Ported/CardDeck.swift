//  CardDeck.swift
//  A card presented over a presenter that shrinks back like a deck, dismissed by dragging the
//  card down: a presentation controller, an animator for both directions and a percent-driven
//  interaction fed by a pan gesture on the card.

import UIKit

protocol CardViewControllerDelegate: AnyObject {
    func cardViewControllerDidDismiss(_ card: CardViewController)
    func cardViewController(_ card: CardViewController, didDrag progress: CGFloat)
}

extension CardViewControllerDelegate {
    func cardViewControllerDidDismiss(_ card: CardViewController) {}
    func cardViewController(_ card: CardViewController, didDrag progress: CGFloat) {}
}

final class CardPresentationController: UIPresentationController {
    private let dimmingView = UIView()
    static let topInset: CGFloat = 60

    override var frameOfPresentedViewInContainerView: CGRect {
        guard let bounds = containerView?.bounds else { return .zero }
        return CGRect(x: 0, y: Self.topInset, width: bounds.width, height: bounds.height - Self.topInset)
    }

    override func presentationTransitionWillBegin() {
        guard let containerView = containerView else { return }
        dimmingView.backgroundColor = UIColor.black.withAlphaComponent(0.4)
        dimmingView.frame = containerView.bounds
        dimmingView.alpha = 0
        containerView.insertSubview(dimmingView, at: 0)
        presentedView?.layer.cornerRadius = 16
        presentedView?.layer.masksToBounds = true
        presentedViewController.transitionCoordinator?.animate(alongsideTransition: { _ in
            self.dimmingView.alpha = 1
            self.presentingViewController.view.transform = CGAffineTransform(scaleX: 0.92, y: 0.92)
            self.presentingViewController.view.layer.cornerRadius = 12
        })
    }

    override func dismissalTransitionWillBegin() {
        presentedViewController.transitionCoordinator?.animate(alongsideTransition: { _ in
            self.dimmingView.alpha = 0
            self.presentingViewController.view.transform = .identity
            self.presentingViewController.view.layer.cornerRadius = 0
        })
    }

    override func dismissalTransitionDidEnd(_ completed: Bool) {
        if completed {
            dimmingView.removeFromSuperview()
        }
    }
}

final class CardAnimator: NSObject, UIViewControllerAnimatedTransitioning {
    let presenting: Bool

    init(presenting: Bool) {
        self.presenting = presenting
    }

    func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval {
        0.4
    }

    func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
        let container = transitionContext.containerView
        if presenting {
            guard let toVC = transitionContext.viewController(forKey: .to) else { return }
            let final = transitionContext.finalFrame(for: toVC)
            toVC.view.frame = final.offsetBy(dx: 0, dy: container.bounds.height)
            container.addSubview(toVC.view)
            UIView.animate(withDuration: transitionDuration(using: transitionContext), delay: 0,
                           options: .curveEaseOut, animations: {
                toVC.view.frame = final
            }, completion: { _ in
                transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
            })
        } else {
            guard let fromVC = transitionContext.viewController(forKey: .from) else { return }
            let start = transitionContext.initialFrame(for: fromVC)
            UIView.animate(withDuration: transitionDuration(using: transitionContext), delay: 0,
                           options: .curveLinear, animations: {
                fromVC.view.frame = start.offsetBy(dx: 0, dy: container.bounds.height)
            }, completion: { _ in
                transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
            })
        }
    }
}

final class CardInteraction: UIPercentDrivenInteractiveTransition {
    var interactionInProgress = false
    private var shouldFinish = false
    private weak var card: CardViewController?

    init(card: CardViewController) {
        self.card = card
        super.init()
        let pan = UIPanGestureRecognizer(target: self, action: CardInteraction.handlePan(_:))
        card.view.addGestureRecognizer(pan)
    }

    func handlePan(_ gesture: UIPanGestureRecognizer) {
        guard let view = gesture.view, let card = card else { return }
        let translation = gesture.translation(in: view.superview)
        let progress = min(max(translation.y / 400, 0), 1)
        switch gesture.state {
        case .began:
            interactionInProgress = true
            card.dismiss(animated: true, completion: nil)
        case .changed:
            shouldFinish = progress > 0.3 || gesture.velocity(in: view).y > 800
            update(progress)
            card.delegate?.cardViewController(card, didDrag: progress)
        case .cancelled:
            interactionInProgress = false
            cancel()
        case .ended:
            interactionInProgress = false
            shouldFinish ? finish() : cancel()
        default:
            break
        }
    }
}

final class CardViewController: UIViewController {
    weak var delegate: CardViewControllerDelegate?
    var interaction: CardInteraction?

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = UIColor(red: 0.99, green: 0.97, blue: 0.90, alpha: 1)
        let grabber = UIView(frame: CGRect(x: 0, y: 8, width: 40, height: 5))
        grabber.backgroundColor = .lightGray
        grabber.layer.cornerRadius = 2.5
        grabber.center.x = view.bounds.midX
        grabber.autoresizingMask = [.flexibleLeftMargin, .flexibleRightMargin]
        view.addSubview(grabber)
        let label = UILabel(frame: CGRect(x: 20, y: 40, width: 300, height: 40))
        label.text = "Boarding pass"
        label.font = .boldSystemFont(ofSize: 26)
        view.addSubview(label)
        interaction = CardInteraction(card: self)
    }

    override func viewDidDisappear(_ animated: Bool) {
        super.viewDidDisappear(animated)
        delegate?.cardViewControllerDidDismiss(self)
    }
}

final class CardDeckViewController: UIViewController, UIViewControllerTransitioningDelegate, CardViewControllerDelegate {
    private(set) var dismissCount = 0

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = UIColor(red: 0.20, green: 0.45, blue: 0.85, alpha: 1)
        let button = UIButton(type: .system)
        button.setTitle("Show card", for: .normal)
        button.setTitleColor(.white, for: .normal)
        button.frame = CGRect(x: 40, y: 200, width: 200, height: 50)
        button.addTarget(self, action: CardDeckViewController.showCard(_:), for: .touchUpInside)
        view.addSubview(button)
    }

    func showCard(_ sender: Any) {
        let card = CardViewController()
        card.delegate = self
        card.modalPresentationStyle = .custom
        card.transitioningDelegate = self
        present(card, animated: true)
    }

    func cardViewControllerDidDismiss(_ card: CardViewController) {
        dismissCount += 1
    }

    func presentationController(forPresented presented: UIViewController, presenting: UIViewController?,
                                source: UIViewController) -> UIPresentationController? {
        CardPresentationController(presentedViewController: presented, presenting: presenting)
    }

    func animationController(forPresented presented: UIViewController, presenting: UIViewController,
                             source: UIViewController) -> UIViewControllerAnimatedTransitioning? {
        CardAnimator(presenting: true)
    }

    func animationController(forDismissed dismissed: UIViewController) -> UIViewControllerAnimatedTransitioning? {
        CardAnimator(presenting: false)
    }

    func interactionControllerForDismissal(using animator: UIViewControllerAnimatedTransitioning) -> UIViewControllerInteractiveTransitioning? {
        guard let card = presentedViewController as? CardViewController,
              let interaction = card.interaction, interaction.interactionInProgress else { return nil }
        return interaction
    }
}
