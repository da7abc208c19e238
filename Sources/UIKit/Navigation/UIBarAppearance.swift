import Foundation

/// The look of a bar's background and shadow, as UIKit's `UIBarAppearance` (iOS 13): a material,
/// a color and an image layered in that order, and a shadow line under the bar.
///
/// Unlike UIKit, there is no `backgroundEffect` (no blur): the default background is UIKit's
/// bar material drawn as a flat translucent white, and `backgroundImageContentMode` only knows
/// scale-to-fill. Bars copy appearances when they are assigned, as UIKit's `@NSCopying` does.
open class UIBarAppearance: NSObject, NSCopying {
    /// The device the appearance is meant for.
    public let idiom: UIUserInterfaceIdiom
    /// The color over the material (nil: none).
    open var backgroundColor: UIColor?
    /// The image over the color, stretched over the bar (nil: none).
    open var backgroundImage: UIImage?
    /// How the background image fills the bar (only `.scaleToFill` is drawn here).
    open var backgroundImageContentMode: UIView.ContentMode = .scaleToFill
    /// The color of the line under the bar (nil or clear: no line).
    open var shadowColor: UIColor?
    /// An image drawn as the line under the bar, tinted by `shadowColor` when it is a template.
    open var shadowImage: UIImage?
    /// Whether UIKit's translucent bar material sits under the color (what
    /// `configureWithDefaultBackground()` sets and `configureWithTransparentBackground()` clears);
    /// it stands for UIKit's `backgroundEffect`.
    var usesDefaultMaterial = true

    /// Creates an appearance with the default background, for the current device.
    public override init() {
        idiom = .phone
        super.init()
        configureWithDefaultBackground()
    }

    /// Creates an appearance with the default background for a kind of device.
    public init(idiom: UIUserInterfaceIdiom) {
        self.idiom = idiom
        super.init()
        configureWithDefaultBackground()
    }

    /// Creates a copy of another appearance (of any bar), as UIKit's `init(barAppearance:)`.
    public init(barAppearance: UIBarAppearance) {
        idiom = barAppearance.idiom
        super.init()
        copyBackground(from: barAppearance)
    }

    /// Returns a copy (`NSCopying`): bars keep copies, so later changes to the original do not show.
    open func copy(with zone: NSZone? = nil) -> Any {
        UIBarAppearance(barAppearance: self)
    }

    /// UIKit's default bar: the translucent material and a hairline shadow.
    open func configureWithDefaultBackground() {
        usesDefaultMaterial = true
        backgroundColor = nil
        backgroundImage = nil
        shadowColor = UIBarAppearance.defaultShadowColor
        shadowImage = nil
    }

    /// An opaque bar in the system background color, with a hairline shadow.
    open func configureWithOpaqueBackground() {
        usesDefaultMaterial = false
        backgroundColor = .systemBackground
        backgroundImage = nil
        shadowColor = UIBarAppearance.defaultShadowColor
        shadowImage = nil
    }

    /// A bar with no background and no shadow: the page shows through it.
    open func configureWithTransparentBackground() {
        usesDefaultMaterial = false
        backgroundColor = nil
        backgroundImage = nil
        shadowColor = nil
        shadowImage = nil
    }

    /// The hairline under UIKit's bars.
    static let defaultShadowColor = UIColor(white: 0, alpha: 0.3)

    func copyBackground(from other: UIBarAppearance) {
        usesDefaultMaterial = other.usesDefaultMaterial
        backgroundColor = other.backgroundColor
        backgroundImage = other.backgroundImage
        backgroundImageContentMode = other.backgroundImageContentMode
        shadowColor = other.shadowColor
        shadowImage = other.shadowImage
    }
}
