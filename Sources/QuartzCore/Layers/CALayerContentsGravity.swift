/// How a layer's contents are placed in its bounds, as Core Animation's gravity names.
public struct CALayerContentsGravity: RawRepresentable, Hashable, Sendable {
    /// The name.
    public let rawValue: String
    /// Creates a gravity from its name.
    public init(rawValue: String) { self.rawValue = rawValue }
    /// Centered at natural size.
    public static let center = CALayerContentsGravity(rawValue: "center")
    /// Top edge centered, natural size.
    public static let top = CALayerContentsGravity(rawValue: "top")
    /// Bottom edge centered, natural size.
    public static let bottom = CALayerContentsGravity(rawValue: "bottom")
    /// Left edge centered, natural size.
    public static let left = CALayerContentsGravity(rawValue: "left")
    /// Right edge centered, natural size.
    public static let right = CALayerContentsGravity(rawValue: "right")
    /// Top-left corner, natural size.
    public static let topLeft = CALayerContentsGravity(rawValue: "topLeft")
    /// Top-right corner, natural size.
    public static let topRight = CALayerContentsGravity(rawValue: "topRight")
    /// Bottom-left corner, natural size.
    public static let bottomLeft = CALayerContentsGravity(rawValue: "bottomLeft")
    /// Bottom-right corner, natural size.
    public static let bottomRight = CALayerContentsGravity(rawValue: "bottomRight")
    /// Stretched to fill the bounds (the default).
    public static let resize = CALayerContentsGravity(rawValue: "resize")
    /// Scaled to fit inside the bounds, keeping its aspect ratio.
    public static let resizeAspect = CALayerContentsGravity(rawValue: "resizeAspect")
    /// Scaled to fill the bounds, keeping its aspect ratio (may overflow).
    public static let resizeAspectFill = CALayerContentsGravity(rawValue: "resizeAspectFill")
}
