/// A rectangle of a bitmap in texel units (texel (i, j) covers [i, i+1) x [j, j+1)).
///
/// As a crop (see `QuadFill.image`), it also bounds sampling: bilinear and nearest samples are
/// clamped to the texels it touches, a fractional edge included.
package struct TexelRect: Hashable, Sendable {
    /// Left edge in texels.
    package var x: Double
    /// Top edge in texels.
    package var y: Double
    /// Width in texels.
    package var width: Double
    /// Height in texels.
    package var height: Double

    /// Creates a texel rectangle.
    package init(x: Double, y: Double, width: Double, height: Double) {
        self.x = x; self.y = y; self.width = width; self.height = height
    }

    /// The texels this rectangle touches, clamped into a bitmap of `width` x `height` (both at
    /// least 1): columns floor(x) through ceil(x + width) - 1, likewise rows, never empty.
    ///
    /// Sampling clamps to these texels, so nothing outside the crop bleeds in; a rectangle
    /// entirely off the bitmap keeps the nearest edge texels. Computed in double precision so
    /// huge values cannot overflow.
    package func touchedTexels(width: Int, height: Int) -> PixelRect {
        func range(_ start: Double, _ length: Double, _ size: Int) -> (Int, Int) {
            let first = min(max(start.rounded(.down), 0), Double(size - 1))
            let end = min(max((start + length).rounded(.up), first + 1), Double(size))
            return (Int(first), Int(end))
        }
        let (x0, x1) = range(x, self.width, width), (y0, y1) = range(y, self.height, height)
        return PixelRect(x0: x0, y0: y0, x1: x1, y1: y1)
    }
}
