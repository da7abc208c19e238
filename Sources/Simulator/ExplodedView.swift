import Foundation
import Raster
import UIKit

/// The exploded view (Ctrl+E): the current frame's layer tree drawn in 3D, each layer a slab
/// set further forward the deeper it is in the tree, labelled with its view's class, turned by
/// dragging the mouse. This value holds the camera (the turn) and reads the tree; the scene is
/// built and drawn by `ExplodedView+Scene`.
///
/// Layers are read through their presentation, as the screen draws them, so a view in the
/// middle of an animation stands where it is seen, not where its model says it will end.
package struct ExplodedView {
    /// The turn about the vertical axis, in degrees (positive turns the right side away).
    package private(set) var yaw: Double = -38
    /// The tilt about the horizontal axis, in degrees (positive tips the top away).
    package private(set) var pitch: Double = 16
    /// How far apart two depths of the tree stand, in points.
    package var spacing: CGFloat = 64
    /// Degrees turned per point the mouse moves.
    static let degreesPerPoint = 0.4
    /// The turn stops short of edge-on, where the slabs would vanish.
    static let maximumAngle = 80.0
    private var dragOrigin: (x: Double, y: Double, yaw: Double, pitch: Double)?

    /// Creates an exploded view at its default turn.
    package init() {}

    /// Turns the view with a mouse drag at screen point (`x`, `y`): the press holds the turn,
    /// motion turns it by how far the mouse went since. Returns whether the turn changed.
    @discardableResult
    package mutating func drag(_ phase: UITouch.Phase, x: Double, y: Double) -> Bool {
        switch phase {
        case .began:
            dragOrigin = (x, y, yaw, pitch)
            return false
        case .moved, .stationary:
            guard let origin = dragOrigin else { return false }
            let limit = Self.maximumAngle
            yaw = min(limit, max(-limit, origin.yaw + (x - origin.x) * Self.degreesPerPoint))
            pitch = min(limit, max(-limit, origin.pitch - (y - origin.y) * Self.degreesPerPoint))
            return true
        default:
            dragOrigin = nil
            return false
        }
    }

    /// The slabs of `root`'s tree in drawing order (a layer before its sublayers, siblings by
    /// zPosition, then as added), skipping hidden and fully transparent subtrees. Call it inside
    /// the device's `run { }`: presentations are evaluated at its current media time.
    package static func slabs(of root: CALayer) -> [ExplodedSlab] {
        var slabs: [ExplodedSlab] = []
        collect(root, parentToScreen: .identity, parent: nil, depth: 0, opacity: 1, into: &slabs)
        return slabs
    }

    private static func collect(_ layer: CALayer, parentToScreen: Homography, parent: CALayer?, depth: Int, opacity: Float,
                                into slabs: inout [ExplodedSlab]) {
        let s = layer.presentation() ?? layer
        let opacity = opacity * s.opacity
        guard !s.isHidden, opacity > 0.001 else { return }
        let toScreen = parentToScreen.after(localToParent(s, parent: parent))
        let bounds = s.bounds
        // The slab's own coordinates start at the bounds' origin, so scrolled content lines up.
        let slabToScreen = toScreen.after(.translation(Double(bounds.minX), Double(bounds.minY)))
        let view = layer.delegate as? UIView
        if bounds.width > 0, bounds.height > 0 {
            slabs.append(ExplodedSlab(size: bounds.size, toScreen: slabToScreen, depth: depth,
                                      viewClassName: view?.layer === layer ? String(describing: type(of: view!)) : nil,
                                      opacity: opacity, backgroundColor: s.backgroundColor, contents: s.contents,
                                      contentsRect: s.contentsRect, contentsGravity: s.contentsGravity,
                                      contentsScale: s.contentsScale, cornerRadius: s.cornerRadius))
        }
        let children = (layer.sublayers ?? []).enumerated()
            .sorted { a, b in
                let za = (a.element.presentation() ?? a.element).zPosition, zb = (b.element.presentation() ?? b.element).zPosition
                return za != zb ? za < zb : a.offset < b.offset
            }
        for (_, child) in children {
            collect(child, parentToScreen: toScreen, parent: s, depth: depth + 1, opacity: opacity, into: &slabs)
        }
    }

    /// The flattened map from a layer's bounds coordinates to its superlayer's, as the
    /// compositor projects it: anchor, transform, position, and the superlayer's
    /// sublayerTransform about its anchor.
    static func localToParent(_ s: CALayer, parent: CALayer?) -> Homography {
        let ax = s.bounds.minX + s.anchorPoint.x * s.bounds.width, ay = s.bounds.minY + s.anchorPoint.y * s.bounds.height
        var m = CATransform3DConcat(CATransform3DConcat(CATransform3DMakeTranslation(-ax, -ay, -s.anchorPointZ), s.transform),
                                    CATransform3DMakeTranslation(s.position.x, s.position.y, s.zPosition))
        if let p = parent, !CATransform3DIsIdentity(p.sublayerTransform) {
            let px = p.bounds.minX + p.anchorPoint.x * p.bounds.width, py = p.bounds.minY + p.anchorPoint.y * p.bounds.height
            let about = CATransform3DConcat(CATransform3DConcat(CATransform3DMakeTranslation(-px, -py, 0), p.sublayerTransform),
                                            CATransform3DMakeTranslation(px, py, 0))
            m = CATransform3DConcat(m, about)
        }
        return m.flattenedHomography
    }
}
