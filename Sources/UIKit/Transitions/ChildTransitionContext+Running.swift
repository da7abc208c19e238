import Foundation

/// What a container switching children (a navigation controller's push or pop, a tab bar
/// controller's switch) does around its transition context, in the same order for both.
extension ChildTransitionContext {
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
