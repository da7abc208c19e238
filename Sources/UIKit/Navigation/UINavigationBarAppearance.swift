import Foundation

/// The look of a navigation bar, as UIKit's `UINavigationBarAppearance` (iOS 13): the
/// background and shadow of `UIBarAppearance` plus the title's text attributes.
///
/// A page sets one on its `navigationItem` (`standardAppearance`, `compactAppearance`,
/// `scrollEdgeAppearance`) to give the bar its own look while it is on top; during a push or pop
/// the bar cross-fades from one page's look to the other's with the transition's progress.
/// Unlike UIKit, large titles and the back indicator image are kept for source compatibility but
/// not drawn, and of the button appearances only the normal state's title color is.
open class UINavigationBarAppearance: UIBarAppearance {
    /// The title's attributes (`.foregroundColor` and `.font` are drawn).
    open var titleTextAttributes: [NSAttributedString.Key: Any] = [:]
    /// The large title's attributes (not drawn: there are no large titles).
    open var largeTitleTextAttributes: [NSAttributedString.Key: Any] = [:]
    /// How far the title is moved from its centred place.
    open var titlePositionAdjustment: UIOffset = .zero
    /// The look of plain bar buttons.
    open var buttonAppearance = UIBarButtonItemAppearance(style: .plain)
    /// The look of done bar buttons.
    open var doneButtonAppearance = UIBarButtonItemAppearance(style: .done)
    /// The look of the back button.
    open var backButtonAppearance = UIBarButtonItemAppearance(style: .plain)
    /// The back button's chevron image (nil: the system's; not drawn here).
    open private(set) var backIndicatorImage: UIImage?
    /// The mask the back button's title slides under during transitions (not drawn here).
    open private(set) var backIndicatorTransitionMaskImage: UIImage?

    /// Sets the back button's chevron and its transition mask (kept, not drawn here).
    open func setBackIndicatorImage(_ backIndicatorImage: UIImage?, transitionMaskImage: UIImage?) {
        self.backIndicatorImage = backIndicatorImage
        backIndicatorTransitionMaskImage = transitionMaskImage
    }

    /// Creates an appearance with the default background.
    public override init() {
        super.init()
    }

    /// Creates an appearance with the default background for a kind of device.
    public override init(idiom: UIUserInterfaceIdiom) {
        super.init(idiom: idiom)
    }

    /// Creates a copy of another appearance; a navigation bar appearance's title attributes come too.
    public override init(barAppearance: UIBarAppearance) {
        super.init(barAppearance: barAppearance)
        if let other = barAppearance as? UINavigationBarAppearance {
            titleTextAttributes = other.titleTextAttributes
            largeTitleTextAttributes = other.largeTitleTextAttributes
            titlePositionAdjustment = other.titlePositionAdjustment
            buttonAppearance = other.buttonAppearance.copy(with: nil) as! UIBarButtonItemAppearance
            doneButtonAppearance = other.doneButtonAppearance.copy(with: nil) as! UIBarButtonItemAppearance
            backButtonAppearance = other.backButtonAppearance.copy(with: nil) as! UIBarButtonItemAppearance
            backIndicatorImage = other.backIndicatorImage
            backIndicatorTransitionMaskImage = other.backIndicatorTransitionMaskImage
        }
    }

    /// Returns a copy (`NSCopying`).
    open override func copy(with zone: NSZone? = nil) -> Any {
        UINavigationBarAppearance(barAppearance: self)
    }
}
