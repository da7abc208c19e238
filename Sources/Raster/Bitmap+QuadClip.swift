extension Bitmap {
    /// Multiplies every pixel by the coverage of `quad`'s shape at its opacity: the same bytes as
    /// `multiplyAlpha(by:)` with a mask of this size where `quad` was drawn in opaque white over
    /// transparent pixels (the quad's fill is not used).
    ///
    /// Only the pixels along the outline are multiplied; those the quad covers fully at opacity 1
    /// are left as they are (scaling by 255 keeps every byte) and those it does not touch are
    /// cleared, so a rounded clip costs about its outline and a pass of stores rather than a
    /// second bitmap and a multiply of every pixel (docs/perf-log/issue-23-fourth-pass.md).
    /// With `region`, only its pixels are visited (a picture drawn only there).
    package mutating func multiplyAlpha(byCoverageOf quad: QuadDraw, region: PixelRect? = nil) {
        let w = width, h = height
        guard w > 0, h > 0 else { return }
        let geometry = quad.opacity > 0 ? QuadGeometry(quad) : nil
        let visited = region.map { $0.intersection(bounds) } ?? bounds
        guard !visited.isEmpty else { return }
        let area = geometry.map { $0.destinationBounds.intersection(visited) } ?? .empty
        let left = visited.x0, right = visited.x1
        let opacityScale = Float(min(quad.opacity, 1) * 255)
        let interiorK = PixelMath.factor(Floats8(repeating: 1), times: opacityScale)[0]
        // Rows between a scaled quad's corners cover its edge columns alike: their factors are
        // evaluated once (a sheet's side columns, cut as pieces of their own, down 2000 rows).
        var memo = EdgeFactorMemo()
        pixels.withUnsafeMutableBufferPointer { buffer in
            let base = buffer.baseAddress!
            for y in visited.y0..<visited.y1 {
                memo.beginRow()
                let row = base + y * w
                guard let g = geometry, !area.isEmpty, y >= area.y0, y < area.y1 else {
                    (row + left).update(repeating: 0, count: right - left)
                    continue
                }
                var x = left
                var coverage: CoverageRow?
                g.forEachSpan(row: y, from: area.x0, to: area.x1) { x0, x1, full in
                    if x0 > x { (row + x).update(repeating: 0, count: x0 - x) }
                    x = x1
                    if full {
                        if interiorK != 255 { Self.scaleSpan(row, x0, x1) { _ in Pixels8(repeating: interiorK) } }
                    } else {
                        if coverage == nil { coverage = CoverageRow(g, row: y, opacityScale: opacityScale) }
                        let c = coverage!
                        Self.scaleSpan(row, x0, x1) { memo.factors(at: $0, c) }
                    }
                }
                if right > x { (row + x).update(repeating: 0, count: right - x) }
            }
        }
    }

    /// Scales the pixels of columns `x0..<x1` of `row` by `factors(x)` (0...255 per lane, for the
    /// eight pixels from column x), each pixel exactly once.
    @inline(__always)
    private static func scaleSpan(_ row: UnsafeMutablePointer<UInt32>, _ x0: Int, _ x1: Int,
                                  _ factors: (Int) -> Pixels8) {
        SpanDriver.forEachChunk(x0, x1) { x, count, keep in
            let p = row + x
            let k = factors(x)
            if count == 8 {
                let d = PixelMath.load(p)
                var out = PixelMath.scale(d, by: k)
                if keep > 0 {
                    // The chunk overlaps pixels already scaled: those lanes keep their value.
                    let m = PixelMath.lanesBelow(keep)
                    out = (d & m) | (out & ~m)
                }
                PixelMath.store(out, p)
            } else {
                PixelMath.storePartial(PixelMath.scale(PixelMath.loadPartial(p, count: count), by: k), p, count: count)
            }
        }
    }
}
