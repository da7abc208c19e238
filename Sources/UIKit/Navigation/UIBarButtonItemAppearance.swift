import Foundation

/// How a kind of bar button looks (plain, done or back) in each state, as UIKit's
/// `UIBarButtonItemAppearance` (iOS 13), set on a `UINavigationBarAppearance`.
///
/// Unlike UIKit, only the normal state's title color and font are drawn.
open class UIBarButtonItemAppearance: NSObject, NSCopying {
    /// The look of an enabled button.
    public let normal = UIBarButtonItemStateAppearance()
    /// The look of a button being touched.
    public let highlighted = UIBarButtonItemStateAppearance()
    /// The look of a disabled button.
    public let disabled = UIBarButtonItemStateAppearance()
    /// The look of a focused button (tvOS and keyboards).
    public let focused = UIBarButtonItemStateAppearance()

    /// Creates the default appearance of plain buttons.
    public override init() {
        super.init()
    }

    /// Creates the default appearance of buttons of a style.
    public init(style: UIBarButtonItem.Style) {
        super.init()
        configureWithDefault(for: style)
    }

    /// Puts back the default look of buttons of a style (no customization).
    open func configureWithDefault(for style: UIBarButtonItem.Style) {
        for state in [normal, highlighted, disabled, focused] { state.copyValues(from: UIBarButtonItemStateAppearance()) }
    }

    /// Returns a copy (`NSCopying`).
    open func copy(with zone: NSZone? = nil) -> Any {
        let copy = UIBarButtonItemAppearance()
        for (mine, theirs) in zip([normal, highlighted, disabled, focused],
                                  [copy.normal, copy.highlighted, copy.disabled, copy.focused]) {
            theirs.copyValues(from: mine)
        }
        return copy
    }

    /// The color the normal state's attributes give the title, if any.
    var normalTitleColor: UIColor? { normal.titleTextAttributes[.foregroundColor] as? UIColor }
}
