// PLACEHOLDER: the Raster helper replaces this file with the real kernels.

extension RasterTarget {
    /// Draws `quad` source-over, touching only pixels inside `clip` (intersected with the target).
    public func draw(_ quad: QuadDraw, clip: PixelRect) { fatalError("not yet") }

    /// Blends `color` source-over onto every pixel of `rect` (intersected with the target).
    public func fill(_ rect: PixelRect, color: RGBA8) { fatalError("not yet") }

    /// Sets every pixel of `rect` (intersected with the target) to transparent.
    public func clear(_ rect: PixelRect) { fatalError("not yet") }
}

extension Bitmap {
    /// Draws `quad` source-over, limited to `clip` when given.
    public mutating func draw(_ quad: QuadDraw, clip: PixelRect? = nil) {
        let c = clip ?? bounds
        withTarget { $0.draw(quad, clip: c) }
    }

    /// Blends `color` source-over onto `rect`.
    public mutating func fill(_ rect: PixelRect, color: RGBA8) {
        withTarget { $0.fill(rect, color: color) }
    }

    /// A Gaussian-like blur of this bitmap, same size, with transparent pixels assumed outside.
    public func blurred(radius: Double) -> Bitmap { fatalError("not yet") }

    /// Multiplies every pixel by the alpha of the pixel at the same place in `mask` (same size).
    public mutating func multiplyAlpha(by mask: Bitmap) { fatalError("not yet") }

    /// A copy whose every pixel is `color` scaled by that pixel's alpha (a silhouette, for shadows).
    public func silhouette(color: RGBA8) -> Bitmap { fatalError("not yet") }
}
