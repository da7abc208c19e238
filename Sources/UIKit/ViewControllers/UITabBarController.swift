import Foundation

/// A container that shows one of several pages, chosen with a tab bar at the bottom, as UIKit's
/// `UITabBarController`.
///
/// A switch is animated when the delegate returns an animator, and driven interactively when it
/// also returns an interaction controller (see `UITabBarController+Transitions.swift`). Unlike
/// UIKit, there is no "More" tab.
open class UITabBarController: UIViewController {
    /// The bar of tabs.
    public let tabBar = UITabBar(frame: .zero)
    /// The object told about selections.
    open weak var delegate: UITabBarControllerDelegate?

    var tabs: [UIViewController] = []
    var selectedIndexStorage = 0
    let pageContainer = TabPageContainerView()
    /// The animated tab switch in progress, if any.
    var activeTabTransition: TabSwitchTransition?
    /// Pages given to `setViewControllers` during a switch, installed when it ends.
    var deferredTabs: [UIViewController]?

    /// Creates an empty tab bar controller.
    public override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
        super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
        tabBar.onSelect = { [weak self] item in self?.userSelected(item) }
        pageContainer.tabBarController = self
    }

    /// Creates a tab bar controller from an archive: not supported (there are no storyboards).
    public required init?(coder: NSCoder) {
        return nil
    }

    /// Creates the view: the selected page above the tab bar.
    open override func loadView() {
        let root = UIView(frame: UIScreen.main.bounds)
        pageContainer.frame = root.bounds
        pageContainer.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        root.addSubview(pageContainer)
        tabBar.frame = Self.tabBarFrame(in: root.bounds, on: UIScreen.main)
        tabBar.autoresizingMask = [.flexibleWidth, .flexibleTopMargin]
        root.addSubview(tabBar)
        view = root
    }

    /// The bar's frame at the bottom of `bounds`: its height (49 pt, 32 on a phone in
    /// landscape) plus the screen's bottom safe-area inset (the home indicator's area: 34 pt on
    /// a notched phone upright, 21 on its side, 20 on a tablet, none with a home button), the
    /// inset the pages' safe areas use too.
    static func tabBarFrame(in bounds: CGRect, on screen: UIScreen) -> CGRect {
        let height = UITabBar.height(for: UITraitCollection.current(for: screen)) + max(0, screen.safeAreaInsets.bottom)
        return CGRect(x: bounds.minX, y: bounds.maxY - height, width: bounds.width, height: height)
    }

    /// Keeps the bar above the home indicator when the screen turns (the inset changes with it).
    override func layoutBarsForScreen() {
        guard let root = viewIfLoaded else { return }
        let frame = Self.tabBarFrame(in: root.bounds, on: UIScreen.main)
        if tabBar.frame.height != frame.height { tabBar.frame = frame }
    }

    /// The selected page: it decides the status bar's style.
    open override var childForStatusBarStyle: UIViewController? { selectedViewController }
    /// The selected page: it decides whether the status bar is hidden.
    open override var childForStatusBarHidden: UIViewController? { selectedViewController }

    /// The pages, one per tab.
    open var viewControllers: [UIViewController]? {
        get { tabs.isEmpty ? nil : tabs }
        set { setViewControllers(newValue, animated: false) }
    }

    /// Replaces the pages (the first is selected if the old selection is gone); unlike UIKit,
    /// pages given during an animated tab switch are applied when the switch ends.
    open func setViewControllers(_ viewControllers: [UIViewController]?, animated: Bool) {
        guard activeTabTransition == nil else {
            // Swapping the pages under a running animator would pull its views away.
            UIKitLog.warn("setViewControllers(_:animated:) during a tab transition: applied when it ends")
            deferredTabs = viewControllers ?? []
            return
        }
        replaceTabs(viewControllers ?? [])
    }

    /// The page of the selected tab.
    open var selectedViewController: UIViewController? {
        get { tabs.indices.contains(selectedIndexStorage) ? tabs[selectedIndexStorage] : nil }
        set {
            guard let newValue, let index = tabs.firstIndex(where: { $0 === newValue }) else { return }
            selectedIndex = index
        }
    }

    /// The index of the selected tab; during an animated switch it is already the new tab's (and
    /// goes back if an interactive switch is cancelled).
    open var selectedIndex: Int {
        get { selectedIndexStorage }
        set { select(index: newValue) }
    }

    override func childrenForAppearanceForwarding() -> [UIViewController] {
        selectedViewController.map { [$0] } ?? []
    }

    override func prepareChildrenForAppearance(_ isAppearing: Bool) {
        if isAppearing { installSelectedView() }
    }
}
