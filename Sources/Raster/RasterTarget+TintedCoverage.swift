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
