import Foundation

/// The look of a navigation bar, as UIKit's `UINavigationBarAppearance` (iOS 13): the
/// background and shadow of `UIBarAppearance` plus the title's text attributes.
///
/// A page sets one on its `navigationItem` (`standardAppearance`, `compactAppearance`,
/// `scrollEdgeAppearance`) to give the bar its own look while it is on top; during a push or pop
/// the bar cross-fades from one page's look to the other's with the transition's progress.
/// Unlike UIKit, large titles, button appearances and the back indicator image are kept for
/// source compatibility but not drawn.
open class UINavigationBarAppearance: UIBarAppearance {
    /// The title's attributes (`.foregroundColor` and `.font` are drawn).
    open var titleTextAttributes: [NSAttributedString.Key: Any] = [:]
    /// The large title's attributes (not drawn: there are no large titles).
    open var largeTitleTextAttributes: [NSAttributedString.Key: Any] = [:]
    /// How far the title is moved from its centred place.
    open var titlePositionAdjustment: UIOffset = .zero

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
        }
    }

    /// Returns a copy (`NSCopying`).
    open override func copy(with zone: NSZone? = nil) -> Any {
        UINavigationBarAppearance(barAppearance: self)
    }
}
