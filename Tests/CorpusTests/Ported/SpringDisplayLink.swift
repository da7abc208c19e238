//  SpringDisplayLink.swift
//  A presentation driven frame by frame by a CADisplayLink: the presented panel rises with a
//  hand-written damped spring (position, velocity, stiffness, damping) instead of UIView's
//  animation API, as apps do when they want physics they can interrupt.

import UIKit

final class SpringPresentAnimator: NSObject, UIViewControllerAnimatedTransitioning {
    private var displayLink: CADisplayLink?
    private var context: UIViewControllerContextTransitioning?
    private weak var panel: UIView?
    private var position: CGFloat = 0
    private var velocity: CGFloat = 0
    private var target: CGFloat = 0
    private var lastTimestamp: CFTimeInterval = 0
    let stiffness: CGFloat = 170
    let damping: CGFloat = 18

    func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval {
        0.8
    }

    func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
        guard let toVC = transitionContext.viewController(forKey: .to),
              let toView = transitionContext.view(forKey: .to) else { return }
        let container = transitionContext.containerView
        let final = transitionContext.finalFrame(for: toVC)
        toView.frame = final
        container.addSubview(toView)
        context = transitionContext
        panel = toView
        target = final.minY
        position = container.bounds.maxY
        velocity = 0
        toView.frame.origin.y = position
        lastTimestamp = 0
        let link = CADisplayLink(target: self, selector: SpringPresentAnimator.step(_:))
        link.add(to: .main, forMode: .common)
        displayLink = link
    }

    private func step(_ link: CADisplayLink) {
        if lastTimestamp == 0 {
            lastTimestamp = link.timestamp
            return
        }
        let dt = CGFloat(min(link.timestamp - lastTimestamp, 1.0 / 30))
        lastTimestamp = link.timestamp
        let force = -stiffness * (position - target) - damping * velocity
        velocity += force * dt
        position += velocity * dt
        panel?.frame.origin.y = position
        if abs(position - target) < 0.5 && abs(velocity) < 5 {
            panel?.frame.origin.y = target
            link.invalidate()
            displayLink = nil
            context?.completeTransition(!(context?.transitionWasCancelled ?? false))
            context = nil
        }
    }
}

final class SpringPanelViewController: UIViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = UIColor(red: 0.36, green: 0.78, blue: 0.55, alpha: 1)
        view.layer.cornerRadius = 20
        let label = UILabel(frame: CGRect(x: 24, y: 24, width: 300, height: 40))
        label.text = "Payment sent"
        label.textColor = .white
        label.font = .boldSystemFont(ofSize: 26)
        view.addSubview(label)
        view.addGestureRecognizer(UITapGestureRecognizer(target: self, action: SpringPanelViewController.dismissPanel))
    }

    func dismissPanel() {
        dismiss(animated: true)
    }
}

final class SpringPanelPresentationController: UIPresentationController {
    override var frameOfPresentedViewInContainerView: CGRect {
        guard let bounds = containerView?.bounds else { return .zero }
        return CGRect(x: 16, y: bounds.height - 300, width: bounds.width - 32, height: 260)
    }
}

final class SpringHostViewController: UIViewController, UIViewControllerTransitioningDelegate {
    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .white
        let button = UIButton(type: .system)
        button.setTitle("Pay", for: .normal)
        button.titleLabel?.font = .boldSystemFont(ofSize: 22)
        button.frame = CGRect(x: 20, y: 160, width: 120, height: 50)
        button.addTarget(self, action: SpringHostViewController.pay, for: .touchUpInside)
        view.addSubview(button)
        NotificationCenter.default.addObserver(self, selector: SpringHostViewController.paymentDidFinish(_:),
                                               name: .paymentDidFinish, object: nil)
    }

    func pay() {
        NotificationCenter.default.post(name: .paymentDidFinish, object: self)
    }

    func paymentDidFinish(_ notification: Notification) {
        let panel = SpringPanelViewController()
        panel.modalPresentationStyle = .custom
        panel.transitioningDelegate = self
        present(panel, animated: true)
    }

    func presentationController(forPresented presented: UIViewController, presenting: UIViewController?,
                                source: UIViewController) -> UIPresentationController? {
        SpringPanelPresentationController(presentedViewController: presented, presenting: presenting)
    }

    func animationController(forPresented presented: UIViewController, presenting: UIViewController,
                             source: UIViewController) -> UIViewControllerAnimatedTransitioning? {
        SpringPresentAnimator()
    }
}

extension Notification.Name {
    static let paymentDidFinish = Notification.Name("PaymentDidFinish")
}
