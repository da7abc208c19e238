/// A writable view of a bitmap's pixels that kernels draw into.
///
/// Unlike `Bitmap` it has reference semantics: it is only valid inside `Bitmap.withTarget`, and
/// several threads may draw through copies of it at once as long as their clip rectangles do not
/// share a row.
package struct RasterTarget: @unchecked Sendable {
    /// The first pixel of the top row.
    package let base: UnsafeMutablePointer<UInt32>
    /// Number of columns (also the row stride in pixels).
    package let width: Int
    /// Number of rows.
    package let height: Int

    /// Wraps memory holding `width * height` packed pixels.
    package init(base: UnsafeMutablePointer<UInt32>, width: Int, height: Int) {
        self.base = base; self.width = width; self.height = height
    }

    /// The whole target as a pixel rectangle.
    package var bounds: PixelRect { PixelRect(x0: 0, y0: 0, x1: width, y1: height) }
}
