/// Fills a quad with one premultiplied color: interior spans are plain stores (opaque) or a
/// blend with a constant, and only spans along the outline evaluate coverage.
struct ColorShader: SpanShader {
    /// The color in every lane.
    let color: Pixels8

    /// A shader for `color`.
    init(_ color: RGBA8) { self.color = Pixels8(repeating: color.packed) }

    func beginRow(_ y: Int) {}

    @inline(__always)
    func shade(_ x: Int, count: Int) -> Pixels8 { color }

    @inline(__always)
    func drawInterior(_ row: UnsafeMutablePointer<UInt32>, _ x0: Int, _ x1: Int, k: UInt32) -> Bool {
        let s = k == 255 ? color : PixelMath.scale(color, by: Pixels8(repeating: k))
        ColorShader.fill(row, x0, x1, with: s)
        return true
    }

    /// Blends the constant `s` (same pixel in every lane) over columns `x0..<x1` of `row`.
    @inline(__always)
    static func fill(_ row: UnsafeMutablePointer<UInt32>, _ x0: Int, _ x1: Int, with s: Pixels8) {
        let alpha = s[0] >> 24
        if alpha == 255 {
            // One pixel repeated: the standard library's fill, which LLVM unrolls into several
            // vector stores a turn (an opaque fill is most of a page's pixels).
            (row + x0).update(repeating: s[0], count: x1 - x0)
        } else if s[0] != 0 {
            // Every lane has the same source, so the destination factor is one constant.
            let inverse = Pixels8(repeating: 255 - alpha)
            // A translucent bar over a flat page: a chunk equal to the last one gets its result
            // again (the memo starts as the blend of a clear chunk).
            var lastDestination = Pixels8(repeating: 0), lastResult = s
            SpanDriver.forEachChunk(x0, x1) { x, count, keep in
                let p = row + x
                if count == 8 {
                    let d = PixelMath.load(p)
                    if keep == 0 && PixelMath.isZero(d ^ lastDestination) { PixelMath.store(lastResult, p); return }
                    var out = s &+ PixelMath.scale(d, by: inverse)
                    if keep == 0 {
                        lastDestination = d; lastResult = out
                    } else {
                        let m = PixelMath.lanesBelow(keep)
                        out = (d & m) | (out & ~m)
                    }
                    PixelMath.store(out, p)
                } else {
                    let d = PixelMath.loadPartial(p, count: count)
                    PixelMath.storePartial(s &+ PixelMath.scale(d, by: inverse), p, count: count)
                }
            }
        }
    }
}
