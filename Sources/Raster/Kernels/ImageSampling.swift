/// The texels an image fill samples and the map from destination pixels to them: the window of
/// the bitmap its crop rectangle touches, and the texel mapping relative to that window.
struct ImageSampling {
    /// The bitmap sampled: the original, or for a window thinner than two texels a padded copy.
    let image: Bitmap
    /// Index in `image.pixels` of the window's first texel.
    let first: Int
    /// The window's size in texels (at least 2 x 2).
    let width: Int, height: Int
    /// Destination pixel centers to texel coordinates of the window.
    let mapping: TexelMapping

    /// The sampling of `bitmap` (cropped to `crop`, nil meaning all of it) stretched over `quad`,
    /// or nil when there is nothing to sample (an empty bitmap, a non-finite or empty crop).
    init?(_ bitmap: Bitmap, crop: TexelRect?, quad: QuadDraw, geometry: QuadGeometry) {
        guard !bitmap.isEmpty else { return nil }
        let crop = crop ?? TexelRect(x: 0, y: 0, width: Double(bitmap.width), height: Double(bitmap.height))
        guard crop.x.isFinite, crop.y.isFinite, crop.width.isFinite, crop.height.isFinite,
              crop.width > 0, crop.height > 0 else { return nil }
        let window = crop.touchedTexels(width: bitmap.width, height: bitmap.height)
        // Bilinear kernels always load texel pairs, so a window thinner than two texels is
        // copied out and padded; a larger one is sampled in place through the bitmap's stride.
        let small = window.width < 2 || window.height < 2
        image = small ? bitmap.cropped(to: window).paddedToTwoByTwo() : bitmap
        first = small ? 0 : window.y0 * bitmap.width + window.x0
        width = small ? image.width : window.width
        height = small ? image.height : window.height
        // Texel coordinates are taken relative to the window's first texel.
        let local = TexelRect(x: crop.x - Double(window.x0), y: crop.y - Double(window.y0),
                              width: crop.width, height: crop.height)
        mapping = TexelMapping(inverse: geometry.inverse, width: quad.width, height: quad.height, crop: local)
    }

    /// Runs `body` with the window as a `SourceImage` (valid only inside `body`).
    func withSource(_ body: (SourceImage) -> Void) {
        image.pixels.withUnsafeBufferPointer { pixels in
            body(SourceImage(base: pixels.baseAddress! + first, width: Int32(width), height: Int32(height),
                             stride: Int32(image.width)))
        }
    }
}
