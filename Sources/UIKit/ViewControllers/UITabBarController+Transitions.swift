import Foundation

extension UITabBarController {
    /// Starts an animated switch to `new` if the delegate supplies an animator; returns whether
    /// it did (false: the caller switches at once).
    ///
    /// As UIKit (`_setSelectedViewController:` selects the bar item, then transitions), the new
    /// tab is selected, bar included, when the switch starts; a cancelled interaction selects
    /// the old tab again.
    func startAnimatedSwitch(from old: UIViewController, to new: UIViewController, index: Int) -> Bool {
        guard let animator = delegate?.tabBarController(self, animationControllerForTransitionFrom: old, to: new) else {
            return false
        }
        let interactor = delegate?.tabBarController(self, interactionControllerFor: animator)
        let transition = TabSwitchTransition(from: old, to: new, fromIndex: selectedIndexStorage, toIndex: index)
        activeTabTransition = transition
        selectedIndexStorage = index
        tabBar.selectedItem = new.tabBarItem
        new.loadViewIfNeeded()
        transition.savedViews = [SavedViewState(old.view), SavedViewState(new.view)]
        // A tab switch with an animator is always animated (`selectedIndex` has no `animated:`).
        let context = ChildTransitionContext(
            container: pageContainer, from: old, to: new, animated: true, animator: animator, interactor: interactor,
            fromInitialFrame: old.view.frame, toFinalFrame: pageContainer.bounds)
        let coordinator = context.installCoordinator(on: [self, old, new])
        transition.context = context
        transition.coordinator = coordinator
        context.onComplete = { [weak self, weak transition] completed in
            guard let self, let transition else { return }
            self.tabSwitchDidEnd(transition, completed: completed)
        }

        old.performBeginAppearanceTransition(false, animated: true)
        new.performBeginAppearanceTransition(true, animated: true)
        context.run(as: .tabSwitch, coordinator: coordinator) { activeTabTransition === transition }
        return true
    }

    /// The animator reported the end: keep or undo the switch, finish the appearance callbacks
    /// (in reverse when cancelled) and apply pages set meanwhile.
    func tabSwitchDidEnd(_ transition: TabSwitchTransition, completed: Bool) {
        guard activeTabTransition === transition else { return }
        let from = transition.from, to = transition.to
        if completed {
            from.viewIfLoaded?.removeFromSuperview()
            // The page leaving is shown again when its tab is selected: it gets back the geometry
            // the animator took from it.
            transition.savedViews.first?.restore()
            installSelectedView()
            to.view.frame = pageContainer.bounds
            to.view.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        } else {
            to.viewIfLoaded?.removeFromSuperview()
            for saved in transition.savedViews { saved.restore() }
            selectedIndexStorage = transition.fromIndex
            tabBar.selectedItem = from.tabBarItem
            installSelectedView()
        }
        transition.coordinator?.transitionDidEnd()
        activeTabTransition = nil
        for controller in [self, from, to] where controller.transitionCoordinatorStorage === transition.coordinator {
            controller.transitionCoordinatorStorage = nil
        }
        if completed {
            from.performEndAppearanceTransition()
            to.performEndAppearanceTransition()
        } else {
            // As for a cancelled pop: the callbacks are called back so the old page ends up
            // appeared again.
            to.performBeginAppearanceTransition(false, animated: true)
            from.performBeginAppearanceTransition(true, animated: true)
            from.callViewIsAppearingIfNeeded()
            to.performEndAppearanceTransition()
            from.performEndAppearanceTransition()
        }
        transition.context?.animator.animationEnded(completed)
        if activeTabTransition == nil, let pages = deferredTabs {
            deferredTabs = nil
            replaceTabs(pages)
        }
    }
}
