/// A projective map of the plane: a 3x3 matrix acting on column vectors (x, y, 1).
///
/// `apply` maps a point to `(X / W, Y / W)` where `(X, Y, W) = M * (x, y, 1)`. The compositor
/// builds one per layer from its flattened `CATransform3D`, mapping layer-local points to
/// destination pixels. Pixel (i, j) has its center at (i + 0.5, j + 0.5).
package struct Homography: Hashable, Sendable {
    /// Row-major entries: row 0 is (m00, m01, m02), and so on.
    package var m00, m01, m02, m10, m11, m12, m20, m21, m22: Double

    /// Creates a map from its row-major entries.
    package init(_ m00: Double, _ m01: Double, _ m02: Double,
                _ m10: Double, _ m11: Double, _ m12: Double,
                _ m20: Double, _ m21: Double, _ m22: Double) {
        self.m00 = m00; self.m01 = m01; self.m02 = m02
        self.m10 = m10; self.m11 = m11; self.m12 = m12
        self.m20 = m20; self.m21 = m21; self.m22 = m22
    }

    /// The map that leaves every point where it is.
    package static let identity = Homography(1, 0, 0, 0, 1, 0, 0, 0, 1)

    /// A translation by (tx, ty).
    package static func translation(_ tx: Double, _ ty: Double) -> Homography {
        Homography(1, 0, tx, 0, 1, ty, 0, 0, 1)
    }

    /// A scale by (sx, sy) about the origin.
    package static func scale(_ sx: Double, _ sy: Double) -> Homography {
        Homography(sx, 0, 0, 0, sy, 0, 0, 0, 1)
    }

    /// The map that applies `first`, then `self`: `self * first`.
    package func after(_ first: Homography) -> Homography {
        let a = self, b = first
        return Homography(
            a.m00 * b.m00 + a.m01 * b.m10 + a.m02 * b.m20,
            a.m00 * b.m01 + a.m01 * b.m11 + a.m02 * b.m21,
            a.m00 * b.m02 + a.m01 * b.m12 + a.m02 * b.m22,
            a.m10 * b.m00 + a.m11 * b.m10 + a.m12 * b.m20,
            a.m10 * b.m01 + a.m11 * b.m11 + a.m12 * b.m21,
            a.m10 * b.m02 + a.m11 * b.m12 + a.m12 * b.m22,
            a.m20 * b.m00 + a.m21 * b.m10 + a.m22 * b.m20,
            a.m20 * b.m01 + a.m21 * b.m11 + a.m22 * b.m21,
            a.m20 * b.m02 + a.m21 * b.m12 + a.m22 * b.m22)
    }

    /// The homogeneous image (X, Y, W) of a point.
    @inlinable
    package func applyHomogeneous(x: Double, y: Double) -> (x: Double, y: Double, w: Double) {
        (m00 * x + m01 * y + m02, m10 * x + m11 * y + m12, m20 * x + m21 * y + m22)
    }

    /// The image of a point; infinite or NaN when the point maps to W = 0.
    @inlinable
    package func apply(x: Double, y: Double) -> (x: Double, y: Double) {
        let h = applyHomogeneous(x: x, y: y)
        return (h.x / h.w, h.y / h.w)
    }

    /// The determinant of the matrix.
    package var determinant: Double {
        m00 * (m11 * m22 - m12 * m21) - m01 * (m10 * m22 - m12 * m20) + m02 * (m10 * m21 - m11 * m20)
    }

    /// The inverse map, or nil when the matrix is singular (the plane is seen edge-on).
    package var inverse: Homography? {
        let det = determinant
        guard det != 0, det.isFinite else { return nil }
        let s = 1 / det
        return Homography(
            (m11 * m22 - m12 * m21) * s, (m02 * m21 - m01 * m22) * s, (m01 * m12 - m02 * m11) * s,
            (m12 * m20 - m10 * m22) * s, (m00 * m22 - m02 * m20) * s, (m02 * m10 - m00 * m12) * s,
            (m10 * m21 - m11 * m20) * s, (m01 * m20 - m00 * m21) * s, (m00 * m11 - m01 * m10) * s)
    }

    /// Whether the map is affine (no perspective row).
    package var isAffine: Bool { m20 == 0 && m21 == 0 && m22 != 0 }

    /// Whether the map only scales and translates (no rotation, shear or perspective).
    package var isScaleTranslate: Bool { isAffine && m01 == 0 && m10 == 0 }
}
