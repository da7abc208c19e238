import Foundation

extension UINavigationController {
    /// Shows the new stack's items in the bar and, when the transition is animated, starts the
    /// bar's own transition (`NavigationBarTransitionView`) with the pages' one.
    ///
    /// Called after the pages' `viewWillAppear`/`viewWillDisappear`, so that a page hiding or
    /// showing the bar there has already said so, and before the animator or interactor starts,
    /// so that the bar's animations begin with the pages' and a percent-driven interaction
    /// freezes them with the container (through the context's companion layers).
    func beginBarTransition(_ transition: NavigationTransition, context: ChildTransitionContext) {
        let bar = navigationBar
        bar.setItems(transition.newStack.map(\.navigationItem), animated: false)
        // A page that called setNavigationBarHidden decides; else the bar stays as it was.
        let settingChanged = navigationBarHiddenStorage != transition.hiddenSettingBefore
        transition.barHiddenAfter = settingChanged ? navigationBarHiddenStorage : transition.barWasHidden
        let showsBarBefore = !transition.barWasHidden, showsBarAfter = !transition.barHiddenAfter
        guard transition.animated, showsBarBefore || showsBarAfter, context.duration > 0 else {
            bar.isHidden = transition.barHiddenAfter
            return
        }
        let from = NavigationBarTransitionView.Side(top: transition.from.navigationItem,
                                                    back: transition.oldStack.dropLast().last?.navigationItem,
                                                    showsBar: showsBarBefore)
        let to = NavigationBarTransitionView.Side(top: transition.to.navigationItem,
                                                  back: transition.newStack.dropLast().last?.navigationItem,
                                                  showsBar: showsBarAfter)
        bar.isHidden = false
        bar.layer.removeAnimation(forKey: "navigationBarHideShow")
        bar.layoutIfNeeded()
        let view = NavigationBarTransitionView(bar: bar, from: from, to: to, isPush: transition.operation != .pop,
                                               duration: context.duration, interactive: context.isInteractive)
        bar.showTransition(view)
        context.companionLayers.append(view.layer)
    }

    /// Ends the bar's transition: the bar shows the stack's top item (the new one, or the old one
    /// again after a cancel) with its hidden state, exactly as before the transition when cancelled.
    func endBarTransition(_ transition: NavigationTransition, completed: Bool) {
        if !completed { navigationBarHiddenStorage = transition.hiddenSettingBefore }
        navigationBar.showTransition(nil)
        updateNavigationBar(animated: false)
        navigationBar.layer.removeAnimation(forKey: "navigationBarHideShow")
        // A page that hid or showed the bar after the transition started (in an alongside block)
        // has the last word.
        let settingChangedLate = completed && navigationBarHiddenStorage != transition.hiddenSettingBefore
        let hiddenAfter = settingChangedLate ? navigationBarHiddenStorage : transition.barHiddenAfter
        navigationBar.isHidden = completed ? hiddenAfter : transition.barWasHidden
    }
}

extension UINavigationBar {
    /// Shows `view` over the bar's own background and content (which it hides), or removes the
    /// one shown when nil.
    func showTransition(_ view: NavigationBarTransitionView?) {
        barTransitionView?.removeFromSuperview()
        barTransitionView = view
        backgroundView.isHidden = view != nil
        contentView.isHidden = view != nil
        if let view { addSubview(view) }
    }
}
