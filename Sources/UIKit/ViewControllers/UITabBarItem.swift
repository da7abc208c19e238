import Foundation

/// An item of a tab bar, as UIKit's `UITabBarItem`: a title (and a badge).
///
/// Unlike UIKit, there are no images yet (they come with the images part of UIKit).
open class UITabBarItem: UIBarItem {
    /// The text of the badge on the item (nil: none).
    open var badgeValue: String? {
        get { _badgeValue }
        set { _badgeValue = newValue; itemDidChange() }
    }
    private var _badgeValue: String?
    /// How the tab bar looks while this item is selected (iOS 13); nil: the bar's own
    /// appearance. A copy is kept, as UIKit's `@NSCopying` property does.
    open var standardAppearance: UITabBarAppearance? {
        get { standardAppearanceStorage }
        set {
            standardAppearanceStorage = newValue?.copy()
            itemDidChange()
        }
    }
    private var standardAppearanceStorage: UITabBarAppearance?
    /// How the tab bar looks at the edge of scrolled content while this item is selected
    /// (iOS 15); unlike UIKit, kept but not used (there is no scroll-edge tracking).
    open var scrollEdgeAppearance: UITabBarAppearance?
    /// The tab bar showing the item, told about changes.
    weak var owningTabBar: UITabBar?

    /// Creates an item with a title and a tag.
    public init(title: String?, tag: Int) {
        super.init()
        self.title = title
        self.tag = tag
    }

    /// Creates an empty item.
    public override init() { super.init() }

    override func itemDidChange() {
        owningTabBar?.rebuildButtons()
    }
}
