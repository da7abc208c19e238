import Foundation
import Raster

extension DisplayListBuilder {
    /// A clip that cuts nothing: the pixels of a list drawn offscreen, or of a box no rectangle
    /// bounds.
    static let unboundedClip = PixelRect(x0: -1 << 28, y0: -1 << 28, x1: 1 << 28, y1: 1 << 28)

    /// The whole pixels of a local rectangle's image under `h`: under a scale and translation,
    /// the rectangle's own pixels (its edges rounded to the nearest pixel edge, as a clip to
    /// bounds cuts); otherwise every pixel the image touches (`cornerBox` rounded outwards, a
    /// pixel wider), and `unboundedClip` when a corner lies behind the eye.
    static func pixelBox(of r: CGRect, through h: Homography) -> PixelRect {
        guard let box = cornerBox(of: r, through: h) else { return .empty }
        if box.isInfinite { return unboundedClip }
        // Clamped to the unbounded clip, so that a corner near the horizon cannot trap `Int(_:)`.
        let limit = Double(unboundedClip.x1)
        let aligned = h.isScaleTranslate
        // Outwards, a pixel more: an edge's coverage reaches the pixels whose centers lie within
        // half a pixel past it.
        func edge(_ v: CGFloat, _ outwards: Double) -> Int {
            let v = max(-limit, min(limit, Double(v)))
            return Int(aligned ? v.rounded() : (v + outwards).rounded(outwards < 0 ? .down : .up))
        }
        return PixelRect(x0: edge(box.minX, -1), y0: edge(box.minY, -1), x1: edge(box.maxX, 1), y1: edge(box.maxY, 1))
    }

    /// The box of a rectangle's four corners under `h`: `CGRect.infinite` when a corner lies
    /// behind the eye (W <= 0), where the image reaches past every box, and nil when one maps to
    /// no point at all (NaN, or an infinite coordinate).
    static func cornerBox(of r: CGRect, through h: Homography) -> CGRect? {
        var minX = Double.infinity, minY = Double.infinity, maxX = -Double.infinity, maxY = -Double.infinity
        var behindEye = false
        for (x, y) in [(r.minX, r.minY), (r.maxX, r.minY), (r.maxX, r.maxY), (r.minX, r.maxY)] {
            let (X, Y, W) = h.applyHomogeneous(x: Double(x), y: Double(y))
            guard !W.isNaN else { return nil }
            guard W > 0 else { behindEye = true; continue }
            let u = X / W, v = Y / W
            guard u.isFinite, v.isFinite else { return nil }
            minX = min(minX, u); maxX = max(maxX, u)
            minY = min(minY, v); maxY = max(maxY, v)
        }
        if behindEye { return .infinite }
        return CGRect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
    }

    /// At most this many layers are looked at to show that a clip cuts nothing; past it the
    /// clip is kept (a picture drawn offscreen is never wrong, only dearer).
    static let maximumLayersToFit = 256

    /// Whether clipping the sublayers of a layer (with values `s`) to its bounds would cut
    /// nothing: every shown descendant draws inside those bounds.
    ///
    /// A clip that is not whole pixels (the layer turned, or in perspective) is drawn as an
    /// offscreen picture cut to the bounds (`appendGroup`); in perspective, when it cuts
    /// nothing, drawing each sublayer straight through the layer's transform gives the picture
    /// Core Animation flattens, without a picture whose size and resolution change with every
    /// frame of a turn (a page flipping with its table, docs/perf-log/issue-37-twentieth-pass.md).
    /// Conservative: a descendant that may draw past its own bounds (a shadow, a shape's path,
    /// contents placed outside, a transition, a curl, a backdrop), a corner behind the eye, or
    /// more than `maximumLayersToFit` layers answer no.
    func sublayersFit(_ children: [(CALayer, LayerState)], within s: LayerState) -> Bool {
        var budget = Self.maximumLayersToFit
        guard let extent = extent(of: children, sublayerTransform: CALayer.sublayerTransformAboutAnchor(s), budget: &budget) else {
            return false
        }
        guard !extent.isNull else { return true }
        // A hair of slack for the sums that place a sublayer exactly on the edge.
        return extent.minX >= s.bounds.minX - 1e-9 && extent.minY >= s.bounds.minY - 1e-9
            && extent.maxX <= s.bounds.maxX + 1e-9 && extent.maxY <= s.bounds.maxY + 1e-9
    }

    /// The box, in the parent's coordinates, of everything `children` and their descendants
    /// draw (`CGRect.null`: nothing), or nil when it cannot be told (see `sublayersFit`).
    private func extent(of children: [(CALayer, LayerState)], sublayerTransform: CATransform3D?,
                        budget: inout Int) -> CGRect? {
        var box = CGRect.null
        for (child, cs) in children where !cs.isHidden && cs.opacity > 0 {
            budget -= 1
            guard budget >= 0, let own = ownExtent(child, cs) else { return nil }
            // In any order: only their box is wanted (`reversed` is the array itself, not a copy).
            guard let below = extent(of: self.children(of: child).reversed, sublayerTransform: CALayer.sublayerTransformAboutAnchor(cs),
                                     budget: &budget) else { return nil }
            let local = CALayer.localToParent(cs, sublayerTransform: sublayerTransform)
            guard let placed = Self.cornerBox(of: own.union(below), through: local), !placed.isInfinite else { return nil }
            box = box.union(placed)
        }
        return box
    }

    /// The box, in its own coordinates, of what a layer draws itself: its bounds, and its
    /// contents where gravity places them; nil when it may draw anywhere else.
    private func ownExtent(_ layer: CALayer, _ s: LayerState) -> CGRect? {
        if s.transition != nil || Self.castsShadow(s) || layer is BackdropBlurLayer || layer is PageCurlLayer
            || (layer is CAShapeLayer && Self.drawsPicture(layer, s)) {
            return nil
        }
        guard let image = s.contents as? CGImage else { return s.bounds }
        return s.bounds.union(Self.gravityRect(s, image: image))
    }
}
