/// The map from destination pixel centers to texel coordinates of an image fill, with texel
/// centers at integers (so bilinear weights come straight from the fractional part).
///
/// It is the quad's inverse transform followed by the local-to-texel scale and offset of the
/// crop rectangle: texel u = local u / width * crop.width + crop.x - 0.5.
struct TexelMapping {
    /// Destination (x, y, 1) to homogeneous texel coordinates; row 2 is the inverse's Q row.
    let matrix: Homography

    /// The mapping for a quad of local size `width` x `height` whose inverse transform is
    /// `inverse`, showing `crop` of the bitmap.
    init(inverse n: Homography, width: Double, height: Double, crop: TexelRect) {
        let sx = crop.width / width, sy = crop.height / height
        let ox = crop.x - 0.5, oy = crop.y - 0.5
        matrix = Homography(sx * n.m00 + ox * n.m20, sx * n.m01 + ox * n.m21, sx * n.m02 + ox * n.m22,
                            sy * n.m10 + oy * n.m20, sy * n.m11 + oy * n.m21, sy * n.m12 + oy * n.m22,
                            n.m20, n.m21, n.m22)
    }

    /// Whether Q does not vary across the destination (an affine map).
    var isAffine: Bool { matrix.m20 == 0 && matrix.m21 == 0 }

    /// For an affine map: texel x = ux * xc + uy * yc + u0, texel y = vx * xc + vy * yc + v0.
    var affine: (ux: Double, uy: Double, u0: Double, vx: Double, vy: Double, v0: Double) {
        let m = matrix, s = 1 / m.m22
        return (m.m00 * s, m.m01 * s, m.m02 * s, m.m10 * s, m.m11 * s, m.m12 * s)
    }

    /// For an affine map that moves texels by whole pixels only (no scale, rotation or fraction),
    /// the offset (dx, dy) such that pixel (x, y) shows texel (x - dx, y - dy).
    var integerOffset: (dx: Int, dy: Int)? {
        guard isAffine else { return nil }
        let a = affine
        let tolerance = 1e-9
        guard a.uy == 0, a.vx == 0, abs(a.ux - 1) <= tolerance, abs(a.vy - 1) <= tolerance else { return nil }
        // Texel x at the center of pixel x is x + 0.5 + u0, so the offset is -(u0 + 0.5).
        let dx = -(a.u0 + 0.5), dy = -(a.v0 + 0.5)
        guard abs(dx) < 1e9, abs(dy) < 1e9 else { return nil }
        let rx = dx.rounded(), ry = dy.rounded()
        guard abs(dx - rx) <= tolerance * max(1, abs(dx)), abs(dy - ry) <= tolerance * max(1, abs(dy)) else { return nil }
        return (Int(rx), Int(ry))
    }
}
