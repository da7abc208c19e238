import Foundation

/// The object a layer asks about drawing, layout and actions, as Core Animation's
/// `CALayerDelegate` (UIView is the delegate of its layer).
public protocol CALayerDelegate: NSObjectProtocol {
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
