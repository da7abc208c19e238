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

    /// Blends `source` source-over with its top-left pixel at (x, y), times `opacity`, limited to
    /// `clip` when given.
    package mutating func blend(_ source: Bitmap, x: Int, y: Int, opacity: Double = 1, clip: PixelRect? = nil) {
        let c = clip ?? bounds
        withTarget { $0.blend(source, x: x, y: y, opacity: opacity, clip: c) }
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
