import Foundation

/// How a tab bar looks: its background, its top hairline and its items, as UIKit's
/// `UITabBarAppearance`.
///
/// Unlike UIKit, it does not derive from `UIBarAppearance` (not built yet): the members of
/// `UIBarAppearance` a tab bar needs (`configureWith...Background()`, `backgroundColor`,
/// `shadowColor`) are declared here. The default background is drawn as a translucent white
/// (there is no blur material), and only `stackedLayoutAppearance` is drawn (phones in portrait).
open class UITabBarAppearance: NSObject {
    /// The background a `configureWith...` call chose.
    enum Background: Equatable {
        /// The system material: a translucent white here (opaque when the bar is not translucent).
        case material
        /// The system background color, opaque.
        case opaque
        /// Nothing: what is behind the bar shows through.
        case transparent
    }

    /// The color drawn over the background (nil: the background alone).
    open var backgroundColor: UIColor?
    /// The color of the hairline along the top edge (nil: no line).
    open var shadowColor: UIColor?
    /// How items look in the stacked layout (title below the icon; phones in portrait).
    open var stackedLayoutAppearance = UITabBarItemAppearance()
    /// How items look in the inline layout; unlike UIKit, kept but not drawn.
    open var inlineLayoutAppearance = UITabBarItemAppearance()
    /// How items look in the compact inline layout; unlike UIKit, kept but not drawn.
    open var compactInlineLayoutAppearance = UITabBarItemAppearance()
    private(set) var background = Background.material

    /// The default shadow: black at 30%, as UIKit's.
    static let defaultShadowColor = UIColor(white: 0, alpha: 0.3)

    /// Creates an appearance with the default background and shadow.
    public override init() {
        super.init()
        configureWithDefaultBackground()
    }

    /// The system's translucent material and the default shadow line.
    open func configureWithDefaultBackground() {
        background = .material
        backgroundColor = nil
        shadowColor = Self.defaultShadowColor
    }

    /// An opaque background in the system background color and the default shadow line.
    open func configureWithOpaqueBackground() {
        background = .opaque
        backgroundColor = .systemBackground
        shadowColor = Self.defaultShadowColor
    }

    /// No background and no shadow line.
    open func configureWithTransparentBackground() {
        background = .transparent
        backgroundColor = nil
        shadowColor = nil
    }

    /// A copy whose item appearances are copies too; unlike UIKit, write the result's type
    /// (`let copy: UITabBarAppearance = appearance.copy()`), as `NSObject.copy() -> Any` is seen too.
    open func copy() -> UITabBarAppearance {
        let copy = UITabBarAppearance()
        copy.background = background
        copy.backgroundColor = backgroundColor
        copy.shadowColor = shadowColor
        copy.stackedLayoutAppearance = stackedLayoutAppearance.copy()
        copy.inlineLayoutAppearance = inlineLayoutAppearance.copy()
        copy.compactInlineLayoutAppearance = compactInlineLayoutAppearance.copy()
        return copy
    }
}
