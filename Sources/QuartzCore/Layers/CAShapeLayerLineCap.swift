/// How a shape layer's open line ends are drawn, as Core Animation's `CAShapeLayerLineCap`.
public struct CAShapeLayerLineCap: RawRepresentable, Hashable, Sendable {
    /// The name Core Animation uses.
    public let rawValue: String
    /// A cap by name.
    public init(rawValue: String) { self.rawValue = rawValue }
    /// Square ends at the end points.
    public static let butt = CAShapeLayerLineCap(rawValue: "butt")
    /// Half discs past the end points.
    public static let round = CAShapeLayerLineCap(rawValue: "round")
    /// Square ends half a line width past the end points.
    public static let square = CAShapeLayerLineCap(rawValue: "square")

    /// The Core Graphics cap (unknown names draw as butt).
    var cgLineCap: CGLineCap { self == .round ? .round : self == .square ? .square : .butt }
}
