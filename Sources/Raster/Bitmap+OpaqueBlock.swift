extension Bitmap {
    /// A large rectangle of the picture whose every pixel is opaque (alpha 255): the longer of the
    /// longest run of rows opaque across and the blocks found around a few rows (a quarter, half
    /// and three quarters down), each the longest opaque run of that row extended up and down
    /// over the rows opaque along it. Empty when none is found; the earlier when two are as large.
    ///
    /// What an offscreen picture hides of what lies under it (`DrawItem.opaqueRect`): a sheet
    /// rounded at its top is opaque below its corners, and a group casting a shadow from its
    /// alpha is opaque inside the transparent margin its picture keeps for the shadow. Rows are
    /// read eight pixels at a time and only as far as their first translucent pixel, but for
    /// the three rows read whole, so a translucent picture costs a few rows, not its area, and
    /// an opaque one about a third of an instruction a pixel of its block.
    package var opaqueBlock: PixelRect {
        guard width > 0, height > 0 else { return .empty }
        return pixels.withUnsafeBufferPointer { p -> PixelRect in
            let base = p.baseAddress!, width = width, height = height
            func isOpaque(row y: Int, along run: Range<Int>) -> Bool {
                Self.isOpaqueRow(base + y * width + run.lowerBound, count: run.count)
            }
            // The longest run of rows opaque across.
            var best = PixelRect.empty, start = -1
            for y in 0...height {
                if y < height, isOpaque(row: y, along: 0..<width) {
                    if start < 0 { start = y }
                } else if start >= 0 {
                    if y - start > best.height { best = PixelRect(x0: 0, y0: start, x1: width, y1: y) }
                    start = -1
                }
            }
            for probe in [height / 4, height / 2, 3 * height / 4] {
                let run = Self.longestOpaqueRun(base + probe * width, count: width)
                guard run.count * height > best.area else { continue }
                // A run within the block found already, on one of its rows, would find it again.
                if (best.y0..<best.y1).contains(probe), best.x0 <= run.lowerBound, run.upperBound <= best.x1 { continue }
                var top = probe, bottom = probe + 1
                while top > 0, isOpaque(row: top - 1, along: run) { top -= 1 }
                while bottom < height, isOpaque(row: bottom, along: run) { bottom += 1 }
                let block = PixelRect(x0: run.lowerBound, y0: top, x1: run.upperBound, y1: bottom)
                if block.area > best.area || block.area == best.area && block.y0 < best.y0 { best = block }
            }
            return best
        }
    }

    /// The longest run of opaque pixels among `count` pixels from `row` (the first of equals);
    /// empty when none is.
    private static func longestOpaqueRun(_ row: UnsafePointer<UInt32>, count: Int) -> Range<Int> {
        var best = 0..<0, start = -1, i = 0
        func end(at x: Int) {
            if start >= 0, x - start > best.count { best = start..<x }
            start = -1
        }
        while i < count {
            if i + 8 <= count {
                // A chunk all opaque extends the run; one with no opaque pixel ends it.
                let chunk = PixelMath.load(row + i)
                if PixelMath.isOpaque(chunk) {
                    if start < 0 { start = i }
                    i += 8
                    continue
                }
                // An alpha of 255 is the only one that puts a pixel at or above 0xFF000000.
                if !any(chunk .>= Pixels8(repeating: 0xFF00_0000)) {
                    end(at: i)
                    i += 8
                    continue
                }
            }
            if row[i] >= 0xFF00_0000 {
                if start < 0 { start = i }
            } else {
                end(at: i)
            }
            i += 1
        }
        end(at: count)
        return best
    }

    /// Whether `count` pixels from `row` are all opaque: an AND of the pixels eight at a time,
    /// four chunks a step in separate vectors, stopping at the first step with a translucent
    /// pixel.
    @inline(__always)
    static func isOpaqueRow(_ row: UnsafePointer<UInt32>, count: Int) -> Bool {
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
