/// The shape of a gradient layer's gradient, as Core Animation's `CAGradientLayerType`.
public struct CAGradientLayerType: RawRepresentable, Hashable, Sendable {
    /// The name Core Animation uses.
    public let rawValue: String
    /// A type by name.
    public init(rawValue: String) { self.rawValue = rawValue }
    /// Colors change along the line from `startPoint` to `endPoint`.
    public static let axial = CAGradientLayerType(rawValue: "axial")
    /// Colors change from `startPoint` (the center) out to an ellipse whose half-axes reach
    /// `endPoint`.
    public static let radial = CAGradientLayerType(rawValue: "radial")
    /// Colors change around `startPoint`, starting toward `endPoint`. Unlike Core Animation,
    /// drawn as `axial` here.
    public static let conic = CAGradientLayerType(rawValue: "conic")
}
