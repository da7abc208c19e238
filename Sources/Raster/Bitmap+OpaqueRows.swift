extension Bitmap {
    /// The longest run of rows whose every pixel is opaque (alpha 255), as a rectangle as wide as
    /// the bitmap; empty when no row is. The earlier run when two are as long.
    ///
    /// What an offscreen picture hides of what lies under it (`DrawItem.opaqueRect`): a sheet
    /// rounded at its top is opaque below its corners. Each row is one AND of its pixels, eight at
    /// a time: about a third of an instruction a pixel.
    package var opaqueRows: PixelRect {
        guard width > 0 else { return .empty }
        return pixels.withUnsafeBufferPointer { p -> PixelRect in
            let base = p.baseAddress!
            var best = 0..<0, start = -1
            for y in 0...height {
                let opaque = y < height && Self.isOpaqueRow(base + y * width, count: width)
                if opaque {
                    if start < 0 { start = y }
                } else if start >= 0 {
                    if y - start > best.count { best = start..<y }
                    start = -1
                }
            }
            return best.isEmpty ? .empty : PixelRect(x0: 0, y0: best.lowerBound, x1: width, y1: best.upperBound)
        }
    }

    /// Whether `count` pixels from `row` are all opaque: four chunks a step, stopping at the
    /// first step with a translucent pixel.
    @inline(__always)
    private static func isOpaqueRow(_ row: UnsafePointer<UInt32>, count: Int) -> Bool {
        var all = Pixels8(repeating: 0xFFFF_FFFF)
        var i = 0
        while i + 32 <= count {
            let a = PixelMath.load(row + i) & PixelMath.load(row + i + 8)
            let b = PixelMath.load(row + i + 16) & PixelMath.load(row + i + 24)
            all &= a & b
            i += 32
            if !PixelMath.isOpaque(all) { return false }
        }
        while i + 8 <= count {
            all &= PixelMath.load(row + i)
            i += 8
        }
        while i < count {
            all[0] &= row[i]
            i += 1
        }
        return PixelMath.isOpaque(all)
    }
}
