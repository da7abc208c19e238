import Foundation

/// A horizontal and vertical distance to move something by, as UIKit's `UIOffset`.
public struct UIOffset: Equatable, Sendable {
    /// The horizontal distance.
    public var horizontal: CGFloat
    /// The vertical distance.
    public var vertical: CGFloat

    /// Creates an offset.
    public init(horizontal: CGFloat, vertical: CGFloat) {
        self.horizontal = horizontal
        self.vertical = vertical
    }

    /// Creates a zero offset.
    public init() {
        self.init(horizontal: 0, vertical: 0)
    }

    /// No offset.
    public static let zero = UIOffset()
}
