import Foundation

/// A controller's title and the items that show it in a navigation bar and a tab bar, each made
/// on first use (the controller's `titleAndItems`).
struct ViewControllerTitleState {
    var title: String?
    var navigationItem: UINavigationItem?
    var tabBarItem: UITabBarItem?
}

/// What `title`, `navigationItem`, `tabBarItem` and `show(_:sender:)` do, as UIKit's
/// `UIViewController` does (the members themselves are declared in the class, so apps can
/// override them).
extension UIViewController {
    /// Sets the title and, as UIKit does, the navigation item's and the tab bar item's titles.
    func baseSetTitle(_ newValue: String?) {
        titleAndItems.title = newValue
        titleAndItems.navigationItem?.title = newValue
        titleAndItems.tabBarItem?.title = newValue
    }

    /// The navigation item, made on first use with the title (nil when none is set).
    var baseNavigationItem: UINavigationItem {
        if let item = titleAndItems.navigationItem { return item }
        let item = UINavigationItem(title: titleAndItems.title ?? "")
        if titleAndItems.title == nil { item.title = nil }
        titleAndItems.navigationItem = item
        return item
    }

    /// The tab bar item, made on first use with the title.
    var baseTabBarItem: UITabBarItem {
        if let item = titleAndItems.tabBarItem { return item }
        let item = UITabBarItem(title: titleAndItems.title, tag: 0)
        titleAndItems.tabBarItem = item
        return item
    }

    /// Pushes `vc` on the nearest navigation controller, else presents it modally.
    func baseShow(_ vc: UIViewController, sender: Any?) {
        if let navigation = self as? UINavigationController ?? navigationController {
            navigation.pushViewController(vc, animated: true)
        } else {
            present(vc, animated: true, completion: nil)
        }
    }
}
