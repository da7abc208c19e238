extension Bitmap {
    /// Draws `quad` source-over, limited to `clip` when given (see `RasterTarget.draw(_:clip:)`).
    package mutating func draw(_ quad: QuadDraw, clip: PixelRect? = nil) {
        let c = clip ?? bounds
        withTarget { $0.draw(quad, clip: c) }
    }

    /// Blends `color` source-over onto `rect`.
    package mutating func fill(_ rect: PixelRect, color: RGBA8) {
        withTarget { $0.fill(rect, color: color) }
    }

    /// Sets the pixels of `rect` to transparent.
    package mutating func clear(_ rect: PixelRect) {
        withTarget { $0.clear(rect) }
    }

    /// Sets the pixels of `rect` to `color`, without blending (see `RasterTarget.replace(_:with:)`).
    package mutating func replace(_ rect: PixelRect, with color: RGBA8) {
        withTarget { $0.replace(rect, with: color) }
    }

    /// Blends `source` source-over with its top-left pixel at (x, y), times `opacity`, limited to
    /// `clip` when given.
    package mutating func blend(_ source: Bitmap, x: Int, y: Int, opacity: Double = 1, clip: PixelRect? = nil) {
        let c = clip ?? bounds
        withTarget { $0.blend(source, x: x, y: y, opacity: opacity, clip: c) }
    }

    /// Blends `color` source-over through 8-bit coverage (`width` x `height` values, row after
    /// row) placed with its top-left value at pixel (x, y), touching only pixels inside `clip`
    /// when given: the pixels `blend(_:x:y:opacity:clip:)` gives for a bitmap of `color.coverageTints`
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

    /// Replaces pixels with `source`'s, placed with its top-left pixel at (x, y), limited to
    /// `clip` when given.
    package mutating func copy(_ source: Bitmap, x: Int, y: Int, clip: PixelRect? = nil) {
        let c = clip ?? bounds
        withTarget { $0.copy(source, x: x, y: y, clip: c) }
    }

    /// Draws `source` curled over `rect` (see `RasterTarget.drawPageCurl`), limited to `clip`
    /// when given.
    package mutating func drawPageCurl(_ source: Bitmap, in rect: PixelRect, curl: PageCurl, opacity: Double = 1,
                                      clip: PixelRect? = nil) {
        let c = clip ?? bounds
        withTarget { $0.drawPageCurl(source, in: rect, curl: curl, opacity: opacity, clip: c) }
    }
}
