import Foundation

/// The look of a bar's background and shadow, as UIKit's `UIBarAppearance` (iOS 13): a material,
/// a color and an image layered in that order, and a shadow line under the bar.
///
/// Unlike UIKit, nothing is blurred: a `backgroundEffect` is drawn as a flat translucent white
/// (or dark gray for dark styles), which is how the default bar looks here, and
/// `backgroundImageContentMode` only knows scale-to-fill. Bars copy appearances when they are
/// assigned, as UIKit's `@NSCopying` does.
open class UIBarAppearance: NSObject, NSCopying {
    /// The device the appearance is meant for.
    public let idiom: UIUserInterfaceIdiom
    /// The material under the color and image (`configureWithDefaultBackground()` sets UIKit's bar
    /// material; nil: none).
    open var backgroundEffect: UIBlurEffect?
    /// The color over the material (nil: none).
    open var backgroundColor: UIColor?
    /// The image over the color, stretched over the bar (nil: none).
    open var backgroundImage: UIImage?
    /// How the background image fills the bar (only `.scaleToFill` is drawn here).
    open var backgroundImageContentMode: UIView.ContentMode = .scaleToFill
    /// The color of the line under the bar (nil or clear: no line).
    open var shadowColor: UIColor?
    /// An image drawn as the line under the bar instead of `shadowColor` (unlike UIKit, never tinted).
    open var shadowImage: UIImage?

    /// Creates an appearance with the default background, for a phone (unlike UIKit, which takes
    /// the current device's idiom: appearances may be made before an environment is bound).
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

    /// Returns a copy of the same class, typed as such, as UIKit's `copy()`; unlike UIKit, the
    /// type must be written (`let c: UINavigationBarAppearance = a.copy()`), since Foundation's
    /// `NSObject.copy() -> Any` matches too.
    public func copy() -> Self {
        // copy(with:) makes an instance of the receiver's class (subclasses override it).
        copy(with: nil) as! Self
    }

    /// UIKit's default bar: the translucent material and a hairline shadow.
    open func configureWithDefaultBackground() {
        backgroundEffect = UIBlurEffect(style: .systemChromeMaterial)
        backgroundColor = nil
        backgroundImage = nil
        shadowColor = UIBarAppearance.defaultShadowColor
        shadowImage = nil
    }

    /// An opaque bar in the system background color, with a hairline shadow.
    open func configureWithOpaqueBackground() {
        backgroundEffect = nil
        backgroundColor = .systemBackground
        backgroundImage = nil
        shadowColor = UIBarAppearance.defaultShadowColor
        shadowImage = nil
    }

    /// A bar with no background and no shadow: the page shows through it.
    open func configureWithTransparentBackground() {
        backgroundEffect = nil
        backgroundColor = nil
        backgroundImage = nil
        shadowColor = nil
        shadowImage = nil
    }

    /// The hairline under UIKit's bars.
    static let defaultShadowColor = UIColor(white: 0, alpha: 0.3)

    func copyBackground(from other: UIBarAppearance) {
        backgroundEffect = other.backgroundEffect
        backgroundColor = other.backgroundColor
        backgroundImage = other.backgroundImage
        backgroundImageContentMode = other.backgroundImageContentMode
        shadowColor = other.shadowColor
        shadowImage = other.shadowImage
    }
}
