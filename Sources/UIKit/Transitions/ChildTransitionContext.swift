import Foundation

/// The transition context UIKit hands to animators and interactors when a container switches
/// between two of its children: a navigation push or pop, or an animated tab switch (UIKit's
/// private `_UIViewControllerOneToOneTransitionContext`).
///
/// Its base records the interaction's state (percent, cancelled, interactive) and forwards it to
/// the transition coordinator; it reports `completeTransition(_:)` to the container exactly
/// once: a second call is logged, told to `onExtraCompletion` and ignored. For a tab switch the
/// container is the tab bar controller's page area, so the tab bar stays out of the animation
/// (and out of a percent-driven interaction, which freezes the container's layer).
final class ChildTransitionContext: OneToOneTransitionContext, UIViewControllerContextTransitioning {
    var presentationStyle: UIModalPresentationStyle { .none }

    let fromViewController: UIViewController
    let toViewController: UIViewController
    /// Where the pages are when the transition starts and must be when it ends.
    let fromInitialFrame, toFinalFrame: CGRect
    /// Told when the animator calls `completeTransition(_:)` a second time (navigation counts it).
    var onExtraCompletion: (() -> Void)?

    init(container: UIView, from: UIViewController, to: UIViewController, animated: Bool,
         animator: UIViewControllerAnimatedTransitioning, interactor: UIViewControllerInteractiveTransitioning?,
         fromInitialFrame: CGRect, toFinalFrame: CGRect) {
        fromViewController = from
        toViewController = to
        self.fromInitialFrame = fromInitialFrame
        self.toFinalFrame = toFinalFrame
        super.init(container: container, animated: animated, animator: animator, interactor: interactor)
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
        // The page leaving starts where it is; the page arriving has no defined start (UIKit
        // returns .zero, and animators place it themselves).
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
            onExtraCompletion?()
            return
        }
        if didComplete && transitionWasCancelled {
            // UIKit takes the animator at its word; the usual cause is `completeTransition(true)`
            // instead of `completeTransition(!transitionContext.transitionWasCancelled)`.
            UIKitLog.warn("\(type(of: animator)) called completeTransition(true) after the interaction was cancelled; "
                + "pass !transitionContext.transitionWasCancelled")
        }
        reportCompletion(didComplete)
    }
}
