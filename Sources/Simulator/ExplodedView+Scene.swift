import Foundation
import Raster
import Text
import UIKit

extension ExplodedView {
    /// The backdrop behind the slabs.
    static let backdrop = RGBA8(red: 0.12, green: 0.13, blue: 0.16)
    /// The slabs' outline.
    static let outlineColor = CGColor(red: 0.45, green: 0.75, blue: 1, alpha: 0.85)
    /// The faint fill of slabs that draw nothing themselves, so containers read as glass.
    static let glassColor = CGColor(red: 1, green: 1, blue: 1, alpha: 0.05)
    /// How far the scene is shrunk so a turned tree stays on screen.
    static let sceneScale: CGFloat = 0.56
    /// The eye's distance for the perspective (m34 = -1 / distance), in points.
    static let eyeDistance: CGFloat = 1600

    /// The stage's sublayerTransform: the turn, a shrink, then perspective.
    package var cameraTransform: CATransform3D {
        let radians = CGFloat.pi / 180
        var perspective = CATransform3DIdentity
        perspective.m34 = -1 / Self.eyeDistance
        let turn = CATransform3DConcat(CATransform3DMakeRotation(CGFloat(yaw) * radians, 0, 1, 0),
                                       CATransform3DMakeRotation(CGFloat(pitch) * radians, 1, 0, 0))
        let shrunk = CATransform3DConcat(turn, CATransform3DMakeScale(Self.sceneScale, Self.sceneScale, Self.sceneScale))
        return CATransform3DConcat(shrunk, perspective)
    }

    /// Draws the slabs as a 3D scene of `screenSize` points at `scale` pixels per point, with
    /// our own compositor: each slab a layer placed by its screen map and pushed forward by its
    /// depth, under a stage whose sublayerTransform turns and puts it in perspective.
    ///
    /// The scene lives in a layer context of its own, so building it touches nothing of the
    /// app's (no change counts, no transactions, no animations).
    package func render(_ slabs: [ExplodedSlab], screenSize: CGSize, scale: Double) -> Bitmap {
        LayerContext().run {
            let stage = CALayer()
            stage.bounds = CGRect(origin: .zero, size: screenSize)
            stage.position = CGPoint(x: screenSize.width / 2, y: screenSize.height / 2)
            stage.sublayerTransform = cameraTransform
            let middle = CGFloat(slabs.map(\.depth).max() ?? 0) / 2
            var labels: [String: CGImage] = [:]
            // Back to front: the slabs are parallel planes, so depth alone orders them for any
            // turn short of edge-on; within a depth, the tree's own drawing order.
            let ordered = slabs.enumerated().sorted { a, b in
                a.element.depth != b.element.depth ? a.element.depth < b.element.depth : a.offset < b.offset
            }.map(\.element)
            for slab in ordered {
                let label = slab.viewClassName.map { name in
                    labels[name] ?? { let image = Self.labelImage(name, scale: scale); labels[name] = image; return image }()
                }
                stage.addSublayer(Self.layer(for: slab, z: (CGFloat(slab.depth) - middle) * spacing, label: label, scale: scale))
            }
            let compositor = LayerCompositor(width: Int((Double(screenSize.width) * scale).rounded()),
                                             height: Int((Double(screenSize.height) * scale).rounded()),
                                             scale: scale, background: Self.backdrop)
            return compositor.render(stage, atMediaTime: 0)
        }
    }

    /// A slab's layer: what the layer alone draws, outlined, its label in its bottom-left corner.
    private static func layer(for slab: ExplodedSlab, z: CGFloat, label: CGImage?, scale: Double) -> CALayer {
        let layer = CALayer()
        layer.anchorPoint = .zero
        layer.bounds = CGRect(origin: .zero, size: slab.size)
        layer.position = .zero
        layer.transform = CATransform3DConcat(transform3D(slab.toScreen), CATransform3DMakeTranslation(0, 0, z))
        layer.backgroundColor = slab.drawsSomething ? slab.backgroundColor : glassColor
        layer.contents = slab.contents
        layer.contentsRect = slab.contentsRect
        layer.contentsGravity = slab.contentsGravity
        layer.contentsScale = slab.contentsScale
        layer.cornerRadius = slab.cornerRadius
        // A nearly transparent layer stays findable: its outline and label must still show.
        layer.opacity = max(0.35, slab.opacity)
        layer.borderWidth = 1
        layer.borderColor = outlineColor
        if let label {
            // In the bottom-left corner: the top edges of pages sit under the bars that float in
            // front of them, their bottoms are free.
            let tag = CALayer()
            tag.anchorPoint = CGPoint(x: 0, y: 1)
            tag.position = CGPoint(x: 1, y: slab.size.height - 1)
            tag.bounds = CGRect(x: 0, y: 0, width: Double(label.bitmap.width) / scale, height: Double(label.bitmap.height) / scale)
            tag.contents = label
            tag.contentsScale = CGFloat(scale)
            layer.addSublayer(tag)
        }
        return layer
    }

    /// A plane map as a 3D transform acting the same way on the plane z = 0 (the inverse of
    /// `flattenedHomography`), keeping z so the depth added after it stays.
    static func transform3D(_ h: Homography) -> CATransform3D {
        var t = CATransform3DIdentity
        t.m11 = CGFloat(h.m00); t.m21 = CGFloat(h.m01); t.m41 = CGFloat(h.m02)
        t.m12 = CGFloat(h.m10); t.m22 = CGFloat(h.m11); t.m42 = CGFloat(h.m12)
        t.m14 = CGFloat(h.m20); t.m24 = CGFloat(h.m21); t.m44 = CGFloat(h.m22)
        return t
    }

    /// A view's class name in white on a dark pill, drawn by our own text renderer.
    static func labelImage(_ name: String, scale: Double) -> CGImage {
        let renderer = TextRenderer.shared
        let layout = renderer.layout(name, style: TextStyle(font: TextFont(size: 10, isBold: true), alignment: .left), scale: scale)
        let padding = 3 * scale
        let width = Int((layout.width * scale + 2 * padding).rounded(.up)), height = Int((layout.height * scale + 2 * padding).rounded(.up))
        var pill = Bitmap(width: max(1, width), height: max(1, height))
        pill.draw(QuadDraw(width: Double(pill.width), height: Double(pill.height),
                           fill: .color(RGBA8(red: 0.05, green: 0.08, blue: 0.15, alpha: 0.8)), cornerRadius: 3 * scale))
        renderer.draw(layout, color: .white, into: &pill, x: padding, y: padding)
        return CGImage(bitmap: pill)
    }
}
