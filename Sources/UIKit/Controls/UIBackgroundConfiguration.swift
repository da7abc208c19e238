import Foundation

/// How a background is drawn: a color, rounded corners and an outline, as UIKit's
/// `UIBackgroundConfiguration` (a button configuration's `background`).
///
/// Unlike UIKit, there are no list-cell presets, custom views, visual effects or images; a nil
/// color leaves the look to the owner (a button's style).
public struct UIBackgroundConfiguration: Equatable {
    /// The fill color, or nil for the owner's default.
    public var backgroundColor: UIColor?
    /// The corner radius, used by a button whose corner style is `.fixed`.
    public var cornerRadius: CGFloat = 0
    /// The outline color, or nil for none.
    public var strokeColor: UIColor?
    /// The outline width, in points.
    public var strokeWidth: CGFloat = 0
    /// How far the background is inset from the owner's edges.
    public var backgroundInsets: NSDirectionalEdgeInsets = .zero

    /// An empty background: no color, no outline.
    public static func clear() -> UIBackgroundConfiguration { UIBackgroundConfiguration() }

    /// The background color the configuration draws, given the owner's default.
    public func resolvedBackgroundColor(for tintColor: UIColor) -> UIColor {
        backgroundColor ?? .clear
    }

    init() {}
}
