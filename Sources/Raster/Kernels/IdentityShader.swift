/// Draws an image moved by whole pixels: pixel (x, y) shows texel (x - dx, y - dy).
///
/// Interior spans read the source row directly and, chunk by chunk, store opaque pixels,
/// skip clear ones and blend the rest; that is the common case of a page sliding across the
/// screen. Outline spans (and spans whose texels fall outside the image) clamp each index.
struct IdentityShader: SpanShader {
    /// The image being drawn.
    let source: SourceImage
    /// Column offset: pixel x shows texel x - dx.
    let dx: Int
    /// Row offset: row y shows texel row y - dy.
    let dy: Int
    /// Texel row of the current destination row, clamped.
    private var texelRow = 0
    /// Whether the current destination row's texel row is inside the image (unclamped).
    private var rowInside = false

    /// A shader showing texel (x - dx, y - dy) at pixel (x, y).
    init(source: SourceImage, dx: Int, dy: Int) {
        self.source = source; self.dx = dx; self.dy = dy
    }

    mutating func beginRow(_ y: Int) {
        let t = y - dy
        rowInside = t >= 0 && t < Int(source.height)
        texelRow = max(0, min(Int(source.height) - 1, t))
    }

    @inline(__always)
    func shade(_ x: Int, count: Int) -> Pixels8 {
        let row = source.base + texelRow * Int(source.stride)
        let t = x - dx
        if count == 8 && t >= 0 && t + 8 <= Int(source.width) { return PixelMath.load(row + t) }
        let first = Int32(truncatingIfNeeded: max(-16, min(Int(source.width) + 16, t)))
        let columns = PixelMath.clamp(Ints8(repeating: first) &+ PixelMath.laneIndices, 0, source.width - 1)
        return PixelMath.gather(row, columns)
    }

    @inline(__always)
    func drawInterior(_ row: UnsafeMutablePointer<UInt32>, _ x0: Int, _ x1: Int, k: UInt32) -> Bool {
        let t0 = x0 - dx, t1 = x1 - dx
        guard rowInside, t0 >= 0, t1 <= Int(source.width) else { return false }
        let src = source.base + texelRow * Int(source.stride) - dx
        if k == 255 {
            // Pairs of chunks share one test: both opaque (AND of alphas is 255) or both clear.
            var x = x0
            while x1 &- x >= 16 {
                let s0 = PixelMath.load(src + x), s1 = PixelMath.load(src + x + 8)
                if PixelMath.isOpaque(s0 & s1) {
                    PixelMath.store(s0, row + x); PixelMath.store(s1, row + x + 8)
                } else if !PixelMath.isClear(s0 | s1) {
                    PixelMath.store(PixelMath.over(s0, PixelMath.load(row + x)), row + x)
                    PixelMath.store(PixelMath.over(s1, PixelMath.load(row + x + 8)), row + x + 8)
                }
                x &+= 16
            }
            guard x < x1 else { return true }
            SpanDriver.forEachChunk(x, x1) { cx, count, keep in
                let s = count == 8 ? PixelMath.load(src + cx) : PixelMath.loadPartial(src + cx, count: count)
                SpanDriver.blend(s, row + cx, count: count, keep: keep)
            }
        } else {
            let kv = Pixels8(repeating: k)
            // A page fading over another is mostly runs of equal chunks over equal chunks (flat
            // backgrounds): a whole chunk equal in source and destination to the last one gets
            // its result again. The memo starts as (0, 0) -> 0, which is the blend's own result.
            var lastSource = Pixels8(repeating: 0), lastDestination = Pixels8(repeating: 0)
            var lastResult = Pixels8(repeating: 0)
            SpanDriver.forEachChunk(x0, x1) { cx, count, keep in
                guard count == 8 && keep == 0 else {
                    let s = count == 8 ? PixelMath.load(src + cx) : PixelMath.loadPartial(src + cx, count: count)
                    SpanDriver.blend(PixelMath.scale(s, by: kv), row + cx, count: count, keep: keep)
                    return
                }
                let s = PixelMath.load(src + cx), d = PixelMath.load(row + cx)
                if !PixelMath.isZero((s ^ lastSource) | (d ^ lastDestination)) {
                    lastSource = s; lastDestination = d
                    lastResult = PixelMath.over(PixelMath.scale(s, by: kv), d)
                }
                PixelMath.store(lastResult, row + cx)
            }
        }
        return true
    }
}
