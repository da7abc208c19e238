import Foundation

/// A transition context that knows the animator it runs, so that a
/// `UIPercentDrivenInteractiveTransition` can drive any of them (navigation or presentation).
protocol AnimatorDrivenTransitionContext: AnyObject {
    /// The animator whose animations the interactor scrubs.
    var animator: UIViewControllerAnimatedTransitioning { get }
    /// Whether `completeTransition(_:)` was already called.
    var hasCompleted: Bool { get }
    /// Layers outside the container whose animations belong to the transition (the navigation
    /// bar's): a percent-driven interactor freezes and scrubs them with the container.
    var companionLayers: [CALayer] { get }
}

/// What the navigation and presentation transition contexts share (UIKit's private
/// `_UIViewControllerOneToOneTransitionContext`): the animator and interactor, the duration read
/// once, and the interaction's state (percent, cancelled, interactive), which is forwarded to
/// `onInteractionChange`. Subclasses supply the view controllers, the frames and the vetting of
/// `completeTransition(_:)`, then report the verdict with `reportCompletion(_:)`.
class OneToOneTransitionContext: NSObject, AnimatorDrivenTransitionContext {
    let containerView: UIView
    let isAnimated: Bool
    private(set) var isInteractive: Bool
    private(set) var transitionWasCancelled = false
    var targetTransform: CGAffineTransform { .identity }
    /// The animator running the transition (the percent-driven interactor drives it).
    let animator: UIViewControllerAnimatedTransitioning
    /// The interactor, when the transition started interactively.
    let interactor: UIViewControllerInteractiveTransitioning?
    /// The animator's duration, read once before it runs, as UIKit does.
    private(set) var duration: TimeInterval = 0
    /// The last percent reported while interactive.
    private(set) var percentComplete: CGFloat = 0
    /// Whether `completeTransition(_:)` was called (or forced by the time-out).
    private(set) var hasCompleted = false
    /// Layers outside the container animated with the transition (see the protocol).
    var companionLayers: [CALayer] = []
    /// Called once with the animator's verdict.
    var onComplete: ((Bool) -> Void)?
    /// Called when the interaction starts or stops (finish, cancel, pause), for the coordinator.
    var onInteractionChange: (() -> Void)?
    /// Told when the time-out completes the transition for its animator (navigation counts it).
    var onTimeout: (() -> Void)?
    /// The time-out's display link and deadline (see `startCompletionWatchdog()`).
    var completionWatchdog: CADisplayLink?
    var completionDeadline: CFTimeInterval?
    /// What review tools call this transition (nil: not reported).
    var activityKind: TransitionActivity.Kind?
    /// The media time the transition began at (set by `announceStart()`).
    private(set) var startMediaTime: CFTimeInterval = 0

    init(container: UIView, animated: Bool, animator: UIViewControllerAnimatedTransitioning,
         interactor: UIViewControllerInteractiveTransitioning?) {
        containerView = container
        isAnimated = animated
        self.animator = animator
        self.interactor = interactor
        isInteractive = interactor?.wantsInteractiveStart ?? false
        super.init()
    }

    /// Reads the animator's duration; subclasses call it at the end of their initializer, before
    /// `animateTransition` runs, so the interactor and the time-out agree with the animator.
    /// Tells review tools the transition begins now; its creator calls it just before starting
    /// the animator or interactor.
    final func announceStart(as kind: TransitionActivity.Kind) {
        activityKind = kind
        let environment = UIKitEnvironment.current
        startMediaTime = environment.layerContext.mediaTime
        environment.noteTransition(self, .began)
    }

    final func readDuration(of context: UIViewControllerContextTransitioning) {
        duration = max(0, animator.transitionDuration(using: context))
    }

    func updateInteractiveTransition(_ percentComplete: CGFloat) {
        self.percentComplete = min(1, max(0, percentComplete))
    }

    func finishInteractiveTransition() {
        guard isInteractive else { return }
        isInteractive = false
        transitionWasCancelled = false
        interactionDidChange()
    }

    func cancelInteractiveTransition() {
        guard isInteractive else { return }
        isInteractive = false
        transitionWasCancelled = true
        interactionDidChange()
    }

    func pauseInteractiveTransition() {
        guard !isInteractive, !hasCompleted else { return }
        isInteractive = true
        interactionDidChange()
    }

    /// Moves the time-out's deadline for the new state, then tells `onInteractionChange`.
    private func interactionDidChange() {
        if completionWatchdog != nil { updateCompletionDeadline() }
        onInteractionChange?()
    }

    /// Takes the animator's verdict; both contexts override it to vet the call first.
    func completeTransition(_ didComplete: Bool) {
        reportCompletion(didComplete)
    }

    /// Marks the transition completed and reports `completed` to `onComplete`, once.
    final func reportCompletion(_ completed: Bool) {
        stopCompletionWatchdog()
        // The interactor runs the layers it froze again before anyone hears of the end.
        if !hasCompleted, let interactor = interactor as? UIPercentDrivenInteractiveTransition {
            interactor.transitionDidComplete(self, whileInteractive: isInteractive)
        }
        if !hasCompleted, UIKitEnvironment.isBound { UIKitEnvironment.current.noteTransition(self, completed ? .finished : .cancelled) }
        hasCompleted = true
        isInteractive = false
        let handler = onComplete
        onComplete = nil
        handler?(completed)
    }

    /// Completes a transition whose animator never called `completeTransition(_:)`.
    func forceCompletion() {
        guard !hasCompleted else { return }
        completeTransition(!transitionWasCancelled)
    }
}
