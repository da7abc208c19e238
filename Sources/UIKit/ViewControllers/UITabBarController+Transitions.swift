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
        // A tab switch with an animator is always animated (`selectedIndex` has no `animated:`).
        ChildTransitionContext.start(
            transition, of: self, in: pageContainer, animated: true, animator: animator, interactor: interactor,
            as: .tabSwitch, isRunning: { activeTabTransition === transition },
            onEnd: { [weak self] transition, completed in self?.tabSwitchDidEnd(transition, completed: completed) })
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
        ChildTransitionContext.finish(transition, of: self, completed: completed, animated: true) {
            activeTabTransition = nil
        }
        transition.context?.animator.animationEnded(completed)
        if activeTabTransition == nil, let pages = deferredTabs {
            deferredTabs = nil
            replaceTabs(pages)
        }
    }
}
