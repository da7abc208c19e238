extension RGBA8 {
    /// The 256 pixels `self` (premultiplied) takes at each coverage 0...255: every channel times
    /// coverage / 255, rounded to nearest, packed.
    package var coverageTints: [UInt32] {
        @inline(__always) func scale(_ c: UInt8, _ a: UInt32) -> UInt32 {
            let v = UInt32(c) * a + 128
            return (v + (v >> 8)) >> 8
        }
        return (UInt32(0)...255).map { a in
            scale(r, a) | scale(g, a) << 8 | scale(b, a) << 16 | scale(self.a, a) << 24
        }
    }
}

extension Bitmap {
    /// Blends `color` source-over through 8-bit coverage (`width` x `height` values, row after
    /// row) placed with its top-left value at pixel (x, y), touching only pixels inside `clip`
    /// when given: the pixels `blend(_:x:y:clip:)` gives for a bitmap of `color.coverageTints`
    /// looked up by each coverage, without making that bitmap.
    ///
    /// Text is drawn this way, one rendered run at a time: tinting each run into a bitmap of
    /// its own and blending that was two passes over every glyph's box and a new bitmap per run
    /// (docs/perf-log/issue-37-eleventh-pass.md).
    package mutating func blend(coverage: [UInt8], width: Int, height: Int, color: RGBA8, x: Int, y: Int,
                                clip: PixelRect? = nil) {
        guard width > 0, height > 0, coverage.count >= width * height, color.a > 0 else { return }
        let c = clip ?? bounds
        withTarget { $0.blend(coverage: coverage, width: width, height: height, color: color, x: x, y: y, clip: c) }
    }
}

extension RasterTarget {
    /// `Bitmap.blend(coverage:width:height:color:x:y:clip:)` into this target.
    ///
    /// Eight pixels at a time, as the identity kernel blends an image: a chunk without coverage
    /// is left, a fully covered chunk of an opaque color stored, any other blended source-over
    /// with the same arithmetic (`PixelMath.over`).
    package func blend(coverage: [UInt8], width: Int, height: Int, color: RGBA8, x: Int, y: Int, clip: PixelRect) {
        let area = clip.intersection(bounds).intersection(PixelRect(x: x, y: y, width: width, height: height))
        guard !area.isEmpty else { return }
        let tints = color.coverageTints
        let solid = Pixels8(repeating: tints[255]), opaque = color.a == 255
        tints.withUnsafeBufferPointer { tints in
            coverage.withUnsafeBufferPointer { coverage in
                let tint = tints.baseAddress!
                for row in area.y0..<area.y1 {
                    let values = coverage.baseAddress! + ((row - y) * width + area.x0 - x)
                    let pixels = base + (row * self.width + area.x0)
                    let count = area.width
                    var i = 0
                    while i + 8 <= count {
                        let eight = UnsafeRawPointer(values + i).loadUnaligned(as: UInt64.self)
                        if eight != 0 {
                            if opaque && eight == .max {
                                PixelMath.store(solid, pixels + i)
                            } else {
                                let v = values + i
                                let s = Pixels8(tint[Int(v[0])], tint[Int(v[1])], tint[Int(v[2])], tint[Int(v[3])],
                                                tint[Int(v[4])], tint[Int(v[5])], tint[Int(v[6])], tint[Int(v[7])])
                                PixelMath.store(PixelMath.over(s, PixelMath.load(pixels + i)), pixels + i)
                            }
                        }
                        i += 8
                    }
                    if i < count {
                        let rest = count - i
                        var s = Pixels8()
                        for k in 0..<rest { s[k] = tint[Int(values[i + k])] }
                        if !PixelMath.isClear(s) {
                            let d = PixelMath.loadPartial(pixels + i, count: rest)
                            PixelMath.storePartial(PixelMath.over(s, d), pixels + i, count: rest)
                        }
                    }
                }
            }
        }
    }
}
