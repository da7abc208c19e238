import Foundation

/// Something a layer runs when one of its properties changes, as Core Animation's `CAAction`.
///
/// `CAAnimation` is an action that adds itself to the layer. Return `NSNull()` from
/// `CALayerDelegate.action(for:forKey:)` to stop the search (no animation), as on iOS.
public protocol CAAction: AnyObject {
    /// Runs the action for the event `event` on `anObject` (a layer).
    func run(forKey event: String, object anObject: Any, arguments dict: [AnyHashable: Any]?)
}

extension NSNull: CAAction {
    /// Does nothing: `NSNull` as an action means "no action".
    public func run(forKey event: String, object anObject: Any, arguments dict: [AnyHashable: Any]?) {}
}

/// The object a layer asks about drawing, layout and actions, as Core Animation's
/// `CALayerDelegate` (UIView is the delegate of its layer).
public protocol CALayerDelegate: AnyObject {
    /// The action for a property change, `NSNull()` for none, nil to let the layer search on.
    func action(for layer: CALayer, forKey event: String) -> CAAction?
    /// Lays out the layer's sublayers.
    func layoutSublayers(of layer: CALayer)
    /// Fills the layer's contents.
    func display(_ layer: CALayer)
}

extension CALayerDelegate {
    /// Returns nil: the layer goes on searching (the method is optional in Core Animation).
    public func action(for layer: CALayer, forKey event: String) -> CAAction? { nil }
    /// Does nothing by default.
    public func layoutSublayers(of layer: CALayer) {}
    /// Does nothing by default.
    public func display(_ layer: CALayer) {}
}

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
