import Foundation

/// What a container switching children (a navigation controller's push or pop, a tab bar
/// controller's switch) does around its transition context, in the same order for both.
extension ChildTransitionContext {
    /// Sets up `transition` of `container` in `containerView` and runs it as `kind`, as both
    /// containers do: it saves the two pages' views, makes the context (the leaving page from
    /// its frame now, the arriving one to fill `containerView`), gives the coordinator to the
    /// container and both pages, calls `onEnd` when the animator reports the end, starts both
    /// pages' appearance callbacks, then `beforeRun` (the navigation bar's transition) and `run`.
    static func start<Transition: ChildSwitchTransition>(
        _ transition: Transition, of container: UIViewController, in containerView: UIView, animated: Bool,
        animator: UIViewControllerAnimatedTransitioning, interactor: UIViewControllerInteractiveTransitioning?,
        as kind: TransitionActivity.Kind, isRunning: () -> Bool,
        beforeRun: (ChildTransitionContext) -> Void = { _ in },
        onEnd: @escaping (Transition, Bool) -> Void
    ) {
        let from = transition.from, to = transition.to
        transition.savedViews = [SavedViewState(from.view), SavedViewState(to.view)]
        let context = ChildTransitionContext(
            container: containerView, from: from, to: to, animated: animated, animator: animator,
            interactor: interactor, fromInitialFrame: from.view.frame, toFinalFrame: containerView.bounds)
        let coordinator = context.installCoordinator(on: [container, from, to])
        transition.context = context
        transition.coordinator = coordinator
        context.onComplete = { [weak transition] completed in
            guard let transition else { return }
            onEnd(transition, completed)
        }

        from.performBeginAppearanceTransition(false, animated: animated)
        to.performBeginAppearanceTransition(true, animated: animated)
        beforeRun(context)
        context.run(as: kind, coordinator: coordinator, isRunning: isRunning)
    }

    /// Ends `transition` of `container` after the container kept or undid the switch, as both
    /// containers do: the coordinator hears the end, `clearActive` forgets the transition, the
    /// container and both pages let go of the coordinator, and the pages' appearance callbacks
    /// end (called back in reverse when cancelled, as UIKit does, so the old page ends up
    /// appeared again).
    static func finish(_ transition: some ChildSwitchTransition, of container: UIViewController, completed: Bool,
                       animated: Bool, clearActive: () -> Void) {
        let from = transition.from, to = transition.to
        transition.coordinator?.transitionDidEnd()
        clearActive()
        for controller in [container, from, to] where controller.transitionCoordinatorStorage === transition.coordinator {
            controller.transitionCoordinatorStorage = nil
        }
        if completed {
            from.performEndAppearanceTransition()
            to.performEndAppearanceTransition()
        } else {
            to.performBeginAppearanceTransition(false, animated: animated)
            from.performBeginAppearanceTransition(true, animated: animated)
            from.callViewIsAppearingIfNeeded()
            to.performEndAppearanceTransition()
            from.performEndAppearanceTransition()
        }
    }

    /// Makes the transition's coordinator, gives it to `participants` (the container and both
    /// children, as `transitionCoordinator`) and forwards interaction changes to it.
    func installCoordinator(on participants: [UIViewController]) -> TransitionCoordinator {
        let coordinator = TransitionCoordinator(context: self)
        for controller in participants { controller.transitionCoordinatorStorage = coordinator }
        onInteractionChange = { [weak coordinator] in coordinator?.interactionDidChange() }
        return coordinator
    }

    /// Starts the transition as `kind`: the interactor when there is one, else the animator.
    /// Unless it completed synchronously (`isRunning` is then false), the incoming child gets
    /// `viewIsAppearing`, the coordinator runs its alongside animations and the time-out starts.
    func run(as kind: TransitionActivity.Kind, coordinator: TransitionCoordinator, isRunning: () -> Bool) {
        announceStart(as: kind)
        if let interactor {
            interactor.startInteractiveTransition(self)
        } else {
            animator.animateTransition(using: self)
        }
        guard isRunning() else { return }
        toViewController.callViewIsAppearingIfNeeded()
        coordinator.runAlongsideAnimations()
        startCompletionWatchdog()
    }
}
