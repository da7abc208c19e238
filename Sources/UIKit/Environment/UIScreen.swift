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

    /// Creates a screen of `size` points at `scale`.
    public init(size: CGSize, scale: CGFloat) {
        bounds = CGRect(origin: .zero, size: size)
        self.scale = scale
    }

    /// The screen's size in pixels.
    open var nativeBounds: CGRect {
        CGRect(x: 0, y: 0, width: bounds.width * scale, height: bounds.height * scale)
    }

    /// The screen of the current context.
    public static var main: UIScreen { UIKitEnvironment.current.screen }
}
