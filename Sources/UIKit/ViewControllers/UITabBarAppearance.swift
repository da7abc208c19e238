import Foundation

/// How a tab bar looks: its background, its top hairline and its items, as UIKit's
/// `UITabBarAppearance`, a `UIBarAppearance`.
///
/// The background, its effect and the shadow line come from `UIBarAppearance`
/// (`configureWith...Background()`, `backgroundColor`, `shadowColor`); the item appearances are
/// this class's own and are copied with it. Unlike UIKit, the default material is drawn as a
/// translucent white (there is no blur), the background image is not drawn on tab bars, and
/// only `stackedLayoutAppearance` is drawn (phones in portrait).
open class UITabBarAppearance: UIBarAppearance {
    /// What kind of background the appearance gives, for drawing.
    enum Background: Equatable {
        /// The system material: a translucent white here (opaque when the bar is not translucent).
        case material
        /// A color of its own, opaque or not.
        case opaque
        /// Nothing: what is behind the bar shows through.
        case transparent
    }

    /// How items look in the stacked layout (title below the icon; phones in portrait).
    open var stackedLayoutAppearance = UITabBarItemAppearance()
    /// How items look in the inline layout; unlike UIKit, kept but not drawn.
    open var inlineLayoutAppearance = UITabBarItemAppearance()
    /// How items look in the compact inline layout; unlike UIKit, kept but not drawn.
    open var compactInlineLayoutAppearance = UITabBarItemAppearance()

    /// The kind of background, from the effect and the color the configuration left.
    var background: Background {
        if backgroundEffect != nil { return .material }
        return backgroundColor == nil ? .transparent : .opaque
    }

    /// Returns a copy (`NSCopying`) whose item appearances are copies too.
    open override func copy(with zone: NSZone? = nil) -> Any {
        let copy = UITabBarAppearance(barAppearance: self)
        copy.stackedLayoutAppearance = stackedLayoutAppearance.copy()
        copy.inlineLayoutAppearance = inlineLayoutAppearance.copy()
        copy.compactInlineLayoutAppearance = compactInlineLayoutAppearance.copy()
        return copy
    }
}
