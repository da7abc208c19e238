import CVectorMath

/// Draws an image under an affine map (rotation, shear, scale), or under a perspective whose
/// depth changes only from row to row (a rotation about the x axis), which is affine along
/// each row.
///
/// Per row, texel x and y (times 256, or times 1 for nearest sampling) are `a * xc + b` for the
/// pixel center xc: two multiply-adds per eight pixels from the absolute column, then a
/// fixed-point bilinear sample.
///
/// The filter is a type parameter, so each specialized loop samples one way without testing
/// which per chunk (about 3% of a rotation's time).
struct AffineShader<Filter: TexelFilter>: SpanShader {
    /// The image being drawn.
    let source: SourceImage
    /// Destination to homogeneous texel coordinates (Q depends on the row only).
    let matrix: Homography
    /// Per-row coefficients: texel x * scale = ua * xc + ub, texel y * scale = va * xc + vb, with
    /// scale from `SourceImage.fixedPointScale`.
    private var ua: Float = 0, ub: Float = 0, va: Float = 0, vb: Float = 0
    /// The columns of the strip being drawn (see `beginTile`).
    private var stripStart = 0, stripEnd = 0

    /// How many rows ahead of the row being drawn its texels are fetched into the caches, and
    /// every how many columns (see `beginRow`): 8 and 8 measured fastest of 4, 8 and 16 each
    /// (docs/perf-log/issue-37-nineteenth-pass.md).
    static var prefetchDistance: Int { 8 }
    static var prefetchStep: Int { 8 }

    /// Columns per strip when drawing (see `SpanDriver.runStrips`).
    ///
    /// Under a rotation a whole destination row reads a slanted line across many source rows,
    /// while a strip keeps each row's reads within a few source rows of the previous row's; 256
    /// columns measured fastest (docs/perf-log/issue-12-third-pass.md and
    /// docs/perf-log/issue-12-fourth-pass.md).
    static var stripWidth: Int { 256 }

    /// A shader for `mapping`, which must have `m20 == 0`.
    init(source: SourceImage, mapping: TexelMapping) {
        self.source = source; matrix = mapping.matrix
    }

    mutating func beginTile(_ x0: Int, _ x1: Int, _ y0: Int, _ y1: Int) { stripStart = x0; stripEnd = x1 }

    /// Starts row `y`, and asks for the texels the strip will read `prefetchDistance` rows
    /// further down (both rows of every `prefetchStep`th column's block) to be fetched into the
    /// caches.
    ///
    /// As the door's (`ColumnPerspectiveShader.beginRow`): a strip's rows start on cache lines
    /// the hardware prefetchers do not predict, and the rotation ran about a fifth faster with
    /// them fetched ahead. A fetch changes no value, and the texels are clamped to the image.
    mutating func beginRow(_ y: Int) {
        (ua, ub, va, vb) = coefficients(row: y)
        let ahead = coefficients(row: y + Self.prefetchDistance), stride = Int(source.stride)
        var x = stripStart
        while x < stripEnd {
            let texel = texel(column: x, ahead)
            let block = source.base + (texel.row &* stride &+ texel.column)
            cvm_prefetch(block)
            cvm_prefetch(block + stride)
            x &+= Self.prefetchStep
        }
    }

    /// The coefficients of pixel row `y` (see `ua`).
    @inline(__always)
    func coefficients(row y: Int) -> (ua: Float, ub: Float, va: Float, vb: Float) {
        let m = matrix, yc = Double(y) + 0.5
        // Q is constant along the row: fold 1 / Q and the fixed-point scale into the coefficients.
        let s = SourceImage.fixedPointScale(nearest: Filter.isNearest) / (m.m21 * yc + m.m22)
        return (Float(m.m00 * s), Float((m.m01 * yc + m.m02) * s), Float(m.m10 * s), Float((m.m11 * yc + m.m12) * s))
    }

    /// The texel (bilinear: the top-left of the 2 x 2 block) that column `x` reads under row
    /// coefficients `c`, clamped to the image; it may differ by one from the kernel's where
    /// single precision rounds the other way.
    @inline(__always)
    func texel(column x: Int, _ c: (ua: Float, ub: Float, va: Float, vb: Float)) -> (column: Int, row: Int) {
        let xc = Float(x) + 0.5, scale: Float = Filter.isNearest ? 1 : 1.0 / 256
        let u = (c.ua * xc + c.ub) * scale, v = (c.va * xc + c.vb) * scale
        let lastColumn = Float(source.width - 1), lastRow = Float(source.height - (Filter.isNearest ? 1 : 2))
        return (SourceImage.clampedIndex(u, last: lastColumn), SourceImage.clampedIndex(v, last: lastRow))
    }

    @inline(__always)
    func shade(_ x: Int, count: Int) -> Pixels8 {
        let xc = PixelMath.centers(x)
        let tx = PixelMath.roundToInt(ua * xc + ub), ty = PixelMath.roundToInt(va * xc + vb)
        return Filter.isNearest ? source.nearest(tx, ty) : source.bilinear(tx, ty)
    }
}
