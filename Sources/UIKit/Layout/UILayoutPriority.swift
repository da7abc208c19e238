import Foundation

/// How much a layout constraint or a content preference matters, from 1 to 1000 (required),
/// as UIKit's `UILayoutPriority`.
///
/// The solver satisfies higher priorities first: no amount of error at a lower priority is
/// traded for the smallest error at a higher one.
public struct UILayoutPriority: RawRepresentable, Hashable, Comparable, Sendable {
    /// The priority as a number.
    public var rawValue: Float

    /// Creates a priority from a number.
    public init(rawValue: Float) { self.rawValue = rawValue }

    /// Creates a priority from a number (`UILayoutPriority(999)`).
    public init(_ rawValue: Float) { self.rawValue = rawValue }

    /// A constraint that must hold (1000).
    public static let required = UILayoutPriority(1000)
    /// The priority of content compression resistance by default (750).
    public static let defaultHigh = UILayoutPriority(750)
    /// The priority of content hugging by default (250).
    public static let defaultLow = UILayoutPriority(250)
    /// The priority `systemLayoutSizeFitting(_:)` gives the target size (50).
    public static let fittingSizeLevel = UILayoutPriority(50)
    /// The priority of a drag that may resize a scene (510).
    public static let dragThatCanResizeScene = UILayoutPriority(510)
    /// The priority of a scene's size staying the same (500).
    public static let sceneSizeStayPut = UILayoutPriority(500)
    /// The priority of a drag that may not resize a scene (490).
    public static let dragThatCannotResizeScene = UILayoutPriority(490)

    /// Orders priorities by their numbers.
    public static func < (lhs: UILayoutPriority, rhs: UILayoutPriority) -> Bool { lhs.rawValue < rhs.rawValue }

    /// A priority raised by a number (`.defaultHigh + 1`).
    public static func + (lhs: UILayoutPriority, rhs: Float) -> UILayoutPriority { UILayoutPriority(lhs.rawValue + rhs) }

    /// A priority lowered by a number (`.required - 1`).
    public static func - (lhs: UILayoutPriority, rhs: Float) -> UILayoutPriority { UILayoutPriority(lhs.rawValue - rhs) }
}
