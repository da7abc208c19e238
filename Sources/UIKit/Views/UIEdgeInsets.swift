import Foundation

/// Distances inward from each edge of a rectangle, as UIKit's `UIEdgeInsets`.
public struct UIEdgeInsets: Hashable, Sendable {
    /// Inset from the top.
    public var top: CGFloat
    /// Inset from the left.
    public var left: CGFloat
    /// Inset from the bottom.
    public var bottom: CGFloat
    /// Inset from the right.
    public var right: CGFloat

    /// Creates insets.
    public init(top: CGFloat, left: CGFloat, bottom: CGFloat, right: CGFloat) {
        self.top = top; self.left = left; self.bottom = bottom; self.right = right
    }

    /// No insets.
    public static let zero = UIEdgeInsets(top: 0, left: 0, bottom: 0, right: 0)
}

extension CGRect {
    /// The rectangle shrunk by `insets` (UIKit's `inset(by:)`).
    public func inset(by insets: UIEdgeInsets) -> CGRect {
        CGRect(x: minX + insets.left, y: minY + insets.top,
               width: width - insets.left - insets.right, height: height - insets.top - insets.bottom)
    }
}
