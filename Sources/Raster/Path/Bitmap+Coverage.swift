extension Bitmap {
    /// Paints `color` (premultiplied) source-over through a coverage mask: each pixel gets the
    /// color times its coverage, over what is there.
    public mutating func fill(_ mask: CoverageMask, color: RGBA8, clip: PixelRect? = nil) {
        fill(mask, clip: clip) { _, _ in color }
    }

    /// Paints source-over through a coverage mask, the color of each pixel given by
    /// `colorAt(x, y)` (premultiplied), for gradients.
    public mutating func fill(_ mask: CoverageMask, clip: PixelRect? = nil, colorAt: (Int, Int) -> RGBA8) {
        let area = mask.box.intersection(bounds).intersection(clip ?? bounds)
        guard !area.isEmpty else { return }
        for y in area.y0..<area.y1 {
            let maskRow = (y - mask.box.y0) * mask.box.width - mask.box.x0
            for x in area.x0..<area.x1 {
                let c = mask.values[maskRow + x]
                guard c > 0 else { continue }
                let s = colorAt(x, y)
                guard s.a > 0 else { continue }
                let k = Double(c)
                let index = y * width + x
                let d = RGBA8(packed: pixels[index])
                let keep = 1 - Double(s.a) * k / 255
                func channel(_ sv: UInt8, _ dv: UInt8) -> UInt8 {
                    UInt8(max(0, min(255, (Double(sv) * k + Double(dv) * keep).rounded())))
                }
                pixels[index] = RGBA8(r: channel(s.r, d.r), g: channel(s.g, d.g), b: channel(s.b, d.b), a: channel(s.a, d.a)).packed
            }
        }
    }

    /// Multiplies every pixel by its coverage in `mask` placed at the bitmap's origin plus
    /// (`dx`, `dy`) (pixels outside the mask's box become clear): clipping to a filled path.
    public mutating func multiply(by mask: CoverageMask, dx: Int = 0, dy: Int = 0) {
        for y in 0..<height {
            for x in 0..<width {
                let c = mask[x + dx, y + dy]
                let index = y * width + x
                if c >= 1 { continue }
                if c <= 0 { pixels[index] = 0; continue }
                let p = RGBA8(packed: pixels[index])
                func scaled(_ v: UInt8) -> UInt8 { UInt8((Double(v) * Double(c)).rounded()) }
                pixels[index] = RGBA8(r: scaled(p.r), g: scaled(p.g), b: scaled(p.b), a: scaled(p.a)).packed
            }
        }
    }

    /// Mixes each pixel of `area` back toward `original` (the pixels of `area` before some
    /// drawing, row by row) by one minus its coverage in `mask`: drawing limited to a path clip.
    public mutating func restore(_ original: [UInt32], in area: PixelRect, outside mask: CoverageMask) {
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
