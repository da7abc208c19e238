extension QuadDraw {
    /// A rectangle of pixels that drawing this quad sets to an opaque value whatever was under
    /// them, or an empty one when none is found; a compositor need not draw what lies below there.
    ///
    /// A pixel qualifies when it lies in a fully covered span (`QuadGeometry.forEachSpan`, which
    /// draws it with coverage exactly 1), the opacity is 1 and every sample of the fill is opaque:
    /// the kernels then store the sample instead of blending it. A color is opaque by its alpha;
    /// for an image fill the caller says whether every texel of the bitmap (not only the crop's)
    /// is opaque, which it can keep per image rather than scan the bitmap on every frame. Any
    /// blend of opaque texels is opaque, so the filter does not matter.
    ///
    /// The rectangle is found between the middle two of the projected corners' x and y (the whole
    /// quad when it is axis-aligned, the part between the slanted sides of a door turned about
    /// y), less the pixels its edges cut, and kept when its top and bottom rows are each one fully
    /// covered span: those spans form a convex region (the pixels whose centers satisfy four
    /// linear inequalities, and one more for the horizon), so every pixel between is covered too.
    /// A quad only scaled and moved whose edges fall on whole pixels (`wholePixelRect`) is its
    /// own rectangle: every pixel inside has full coverage, none is cut.
    /// Rounded corners are not handled (empty), nor are quads partly behind the eye.
    package func opaqueRect(imageIsOpaque: Bool) -> PixelRect {
        guard opacity >= 1, cornerRadius == 0 else { return .empty }
        switch fill {
        case .color(let color): guard color.a == 255 else { return .empty }
        case .image: guard imageIsOpaque else { return .empty }
        }
        // On whole pixels, every pixel inside has full coverage: the whole rectangle.
        if let exact = wholePixelRect { return exact.area >= 64 ? exact : .empty }
        let m = transform
        var xs: [Double] = [], ys: [Double] = []
        for (u, v) in [(0.0, 0.0), (width, 0.0), (width, height), (0.0, height)] {
            let w = m.m20 * u + m.m21 * v + m.m22
            guard w > 0, w.isFinite else { return .empty }
            xs.append((m.m00 * u + m.m01 * v + m.m02) / w)
            ys.append((m.m10 * u + m.m11 * v + m.m12) / w)
        }
        xs.sort()
        ys.sort()
        let candidate = PixelRect.covering(minX: xs[1], minY: ys[1], maxX: xs[2], maxY: ys[2])
        // Pixels the edges cut are not fully covered: start one pixel inside the candidate.
        let inner = PixelRect(x0: candidate.x0 + 1, y0: candidate.y0 + 1, x1: candidate.x1 - 1, y1: candidate.y1 - 1)
        guard !inner.isEmpty, inner.area >= 64, let geometry = QuadGeometry(self) else { return .empty }
        for y in [inner.y0, inner.y1 - 1] {
            var reaches = false
            geometry.forEachSpan(row: y, from: inner.x0, to: inner.x1) { x0, x1, full in
                if full && x0 == inner.x0 && x1 == inner.x1 { reaches = true }
            }
            guard reaches else { return .empty }
        }
        return inner
    }

    /// The pixels an axis-aligned quad whose edges fall on whole pixels covers, each exactly
    /// (the quad's pixels have full coverage, those outside none); nil for any other quad.
    package var wholePixelRect: PixelRect? {
        let m = transform
        guard m.m01 == 0, m.m10 == 0, m.m20 == 0, m.m21 == 0, m.m22 == 1, m.m00 > 0, m.m11 > 0 else { return nil }
        let edges = [m.m02, m.m12, m.m00 * width + m.m02, m.m11 * height + m.m12]
        let limit = Double(1 << 28)
        guard edges.allSatisfy({ $0.isFinite && abs($0) < limit && $0.rounded() == $0 }) else { return nil }
        let rect = PixelRect(x0: Int(edges[0]), y0: Int(edges[1]), x1: Int(edges[2]), y1: Int(edges[3]))
        return rect.isEmpty ? nil : rect
    }
}
