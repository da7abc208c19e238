import Foundation

/// The object that supplies the objects of a modal presentation, as UIKit's
/// `UIViewControllerTransitioningDelegate`: animators for presenting and dismissing, interactors
/// for driving either by a gesture, and a custom presentation controller.
///
/// Every method is optional in UIKit; here each has a default implementation in a protocol
/// extension that returns nil (UIKit then uses its built-in objects). Set it as the presented
/// controller's `transitioningDelegate` before calling `present(_:animated:completion:)`.
public protocol UIViewControllerTransitioningDelegate: NSObjectProtocol {
    /// The animator that presents `presented` over `presenting`, or nil for the built-in one
    /// (the presented controller's `modalTransitionStyle`).
    func animationController(forPresented presented: UIViewController, presenting: UIViewController,
                             source: UIViewController) -> UIViewControllerAnimatedTransitioning?
    /// The animator that dismisses `dismissed`, or nil for the built-in one.
    func animationController(forDismissed dismissed: UIViewController) -> UIViewControllerAnimatedTransitioning?
    /// The interactor that drives the presentation by `animator`, or nil for an animated one.
    /// Asked only when the animator came from this delegate.
    func interactionControllerForPresentation(using animator: UIViewControllerAnimatedTransitioning) -> UIViewControllerInteractiveTransitioning?
    /// The interactor that drives the dismissal by `animator`, or nil for an animated one.
    /// Asked only when the animator came from this delegate.
    func interactionControllerForDismissal(using animator: UIViewControllerAnimatedTransitioning) -> UIViewControllerInteractiveTransitioning?
    /// The presentation controller of a `.custom` presentation, or nil for UIKit's plain one.
    func presentationController(forPresented presented: UIViewController, presenting: UIViewController?,
                                source: UIViewController) -> UIPresentationController?
}

// Each default first asks a `MessageForwarding` proxy for its target, as the runtime forwards an
// unimplemented message on iOS (docs/PORTING.md, "Delegate proxies").
extension UIViewControllerTransitioningDelegate {
    /// No custom animator: the built-in transition style is used.
    public func animationController(forPresented presented: UIViewController, presenting: UIViewController,
                                    source: UIViewController) -> UIViewControllerAnimatedTransitioning? {
        forwardingTarget(UIViewControllerTransitioningDelegate.self, "animationControllerForPresentedController:presentingController:sourceController:")?
            .animationController(forPresented: presented, presenting: presenting, source: source)
    }
    /// No custom animator: the built-in transition style is used.
    public func animationController(forDismissed dismissed: UIViewController) -> UIViewControllerAnimatedTransitioning? {
        forwardingTarget(UIViewControllerTransitioningDelegate.self, "animationControllerForDismissedController:")?
            .animationController(forDismissed: dismissed)
    }
    /// No interactor: the presentation plays by itself.
    public func interactionControllerForPresentation(using animator: UIViewControllerAnimatedTransitioning) -> UIViewControllerInteractiveTransitioning? {
        forwardingTarget(UIViewControllerTransitioningDelegate.self, "interactionControllerForPresentation:")?
            .interactionControllerForPresentation(using: animator)
    }
    /// No interactor: the dismissal plays by itself.
    public func interactionControllerForDismissal(using animator: UIViewControllerAnimatedTransitioning) -> UIViewControllerInteractiveTransitioning? {
        forwardingTarget(UIViewControllerTransitioningDelegate.self, "interactionControllerForDismissal:")?
            .interactionControllerForDismissal(using: animator)
    }
    /// No custom presentation controller: UIKit's plain `UIPresentationController` is used.
    public func presentationController(forPresented presented: UIViewController, presenting: UIViewController?,
                                       source: UIViewController) -> UIPresentationController? {
        forwardingTarget(UIViewControllerTransitioningDelegate.self, "presentationControllerForPresentedViewController:presentingViewController:sourceViewController:")?
            .presentationController(forPresented: presented, presenting: presenting, source: source)
    }
}
