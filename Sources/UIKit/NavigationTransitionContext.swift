import Foundation

/// The transition context UIKit hands to animators and interactors for a navigation push or
/// pop (UIKit's private `_UIViewControllerOneToOneTransitionContext`).
///
/// It records the interaction's state (percent, cancelled, interactive), forwards it to the
/// transition coordinator, and reports `completeTransition(_:)` to the navigation controller
/// exactly once: a second call is logged and ignored.
final class NavigationTransitionContext: NSObject, UIViewControllerContextTransitioning {
    let containerView: UIView
    let isAnimated: Bool
    private(set) var isInteractive: Bool
    private(set) var transitionWasCancelled = false
    var presentationStyle: UIModalPresentationStyle { .none }
    var targetTransform: CGAffineTransform { .identity }

    let fromViewController: UIViewController
    let toViewController: UIViewController
    /// The animator running the transition (the percent-driven interactor drives it).
    let animator: UIViewControllerAnimatedTransitioning
    /// The interactor, when the transition started interactively.
    let interactor: UIViewControllerInteractiveTransitioning?
    /// Where the pages are when the transition starts and must be when it ends.
    let fromInitialFrame, toFinalFrame: CGRect
    /// The animator's duration, read once at the start.
    private(set) var duration: TimeInterval = 0

    /// The last percent reported while interactive.
    private(set) var percentComplete: CGFloat = 0
    /// Whether `completeTransition(_:)` was called (or forced by the time-out).
    private(set) var hasCompleted = false
    /// Called once with the animator's verdict.
    var onComplete: ((Bool) -> Void)?
    /// Called when the interaction starts or stops (finish, cancel, pause), for the coordinator
    /// and the time-out.
    var onInteractionChange: (() -> Void)?

    init(container: UIView, from: UIViewController, to: UIViewController, animated: Bool,
         animator: UIViewControllerAnimatedTransitioning, interactor: UIViewControllerInteractiveTransitioning?,
         fromInitialFrame: CGRect, toFinalFrame: CGRect) {
        containerView = container
        fromViewController = from
        toViewController = to
        isAnimated = animated
        self.animator = animator
        self.interactor = interactor
        isInteractive = interactor?.wantsInteractiveStart ?? false
        self.fromInitialFrame = fromInitialFrame
        self.toFinalFrame = toFinalFrame
        super.init()
        // Read before animateTransition runs, as UIKit does, so the interactor and the time-out
        // agree with the animator.
        duration = max(0, animator.transitionDuration(using: self))
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

    func updateInteractiveTransition(_ percentComplete: CGFloat) {
        self.percentComplete = min(1, max(0, percentComplete))
    }

    func finishInteractiveTransition() {
        guard isInteractive else { return }
        isInteractive = false
        transitionWasCancelled = false
        onInteractionChange?()
    }

    func cancelInteractiveTransition() {
        guard isInteractive else { return }
        isInteractive = false
        transitionWasCancelled = true
        onInteractionChange?()
    }

    func pauseInteractiveTransition() {
        guard !isInteractive, !hasCompleted else { return }
        isInteractive = true
        onInteractionChange?()
    }

    func completeTransition(_ didComplete: Bool) {
        guard !hasCompleted else {
            UIKitLog.warn("completeTransition(_:) called more than once by \(type(of: animator)); "
                + "the extra call (\(didComplete)) is ignored")
            NavigationDiagnostics.record(.completedTwice)
            return
        }
        if didComplete && transitionWasCancelled {
            // UIKit takes the animator at its word; the usual cause is `completeTransition(true)`
            // instead of `completeTransition(!transitionContext.transitionWasCancelled)`.
            UIKitLog.warn("\(type(of: animator)) called completeTransition(true) after the interaction was cancelled; "
                + "pass !transitionContext.transitionWasCancelled")
        }
        hasCompleted = true
        isInteractive = false
        let handler = onComplete
        onComplete = nil
        handler?(didComplete)
    }

    /// Completes a transition whose animator never called `completeTransition(_:)`.
    func forceCompletion() {
        guard !hasCompleted else { return }
        completeTransition(!transitionWasCancelled)
    }
}

/// Counts the navigation warnings of the current context, so tests can check that a misuse was
/// reported (the warnings themselves go to `UIKitLog`).
enum NavigationDiagnostics {
    /// The kinds of misuse recorded.
    enum Event: Hashable {
        case completedTwice, neverCompleted, deferredRequest
    }

    final class Counts {
        var events: [Event: Int] = [:]
    }

    static var counts: Counts {
        let environment = UIKitEnvironment.current
        if let counts = environment.storage["NavigationDiagnostics"] as? Counts { return counts }
        let counts = Counts()
        environment.storage["NavigationDiagnostics"] = counts
        return counts
    }

    static func record(_ event: Event) { counts.events[event, default: 0] += 1 }
    static func count(_ event: Event) -> Int { counts.events[event] ?? 0 }
}
