import Foundation

/// How bar buttons look in one state, as UIKit's `UIBarButtonItemStateAppearance`.
///
/// Unlike UIKit, only the normal state's `.foregroundColor` and `.font` are drawn; the other
/// properties are kept for source compatibility.
open class UIBarButtonItemStateAppearance: NSObject {
    /// The title's attributes (`.foregroundColor` and `.font` are drawn for the normal state).
    open var titleTextAttributes: [NSAttributedString.Key: Any] = [:]
    /// How far the title is moved (not drawn).
    open var titlePositionAdjustment: UIOffset = .zero
    /// An image behind the button (not drawn).
    open var backgroundImage: UIImage?
    /// How far the background image is moved (not drawn).
    open var backgroundImagePositionAdjustment: UIOffset = .zero

    /// Creates a state appearance with no customization.
    override init() {
        super.init()
    }

    /// Copies another state's customization.
    func copyValues(from other: UIBarButtonItemStateAppearance) {
        titleTextAttributes = other.titleTextAttributes
        titlePositionAdjustment = other.titlePositionAdjustment
        backgroundImage = other.backgroundImage
        backgroundImagePositionAdjustment = other.backgroundImagePositionAdjustment
    }
}
