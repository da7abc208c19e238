import UIKit

/// One demo of the catalogue: which seed it re-creates and how to open it.
package struct DemoEntry {
    /// The identifier for `--demo` (e.g. "000-grid").
    package let id: String
    /// The seed tutorial it comes from ("000" ... "004").
    package let seed: String
    /// The seed's own title.
    package let title: String
    /// What the demo shows, in one line.
    package let summary: String
    /// Makes the demo's first page. `needsOwnNavigation` demos bring their own navigation or
    /// tab bar controller, as the seed does: the catalogue presents them full screen with the
    /// look of a push (`CataloguePushAnimator`); others are pushed.
    let makeController: () -> UIViewController
    let needsOwnNavigation: Bool
}

/// Every demo, in catalogue order.
package enum DemoCatalog {
    /// The demos.
    package static let all: [DemoEntry] = [
        DemoEntry(id: "000-grid", seed: "000", title: "iOS 7 自定义 ViewController 过渡",
                  summary: "Grid → detail: the cell's image flies while the page fades in; edge-drag to pop",
                  makeController: { ThingsNavigationController() }, needsOwnNavigation: true),
        DemoEntry(id: "001-news", seed: "001", title: "Swift -- 仿今日头条转场效果 (一)",
                  summary: "News list: the old page shrinks while the new one slides in; interactive pop",
                  makeController: { NewsNavigationController(rootViewController: NewsListViewController()) },
                  needsOwnNavigation: true),
        DemoEntry(id: "002-modal", seed: "002", title: "New Features of iOS7 ViewController Transition (2)",
                  summary: "Push fades in over a -320 pt slide; a modal from the corner button; drag from the right half to present",
                  makeController: { UINavigationController(rootViewController: MTHMainViewController()) }, needsOwnNavigation: true),
        DemoEntry(id: "003-door", seed: "003", title: "自定義轉場：開門、便箋、相冊",
                  summary: "Door in perspective, memo sheet, photo zoom, and every presentation style",
                  makeController: { Seed003MenuViewController() }, needsOwnNavigation: true),
        DemoEntry(id: "004-bars", seed: "004", title: "视图转场那些事(上)",
                  summary: "Each page its own bar (red, blue, over a photo, none): bars move with their pages; drag anywhere to pop",
                  makeController: {
                      // Not in the seed: the first page's bar leads back to the catalogue.
                      let first = BarTintPageViewController(kind: .red)
                      first.navigationItem.leftBarButtonItem = catalogueBarButtonItem(for: first)
                      return STMNavigationController(rootViewController: first)
                  },
                  needsOwnNavigation: true),
        DemoEntry(id: "004-tabs", seed: "004", title: "Tab switching (the third kind of transition)",
                  summary: "Four tabs slide sideways on a tap; drag a page sideways to switch interactively; each tab tints the bar",
                  makeController: { TabSwitchController() }, needsOwnNavigation: true),
        DemoEntry(id: "plain", seed: "—", title: "Default navigation transition",
                  summary: "UIKit's own push and pop, with parallax, dimming and edge-drag to pop",
                  makeController: { PlainListViewController() }, needsOwnNavigation: false),
    ]

    /// The demo with this identifier.
    package static func entry(id: String) -> DemoEntry? {
        all.first { $0.id == id }
    }
}

/// Builds the app the simulator runs: the catalogue, or one demo directly.
package enum DemoApp {
    /// Why the demos cannot show their pictures (their resource folder is not beside the
    /// executable), or nil when everything they need is installed.
    package static var resourceProblem: String? { DemoPictures.problem }

    /// The catalogue in a navigation controller.
    package static func makeRootViewController() -> UIViewController {
        UINavigationController(rootViewController: CatalogViewController())
    }

    /// The root for a demo opened directly (`--demo ID`), or nil for an unknown identifier:
    /// the demo's own controller, or the catalogue with the demo pushed. Either way its first
    /// page leads to the catalogue (`backToCatalogue`).
    package static func makeRootViewController(demo id: String) -> UIViewController? {
        guard let entry = DemoCatalog.entry(id: id) else { return nil }
        if entry.needsOwnNavigation { return entry.makeController() }
        let navigation = UINavigationController(rootViewController: CatalogViewController())
        navigation.pushViewController(entry.makeController(), animated: false)
        return navigation
    }

    /// The demo's own root controller shown now in `window`: the one the catalogue presented
    /// (a demo with its own navigation opened from its row), else the window's root.
    package static func shownDemoRoot(in window: UIWindow?) -> UIViewController? {
        guard let root = window?.rootViewController else { return nil }
        let isCatalogue = (root as? UINavigationController)?.viewControllers.first is CatalogViewController
        // A presenter's `presentedViewController` is the first of its chain: the demo, whatever
        // the demo presented over itself.
        return isCatalogue ? root.presentedViewController ?? root : root
    }
}
