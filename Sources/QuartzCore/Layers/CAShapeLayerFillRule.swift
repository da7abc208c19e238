/// How a shape layer decides the inside of its path, as Core Animation's `CAShapeLayerFillRule`.
public struct CAShapeLayerFillRule: RawRepresentable, Hashable, Sendable {
    /// The name Core Animation uses.
    public let rawValue: String
    /// A rule by name.
    public init(rawValue: String) { self.rawValue = rawValue }
    /// Inside where the path winds a non-zero number of times.
    public static let nonZero = CAShapeLayerFillRule(rawValue: "non-zero")
    /// Inside where a ray crosses the path an odd number of times.
    public static let evenOdd = CAShapeLayerFillRule(rawValue: "even-odd")

    /// The Core Graphics rule.
    var cgFillRule: CGPathFillRule { self == .evenOdd ? .evenOdd : .winding }
}
