//  BubbleReveal.swift
//  The "bubble" transition: the presented screen grows out of the button that opened it as a
//  circle, and shrinks back into it on dismissal, with a CAShapeLayer mask whose path animates.

import UIKit

final class BubbleTransition: NSObject, UIViewControllerAnimatedTransitioning, CAAnimationDelegate {
    enum Mode { case present, dismiss }

    var mode: Mode = .present
    var startingPoint = CGPoint.zero
    var duration: TimeInterval = 0.5
    private weak var context: UIViewControllerContextTransitioning?

    func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval {
        duration
    }

    func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
        context = transitionContext
        let containerView = transitionContext.containerView
        let key: UITransitionContextViewKey = mode == .present ? .to : .from
        guard let bubbleView = transitionContext.view(forKey: key) else { return }
        if mode == .present {
            bubbleView.frame = containerView.bounds
            containerView.addSubview(bubbleView)
        }
        let small = UIBezierPath(ovalIn: CGRect(x: startingPoint.x - 1, y: startingPoint.y - 1, width: 2, height: 2))
        let radius = radiusToCover(containerView.bounds, from: startingPoint)
        let big = UIBezierPath(ovalIn: CGRect(x: startingPoint.x - radius, y: startingPoint.y - radius,
                                              width: radius * 2, height: radius * 2))
        let mask = CAShapeLayer()
        mask.path = (mode == .present ? big : small).cgPath
        bubbleView.layer.mask = mask

        let animation = CABasicAnimation(keyPath: "path")
        animation.fromValue = (mode == .present ? small : big).cgPath
        animation.toValue = (mode == .present ? big : small).cgPath
        animation.duration = transitionDuration(using: transitionContext)
        animation.timingFunction = CAMediaTimingFunction(name: .easeInEaseOut)
        animation.delegate = self
        mask.add(animation, forKey: "bubble")
    }

    func animationDidStop(_ anim: CAAnimation, finished flag: Bool) {
        guard let context = context else { return }
        let key: UITransitionContextViewKey = mode == .present ? .to : .from
        context.view(forKey: key)?.layer.mask = nil
        context.completeTransition(!context.transitionWasCancelled)
    }

    private func radiusToCover(_ rect: CGRect, from point: CGPoint) -> CGFloat {
        let corners = [CGPoint(x: rect.minX, y: rect.minY), CGPoint(x: rect.maxX, y: rect.minY),
                       CGPoint(x: rect.minX, y: rect.maxY), CGPoint(x: rect.maxX, y: rect.maxY)]
        return corners.map { hypot($0.x - point.x, $0.y - point.y) }.max() ?? 0
    }
}

final class BubbleDetailViewController: UIViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = UIColor(red: 0.96, green: 0.42, blue: 0.33, alpha: 1)
        let close = UIButton(type: .system)
        close.setTitle("×", for: .normal)
        close.titleLabel?.font = .systemFont(ofSize: 40)
        close.setTitleColor(.white, for: .normal)
        close.frame = CGRect(x: view.bounds.midX - 30, y: view.bounds.maxY - 120, width: 60, height: 60)
        close.autoresizingMask = [.flexibleLeftMargin, .flexibleRightMargin, .flexibleTopMargin]
        close.addTarget(self, action: BubbleDetailViewController.closeAction, for: .touchUpInside)
        view.addSubview(close)
        let label = UILabel(frame: CGRect(x: 24, y: 120, width: 320, height: 60))
        label.text = "Hello, bubble"
        label.textColor = .white
        label.font = .boldSystemFont(ofSize: 32)
        view.addSubview(label)
    }

    func closeAction() {
        dismiss(animated: true, completion: nil)
    }
}

final class BubbleHostViewController: UIViewController, UIViewControllerTransitioningDelegate {
    let transition = BubbleTransition()
    let openButton = UIButton(type: .custom)

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .white
        openButton.backgroundColor = UIColor(red: 0.96, green: 0.42, blue: 0.33, alpha: 1)
        openButton.setTitle("+", for: .normal)
        openButton.titleLabel?.font = .systemFont(ofSize: 32)
        openButton.frame = CGRect(x: view.bounds.midX - 30, y: view.bounds.maxY - 120, width: 60, height: 60)
        openButton.layer.cornerRadius = 30
        openButton.autoresizingMask = [.flexibleLeftMargin, .flexibleRightMargin, .flexibleTopMargin]
        openButton.addTarget(self, action: BubbleHostViewController.openTapped, for: .touchUpInside)
        view.addSubview(openButton)
    }

    func openTapped() {
        let detail = BubbleDetailViewController()
        detail.transitioningDelegate = self
        detail.modalPresentationStyle = .custom
        present(detail, animated: true, completion: nil)
    }

    func animationController(forPresented presented: UIViewController, presenting: UIViewController,
                             source: UIViewController) -> UIViewControllerAnimatedTransitioning? {
        transition.mode = .present
        transition.startingPoint = openButton.center
        return transition
    }

    func animationController(forDismissed dismissed: UIViewController) -> UIViewControllerAnimatedTransitioning? {
        transition.mode = .dismiss
        transition.startingPoint = openButton.center
        return transition
    }
}
