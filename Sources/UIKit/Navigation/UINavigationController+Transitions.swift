import Foundation

extension UINavigationController {
    /// Whether the controller is on screen, so that a stack change is shown with a transition.
    var isShowingPages: Bool {
        viewIfLoaded?.window != nil && appearanceState == .appeared
    }

    /// Changes the stack to `newStack`, with a transition when on screen and the top changes.
    /// `builtInInteractor` is the interactive pop's; it drives the default pop animation, or the
    /// delegate's animator when `usesDelegateAnimator` (a pop begun by `handleNavigationTransition`).
    func transition(to newStack: [UIViewController], operation: Operation, animated: Bool,
                    interactor builtInInteractor: UIPercentDrivenInteractiveTransition? = nil,
                    usesDelegateAnimator: Bool = false) {
        let oldStack = stack
        guard let from = oldStack.last, let to = newStack.last, from !== to, isShowingPages else {
            replaceStackImmediately(with: newStack)
            return
        }
        let transition = NavigationTransition(operation: operation, from: from, to: to, oldStack: oldStack,
                                              newStack: newStack, animated: animated)
        activeTransition = transition
        transition.barWasHidden = navigationBar.isHidden
        transition.hiddenSettingBefore = navigationBarHiddenStorage
        for page in transition.added { addChild(page) }
        for page in transition.removed { page.willMove(toParent: nil) }
        stack = newStack
        to.loadViewIfNeeded()
        // A page coming on screen starts filling the container, as in UIKit: one that an earlier
        // pop slid away would otherwise come back where that animation left it, off screen,
        // under an animator that does not set its frame.
        if to.view.superview !== transitionView { to.view.frame = transitionView.bounds }
        for page in transition.added { page.appearanceFlags.movingToParentFlag = true }
        for page in transition.removed { page.appearanceFlags.movingFromParentFlag = true }
        updatePopGestureAvailability()
        announcedTop = to
        pendingDidShow = nil
        installedDelegate?.navigationController(self, willShow: to, animated: animated)

        let animator: UIViewControllerAnimatedTransitioning
        var interactor: UIViewControllerInteractiveTransitioning?
        if !animated {
            animator = ImmediateNavigationAnimator()
        } else if builtInInteractor == nil || usesDelegateAnimator,
                  let custom = installedDelegate?.navigationController(self, animationControllerFor: operation, from: from, to: to) {
            animator = custom
            // The finger drives the built-in interactor (UIKit's release rule) when there is one.
            interactor = builtInInteractor ?? installedDelegate?.navigationController(self, interactionControllerFor: custom)
        } else {
            animator = DefaultNavigationAnimator(operation: operation)
            interactor = builtInInteractor
        }
        ChildTransitionContext.start(
            transition, of: self, in: transitionView, animated: animated, animator: animator, interactor: interactor,
            as: operation == .pop ? .pop : .push, isRunning: { activeTransition === transition },
            beforeRun: { context in
                // Set before the animator runs, which may complete at once (twice, for a faulty one).
                context.onExtraCompletion = { NavigationDiagnostics.record(.completedTwice) }
                context.onTimeout = { NavigationDiagnostics.record(.neverCompleted) }
                // After the pages said whether they show the bar, before their animations start.
                self.beginBarTransition(transition, context: context)
            },
            onEnd: { [weak self] transition, completed in self?.transitionDidEnd(transition, completed: completed) })
    }

    /// Applies a stack change without a transition (off screen, or the top did not change).
    func replaceStackImmediately(with newStack: [UIViewController]) {
        let oldStack = stack
        let added = newStack.filter { page in !oldStack.contains { $0 === page } }
        let removed = oldStack.filter { page in !newStack.contains { $0 === page } }
        for page in added { addChild(page) }
        for page in removed { page.willMove(toParent: nil) }
        stack = newStack
        let oldTop = oldStack.last, newTop = newStack.last
        let visible = viewIfLoaded?.window != nil && appearanceState == .appeared
        if visible, oldTop !== newTop { oldTop?.performBeginAppearanceTransition(false, animated: false) }
        if visible, oldTop !== newTop { newTop?.performBeginAppearanceTransition(true, animated: false) }
        if appearanceState == .appearing, oldTop !== newTop {
            // The controller is appearing: the old top already heard "will appear", and the
            // controller will end the appearance on whatever is on top then.
            if oldTop?.appearanceState == .appearing {
                oldTop?.performBeginAppearanceTransition(false, animated: false)
                oldTop?.performEndAppearanceTransition()
            }
            newTop?.performBeginAppearanceTransition(true, animated: false)
        }
        for page in removed { page.viewIfLoaded?.removeFromSuperview() }
        if isViewLoaded { installTopViewIfNeeded() }
        if visible, oldTop !== newTop {
            oldTop?.performEndAppearanceTransition()
            newTop?.performEndAppearanceTransition()
        }
        for page in removed { page.removeFromParent() }
        for page in added { page.didMove(toParent: self) }
        updateNavigationBar(animated: false)
        updatePopGestureAvailability()
        runNextDeferredOperation()
    }

    /// The animator reported the end: keep or undo the change, finish the appearance callbacks
    /// (in reverse when cancelled), tell the delegate and run deferred requests.
    func transitionDidEnd(_ transition: NavigationTransition, completed: Bool) {
        guard activeTransition === transition else { return }
        let from = transition.from, to = transition.to
        if completed {
            if from.viewIfLoaded?.superview === transitionView { from.view.removeFromSuperview() }
            for page in transition.removed where page.viewIfLoaded?.superview === transitionView {
                page.view.removeFromSuperview()
            }
            if to.view.superview !== transitionView {
                // The animator never added the page: put it where it belongs.
                to.view.frame = transitionView.bounds
                transitionView.addSubview(to.view)
            }
        } else {
            to.viewIfLoaded?.removeFromSuperview()
            for saved in transition.savedViews { saved.restore() }
            if from.view.superview !== transitionView { transitionView.addSubview(from.view) }
            stack = transition.oldStack
        }
        endBarTransition(transition, completed: completed)
        ChildTransitionContext.finish(transition, of: self, completed: completed, animated: transition.animated) {
            activeTransition = nil
        }
        if completed {
            for page in transition.removed { page.removeFromParent() }
            for page in transition.added { page.didMove(toParent: self) }
        } else {
            for page in transition.added { page.removeFromParent() }
            for page in transition.removed { page.didMove(toParent: self) }
        }
        for page in transition.added + transition.removed {
            page.appearanceFlags.movingToParentFlag = false
            page.appearanceFlags.movingFromParentFlag = false
        }
        // A callback may already have started the next transition, which owns the bar now.
        if activeTransition == nil { updateNavigationBar(animated: false) }
        if completed {
            installedDelegate?.navigationController(self, didShow: to, animated: transition.animated)
        } else if announcedTop === to {
            // A cancelled transition leaves the old top on screen, the one last shown.
            announcedTop = transition.from
        }
        transition.context?.animator.animationEnded(completed)
        interactivePop = nil
        updatePopGestureAvailability()
        runNextDeferredOperation()
    }

    /// Runs the deferred requests, oldest first, until one starts a transition.
    func runNextDeferredOperation() {
        // A request that starts no transition (a pop with nothing to pop) must not hold up the
        // ones queued after it until some unrelated transition ends.
        while activeTransition == nil, !deferredOperations.isEmpty {
            let next = deferredOperations.removeFirst()
            next()
        }
    }
}
