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
    package var isOpaque: Bool {
        pixels.withUnsafeBufferPointer { p in
            guard let base = p.baseAddress else { return true }
            var i = 0
            // An AND of the pixels eight at a time: alpha stays 255 only if it is 255 in all.
            // Four chunks a step, in separate vectors, and a stop at the first step with a
            // translucent pixel: a third of the instructions for an opaque picture, and a
            // translucent one is rarely read to its end.
            var all = Pixels8(repeating: 0xFFFF_FFFF)
            while i + 32 <= p.count {
                let a = PixelMath.load(base + i) & PixelMath.load(base + i + 8)
                let b = PixelMath.load(base + i + 16) & PixelMath.load(base + i + 24)
                all &= a & b
                i += 32
                if !PixelMath.isOpaque(all) { return false }
            }
            while i + 8 <= p.count {
                all &= PixelMath.load(base + i)
                i += 8
            }
            while i < p.count {
                all[0] &= base[i]
                i += 1
            }
            return PixelMath.isOpaque(all)
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
