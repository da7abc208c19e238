import Foundation

extension ShadowMask {
    /// The mask of a silhouette `width` x `height` pixels holding `quad` (a rectangle or rounded
    /// rectangle filled with an opaque color, transparent around it), blurred by `radius`: the
    /// mask `init(silhouette:radius:threads:parallel:)` makes of that picture, the same bytes.
    ///
    /// When the quad is only scaled and moved, its rows between its corners are alike, so only
    /// the rows down to the first of them and up from the last are drawn, and the first stands
    /// for the others (checked equal to the last first; the whole picture is drawn when not).
    /// Any other quad is drawn whole, its rows split across `threads` by `parallel`.
    package init(quad: QuadDraw, width: Int, height: Int, radius: Double, threads: Int = 1, parallel: ParallelLoop? = nil) {
        // Rows are drawn into memory of the whole picture's size, of which only the rows drawn
        // are ever written or read, so the pages of the others are never touched.
        let pixels = UnsafeMutablePointer<UInt32>.allocate(capacity: max(1, width * height))
        defer { pixels.deallocate() }
        let target = RasterTarget(base: pixels, width: width, height: height)
        func draw(_ rows: Range<Int>) {
            (pixels + rows.lowerBound * width).initialize(repeating: 0, count: rows.count * width)
            target.draw(quad, clip: PixelRect(x0: 0, y0: rows.lowerBound, x1: width, y1: rows.upperBound))
        }
        var mask = SharedRowImage(width: width, channels: 1)
        func append(_ rows: Range<Int>, times: Int = 1) { mask.appendAlpha(of: pixels, rows: rows, times: times) }
        if let (first, last) = Self.alikeRows(of: quad, height: height) {
            draw(0..<(first + 1))
            draw(last..<height)
            if memcmp(pixels + first * width, pixels + last * width, width * 4) == 0 {
                append(0..<first)
                append(first..<(first + 1), times: last - first)
                append(last..<height)
                self.init(rows: mask, radius: radius, threads: threads, parallel: parallel)
                return
            }
        }
        let bands = SharedRowImage.chunkCount(work: width * height, threads: threads, limit: height)
        SharedRowImage.forEachChunk(bands, of: height, parallel: parallel, draw)
        append(0..<height)
        self.init(rows: mask, radius: radius, threads: threads, parallel: parallel)
    }

    /// The first and last of the rows (of a picture `height` rows high) that lie wholly between
    /// `quad`'s top and bottom corners, with a row to spare on either side, when the quad is only
    /// scaled and moved and has at least one such row between them; else nil.
    static func alikeRows(of quad: QuadDraw, height: Int) -> (first: Int, last: Int)? {
        let m = quad.transform
        guard m.m01 == 0, m.m10 == 0, m.m20 == 0, m.m21 == 0, m.m22 == 1, m.m00 > 0, m.m11 > 0,
              quad.height.isFinite, quad.cornerRadius.isFinite else { return nil }
        let top = m.m12, bottom = m.m12 + quad.height * m.m11, corner = max(0, quad.cornerRadius) * m.m11
        let upper = (top + corner).rounded(.up) + 1, lower = (bottom - corner).rounded(.down) - 2
        guard upper.isFinite, lower.isFinite, upper >= 0, lower < Double(height), upper + 1 < lower else { return nil }
        return (Int(upper), Int(lower))
    }
}
