import Foundation

/// Light or dark appearance, as UIKit's `UIUserInterfaceStyle`.
///
/// Unlike UIKit, there is no dark mode: every trait collection is `.light`, and
/// `overrideUserInterfaceStyle` is accepted and changes nothing.
public enum UIUserInterfaceStyle: Int, Sendable {
    /// No preference.
    case unspecified
    /// The light appearance (always, here).
    case light
    /// The dark appearance.
    case dark
}

extension UITraitCollection {
    /// The appearance: always `.light` here (see `UIUserInterfaceStyle`).
    public var userInterfaceStyle: UIUserInterfaceStyle { .light }

    /// Creates traits with only the appearance specified. Unlike UIKit, the collection's style
    /// reads `.light` whatever is asked (there is no dark mode).
    public convenience init(userInterfaceStyle: UIUserInterfaceStyle) {
        self.init(horizontal: .unspecified, vertical: .unspecified, idiom: .unspecified, scale: 0)
    }
}

extension UIView {
    /// The appearance forced on the view and its subviews. Unlike UIKit, setting it changes
    /// nothing and it always reads `.unspecified` (there is no dark mode).
    var baseOverrideUserInterfaceStyle: UIUserInterfaceStyle {
        get { .unspecified }
        set {}
    }
}

extension UIViewController {
    /// The appearance forced on the controller's views. Unlike UIKit, setting it changes nothing
    /// and it always reads `.unspecified` (there is no dark mode).
    var baseOverrideUserInterfaceStyle: UIUserInterfaceStyle {
        get { .unspecified }
        set {}
    }
}

extension UIView: UITraitEnvironment {}
