import Foundation

/// How a tab bar item looks in one state (normal, selected, ...), as UIKit's
/// `UITabBarItemStateAppearance`.
///
/// Unlike UIKit, only the title's `.foregroundColor` is read from `titleTextAttributes` (items
/// have no images here, so `iconColor` colors the title when no title color is given).
open class UITabBarItemStateAppearance: NSObject {
    /// The title's text attributes (`.foregroundColor` is the one used here).
    open var titleTextAttributes: [NSAttributedString.Key: Any] = [:]
    /// The icon's color (here, the title's when `titleTextAttributes` gives none).
    open var iconColor: UIColor?
    /// The badge's background color; unlike UIKit, kept but not drawn (there are no badges yet).
    open var badgeBackgroundColor: UIColor?

    /// Creates a state appearance with nothing set (the bar's tint colors apply).
    public override init() { super.init() }

    /// The color the item's title is drawn in, if this state sets one.
    var resolvedTitleColor: UIColor? {
        titleTextAttributes[.foregroundColor] as? UIColor ?? iconColor
    }

    /// A copy with the same settings.
    func copied() -> UITabBarItemStateAppearance {
        let copy = UITabBarItemStateAppearance()
        copy.titleTextAttributes = titleTextAttributes
        copy.iconColor = iconColor
        copy.badgeBackgroundColor = badgeBackgroundColor
        return copy
    }
}
