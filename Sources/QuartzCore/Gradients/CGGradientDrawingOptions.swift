import Foundation

/// Whether a gradient's end colors extend past its start and end, as Core Graphics'
/// `CGGradientDrawingOptions`.
public struct CGGradientDrawingOptions: OptionSet, Sendable {
    /// The option bits.
    public let rawValue: UInt32

    /// Creates options from their bits.
    public init(rawValue: UInt32) { self.rawValue = rawValue }

    /// The first color fills the area before the start point (or inside the start circle).
    public static let drawsBeforeStartLocation = CGGradientDrawingOptions(rawValue: 1)
    /// The last color fills the area after the end point (or outside the end circle).
    public static let drawsAfterEndLocation = CGGradientDrawingOptions(rawValue: 2)
}
