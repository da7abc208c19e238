extension Bitmap {
    /// Multiplies every pixel by the alpha of the pixel at the same place in `mask` (same size).
    ///
    /// Each channel becomes channel * maskAlpha / 255, rounded to nearest: the mask layer of
    /// Core Animation, where only the mask's alpha matters.
    package mutating func multiplyAlpha(by mask: Bitmap) {
        precondition(mask.width == width && mask.height == height, "multiplyAlpha needs a mask of the same size")
        mask.pixels.withUnsafeBufferPointer { m in
            pixels.withUnsafeMutableBufferPointer { p in
                Bitmap.transform8(p, count: p.count) { i, v in
                    let alphas = (i + 8 <= p.count ? PixelMath.load(m.baseAddress! + i)
                                                    : PixelMath.loadPartial(m.baseAddress! + i, count: p.count - i)) &>> 24
                    return PixelMath.scale(v, by: alphas)
                }
            }
        }
    }

    /// A copy whose every pixel is `color` scaled by that pixel's alpha (a silhouette, for shadows).
    ///
    /// Each channel of the result is color channel * alpha / 255, rounded to nearest, so the
    /// result stays premultiplied; `color` is premultiplied too (its alpha is the shadow opacity).
    package func silhouette(color: RGBA8) -> Bitmap {
        var out = self
        let c = Pixels8(repeating: color.packed)
        out.pixels.withUnsafeMutableBufferPointer { p in
            Bitmap.transform8(p, count: p.count) { _, v in PixelMath.scale(c, by: v &>> 24) }
        }
        return out
    }

    /// Whether every pixel is opaque (alpha 255); true for an empty bitmap.
    ///
    /// One pass of `isOpaqueRow` over all the pixels: a third of the instructions of a plain loop
    /// for an opaque picture, and a translucent one is rarely read to its end.
    package var isOpaque: Bool {
        pixels.withUnsafeBufferPointer { p in
            guard let base = p.baseAddress else { return true }
            return Self.isOpaqueRow(base, count: p.count)
        }
    }

    /// Replaces each pixel by `body(index of its chunk's first pixel, chunk)`, eight at a time.
    @inline(__always)
    static func transform8(_ p: UnsafeMutableBufferPointer<UInt32>, count: Int,
                           _ body: (Int, Pixels8) -> Pixels8) {
        guard let base = p.baseAddress else { return }
        var i = 0
        while i + 8 <= count {
            PixelMath.store(body(i, PixelMath.load(base + i)), base + i)
            i += 8
        }
        if i < count {
            let n = count - i
            PixelMath.storePartial(body(i, PixelMath.loadPartial(base + i, count: n)), base + i, count: n)
        }
    }
}
