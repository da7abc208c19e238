import Foundation

/// The transition context UIKit hands to animators and interactors for an animated tab switch
/// (UIKit's private `_UIViewControllerOneToOneTransitionContext`, as for navigation).
///
/// The container is the tab bar controller's page container, so the tab bar itself stays out of
/// the animation (and out of a percent-driven interaction, which freezes the container's layer).
/// `completeTransition(_:)` is reported to the tab bar controller exactly once: a second call is
/// logged and ignored.
final class TabBarTransitionContext: OneToOneTransitionContext, UIViewControllerContextTransitioning {
    var presentationStyle: UIModalPresentationStyle { .none }

    let fromViewController: UIViewController
    let toViewController: UIViewController
    /// Where the pages are when the switch starts and must be when it ends.
    let fromInitialFrame, toFinalFrame: CGRect

    init(container: UIView, from: UIViewController, to: UIViewController,
         animator: UIViewControllerAnimatedTransitioning, interactor: UIViewControllerInteractiveTransitioning?,
         fromInitialFrame: CGRect, toFinalFrame: CGRect) {
        fromViewController = from
        toViewController = to
        self.fromInitialFrame = fromInitialFrame
        self.toFinalFrame = toFinalFrame
        // A tab switch with an animator is always animated (`selectedIndex` has no `animated:`).
        super.init(container: container, animated: true, animator: animator, interactor: interactor)
        readDuration(of: self)
    }

    func viewController(forKey key: UITransitionContextViewControllerKey) -> UIViewController? {
        switch key {
        case .from: return fromViewController
        case .to: return toViewController
        default: return nil
        }
    }

    func view(forKey key: UITransitionContextViewKey) -> UIView? {
        switch key {
        case .from: return fromViewController.view
        case .to: return toViewController.view
        default: return nil
        }
    }

    func initialFrame(for vc: UIViewController) -> CGRect {
        // As for navigation: the page leaving starts where it is, the arriving page has no
        // defined start (the animator places it).
        vc === fromViewController ? fromInitialFrame : .zero
    }

    func finalFrame(for vc: UIViewController) -> CGRect {
        // The page arriving fills the container; the page leaving has no defined end.
        vc === toViewController ? toFinalFrame : .zero
    }

    override func completeTransition(_ didComplete: Bool) {
        guard !hasCompleted else {
            UIKitLog.warn("completeTransition(_:) called more than once by \(type(of: animator)); "
                + "the extra call (\(didComplete)) is ignored")
            return
        }
        if didComplete && transitionWasCancelled {
            // The usual slip: `completeTransition(true)` instead of
            // `completeTransition(!transitionContext.transitionWasCancelled)`.
            UIKitLog.warn("\(type(of: animator)) called completeTransition(true) after the interaction was cancelled; "
                + "pass !transitionContext.transitionWasCancelled")
        }
        reportCompletion(didComplete)
    }
}

extension TabBarTransitionContext: CoordinatedTransition {}
