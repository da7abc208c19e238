import Foundation

/// A view controller's top or bottom layout guide, as UIKit's `UILayoutSupport`: how far the
/// bars reach into its view, and anchors to pin content below or above them.
///
/// Deprecated on iOS 11 in favour of `safeAreaLayoutGuide`, still found in older transition
/// code (`topLayoutGuide.length`).
public protocol UILayoutSupport: NSObjectProtocol {
    /// How far the guide reaches into the view, in points.
    var length: CGFloat { get }
    /// The guide's top edge.
    var topAnchor: NSLayoutYAxisAnchor { get }
    /// The guide's bottom edge.
    var bottomAnchor: NSLayoutYAxisAnchor { get }
    /// The guide's height (its `length`, once laid out).
    var heightAnchor: NSLayoutDimension { get }
}
