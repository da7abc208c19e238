//  SlideInMenu.swift
//  A side menu that slides in from the left over a dimmed presenter, the way most apps build
//  one: a UIPresentationController for the dimming and the frame, an animator that reads the
//  context's frames, and a transitioning delegate object kept by the presenter.

import UIKit

final class SlideInPresentationController: UIPresentationController {
    private let dimmingView = UIView()

    override init(presentedViewController: UIViewController, presenting presentingViewController: UIViewController?) {
        super.init(presentedViewController: presentedViewController, presenting: presentingViewController)
        dimmingView.backgroundColor = UIColor(white: 0, alpha: 0.5)
        dimmingView.alpha = 0
        let tap = UITapGestureRecognizer(target: self, action: SlideInPresentationController.handleTap(_:))
        dimmingView.addGestureRecognizer(tap)
    }

    private func handleTap(_ recognizer: UITapGestureRecognizer) {
        presentingViewController.dismiss(animated: true)
    }

    override var frameOfPresentedViewInContainerView: CGRect {
        guard let container = containerView else { return .zero }
        var frame = CGRect.zero
        frame.size = size(forChildContentContainer: presentedViewController, withParentContainerSize: container.bounds.size)
        return frame
    }

    override func size(forChildContentContainer container: UIContentContainer, withParentContainerSize parentSize: CGSize) -> CGSize {
        CGSize(width: parentSize.width * (2.0 / 3.0), height: parentSize.height)
    }

    override func presentationTransitionWillBegin() {
        guard let containerView = containerView else { return }
        dimmingView.frame = containerView.bounds
        containerView.insertSubview(dimmingView, at: 0)
        guard let coordinator = presentedViewController.transitionCoordinator else {
            dimmingView.alpha = 1
            return
        }
        coordinator.animate(alongsideTransition: { _ in self.dimmingView.alpha = 1 })
    }

    override func dismissalTransitionWillBegin() {
        guard let coordinator = presentedViewController.transitionCoordinator else {
            dimmingView.alpha = 0
            return
        }
        coordinator.animate(alongsideTransition: { _ in self.dimmingView.alpha = 0 })
    }

    override func containerViewWillLayoutSubviews() {
        presentedView?.frame = frameOfPresentedViewInContainerView
    }
}

final class SlideInPresentationAnimator: NSObject, UIViewControllerAnimatedTransitioning {
    let isPresentation: Bool

    init(isPresentation: Bool) {
        self.isPresentation = isPresentation
        super.init()
    }

    func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval {
        0.3
    }

    func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
        let key: UITransitionContextViewControllerKey = isPresentation ? .to : .from
        guard let controller = transitionContext.viewController(forKey: key) else { return }
        if isPresentation {
            transitionContext.containerView.addSubview(controller.view)
        }
        let presentedFrame = transitionContext.finalFrame(for: controller)
        var dismissedFrame = presentedFrame
        dismissedFrame.origin.x = -presentedFrame.width
        let initialFrame = isPresentation ? dismissedFrame : presentedFrame
        let finalFrame = isPresentation ? presentedFrame : dismissedFrame
        controller.view.frame = initialFrame
        UIView.animate(withDuration: transitionDuration(using: transitionContext), animations: {
            controller.view.frame = finalFrame
        }, completion: { finished in
            if !self.isPresentation {
                controller.view.removeFromSuperview()
            }
            transitionContext.completeTransition(finished)
        })
    }
}

final class SlideInPresentationManager: NSObject, UIViewControllerTransitioningDelegate {
    func presentationController(forPresented presented: UIViewController, presenting: UIViewController?,
                                source: UIViewController) -> UIPresentationController? {
        SlideInPresentationController(presentedViewController: presented, presenting: presenting)
    }

    func animationController(forPresented presented: UIViewController, presenting: UIViewController,
                             source: UIViewController) -> UIViewControllerAnimatedTransitioning? {
        SlideInPresentationAnimator(isPresentation: true)
    }

    func animationController(forDismissed dismissed: UIViewController) -> UIViewControllerAnimatedTransitioning? {
        SlideInPresentationAnimator(isPresentation: false)
    }
}

final class SideMenuViewController: UIViewController {
    weak var closeButton: UIButton!

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = UIColor(red: 0.16, green: 0.20, blue: 0.29, alpha: 1)
        let button = UIButton(type: .system)
        button.setTitle("Close", for: .normal)
        button.setTitleColor(.white, for: .normal)
        button.frame = CGRect(x: 20, y: 80, width: 120, height: 44)
        button.addTarget(self, action: SideMenuViewController.closeTapped(_:), for: .touchUpInside)
        view.addSubview(button)
        closeButton = button
        for (index, title) in ["Home", "Profile", "Settings"].enumerated() {
            let label = UILabel(frame: CGRect(x: 20, y: 160 + CGFloat(index) * 56, width: 200, height: 40))
            label.text = title
            label.textColor = .white
            label.font = .boldSystemFont(ofSize: 22)
            view.addSubview(label)
        }
    }

    func closeTapped(_ sender: UIButton) {
        dismiss(animated: true, completion: nil)
    }
}

final class MenuHostViewController: UIViewController {
    private let menuTransitions = SlideInPresentationManager()

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Inbox"
        view.backgroundColor = .white
        navigationItem.leftBarButtonItem = UIBarButtonItem(title: "Menu", style: .plain, target: self,
                                                           action: MenuHostViewController.showMenu)
        let label = UILabel(frame: CGRect(x: 20, y: 140, width: 300, height: 40))
        label.text = "No new messages"
        label.font = .systemFont(ofSize: 20)
        view.addSubview(label)
    }

    func showMenu() {
        let menu = SideMenuViewController()
        menu.modalPresentationStyle = .custom
        menu.transitioningDelegate = menuTransitions
        present(menu, animated: true)
    }
}
