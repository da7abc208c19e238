import Foundation

/// The soft shadow on the upper page's left edge: a shadow of the page's own rectangle, which the
/// page hides everywhere but to its left (the other sides are off screen). The page's previous
/// shadow settings are saved and restored after the transition.
struct EdgeShadow {
    let color: CGColor?
    let opacity: Float
    let radius: CGFloat
    let offset: CGSize
    let path: CGPath?

    init(saving layer: CALayer) {
        color = layer.shadowColor
        opacity = layer.shadowOpacity
        radius = layer.shadowRadius
        offset = layer.shadowOffset
        path = layer.shadowPath
    }

    static func apply(to layer: CALayer) {
        layer.shadowColor = UIColor.black.cgColor
        layer.shadowOpacity = DefaultNavigationAnimator.shadowOpacity
        layer.shadowRadius = DefaultNavigationAnimator.shadowRadius
        layer.shadowOffset = .zero
        layer.shadowPath = CGPath(rect: layer.bounds, transform: nil)
    }

    func restore(on layer: CALayer) {
        CATransaction.begin()
        CATransaction.setDisableActions(true)
        layer.shadowColor = color
        layer.shadowOpacity = opacity
        layer.shadowRadius = radius
        layer.shadowOffset = offset
        layer.shadowPath = path
        CATransaction.commit()
    }
}
