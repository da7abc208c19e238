import Foundation

/// How tab bar items look in each state for one layout, as UIKit's `UITabBarItemAppearance`.
open class UITabBarItemAppearance: NSObject {
    /// The look of items that are not selected.
    open var normal = UITabBarItemStateAppearance()
    /// The look of the selected item.
    open var selected = UITabBarItemStateAppearance()
    /// The look of disabled items; unlike UIKit, kept but not used.
    open var disabled = UITabBarItemStateAppearance()
    /// The look of focused items; unlike UIKit, kept but not used (there is no focus).
    open var focused = UITabBarItemStateAppearance()

    /// Creates an item appearance with UIKit's defaults (nothing set: the bar's tints apply).
    public override init() { super.init() }

    /// Creates an item appearance with the defaults for a layout (the same for every layout here).
    public convenience init(style: UITabBarItemAppearance.Style) {
        self.init()
        configureWithDefault(for: style)
    }

    /// Puts back UIKit's defaults.
    open func configureWithDefault(for style: UITabBarItemAppearance.Style) {
        normal = UITabBarItemStateAppearance()
        selected = UITabBarItemStateAppearance()
        disabled = UITabBarItemStateAppearance()
        focused = UITabBarItemStateAppearance()
    }

    /// A copy whose state appearances are copies too (write the result's type, as for
    /// `UITabBarAppearance.copy()`).
    open func copy() -> UITabBarItemAppearance {
        let copy = UITabBarItemAppearance()
        copy.normal = normal.copied()
        copy.selected = selected.copied()
        copy.disabled = disabled.copied()
        copy.focused = focused.copied()
        return copy
    }

    /// The layouts an item appearance is made for, as UIKit's `UITabBarItemAppearance.Style`.
    public enum Style: Int, Sendable {
        /// Title below the icon (phones in portrait).
        case stacked
        /// Title beside the icon (regular width).
        case inline
        /// Title beside the icon, compact (phones in landscape).
        case compactInline
    }
}
