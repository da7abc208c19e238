import Foundation

/// The phone's screen: its size in points and its scale, as UIKit's `UIScreen`.
///
/// Unlike UIKit, `UIScreen.main` is the screen of the current `LayerContext` (set by the
/// simulator), not a process global; without one it is a 390 x 844 pt screen at 2x.
open class UIScreen: NSObject {
    /// The screen's rectangle in points.
    open internal(set) var bounds: CGRect
    /// Pixels per point.
    open internal(set) var scale: CGFloat

    /// The insets of the status bar and the home indicator (and of the sensor housing) while
    /// the screen is upright: what a full-screen window's `safeAreaInsets` are.
    ///
    /// Unlike UIKit, which knows each device, they come from the screen's size unless set: a
    /// phone 812 pt tall or more has a notch (47 pt on top, 34 at the bottom), a smaller phone
    /// a 20 pt status bar, a tablet 24 pt on top and 20 at the bottom.
    open var portraitSafeAreaInsets: UIEdgeInsets
    /// The insets while the screen lies on its side: the notch's side and the home indicator
    /// on a notched phone (47 pt left and right, 21 at the bottom), nothing on a phone with a
    /// home button (its status bar hides in landscape), as in portrait on a tablet.
    open var landscapeSafeAreaInsets: UIEdgeInsets

    /// Creates a screen of `size` points at `scale`.
    public init(size: CGSize, scale: CGFloat) {
        bounds = CGRect(origin: .zero, size: size)
        self.scale = scale
        let (portrait, landscape) = Self.defaultSafeAreaInsets(for: size)
        portraitSafeAreaInsets = portrait
        landscapeSafeAreaInsets = landscape
    }

    /// The safe-area insets of a full-screen window now: landscape insets when the screen is
    /// wider than tall.
    open var safeAreaInsets: UIEdgeInsets {
        bounds.width > bounds.height ? landscapeSafeAreaInsets : portraitSafeAreaInsets
    }

    /// The insets of a device of this size, portrait and landscape (see `portraitSafeAreaInsets`).
    static func defaultSafeAreaInsets(for size: CGSize) -> (UIEdgeInsets, UIEdgeInsets) {
        let short = min(size.width, size.height), long = max(size.width, size.height)
        if short >= 600 {
            let tablet = UIEdgeInsets(top: 24, left: 0, bottom: 20, right: 0)
            return (tablet, tablet)
        }
        if long >= 812 {
            return (UIEdgeInsets(top: 47, left: 0, bottom: 34, right: 0), UIEdgeInsets(top: 0, left: 47, bottom: 21, right: 47))
        }
        return (UIEdgeInsets(top: 20, left: 0, bottom: 0, right: 0), .zero)
    }

    /// The screen's size in pixels.
    open var nativeBounds: CGRect {
        CGRect(x: 0, y: 0, width: bounds.width * scale, height: bounds.height * scale)
    }

    /// The screen of the current context.
    public static var main: UIScreen { UIKitEnvironment.current.screen }
}
