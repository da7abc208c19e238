import Foundation

/// The bar of tabs at the bottom of a tab bar controller, as UIKit's `UITabBar`.
///
/// Seed 001 hides it during a pop (`tabBarController?.tabBar.isHidden = true`); tapping an item
/// selects its tab. Its look comes from the selected item's `standardAppearance`, else its own
/// `standardAppearance`, else `barTintColor`, `tintColor` and `unselectedItemTintColor`
/// (`UITabBar+Appearance.swift`).
open class UITabBar: UIView {
    /// The bar's height above the home indicator area.
    public static let standardHeight: CGFloat = 49
    /// The bar's height above the home indicator area on a phone in landscape (compact
    /// height), where UIKit lays each item's image beside its title.
    public static let compactHeight: CGFloat = 32

    /// The bar's content height for `traits`: compact on a phone whose height is compact, else
    /// standard (as `UINavigationBar.height(for:)`).
    static func height(for traits: UITraitCollection) -> CGFloat {
        traits.userInterfaceIdiom == .phone && traits.verticalSizeClass == .compact ? compactHeight : standardHeight
    }

    /// The items, leading first.
    open var items: [UITabBarItem]? {
        get { _items }
        set { _items = newValue; rebuildButtons() }
    }
    private var _items: [UITabBarItem]?
    /// The highlighted item.
    open var selectedItem: UITabBarItem? {
        get { _selectedItem }
        set { _selectedItem = newValue; rebuildButtons() }
    }
    private var _selectedItem: UITabBarItem?
    /// The bar's background color (a translucent white when nil); an appearance in effect
    /// (`standardAppearance`, or the selected item's) takes precedence.
    open var barTintColor: UIColor? {
        get { _barTintColor }
        set { _barTintColor = newValue; applyAppearance() }
    }
    private var _barTintColor: UIColor?
    /// Whether the default background is translucent.
    open var isTranslucent: Bool {
        get { _isTranslucent }
        set { _isTranslucent = newValue; applyAppearance() }
    }
    private var _isTranslucent: Bool = true
    /// The color of the items not selected (system gray when nil).
    open var unselectedItemTintColor: UIColor? {
        get { _unselectedItemTintColor }
        set { _unselectedItemTintColor = newValue; applyAppearance() }
    }
    private var _unselectedItemTintColor: UIColor?
    /// How the bar looks (iOS 13); set a copy, as UIKit's `@NSCopying` property does, so later
    /// changes to the object given have no effect until it is set again. Unlike UIKit, until it
    /// is set the bar draws as before appearances existed (from `barTintColor`, `isTranslucent`
    /// and the tint colors, with no shadow line); the selected item's `standardAppearance`
    /// overrides it.
    open var standardAppearance: UITabBarAppearance {
        get { explicitStandardAppearance ?? unsetStandardAppearance }
        set {
            explicitStandardAppearance = newValue.copy()
            applyAppearance()
        }
    }
    /// How the bar looks at the edge of scrolled content (iOS 15); unlike UIKit, kept but not
    /// used (there is no scroll-edge tracking).
    open var scrollEdgeAppearance: UITabBarAppearance?
    /// The appearance set through `standardAppearance`, if any.
    var explicitStandardAppearance: UITabBarAppearance?
    /// What `standardAppearance` reads before it is set (one object, so reads agree).
    private let unsetStandardAppearance = UITabBarAppearance()
    /// The hairline along the top edge, in the appearance's `shadowColor`.
    let shadowLine = UIView()

    /// Called when the user taps an item (the tab bar controller selects its tab).
    var onSelect: ((UITabBarItem) -> Void)?
    private let buttonsView = UIView()

    /// Creates a tab bar.
    public override init(frame: CGRect) {
        super.init(frame: frame)
        buttonsView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        addSubview(buttonsView)
        shadowLine.isHidden = true
        shadowLine.isUserInteractionEnabled = false
        addSubview(shadowLine)
        applyAppearance()
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

    /// The item colors follow the tint color.
    open override func tintColorDidChange() {
        super.tintColorDidChange()
        rebuildButtons()
    }

    func rebuildButtons() {
        for view in buttonsView.subviews { view.removeFromSuperview() }
        let traits = traitCollection
        let compact = Self.height(for: traits) == Self.compactHeight
        buttonsView.frame = CGRect(x: 0, y: 0, width: bounds.width, height: min(bounds.height, Self.height(for: traits)))
        let items = self.items ?? []
        applyBarBackground()
        guard !items.isEmpty else { return }
        let colors = resolvedItemColors()
        let width = bounds.width / CGFloat(items.count)
        for (index, item) in items.enumerated() {
            item.owningTabBar = self
            let color = item === selectedItem ? colors.selected : colors.normal
            let select = { [weak self, weak item] in
                guard let self, let item, item.isEnabled else { return }
                self.onSelect?(item)
            }
            let image = item === selectedItem ? item.selectedImage ?? item.image : item.image
            let button: UIView = image.map { TabBarItemView(image: $0, title: item.title ?? "", color: color, compact: compact, action: select) }
                ?? BarButtonView(text: item.title ?? "", bold: false, color: color, action: select)
            button.frame = CGRect(x: CGFloat(index) * width, y: 0, width: width, height: buttonsView.bounds.height)
            buttonsView.addSubview(button)
        }
    }
}
