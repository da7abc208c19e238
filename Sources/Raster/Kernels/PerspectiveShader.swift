/// Draws an image under a general perspective map with an exact divide per pixel.
struct PerspectiveShader: SpanShader {
    /// The image being drawn.
    let source: SourceImage
    /// Whether to take the nearest texel instead of blending.
    let nearest: Bool
    /// Destination to homogeneous texel coordinates.
    let matrix: Homography
    /// Fixed-point scale of the texel coordinates (see `SourceImage.fixedPointScale`).
    private let scale: Double
    private let ua: Float, va: Float, qa: Float
    private var ub: Float = 0, vb: Float = 0, qb: Float = 0

    /// A shader for any `mapping`.
    init(source: SourceImage, nearest: Bool, mapping: TexelMapping) {
        self.source = source; self.nearest = nearest; matrix = mapping.matrix
        let m = matrix
        scale = SourceImage.fixedPointScale(nearest: nearest)
        ua = Float(m.m00 * scale); va = Float(m.m10 * scale); qa = Float(m.m20)
    }

    mutating func beginRow(_ y: Int) {
        let m = matrix, yc = Double(y) + 0.5
        ub = Float((m.m01 * yc + m.m02) * scale); vb = Float((m.m11 * yc + m.m12) * scale)
        qb = Float(m.m21 * yc + m.m22)
    }

    @inline(__always)
    func shade(_ x: Int, count: Int) -> Pixels8 {
        let xc = PixelMath.centers(x)
        let iq = 1 / (qa * xc + qb)
        let tx = PixelMath.roundToInt((ua * xc + ub) * iq), ty = PixelMath.roundToInt((va * xc + vb) * iq)
        return nearest ? source.nearest(tx, ty) : source.bilinear(tx, ty)
    }
}
