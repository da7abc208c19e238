/// Draws an image under a scale and translation, separably.
///
/// Each destination column maps to one texel pair and weight and each row to one texel row pair
/// and weight, computed once per draw (columns) or row. A row first blends its two source rows
/// into a buffer (only over the texels the row's spans need), then each pixel blends two
/// adjacent buffer texels: 8 loads per 8 pixels instead of 32. The rounding is the same as the
/// general kernel's (vertical, then horizontal).
struct ScaleShader: SpanShader {
    /// The image being drawn.
    let source: SourceImage
    /// Whether to take the nearest texel instead of blending.
    let nearest: Bool
    /// First destination column of the tables.
    let firstColumn: Int
    /// Per column: first texel of the pair (bilinear) or the texel (nearest).
    let columns: UnsafeMutablePointer<Int32>
    /// Per column: weight of the second texel of the pair, 0...256.
    let weights: UnsafeMutablePointer<UInt32>
    /// One row of vertically blended texels.
    let buffer: UnsafeMutablePointer<UInt32>
    /// Texel y = scaleY * (y + 0.5) + offsetY.
    let scaleY: Double, offsetY: Double
    /// The texel row (or blended buffer) of the current destination row.
    private var rowPixels: UnsafePointer<UInt32>
    /// The two source rows and weight when the current row blends them.
    private var upper: UnsafePointer<UInt32>, lower: UnsafePointer<UInt32>, rowWeight: UInt32 = 0
    /// Texels of `buffer` already blended for the current row.
    private var blendedFrom = 0, blendedTo = 0

    /// Tables for destination columns `x0..<x1` of the texel map `u = ux * (x + 0.5) + u0`,
    /// `v = vy * (y + 0.5) + v0`. Call `deallocate()` when done.
    init(source: SourceImage, nearest: Bool, columns x0: Int, _ x1: Int,
         ux: Double, u0: Double, vy: Double, v0: Double) {
        self.source = source; self.nearest = nearest; firstColumn = x0
        scaleY = vy; offsetY = v0
        // Eight spare entries let the last chunk of a row read whole vectors.
        let count = x1 - x0 + 8
        columns = .allocate(capacity: count); weights = .allocate(capacity: count)
        buffer = .allocate(capacity: Int(source.width) + 8)
        for i in 0..<count {
            let u = ux * (Double(x0 + i) + 0.5) + u0
            if nearest {
                columns[i] = SourceImage.nearestIndex(u, Int(source.width)); weights[i] = 0
            } else {
                (columns[i], weights[i]) = SourceImage.clampPair(u, Int(source.width))
            }
        }
        rowPixels = source.base; upper = source.base; lower = source.base
    }

    /// Frees the tables.
    func deallocate() { columns.deallocate(); weights.deallocate(); buffer.deallocate() }

    mutating func beginRow(_ y: Int) {
        let v = scaleY * (Double(y) + 0.5) + offsetY
        let w = Int(source.stride)
        blendedFrom = 0; blendedTo = 0; rowWeight = 0
        if nearest {
            rowPixels = source.base + Int(SourceImage.nearestIndex(v, Int(source.height))) * w
            return
        }
        let (index, weight) = SourceImage.clampPair(v, Int(source.height))
        upper = source.base + Int(index) * w
        lower = upper + w
        switch weight {
        case 0: rowPixels = upper
        case 256: rowPixels = lower
        default: rowPixels = UnsafePointer(buffer); rowWeight = weight
        }
    }

    mutating func beginSpan(_ x0: Int, _ x1: Int) {
        guard rowWeight != 0 else { return }
        let a = Int(columns[x0 - firstColumn]), b = Int(columns[x1 - 1 - firstColumn])
        var from = min(a, b), to = max(a, b) + 2
        if blendedTo > blendedFrom {
            // Spans of one row come left to right; blend only what is missing, gap included.
            if from >= blendedFrom && to <= blendedTo { return }
            let oldFrom = blendedFrom, oldTo = blendedTo
            from = min(from, oldFrom); to = max(to, oldTo)
            if from < oldFrom { blendRows(from, oldFrom) }
            if to > oldTo { blendRows(oldTo, to) }
        } else {
            blendRows(from, to)
        }
        blendedFrom = from; blendedTo = to
    }

    /// Blends texels `t0..<t1` of the two source rows into `buffer`.
    private func blendRows(_ t0: Int, _ t1: Int) {
        let f = Pixels8(repeating: rowWeight)
        SpanDriver.forEachChunk(t0, t1) { t, count, _ in
            // Recomputing the overlapped lanes of the last chunk writes the same values again.
            if count == 8 {
                // Rows alike (flat or vertically uniform content) blend to themselves.
                let a = PixelMath.load(upper + t), b = PixelMath.load(lower + t)
                PixelMath.store(PixelMath.isZero(a ^ b) ? a : PixelMath.lerp(a, b, f), buffer + t)
            } else {
                let a = PixelMath.loadPartial(upper + t, count: count), b = PixelMath.loadPartial(lower + t, count: count)
                PixelMath.storePartial(PixelMath.lerp(a, b, f), buffer + t, count: count)
            }
        }
    }

    @inline(__always)
    func shade(_ x: Int, count: Int) -> Pixels8 {
        let i = x - firstColumn
        let offsets = PixelMath.load(columns + i)
        if nearest { return PixelMath.gather(rowPixels, offsets) }
        let pairs = PixelMath.loadPairs(rowPixels, offsets)
        // Texels alike on both sides of every lane (flat content) are their own blend.
        if PixelMath.isZero(pairs.left ^ pairs.right) { return pairs.left }
        let f = PixelMath.load(weights + i)
        return PixelMath.lerp(pairs.left, pairs.right, f)
    }
}
