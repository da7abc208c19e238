/// What fills a quad: one color, or a bitmap stretched over it.
package enum QuadFill: Sendable {
    /// A premultiplied color.
    case color(RGBA8)
    /// A bitmap; `crop` selects the texel rectangle (x, y, width, height in texels, may be
    /// fractional) stretched over the whole quad, nil meaning the whole bitmap.
    ///
    /// As Core Animation's `contentsRect`, sampling clamps to the texels the crop rectangle
    /// touches (columns floor(x) through ceil(x + width) - 1, likewise rows): texels outside it
    /// never bleed in, so two halves of one snapshot or the cells of a sprite sheet can be drawn
    /// apart. A crop reaching past the bitmap clamps to the bitmap's edges.
    case image(Bitmap, crop: TexelRect? = nil)
}

/// How a bitmap is sampled when drawn under a transform.
package enum SamplingFilter: Sendable {
    /// Bilinear interpolation of the four nearest texels (clamped at the crop's edges, see
    /// `QuadFill.image`).
    case bilinear
    /// The nearest texel (clamped to the crop's texels).
    case nearest
}

/// One drawing command: a rectangle `[0, width] x [0, height]` in its own local units, optionally
/// with rounded corners, mapped to destination pixels by a projective `transform`, filled with a
/// color or a bitmap, and blended source-over with `opacity`.
///
/// This is the compositor's only primitive: layer backgrounds, contents, borders' sides,
/// offscreen groups and shadows are all quads.
package struct QuadDraw: Sendable {
    /// Width of the local rectangle.
    package var width: Double
    /// Height of the local rectangle.
    package var height: Double
    /// Maps local points to destination pixels (pixel centers at +0.5).
    package var transform: Homography
    /// What fills the rectangle.
    package var fill: QuadFill
    /// Radius of the rounded corners in local units (0: square corners).
    package var cornerRadius: Double
    /// Multiplies the fill's alpha, 0...1.
    package var opacity: Double
    /// Whether edges get coverage anti-aliasing (true) or are cut at pixel centers (false).
    package var antialiased: Bool
    /// How a bitmap fill is sampled.
    package var filter: SamplingFilter

    /// Creates a drawing command.
    package init(width: Double, height: Double, transform: Homography = .identity, fill: QuadFill,
                cornerRadius: Double = 0, opacity: Double = 1, antialiased: Bool = true,
                filter: SamplingFilter = .bilinear) {
        self.width = width; self.height = height; self.transform = transform; self.fill = fill
        self.cornerRadius = cornerRadius; self.opacity = opacity; self.antialiased = antialiased
        self.filter = filter
    }
}

extension QuadDraw {
    /// The pixels drawing this quad can touch, before any clip: the bounding box of the part of
    /// its rectangle in front of the eye (W > 0), projected and grown by two pixels; empty when
    /// the size is not positive and finite or no part of the rectangle is in front of the eye.
    ///
    /// This is the one routine that bounds a quad: `RasterTarget.draw(_:clip:)` never touches a
    /// pixel outside it, and a compositor that takes it as an item's damage redraws everything
    /// the item drew. The rectangle is clipped by the half-plane W >= epsilon (a small fraction
    /// of the largest W at a corner) before projecting, so points at or behind the eye never
    /// produce infinite or flipped coordinates; huge coordinates are clamped by
    /// `PixelRect.covering`. Two pixels of margin cover anti-aliased edges and bilinear filtering.
    package var pixelBounds: PixelRect {
        let w = width, h = height, m = transform
        guard w > 0, h > 0, w.isFinite, h.isFinite else { return .empty }
        if m.m20 == 0, m.m21 == 0, m.m22 > 0, m.m22.isFinite {
            // No perspective: every corner has the same W, in front of the eye, so the clipped
            // polygon of `projectedBounds` is the rectangle itself, corner for corner. Done
            // without its arrays, which were a tenth of a frame built without drawing.
            var minX = Double.infinity, minY = Double.infinity, maxX = -Double.infinity, maxY = -Double.infinity
            func include(_ x: Double, _ y: Double) {
                let image = m.apply(x: x, y: y)
                minX = min(minX, image.x); maxX = max(maxX, image.x)
                minY = min(minY, image.y); maxY = max(maxY, image.y)
            }
            include(0, 0); include(w, 0); include(w, h); include(0, h)
            return PixelRect.covering(minX: minX, minY: minY, maxX: maxX, maxY: maxY, margin: 2)
        }
        return projectedBounds
    }

    /// `pixelBounds` by the general route, for any map: the rectangle clipped to W >= epsilon,
    /// projected, bounded.
    package var projectedBounds: PixelRect {
        let w = width, h = height, m = transform
        guard w > 0, h > 0, w.isFinite, h.isFinite else { return .empty }
        let corners = [(0.0, 0.0), (w, 0.0), (w, h), (0.0, h)]
        func wOf(_ p: (Double, Double)) -> Double { m.m20 * p.0 + m.m21 * p.1 + m.m22 }
        let largest = corners.map(wOf).max() ?? 0
        guard largest > 0, largest.isFinite else { return .empty }
        let epsilon = largest * 1e-7
        var polygon: [(Double, Double)] = []
        for i in 0..<4 {
            let p = corners[i], q = corners[(i + 1) % 4]
            let wp = wOf(p) - epsilon, wq = wOf(q) - epsilon
            if wp >= 0 { polygon.append(p) }
            if (wp >= 0) != (wq >= 0) {
                let t = wp / (wp - wq)
                polygon.append((p.0 + (q.0 - p.0) * t, p.1 + (q.1 - p.1) * t))
            }
        }
        guard !polygon.isEmpty else { return .empty }
        var minX = Double.infinity, minY = Double.infinity, maxX = -Double.infinity, maxY = -Double.infinity
        for p in polygon {
            let image = m.apply(x: p.0, y: p.1)
            minX = min(minX, image.x); maxX = max(maxX, image.x)
            minY = min(minY, image.y); maxY = max(maxY, image.y)
        }
        return PixelRect.covering(minX: minX, minY: minY, maxX: maxX, maxY: maxY, margin: 2)
    }
}
