import Foundation

/// The corners and transform of a layer before a card changed them, to put them back.
struct CardLayerLook {
    let cornerRadius: CGFloat
    let maskedCorners: CACornerMask
    let masksToBounds: Bool
    let transform: CATransform3D

    init(_ layer: CALayer) {
        cornerRadius = layer.cornerRadius
        maskedCorners = layer.maskedCorners
        masksToBounds = layer.masksToBounds
        transform = layer.transform
    }

    /// Puts the corners back on `layer`.
    func restoreCorners(on layer: CALayer) {
        layer.cornerRadius = cornerRadius
        layer.maskedCorners = maskedCorners
        layer.masksToBounds = masksToBounds
    }

    /// Puts the corners and the transform back on `view`.
    func restore(on view: UIView) {
        restoreCorners(on: view.layer)
        view.transform3D = transform
    }
}
