import Foundation

extension UITabBarController {
    /// Swaps in a new set of pages, keeping the selected page when it is still there.
    func replaceTabs(_ pages: [UIViewController]) {
        let old = tabs
        let oldSelected = selectedViewController
        let visible = viewIfLoaded?.window != nil && appearanceState == .appeared
        for page in old where !pages.contains(where: { $0 === page }) {
            if page === oldSelected && visible { page.performBeginAppearanceTransition(false, animated: false) }
            page.willMove(toParent: nil)
            page.viewIfLoaded?.removeFromSuperview()
            if page === oldSelected && visible { page.performEndAppearanceTransition() }
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
        if visible {
            old?.performBeginAppearanceTransition(false, animated: false)
            new.performBeginAppearanceTransition(true, animated: false)
        }
        selectedIndexStorage = index
        old?.viewIfLoaded?.removeFromSuperview()
        installSelectedView()
        tabBar.selectedItem = new.tabBarItem
        if visible {
            old?.performEndAppearanceTransition()
            new.performEndAppearanceTransition()
            // The new page decides the status bar now (an animated switch asks at its start).
            setNeedsStatusBarAppearanceUpdate()
        }
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
