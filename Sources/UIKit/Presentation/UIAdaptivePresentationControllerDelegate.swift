import Foundation

/// The object told about a presentation's adaptation to compact width and about dismissals the
/// user starts, as UIKit's `UIAdaptivePresentationControllerDelegate` (a presentation
/// controller's `delegate`).
///
/// Every method is optional in UIKit; here each has a default implementation in a protocol
/// extension. The style methods' defaults return `.automatic`, meaning "no answer": UIKit's own
/// adaptation then applies (sheets and popovers become full screen in compact width), while an
/// explicit `.none` keeps the style (a popover stays a popover on a phone).
/// As in UIKit, the four dismissal methods are called only for a card the user swipes down
/// (`SheetDismissalDriver`), never for `dismiss(animated:)`.
public protocol UIAdaptivePresentationControllerDelegate: NSObjectProtocol {
    /// The style to use in compact width (iOS 8.0 form).
    func adaptivePresentationStyle(for controller: UIPresentationController) -> UIModalPresentationStyle
    /// The style to use for `traitCollection`: `.fullScreen`, `.overFullScreen`, `.formSheet`,
    /// `.pageSheet` or `.none` (keep the style).
    func adaptivePresentationStyle(for controller: UIPresentationController,
                                   traitCollection: UITraitCollection) -> UIModalPresentationStyle
    /// A controller to show instead of the presented one once adapted (Unlike UIKit: asked, and
    /// a non-nil answer is logged and ignored).
    func presentationController(_ controller: UIPresentationController,
                                viewControllerForAdaptivePresentationStyle style: UIModalPresentationStyle) -> UIViewController?
    /// The adapted presentation controller (a sheet's when a popover adapts) may be configured
    /// before it is used (iOS 15; not called here: adaptation keeps one controller).
    func presentationController(_ presentationController: UIPresentationController,
                                prepare adaptivePresentationController: UIPresentationController)
    /// The presentation is about to happen in `style` (`.none` when not adapted).
    func presentationController(_ presentationController: UIPresentationController,
                                willPresentWithAdaptiveStyle style: UIModalPresentationStyle,
                                transitionCoordinator: UIViewControllerTransitionCoordinator?)
    /// Whether a user-started dismissal may happen (not asked when `isModalInPresentation`).
    func presentationControllerShouldDismiss(_ presentationController: UIPresentationController) -> Bool
    /// A user-started dismissal begins (the swipe down started).
    func presentationControllerWillDismiss(_ presentationController: UIPresentationController)
    /// A user-started dismissal ended with the presented controller gone.
    func presentationControllerDidDismiss(_ presentationController: UIPresentationController)
    /// A user-started dismissal was refused (`isModalInPresentation`, or `presentationControllerShouldDismiss(_:)`).
    func presentationControllerDidAttemptToDismiss(_ presentationController: UIPresentationController)
}

extension UIAdaptivePresentationControllerDelegate {
    /// No answer (`.automatic`): UIKit's own adaptation applies.
    public func adaptivePresentationStyle(for controller: UIPresentationController) -> UIModalPresentationStyle { .automatic }
    /// Does nothing.
    public func presentationController(_ presentationController: UIPresentationController,
                                       prepare adaptivePresentationController: UIPresentationController) {}
    /// Forwards to `adaptivePresentationStyle(for:)`, as UIKit does for delegates without it.
    public func adaptivePresentationStyle(for controller: UIPresentationController,
                                          traitCollection: UITraitCollection) -> UIModalPresentationStyle {
        adaptivePresentationStyle(for: controller)
    }
    /// No replacement controller.
    public func presentationController(_ controller: UIPresentationController,
                                       viewControllerForAdaptivePresentationStyle style: UIModalPresentationStyle) -> UIViewController? { nil }
    /// Does nothing.
    public func presentationController(_ presentationController: UIPresentationController,
                                       willPresentWithAdaptiveStyle style: UIModalPresentationStyle,
                                       transitionCoordinator: UIViewControllerTransitionCoordinator?) {}
    /// Allows the dismissal.
    public func presentationControllerShouldDismiss(_ presentationController: UIPresentationController) -> Bool { true }
    /// Does nothing.
    public func presentationControllerWillDismiss(_ presentationController: UIPresentationController) {}
    /// Does nothing.
    public func presentationControllerDidDismiss(_ presentationController: UIPresentationController) {}
    /// Does nothing.
    public func presentationControllerDidAttemptToDismiss(_ presentationController: UIPresentationController) {}
}

/// The delegate of a popover presentation, as UIKit's `UIPopoverPresentationControllerDelegate`:
/// the adaptive delegate plus the popover's own questions (all optional, with defaults).
public protocol UIPopoverPresentationControllerDelegate: UIAdaptivePresentationControllerDelegate {
    /// The popover is about to be presented.
    func prepareForPopoverPresentation(_ popoverPresentationController: UIPopoverPresentationController)
    /// Whether a tap outside the popover may dismiss it (iOS 8 form; true by default).
    func popoverPresentationControllerShouldDismissPopover(_ popoverPresentationController: UIPopoverPresentationController) -> Bool
    /// The popover was dismissed by a tap outside it.
    func popoverPresentationControllerDidDismissPopover(_ popoverPresentationController: UIPopoverPresentationController)
}

extension UIPopoverPresentationControllerDelegate {
    /// Does nothing.
    public func prepareForPopoverPresentation(_ popoverPresentationController: UIPopoverPresentationController) {}
    /// Allows the dismissal.
    public func popoverPresentationControllerShouldDismissPopover(_ popoverPresentationController: UIPopoverPresentationController) -> Bool { true }
    /// Does nothing.
    public func popoverPresentationControllerDidDismissPopover(_ popoverPresentationController: UIPopoverPresentationController) {}
}
