import Foundation

extension UIKitEnvironment {
    /// How far the most recently begun transition still running is, or nil when none runs.
    ///
    /// Unlike UIKit, which has no such query, this is TransitionLab's read-only inspection for
    /// review tools. Read it inside `run(_:)`; it changes no state.
    @_spi(TransitionLab) public var transitionProgress: TransitionProgress? {
        guard let context = runningTransitionContexts.last, let kind = context.activityKind else { return nil }
        let fraction: CGFloat
        if let interactor = context.interactor as? UIPercentDrivenInteractiveTransition {
            // The interactor's percent follows the finger, then the settle after the lift.
            fraction = interactor.percentComplete
        } else if context.isInteractive {
            fraction = context.percentComplete
        } else if context.duration > 0 {
            fraction = CGFloat((layerContext.mediaTime - context.startMediaTime) / context.duration)
        } else {
            fraction = 1
        }
        return TransitionProgress(kind: kind, fraction: min(1, max(0, fraction)), isInteractive: context.isInteractive)
    }

    /// Reports a transition's start or end to the transition observers and keeps the list of
    /// running ones that `transitionProgress` reads.
    func noteTransition(_ context: OneToOneTransitionContext, _ phase: TransitionActivity.Phase) {
        guard let kind = context.activityKind else { return }
        if phase == .began {
            runningTransitionContexts.append(context)
        } else {
            runningTransitionContexts.removeAll { $0 === context }
            scheduleInvariantCheck(after: kind)
        }
        // The status bar switches when a transition begins, or for an interactive one when it
        // ends (finished or cancelled), as in UIKit.
        if phase != .began || context.interactor == nil {
            let duration = phase == .began && context.isAnimated ? context.duration : 0
            for window in windows { window.setNeedsStatusBarUpdateAfterTransition(animationDuration: duration) }
        }
        guard !transitionActivityObservers.isEmpty else { return }
        transitionActivityObservers.notify(TransitionActivity(kind: kind, phase: phase, isAnimated: context.isAnimated,
                                                              isInteractive: context.interactor != nil, mediaTime: layerContext.mediaTime))
    }

    /// Calls `observer` when a view-controller transition begins or ends (see
    /// `TransitionActivity`), after the observers added before it, until
    /// `removeTransitionActivityObserver(_:)` is given the token returned.
    ///
    /// Unlike UIKit, which has no such callback, this is TransitionLab's hook for review tools
    /// (the replay timeline's marks). It runs inside `run(_:)`; it must not change UIKit state.
    @discardableResult
    package func addTransitionActivityObserver(_ observer: @escaping (TransitionActivity) -> Void) -> ObserverToken {
        transitionActivityObservers.add(observer)
    }

    /// Stops calling the transition observer `token` was returned for; nothing when it was
    /// removed already.
    package func removeTransitionActivityObserver(_ token: ObserverToken) {
        transitionActivityObservers.remove(token)
    }
}
