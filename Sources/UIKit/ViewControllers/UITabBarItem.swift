import Foundation

/// An item of a tab bar, as UIKit's `UITabBarItem`: a title (and a badge).
///
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

    /// Creates an item with a title, an image (drawn as a template in the bar's item colors)
    /// and a tag.
    public init(title: String?, image: UIImage?, tag: Int) {
        super.init()
        self.title = title
        self.image = image
        self.tag = tag
    }

    /// Creates an item with a title, an image and the image shown while it is selected.
    public init(title: String?, image: UIImage?, selectedImage: UIImage?) {
        super.init()
        self.title = title
        self.image = image
        self.selectedImage = selectedImage
    }

    /// The image shown while the item is selected (the item's `image` when nil).
    open var selectedImage: UIImage? {
        get { _selectedImage }
        set { _selectedImage = newValue; itemDidChange() }
    }
    private var _selectedImage: UIImage?

    /// Creates an empty item.
    public override init() { super.init() }

    override func itemDidChange() {
        owningTabBar?.rebuildButtons()
    }
}
