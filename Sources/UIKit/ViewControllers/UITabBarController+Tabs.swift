import Foundation

extension UITabBarController {
    /// Swaps in a new set of pages, keeping the selected page when it is still there.
    func replaceTabs(_ pages: [UIViewController]) {
        let old = tabs
        let oldSelected = selectedViewController
        let visible = viewIfLoaded?.window != nil && appearanceState == .appeared
        for page in old where !pages.contains(where: { $0 === page }) {
            // The selected page goes away: it disappears if it was on screen or appearing.
            let disappears = page === oldSelected && (visible || isHandingOverAppearance(of: page))
            if disappears { page.performBeginAppearanceTransition(false, animated: false) }
            page.willMove(toParent: nil)
            page.viewIfLoaded?.removeFromSuperview()
            if disappears { page.performEndAppearanceTransition() }
            page.removeFromParent()
        }
        for page in pages where !old.contains(where: { $0 === page }) { addChild(page) }
        tabs = pages
        selectedIndexStorage = oldSelected.flatMap { s in pages.firstIndex { $0 === s } } ?? 0
        for page in pages where !old.contains(where: { $0 === page }) { page.didMove(toParent: self) }
        tabBar.items = pages.map(\.tabBarItem)
        tabBar.selectedItem = selectedViewController?.tabBarItem
        if selectedViewController !== oldSelected, visible, let page = selectedViewController {
            page.performBeginAppearanceTransition(true, animated: false)
            installSelectedView()
            page.performEndAppearanceTransition()
        } else if selectedViewController !== oldSelected, appearanceState == .appearing, let page = selectedViewController {
            // The tab bar controller is appearing: the new page appears when it does.
            page.performBeginAppearanceTransition(true, animated: appearanceFlags.appearanceAnimated)
            installSelectedView()
        } else if isViewLoaded {
            installSelectedView()
        }
    }

    /// Selects a tab, moving the appearance callbacks from the old page to the new one: with the
    /// delegate's animator when there is one and the controller is on screen, else at once.
    ///
    /// As UIKit, a selection asked for while an animated switch runs is ignored (and logged).
    func select(index: Int) {
        guard tabs.indices.contains(index), index != selectedIndexStorage else { return }
        guard activeTabTransition == nil else {
            UIKitLog.warn("Tab \(index) selected during a tab transition: ignored, as UIKit does")
            return
        }
        let old = selectedViewController
        let new = tabs[index]
        let visible = viewIfLoaded?.window != nil && appearanceState == .appeared
        if visible, let old, startAnimatedSwitch(from: old, to: new, index: index) { return }
        // While the tab bar controller itself appears, its old page heard `viewWillAppear` from
        // it: that page disappears now, and the new one appears with the tab bar controller.
        let handsOver = old.map(isHandingOverAppearance) ?? false
        if visible {
            old?.performBeginAppearanceTransition(false, animated: false)
            new.performBeginAppearanceTransition(true, animated: false)
        } else if handsOver {
            old?.performBeginAppearanceTransition(false, animated: false)
        }
        selectedIndexStorage = index
        old?.viewIfLoaded?.removeFromSuperview()
        installSelectedView()
        tabBar.selectedItem = new.tabBarItem
        if handsOver {
            old?.performEndAppearanceTransition()
            new.performBeginAppearanceTransition(true, animated: appearanceFlags.appearanceAnimated)
        }
        if visible {
            old?.performEndAppearanceTransition()
            new.performEndAppearanceTransition()
            // The new page decides the status bar now (an animated switch asks at its start).
            setNeedsStatusBarAppearanceUpdate()
        }
    }

    /// Whether `page` heard `viewWillAppear` from this tab bar controller, which is appearing
    /// now: a page that stops being the selected one then must disappear at once (and the new
    /// one begin appearing), or it would be left appearing for good, as UIKit never leaves it.
    func isHandingOverAppearance(of page: UIViewController) -> Bool {
        appearanceState == .appearing && page.appearanceState == .appearing
    }

    /// The user tapped an item.
    func userSelected(_ item: UITabBarItem) {
        guard let index = tabs.firstIndex(where: { $0.tabBarItem === item }) else { return }
        let page = tabs[index]
        // UIKit ignores taps on the bar while a switch is animating.
        guard activeTabTransition == nil else { return }
        guard delegate?.tabBarController(self, shouldSelect: page) ?? true else { return }
        select(index: index)
        delegate?.tabBarController(self, didSelect: page)
    }

    /// Puts the selected page's view in the page container.
    func installSelectedView() {
        guard isViewLoaded, let page = selectedViewController else { return }
        let pageView = page.view!
        for subview in pageContainer.subviews where subview !== pageView { subview.removeFromSuperview() }
        guard pageView.superview !== pageContainer else { return }
        pageView.frame = pageContainer.bounds
        pageView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        pageContainer.addSubview(pageView)
    }
}
