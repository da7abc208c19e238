/// How a shape layer's line corners are drawn, as Core Animation's `CAShapeLayerLineJoin`.
public struct CAShapeLayerLineJoin: RawRepresentable, Hashable, Sendable {
    /// The name Core Animation uses.
    public let rawValue: String
    /// A join by name.
    public init(rawValue: String) { self.rawValue = rawValue }
    /// Sharp corners, beveled past the miter limit.
    public static let miter = CAShapeLayerLineJoin(rawValue: "miter")
    /// Round corners.
    public static let round = CAShapeLayerLineJoin(rawValue: "round")
    /// Corners cut straight across.
    public static let bevel = CAShapeLayerLineJoin(rawValue: "bevel")

    /// The Core Graphics join (unknown names draw as miter).
    var cgLineJoin: CGLineJoin { self == .round ? .round : self == .bevel ? .bevel : .miter }
}
