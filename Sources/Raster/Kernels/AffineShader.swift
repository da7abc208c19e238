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

    mutating func beginRow(_ y: Int) {
        let m = matrix, yc = Double(y) + 0.5
        // Q is constant along the row: fold 1 / Q and the fixed-point scale into the coefficients.
        let s = SourceImage.fixedPointScale(nearest: Filter.isNearest) / (m.m21 * yc + m.m22)
        ua = Float(m.m00 * s); ub = Float((m.m01 * yc + m.m02) * s)
        va = Float(m.m10 * s); vb = Float((m.m11 * yc + m.m12) * s)
    }

    @inline(__always)
    func shade(_ x: Int, count: Int) -> Pixels8 {
        let xc = PixelMath.centers(x)
        let tx = PixelMath.roundToInt(ua * xc + ub), ty = PixelMath.roundToInt(va * xc + vb)
        return Filter.isNearest ? source.nearest(tx, ty) : source.bilinear(tx, ty)
    }
}
