import Foundation

/// The object a tab bar controller asks before and tells after a tab is selected, as UIKit's
/// `UITabBarControllerDelegate`: every requirement of Apple's, all optional there, with defaults
/// in the extension.
///
/// The customizing requirements are never called here (there is no "More" tab to edit), and
/// the orientation requirements are not consulted: the orientation follows the controllers as
/// before. Adopting types may implement them all the same, so iOS code compiles unchanged.
public protocol UITabBarControllerDelegate: NSObjectProtocol {
    /// Whether the user may select `viewController`'s tab (true by default).
    func tabBarController(_ tabBarController: UITabBarController, shouldSelect viewController: UIViewController) -> Bool
    /// The user selected `viewController`'s tab.
    func tabBarController(_ tabBarController: UITabBarController, didSelect viewController: UIViewController)
    /// The "More" tab's editing sheet is about to open (never called here).
    func tabBarController(_ tabBarController: UITabBarController, willBeginCustomizing viewControllers: [UIViewController])
    /// The "More" tab's editing sheet is about to close (never called here).
    func tabBarController(_ tabBarController: UITabBarController, willEndCustomizing viewControllers: [UIViewController], changed: Bool)
    /// The "More" tab's editing sheet closed (never called here).
    func tabBarController(_ tabBarController: UITabBarController, didEndCustomizing viewControllers: [UIViewController], changed: Bool)
    /// The orientations the tab bar controller supports (not consulted here).
    func tabBarControllerSupportedInterfaceOrientations(_ tabBarController: UITabBarController) -> UIInterfaceOrientationMask
    /// The orientation to present the tab bar controller in (not consulted here).
    func tabBarControllerPreferredInterfaceOrientationForPresentation(_ tabBarController: UITabBarController) -> UIInterfaceOrientation
    /// The animator of a switch from `fromVC`'s tab to `toVC`'s (nil: the switch is immediate).
    func tabBarController(_ tabBarController: UITabBarController,
                          animationControllerForTransitionFrom fromVC: UIViewController,
                          to toVC: UIViewController) -> UIViewControllerAnimatedTransitioning?
    /// The interaction controller that drives `animationController`'s switch (nil: it just plays).
    func tabBarController(_ tabBarController: UITabBarController,
                          interactionControllerFor animationController: UIViewControllerAnimatedTransitioning)
        -> UIViewControllerInteractiveTransitioning?
}

// The defaults of the selection and transition requirements first ask a `MessageForwarding` proxy
// for its target, as the runtime forwards an unimplemented message on iOS (docs/PORTING.md).
extension UITabBarControllerDelegate {
    /// Allows every selection.
    public func tabBarController(_ tabBarController: UITabBarController, shouldSelect viewController: UIViewController) -> Bool {
        forwardingTarget(UITabBarControllerDelegate.self, "tabBarController:shouldSelectViewController:")?
            .tabBarController(tabBarController, shouldSelect: viewController) ?? true
    }
    /// Does nothing.
    public func tabBarController(_ tabBarController: UITabBarController, didSelect viewController: UIViewController) {
        forwardingTarget(UITabBarControllerDelegate.self, "tabBarController:didSelectViewController:")?
            .tabBarController(tabBarController, didSelect: viewController)
    }
    /// Does nothing.
    public func tabBarController(_ tabBarController: UITabBarController, willBeginCustomizing viewControllers: [UIViewController]) {}
    /// Does nothing.
    public func tabBarController(_ tabBarController: UITabBarController, willEndCustomizing viewControllers: [UIViewController], changed: Bool) {}
    /// Does nothing.
    public func tabBarController(_ tabBarController: UITabBarController, didEndCustomizing viewControllers: [UIViewController], changed: Bool) {}
    /// The selected controller's orientations, or all but upside down without one (UIKit's
    /// answer when the delegate does not implement the method).
    public func tabBarControllerSupportedInterfaceOrientations(_ tabBarController: UITabBarController) -> UIInterfaceOrientationMask {
        tabBarController.selectedViewController?.supportedInterfaceOrientations ?? .allButUpsideDown
    }
    /// Portrait (UIKit's answer when the delegate does not implement the method).
    public func tabBarControllerPreferredInterfaceOrientationForPresentation(_ tabBarController: UITabBarController) -> UIInterfaceOrientation {
        .portrait
    }
    /// No animator: tab switches are immediate.
    public func tabBarController(_ tabBarController: UITabBarController,
                                 animationControllerForTransitionFrom fromVC: UIViewController,
                                 to toVC: UIViewController) -> UIViewControllerAnimatedTransitioning? {
        forwardingTarget(UITabBarControllerDelegate.self, "tabBarController:animationControllerForTransitionFromViewController:toViewController:")?
            .tabBarController(tabBarController, animationControllerForTransitionFrom: fromVC, to: toVC)
    }
    /// No interaction controller: an animated switch just plays.
    public func tabBarController(_ tabBarController: UITabBarController,
                                 interactionControllerFor animationController: UIViewControllerAnimatedTransitioning)
        -> UIViewControllerInteractiveTransitioning? {
        forwardingTarget(UITabBarControllerDelegate.self, "tabBarController:interactionControllerForAnimationController:")?
            .tabBarController(tabBarController, interactionControllerFor: animationController)
    }
}
