import UIKit

/// Seed 003's `_JYMemoViewController_PresentationController`: the sheet is at most 500 pt tall
/// at the bottom, over a black dimming view at 0.5 faded alongside the transition; a tap
/// outside the sheet dismisses it; cancel-safe. Unlike the seed (min(container, 500), so the
/// sheet filled a phone on its side), it leaves at least a quarter of the container shaded
/// above it in every orientation, so the shaded area the memo tells you to tap is there.
final class MemoPresentationController: UIPresentationController, UIGestureRecognizerDelegate {
    private let backgroundView = UIView(frame: .zero)
    private var tapGestureRecognizer: UITapGestureRecognizer!

    override init(presentedViewController: UIViewController, presenting presentingViewController: UIViewController?) {
        super.init(presentedViewController: presentedViewController, presenting: presentingViewController)
        backgroundView.isUserInteractionEnabled = false
        tapGestureRecognizer = UITapGestureRecognizer(target: self, action: MemoPresentationController.handleTapGestureRecognizer)
        tapGestureRecognizer.delegate = self
    }

    override var frameOfPresentedViewInContainerView: CGRect {
        guard let container = containerView else { return .zero }
        return Self.sheetFrame(in: container.bounds.size)
    }

    /// The sheet's frame in a container of `size`: 500 pt tall at the bottom, or three
    /// quarters of the height where that is less (upright phones keep 500 pt).
    static func sheetFrame(in size: CGSize) -> CGRect {
        let height = fmin(500.0, (size.height * 0.75).rounded(.down))
        return CGRect(x: 0.0, y: size.height - height, width: size.width, height: height)
    }

    override func presentationTransitionWillBegin() {
        super.presentationTransitionWillBegin()
        guard let container = containerView else { return }
        backgroundView.backgroundColor = UIColor(white: 0.0, alpha: 0.5)
        backgroundView.alpha = 0.0
        backgroundView.frame = container.bounds
        backgroundView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        container.addSubview(backgroundView)
        presentingViewController.transitionCoordinator?.animate(alongsideTransition: { _ in
            self.backgroundView.alpha = 1.0
        }, completion: { context in
            if context.isCancelled {
                self.presentedView?.layer.shadowOpacity = 0.0
                self.backgroundView.alpha = 0.0
            }
        })
    }

    override func presentationTransitionDidEnd(_ completed: Bool) {
        if completed { containerView?.addGestureRecognizer(tapGestureRecognizer) }
        super.presentationTransitionDidEnd(completed)
    }

    override func dismissalTransitionWillBegin() {
        super.dismissalTransitionWillBegin()
        containerView?.removeGestureRecognizer(tapGestureRecognizer)
        presentingViewController.transitionCoordinator?.animate(alongsideTransition: { _ in
            self.presentedView?.layer.shadowOpacity = 0.0
            self.backgroundView.alpha = 0.0
        }, completion: { context in
            if context.isCancelled {
                self.presentedView?.layer.shadowOpacity = 1.0
                self.backgroundView.alpha = 1.0
            } else {
                self.backgroundView.removeFromSuperview()
            }
        })
    }

    override func dismissalTransitionDidEnd(_ completed: Bool) {
        if !completed { containerView?.addGestureRecognizer(tapGestureRecognizer) }
        super.dismissalTransitionDidEnd(completed)
    }

    override func viewWillTransition(to size: CGSize, with coordinator: UIViewControllerTransitionCoordinator) {
        super.viewWillTransition(to: size, with: coordinator)
        coordinator.animate(alongsideTransition: { _ in
            self.presentedView?.frame = Self.sheetFrame(in: size)
        }, completion: nil)
    }

    func handleTapGestureRecognizer(_ gestureRecognizer: UITapGestureRecognizer) {
        presentingViewController.dismiss(animated: true, completion: nil)
    }

    func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer, shouldReceive touch: UITouch) -> Bool {
        if gestureRecognizer === tapGestureRecognizer, let view = touch.view, let presented = presentedView {
            return view !== presented && !view.isDescendant(of: presented)
        }
        return true
    }
}
