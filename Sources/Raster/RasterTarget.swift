/// A writable view of a bitmap's pixels that kernels draw into.
///
/// Unlike `Bitmap` it has reference semantics: it is only valid inside `Bitmap.withTarget`, and
/// several threads may draw through copies of it at once as long as their clip rectangles do not
/// share a row.
public struct RasterTarget: @unchecked Sendable {
    /// The first pixel of the top row.
    public let base: UnsafeMutablePointer<UInt32>
    /// Number of columns (also the row stride in pixels).
    public let width: Int
    /// Number of rows.
    public let height: Int

    /// Wraps memory holding `width * height` packed pixels.
    public init(base: UnsafeMutablePointer<UInt32>, width: Int, height: Int) {
        self.base = base; self.width = width; self.height = height
    }

    /// The whole target as a pixel rectangle.
    public var bounds: PixelRect { PixelRect(x0: 0, y0: 0, x1: width, y1: height) }
}
