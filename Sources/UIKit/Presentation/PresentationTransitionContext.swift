import Foundation

/// The transition context UIKit hands to animators and interactors for a modal presentation or
/// dismissal (UIKit's private `_UIViewControllerOneToOneTransitionContext`, modal flavour).
///
/// As in UIKit, `view(forKey:)` gives the presenter's view only when the presentation takes it
/// out of the hierarchy (`shouldRemovePresentersView`): otherwise the animator must leave it
/// alone and gets nil. The frames answer as UIKit's do (docs/TRANSITIONS.md has the table): a
/// presentation's presented controller starts at `.zero` and ends at the presentation
/// controller's `frameOfPresentedViewInContainerView`; a dismissal's starts where its view is
/// and ends at `.zero`, except in a `.custom` presentation, where it keeps its presented frame
/// (so an animator that offsets `finalFrame(for: fromVC)` slides it out); the presenter starts
/// and ends where its view is. `completeTransition(_:)` is reported
/// exactly once; a second call is logged and ignored. Unlike UIKit, `completeTransition(true)`
/// after a cancelled interaction (as seed 003's memo animator does) counts as cancelled, with a
/// warning, so a cancelled presentation never leaves a half-made one behind.
final class PresentationTransitionContext: OneToOneTransitionContext, UIViewControllerContextTransitioning {
    let isPresentation: Bool
    let presentationController: UIPresentationController
    let presentationStyle: UIModalPresentationStyle
    /// Where the presenter's view is (in the container's coordinates) when the transition starts.
    let presenterFrame: CGRect
    /// Where the presented view is when a dismissal starts.
    let presentedInitialFrame: CGRect
    /// Where the presented view ends a dismissal: its presented frame in a `.custom`
    /// presentation, `.zero` (not visible) in the system styles, as in UIKit.
    let presentedDismissalFinalFrame: CGRect

    init(presentation: Bool, controller: UIPresentationController, container: UIView, animated: Bool,
         style: UIModalPresentationStyle, animator: UIViewControllerAnimatedTransitioning,
         interactor: UIViewControllerInteractiveTransitioning?) {
        isPresentation = presentation
        presentationController = controller
        presentationStyle = style
        let presenterView = controller.presentingViewController.viewIfLoaded
        presenterFrame = presenterView.map { $0.superview == nil ? $0.frame : $0.convert($0.bounds, to: container) } ?? .zero
        presentedInitialFrame = presentation ? .zero : (controller.presentedView?.frame ?? .zero)
        presentedDismissalFinalFrame = !presentation && style == .custom ? controller.frameOfPresentedViewInContainerView : .zero
        super.init(container: container, animated: animated, animator: animator, interactor: interactor)
        readDuration(of: self)
    }

    var presentedViewController: UIViewController { presentationController.presentedViewController }
    var presentingViewController: UIViewController { presentationController.presentingViewController }

    func viewController(forKey key: UITransitionContextViewControllerKey) -> UIViewController? {
        switch key {
        case .from: return isPresentation ? presentingViewController : presentedViewController
        case .to: return isPresentation ? presentedViewController : presentingViewController
        default: return nil
        }
    }

    func view(forKey key: UITransitionContextViewKey) -> UIView? {
        let presenterView = presentationController.shouldRemovePresentersView ? presentingViewController.view : nil
        switch key {
        case .from: return isPresentation ? presenterView : presentationController.presentedView
        case .to: return isPresentation ? presentationController.presentedView : presenterView
        default: return nil
        }
    }

    func initialFrame(for vc: UIViewController) -> CGRect {
        if vc === presentingViewController { return presenterFrame }
        if vc === presentedViewController { return isPresentation ? .zero : presentedInitialFrame }
        return .zero
    }

    func finalFrame(for vc: UIViewController) -> CGRect {
        if vc === presentingViewController { return presenterFrame }
        if vc === presentedViewController {
            return isPresentation ? presentationController.frameOfPresentedViewInContainerView : presentedDismissalFinalFrame
        }
        return .zero
    }

    override func completeTransition(_ didComplete: Bool) {
        guard !hasCompleted else {
            UIKitLog.warn("completeTransition(_:) called more than once by \(type(of: animator)); "
                + "the extra call (\(didComplete)) is ignored")
            return
        }
        var completed = didComplete
        if didComplete && transitionWasCancelled {
            // Seed 003's memo animator calls completeTransition(YES) after a cancel; UIKit would
            // then keep a half-made presentation. Here the cancel wins, so nothing is left behind.
            UIKitLog.warn("\(type(of: animator)) called completeTransition(true) after the interaction was cancelled; "
                + "treating it as cancelled (pass !transitionContext.transitionWasCancelled)")
            completed = false
        }
        reportCompletion(completed)
    }
}
