import Foundation

/// An item of a tab bar, as UIKit's `UITabBarItem`: a title (and a badge).
///
/// Unlike UIKit, there are no images yet (they come with the images part of UIKit).
open class UITabBarItem: UIBarItem {
    /// The text of the badge on the item (nil: none).
    open var badgeValue: String? { didSet { itemDidChange() } }
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

/// The bar of tabs at the bottom of a tab bar controller, as UIKit's `UITabBar`.
///
/// Seed 001 hides it during a pop (`tabBarController?.tabBar.isHidden = true`); tapping an item
/// selects its tab.
open class UITabBar: UIView {
    /// The bar's height above the home indicator area.
    public static let standardHeight: CGFloat = 49

    /// The items, leading first.
    open var items: [UITabBarItem]? { didSet { rebuildButtons() } }
    /// The highlighted item.
    open var selectedItem: UITabBarItem? { didSet { rebuildButtons() } }
    /// The bar's background color (a translucent white when nil).
    open var barTintColor: UIColor? { didSet { updateBackground() } }
    /// Whether the background is translucent.
    open var isTranslucent = true { didSet { updateBackground() } }

    /// Called when the user taps an item (the tab bar controller selects its tab).
    var onSelect: ((UITabBarItem) -> Void)?
    private let buttonsView = UIView()

    /// Creates a tab bar.
    public override init(frame: CGRect) {
        super.init(frame: frame)
        buttonsView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        addSubview(buttonsView)
        updateBackground()
    }

    /// Creates a tab bar from an archive: not supported (there are no storyboards).
    public required init?(coder: NSCoder) {
        return nil
    }

    /// Sets the items (not animated here).
    open func setItems(_ items: [UITabBarItem]?, animated: Bool) {
        self.items = items
    }

    /// Lays out the item buttons in equal columns.
    open override func layoutSubviews() {
        super.layoutSubviews()
        rebuildButtons()
    }

    func rebuildButtons() {
        for view in buttonsView.subviews { view.removeFromSuperview() }
        buttonsView.frame = CGRect(x: 0, y: 0, width: bounds.width, height: min(bounds.height, Self.standardHeight))
        let items = self.items ?? []
        guard !items.isEmpty else { return }
        let width = bounds.width / CGFloat(items.count)
        for (index, item) in items.enumerated() {
            item.owningTabBar = self
            let color: UIColor = item === selectedItem ? (tintColor ?? .systemBlue) : .systemGray
            let button = BarButtonView(text: item.title ?? "", bold: false, color: color) { [weak self, weak item] in
                guard let self, let item, item.isEnabled else { return }
                self.onSelect?(item)
            }
            button.frame = CGRect(x: CGFloat(index) * width, y: 0, width: width, height: buttonsView.bounds.height)
            buttonsView.addSubview(button)
        }
    }

    private func updateBackground() {
        backgroundColor = barTintColor ?? UIColor(white: 0.97, alpha: isTranslucent ? 0.94 : 1)
    }
}
