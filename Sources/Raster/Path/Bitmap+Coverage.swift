extension Bitmap {
    /// Paints `color` (premultiplied) source-over through a coverage mask: each pixel gets the
    /// color times its coverage, over what is there.
    package mutating func fill(_ mask: CoverageMask, color: RGBA8, clip: PixelRect? = nil) {
        let area = clip ?? bounds
        guard !pixels.isEmpty else { return }
        withTarget { $0.fill(mask, color: color, clip: area) }
    }

    /// Paints source-over through a coverage mask, the color of each pixel given by
    /// `colorAt(x, y)` (premultiplied), for gradients.
    package mutating func fill(_ mask: CoverageMask, clip: PixelRect? = nil, colorAt: (Int, Int) -> RGBA8) {
        let area = mask.box.intersection(bounds).intersection(clip ?? bounds)
        guard !area.isEmpty else { return }
        for y in area.y0..<area.y1 {
            let maskRow = (y - mask.box.y0) * mask.box.width - mask.box.x0
            for x in area.x0..<area.x1 {
                let k = Self.coverageLevel(mask.values[maskRow + x])
                guard k > 0 else { continue }
                let index = y * width + x
                pixels[index] = Self.blend(colorAt(x, y), coverage: k, over: pixels[index])
            }
        }
    }

    /// A coverage in 0...1 as a level in 0...255, rounded to nearest.
    @inline(__always)
    static func coverageLevel(_ c: Float) -> UInt32 {
        c <= 0 ? 0 : c >= 1 ? 255 : UInt32(c * 255 + 0.5)
    }

    /// `color` at coverage `k` / 255 over the packed pixel `d`, source-over, each channel
    /// rounded to nearest.
    @inline(__always)
    static func blend(_ color: RGBA8, coverage k: UInt32, over d: UInt32) -> UInt32 {
        @inline(__always) func mul(_ a: UInt32, _ b: UInt32) -> UInt32 {
            // a * b / 255, rounded: the usual exact trick for 8-bit products.
            let t = a * b + 128
            return (t + (t >> 8)) >> 8
        }
        let sr = mul(UInt32(color.r), k), sg = mul(UInt32(color.g), k), sb = mul(UInt32(color.b), k), sa = mul(UInt32(color.a), k)
        let keep = 255 - sa
        let r = sr + mul(d & 0xFF, keep), g = sg + mul((d >> 8) & 0xFF, keep)
        let b = sb + mul((d >> 16) & 0xFF, keep), a = sa + mul(d >> 24, keep)
        return min(r, 255) | min(g, 255) << 8 | min(b, 255) << 16 | min(a, 255) << 24
    }

    /// Multiplies every pixel by its coverage in `mask` placed at the bitmap's origin plus
    /// (`dx`, `dy`) (pixels outside the mask's box become clear): clipping to a filled path.
    package mutating func multiply(by mask: CoverageMask, dx: Int = 0, dy: Int = 0) {
        let rows = 0..<height
        guard !pixels.isEmpty else { return }
        withTarget { $0.multiply(by: mask, dx: dx, dy: dy, rows: rows) }
    }

    /// Mixes each pixel of `area` back toward `original` (the pixels of `area` before some
    /// drawing, row by row) by one minus its coverage in `mask`: drawing limited to a path clip.
    package mutating func restore(_ original: [UInt32], in area: PixelRect, outside mask: CoverageMask) {
        for y in area.y0..<area.y1 {
            for x in area.x0..<area.x1 {
                let c = Double(mask[x, y])
                if c >= 1 { continue }
                let index = y * width + x
                let before = RGBA8(packed: original[(y - area.y0) * area.width + x - area.x0])
                let after = RGBA8(packed: pixels[index])
                func mix(_ b: UInt8, _ a: UInt8) -> UInt8 { UInt8((Double(b) + (Double(a) - Double(b)) * c).rounded()) }
                pixels[index] = RGBA8(r: mix(before.r, after.r), g: mix(before.g, after.g),
                                      b: mix(before.b, after.b), a: mix(before.a, after.a)).packed
            }
        }
    }
}
