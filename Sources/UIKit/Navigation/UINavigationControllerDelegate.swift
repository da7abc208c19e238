import Foundation

/// The object a navigation controller asks about its transitions, as UIKit's
/// `UINavigationControllerDelegate`.
///
/// All methods are optional, as in UIKit: the protocol extension provides defaults that do
/// nothing and return nil (the default animation, no interaction controller), or forward to a
/// proxy's target (`MessageForwarding`).
public protocol UINavigationControllerDelegate: NSObjectProtocol {
    /// A page is about to be shown by a push, a pop or a change of the stack.
    func navigationController(_ navigationController: UINavigationController, willShow viewController: UIViewController, animated: Bool)
    /// A page was shown (not called when an interactive pop is cancelled).
    func navigationController(_ navigationController: UINavigationController, didShow viewController: UIViewController, animated: Bool)
    /// The animator for a push or pop; nil for the default slide.
    func navigationController(_ navigationController: UINavigationController,
                              animationControllerFor operation: UINavigationController.Operation,
                              from fromVC: UIViewController,
                              to toVC: UIViewController) -> UIViewControllerAnimatedTransitioning?
    /// The interaction controller for a custom animator; nil for a non-interactive transition.
    /// Asked only when `animationControllerFor` returned an animator, as in UIKit.
    func navigationController(_ navigationController: UINavigationController,
                              interactionControllerFor animationController: UIViewControllerAnimatedTransitioning) -> UIViewControllerInteractiveTransitioning?
    /// The orientations the navigation controller supports (not consulted here: the
    /// orientation follows the controllers).
    func navigationControllerSupportedInterfaceOrientations(_ navigationController: UINavigationController) -> UIInterfaceOrientationMask
    /// The orientation to present the navigation controller in (not consulted here).
    func navigationControllerPreferredInterfaceOrientationForPresentation(_ navigationController: UINavigationController) -> UIInterfaceOrientation
}

// Each default of a transition requirement first asks a `MessageForwarding` proxy for its
// target, as the runtime forwards an unimplemented message on iOS (docs/PORTING.md).
extension UINavigationControllerDelegate {
    /// Does nothing by default.
    public func navigationController(_ navigationController: UINavigationController, willShow viewController: UIViewController, animated: Bool) {
        forwardingTarget(UINavigationControllerDelegate.self, "navigationController:willShowViewController:animated:")?
            .navigationController(navigationController, willShow: viewController, animated: animated)
    }
    /// Does nothing by default.
    public func navigationController(_ navigationController: UINavigationController, didShow viewController: UIViewController, animated: Bool) {
        forwardingTarget(UINavigationControllerDelegate.self, "navigationController:didShowViewController:animated:")?
            .navigationController(navigationController, didShow: viewController, animated: animated)
    }
    /// No custom animator by default.
    public func navigationController(_ navigationController: UINavigationController,
                                     animationControllerFor operation: UINavigationController.Operation,
                                     from fromVC: UIViewController,
                                     to toVC: UIViewController) -> UIViewControllerAnimatedTransitioning? {
        forwardingTarget(UINavigationControllerDelegate.self, "navigationController:animationControllerForOperation:fromViewController:toViewController:")?
            .navigationController(navigationController, animationControllerFor: operation, from: fromVC, to: toVC)
    }
    /// No interaction controller by default.
    public func navigationController(_ navigationController: UINavigationController,
                                     interactionControllerFor animationController: UIViewControllerAnimatedTransitioning) -> UIViewControllerInteractiveTransitioning? {
        forwardingTarget(UINavigationControllerDelegate.self, "navigationController:interactionControllerForAnimationController:")?
            .navigationController(navigationController, interactionControllerFor: animationController)
    }
    /// The top controller's orientations, or all but upside down without one (UIKit's answer
    /// when the delegate does not implement the method).
    public func navigationControllerSupportedInterfaceOrientations(_ navigationController: UINavigationController) -> UIInterfaceOrientationMask {
        navigationController.topViewController?.supportedInterfaceOrientations ?? .allButUpsideDown
    }
    /// Portrait (UIKit's answer when the delegate does not implement the method).
    public func navigationControllerPreferredInterfaceOrientationForPresentation(_ navigationController: UINavigationController) -> UIInterfaceOrientation {
        .portrait
    }
}
