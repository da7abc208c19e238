/// Runs a shader over a quad: rows, spans, coverage, opacity and source-over blending.
enum SpanDriver {
    /// Draws the quad described by `geometry` with `shader` into `target`, inside `area` (already
    /// clipped to the target and the quad's bounds), row by row, or strip by strip when
    /// `stripWidth` is positive and smaller than the area, in tiles of `tileRows` rows (see
    /// `runStrips`); `onePixelChunks` shades one pixel per chunk (see `KernelOptions`).
    static func run<S: SpanShader>(_ shader: inout S, geometry: QuadGeometry, target: RasterTarget,
                                   area: PixelRect, opacity: Double, stripWidth: Int = 0, tileRows: Int = .max,
                                   onePixelChunks: Bool = false) {
        let opacityScale = Float(opacity * 255)
        let interiorK = PixelMath.factor(Floats8(repeating: 1), times: opacityScale)[0]
        if stripWidth > 0 && area.width > stripWidth {
            runStrips(&shader, geometry: geometry, target: target, area: area, opacityScale: opacityScale,
                      interiorK: interiorK, stripWidth: stripWidth, tileRows: tileRows, onePixelChunks: onePixelChunks)
            return
        }
        // A quad only scaled and moved has the same columns in every row: found once. (Two
        // loops, each with its closure written out, so that both stay inlined.)
        if let steady = AxisAlignedSpans(geometry, from: area.x0, to: area.x1) {
            var memo = EdgeFactorMemo()
            for y in area.y0..<area.y1 {
                let row = target.base + y * target.width
                var started = false
                var coverage: CoverageRow?
                memo.beginRow()
                steady.forEachSpan(row: y) { x0, x1, full in
                    if !started { shader.beginRow(y); started = true }
                    drawSpan(&shader, geometry, row, y, x0, x1, full: full, coverage: &coverage, memo: &memo,
                             opacityScale: opacityScale, interiorK: interiorK, onePixelChunks: onePixelChunks)
                }
            }
            return
        }
        var memo = EdgeFactorMemo()
        for y in area.y0..<area.y1 {
            let row = target.base + y * target.width
            var started = false
            var coverage: CoverageRow?
            memo.beginRow()
            geometry.forEachSpan(row: y, from: area.x0, to: area.x1) { x0, x1, full in
                if !started { shader.beginRow(y); started = true }
                drawSpan(&shader, geometry, row, y, x0, x1, full: full, coverage: &coverage, memo: &memo,
                         opacityScale: opacityScale, interiorK: interiorK, onePixelChunks: onePixelChunks)
            }
        }
    }

    /// Draws one span of row `y` (the row's shader state already begun) with interior blend
    /// factor `interiorK`; `coverage` caches the row's coverage evaluator, built on the first
    /// span that needs it, and `memo` the edge factors rows share (`EdgeFactorMemo`), when
    /// given. With `onePixelChunks`, every pixel is shaded alone through the generic paths (the
    /// shader's own `drawInterior` is not used).
    @inline(__always)
    static func drawSpan<S: SpanShader>(_ shader: inout S, _ geometry: QuadGeometry, _ row: UnsafeMutablePointer<UInt32>,
                                        _ y: Int, _ x0: Int, _ x1: Int, full: Bool, coverage: inout CoverageRow?,
                                        memo: inout EdgeFactorMemo, opacityScale: Float, interiorK: UInt32, onePixelChunks: Bool) {
        shader.beginSpan(x0, x1)
        if full {
            if interiorK == 0 { return }
            if onePixelChunks || !shader.drawInterior(row, x0, x1, k: interiorK) {
                interiorSpan(shader, row, x0, x1, k: interiorK, onePixelChunks: onePixelChunks)
            }
        } else {
            if coverage == nil { coverage = CoverageRow(geometry, row: y, opacityScale: opacityScale) }
            edgeSpan(shader, coverage!, row, x0, x1, memo: &memo, onePixelChunks: onePixelChunks)
        }
    }

    /// Blends a fully covered span: opaque chunks are stored, clear chunks skipped.
    @inline(__always)
    static func interiorSpan<S: SpanShader>(_ shader: S, _ row: UnsafeMutablePointer<UInt32>,
                                            _ x0: Int, _ x1: Int, k: UInt32, onePixelChunks: Bool) {
        forEachChunk(x0, x1, onePixel: onePixelChunks) { x, count, keep in
            let s = shader.shade(x, count: count)
            if k == 255 {
                if PixelMath.isOpaque(s) { put(s, row + x, count: count, keep: keep); return }
                if PixelMath.isClear(s) { return }
                blend(s, row + x, count: count, keep: keep)
            } else {
                blend(PixelMath.scale(s, by: Pixels8(repeating: k)), row + x, count: count, keep: keep)
            }
        }
    }

    /// Blends a fully covered span at full opacity with `sampler`: opaque chunks are stored,
    /// clear chunks skipped. The same steps as `interiorSpan` with `k == 255`, for a shader's
    /// `drawInterior` that has already settled its per-chunk choices (such as nearest or
    /// bilinear), so the loop keeps no test that cannot change within a span.
    @inline(__always)
    static func opaqueInterior<S: ChunkSampler>(_ sampler: S, _ row: UnsafeMutablePointer<UInt32>, _ x0: Int, _ x1: Int) {
        forEachChunk(x0, x1) { x, count, keep in
            let s = sampler.sample(x)
            if PixelMath.isOpaque(s) { put(s, row + x, count: count, keep: keep); return }
            if PixelMath.isClear(s) { return }
            blend(s, row + x, count: count, keep: keep)
        }
    }

    /// Blends a span near the outline, with per-pixel coverage (the factors of rows that share
    /// them taken from `memo`).
    @inline(__always)
    static func edgeSpan<S: SpanShader>(_ shader: S, _ coverage: CoverageRow, _ row: UnsafeMutablePointer<UInt32>,
                                        _ x0: Int, _ x1: Int, memo: inout EdgeFactorMemo, onePixelChunks: Bool) {
        forEachChunk(x0, x1, onePixel: onePixelChunks) { x, count, keep in
            let k = memo.factors(at: x, coverage)
            if k.wrappedSum() == 0 { return }
            let s = shader.shade(x, count: count)
            blend(PixelMath.scale(s, by: k), row + x, count: count, keep: keep)
        }
    }

    /// Splits `x0..<x1` into chunks of eight: `body(x, 8, 0)` for whole chunks, then a last
    /// chunk ending at `x1` that overlaps the previous one, whose first `keep` lanes must be left
    /// as they are, or, for a span shorter than eight, `body(x0, count, 0)` with `count < 8`.
    /// With `onePixel`, `body(x, 1, 0)` for every column instead.
    @inline(__always)
    static func forEachChunk(_ x0: Int, _ x1: Int, onePixel: Bool = false,
                             _ body: (_ x: Int, _ count: Int, _ keep: Int) -> Void) {
        if onePixel {
            for x in x0..<x1 { body(x, 1, 0) }
            return
        }
        var x = x0
        // Wrapping arithmetic: columns are screen coordinates, far from overflowing, and the
        // checked forms cost two overflow branches a chunk in every kernel's loop.
        while x1 &- x >= 8 { body(x, 8, 0); x &+= 8 }
        guard x < x1 else { return }
        if x1 - x0 >= 8 { body(x1 - 8, 8, 8 - (x1 - x)) } else { body(x, x1 - x, 0) }
    }

    /// Source-over of `s` onto the chunk at `p` (see `forEachChunk` for `count` and `keep`).
    @inline(__always)
    static func blend(_ s: Pixels8, _ p: UnsafeMutablePointer<UInt32>, count: Int, keep: Int) {
        if count == 8 {
            let d = PixelMath.load(p)
            var out = PixelMath.over(s, d)
            if keep > 0 {
                let m = PixelMath.lanesBelow(keep)
                out = (d & m) | (out & ~m)
            }
            PixelMath.store(out, p)
        } else {
            let d = PixelMath.loadPartial(p, count: count)
            PixelMath.storePartial(PixelMath.over(s, d), p, count: count)
        }
    }

    /// Stores opaque `s` over the chunk at `p` (see `forEachChunk` for `count` and `keep`).
    @inline(__always)
    static func put(_ s: Pixels8, _ p: UnsafeMutablePointer<UInt32>, count: Int, keep: Int) {
        if count == 8 {
            if keep > 0 {
                let m = PixelMath.lanesBelow(keep)
                PixelMath.store((PixelMath.load(p) & m) | (s & ~m), p)
            } else {
                PixelMath.store(s, p)
            }
        } else {
            PixelMath.storePartial(s, p, count: count)
        }
    }
}
