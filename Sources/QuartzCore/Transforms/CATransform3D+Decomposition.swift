import Foundation

extension CATransform3D {
    /// The parts a transform is made of, in the order they apply to a point: scale, skew,
    /// rotation, translation, perspective.
    ///
    /// TransitionLab's addition, following the "unmatrix" decomposition of CSS Transforms Level 2
    /// adapted to Core Animation's row vectors: `M = S * K * R * T * P`, where `S` scales the
    /// axes, `K` is the unit lower-triangular skew `[1 0 0; xy 1 0; xz yz 1]`, `R` is the
    /// rotation of `quaternion`, `T` translates, and `P` is the identity with its fourth column
    /// replaced by `perspective`. Unlike the CSS algorithm, the matrix is not divided by `m44`
    /// first, so `t.m34 = -1/500` followed by a translation keeps `perspective = (0, 0, -1/500, 1)`.
    public struct DecomposedComponents: Equatable, Sendable {
        /// The scale factors along x, y and z (negative when the transform mirrors).
        public var scale: SIMD3<Double>
        /// The skew factors (xy, xz, yz): how much x leans into y, x into z and y into z.
        public var skew: SIMD3<Double>
        /// The rotation as a unit quaternion (x, y, z, w), with `w >= 0` when decomposed.
        public var quaternion: SIMD4<Double>
        /// The translation along x, y and z.
        public var translation: SIMD3<Double>
        /// The fourth column of the perspective matrix; `(0, 0, 0, 1)` means none.
        public var perspective: SIMD4<Double>

        /// Creates components; the defaults describe the identity transform.
        public init(scale: SIMD3<Double> = SIMD3(1, 1, 1), skew: SIMD3<Double> = .zero,
                    quaternion: SIMD4<Double> = SIMD4(0, 0, 0, 1), translation: SIMD3<Double> = .zero,
                    perspective: SIMD4<Double> = SIMD4(0, 0, 0, 1)) {
            self.scale = scale; self.skew = skew; self.quaternion = quaternion
            self.translation = translation; self.perspective = perspective
        }

        /// The transform these components make: `S * K * R * T * P`.
        public var transform: CATransform3D {
            let r = rotationRows(quaternion)
            let row0 = scale.x * r.0
            let row1 = scale.y * (r.1 + skew.x * r.0)
            let row2 = scale.z * (r.2 + skew.y * r.0 + skew.z * r.1)
            let p = SIMD3(perspective.x, perspective.y, perspective.z)
            let t = translation
            return CATransform3D(rowMajor: [
                row0.x, row0.y, row0.z, dot(row0, p),
                row1.x, row1.y, row1.z, dot(row1, p),
                row2.x, row2.y, row2.z, dot(row2, p),
                t.x, t.y, t.z, dot(t, p) + perspective.w,
            ])
        }

        /// Interpolates every component linearly, except the rotation, which is slerped along the
        /// shorter arc. Fractions outside [0, 1] extrapolate (springs overshoot).
        public func interpolated(to other: DecomposedComponents, fraction f: Double) -> DecomposedComponents {
            func mix<V: SIMD>(_ a: V, _ b: V) -> V where V.Scalar == Double { a + (b - a) * f }
            return DecomposedComponents(
                scale: mix(scale, other.scale), skew: mix(skew, other.skew),
                quaternion: slerp(quaternion, other.quaternion, f),
                translation: mix(translation, other.translation),
                perspective: mix(perspective, other.perspective))
        }
    }

    /// Splits the transform into scale, skew, rotation, translation and perspective, or returns
    /// nil when it has no such decomposition.
    ///
    /// A transform is decomposable when its upper 3x3 part is invertible, or when it is singular
    /// only because whole axes are scaled to zero and it has no perspective (so `scale(0, 0, 1)`
    /// decomposes). The result recomposes to the same matrix within 1e-9 of its largest entry.
    public func decomposed() -> DecomposedComponents? {
        let e = rowMajor
        guard e.allSatisfy({ $0.isFinite }) else { return nil }
        let rows = MatrixRows(x: SIMD3(e[0], e[1], e[2]), y: SIMD3(e[4], e[5], e[6]), z: SIMD3(e[8], e[9], e[10]))
        let translation = SIMD3(e[12], e[13], e[14])
        let column = SIMD3(e[3], e[7], e[11])

        // Perspective: the fourth column is A * p, so p = A^-1 * column (Cramer's rule).
        var p = SIMD3<Double>.zero
        if column != .zero {
            let c0 = cross(rows.y, rows.z), c1 = cross(rows.z, rows.x), c2 = cross(rows.x, rows.y)
            let det = dot(rows.x, c0)
            let size = 1 * length(rows.x) * length(rows.y) * length(rows.z)
            guard det != 0, abs(det) > 1e-12 * size else { return nil }
            p = (column.x * c0 + column.y * c1 + column.z * c2) / det
        }
        let perspective = SIMD4(p.x, p.y, p.z, e[15] - dot(translation, p))

        guard let (scale, skew, basis) = orthonormalize(rows) else { return nil }
        let components = DecomposedComponents(
            scale: scale, skew: skew, quaternion: quaternionFromRows(basis),
            translation: translation, perspective: perspective)

        // Shear between parallel rows (a rank-deficient matrix) cannot be represented; rather
        // than animate something else, report it so callers fall back to element-wise blending.
        let back = components.transform.rowMajor
        let largest = e.map(abs).max() ?? 0
        for i in 0..<16 where abs(back[i] - e[i]) > 1e-9 * max(1, largest) { return nil }
        return components
    }

    /// Creates the transform that the components describe.
    public init(_ components: DecomposedComponents) {
        self = components.transform
    }

    /// The transform `fraction` of the way from `self` to `other`, as Core Animation animates
    /// the `transform` property.
    ///
    /// Both ends are decomposed; scale, skew, translation and perspective interpolate linearly
    /// and the rotation is slerped, so a door turning about y stays rigid and in perspective.
    /// Fractions 0 and 1 return the ends exactly. When either end cannot be decomposed, the
    /// sixteen entries are blended linearly instead.
    ///
    /// A perspective that only one end has is held at every step when adding it to the other
    /// end changes nothing in the layer's plane z = 0 (identity -> `m34 = -1/500` and a turn
    /// about y: every frame has the full `m34`). Otherwise it is interpolated like the rest.
    /// Unlike Core Animation, whose rule is not documented, this is TransitionLab's choice.
    public func interpolated(to other: CATransform3D, fraction: CGFloat) -> CATransform3D {
        if fraction == 0 { return self }
        if fraction == 1 { return other }
        let f = Double(fraction)
        guard var a = decomposed(), var b = other.decomposed() else {
            let x = rowMajor, y = other.rowMajor
            return CATransform3D(rowMajor: (0..<16).map { x[$0] + (y[$0] - x[$0]) * f })
        }
        if let held = Self.heldPerspective(a, b) { a.perspective = held.a; b.perspective = held.b }
        return CATransform3D(a.interpolated(to: b, fraction: f))
    }

    /// The perspectives to use at both ends when only one end has one and the other end would
    /// look the same with it; nil when perspective should interpolate normally.
    private static func heldPerspective(_ a: DecomposedComponents, _ b: DecomposedComponents)
        -> (a: SIMD4<Double>, b: SIMD4<Double>)? {
        func xyz(_ p: SIMD4<Double>) -> SIMD3<Double> { SIMD3(p.x, p.y, p.z) }
        let pa = xyz(a.perspective), pb = xyz(b.perspective)
        if pa == .zero, pb != .zero, unaffected(a, by: pb) {
            return (SIMD4(pb.x, pb.y, pb.z, a.perspective.w), b.perspective)
        }
        if pb == .zero, pa != .zero, unaffected(b, by: pa) {
            return (a.perspective, SIMD4(pa.x, pa.y, pa.z, b.perspective.w))
        }
        return nil
    }

    /// Whether giving `c` the perspective `p` leaves the w of every point of the plane z = 0
    /// unchanged: the x and y rows and the translation must all be orthogonal to `p`.
    private static func unaffected(_ c: DecomposedComponents, by p: SIMD3<Double>) -> Bool {
        var plain = c
        plain.perspective = SIMD4(0, 0, 0, c.perspective.w)
        let m = plain.transform
        let rowX = SIMD3(Double(m.m11), Double(m.m12), Double(m.m13))
        let rowY = SIMD3(Double(m.m21), Double(m.m22), Double(m.m23))
        let rowT = SIMD3(Double(m.m41), Double(m.m42), Double(m.m43))
        let tolerance = 1e-12 * length(p) * max(1, length(rowX), length(rowY), length(rowT))
        return abs(dot(rowX, p)) <= tolerance && abs(dot(rowY, p)) <= tolerance && abs(dot(rowT, p)) <= tolerance
    }
}

// MARK: - Vector and quaternion helpers

private func dot(_ a: SIMD3<Double>, _ b: SIMD3<Double>) -> Double { (a * b).sum() }
private func length(_ a: SIMD3<Double>) -> Double { dot(a, a).squareRoot() }
private func cross(_ a: SIMD3<Double>, _ b: SIMD3<Double>) -> SIMD3<Double> {
    SIMD3(a.y * b.z - a.z * b.y, a.z * b.x - a.x * b.z, a.x * b.y - a.y * b.x)
}

/// The three rows of a 3x3 matrix, as values.
///
/// Not an array: a decomposition, done for both ends of every transform animation's frame,
/// then allocates nothing, and its first use makes no generic metadata at run time (the
/// runtime built an array's of `SIMD3<Double>` and an optional tuple holding one in whichever
/// frame first animated a transform).
struct MatrixRows {
    var x: SIMD3<Double>, y: SIMD3<Double>, z: SIMD3<Double>

    /// Row `i`, 0 to 2.
    subscript(i: Int) -> SIMD3<Double> {
        get { i == 0 ? x : i == 1 ? y : z }
        set {
            if i == 0 { x = newValue } else if i == 1 { y = newValue } else { z = newValue }
        }
    }
}

/// Gram-Schmidt on the rows of the 3x3 part: returns the scale, the skew (xy, xz, yz) and an
/// orthonormal, right-handed basis, with `rows[i] = scale[i] * (basis[i] + skews * earlier basis)`.
///
/// A row of length zero gets scale 0 and a basis vector completed from the coordinate axes, so
/// a layer scaled to zero still decomposes; the result is nil only for non-finite input.
private func orthonormalize(_ rows: MatrixRows) -> (SIMD3<Double>, SIMD3<Double>, MatrixRows)? {
    let reference = max(length(rows.x), length(rows.y), length(rows.z))
    let tiny = 1e-12 * reference
    var basis = MatrixRows(x: .zero, y: .zero, z: .zero)
    var scale = SIMD3<Double>.zero
    var skew = SIMD3<Double>.zero // (xy, xz, yz)
    for i in 0..<3 {
        var v = rows[i]
        // How far the row runs along each earlier basis vector (the first i lanes).
        var along = SIMD2<Double>.zero
        for j in 0..<i {
            along[j] = dot(basis[j], v)
            v -= along[j] * basis[j]
        }
        let size = length(v)
        if size > tiny {
            scale[i] = size
            basis[i] = v / size
            for j in 0..<i { along[j] /= size }
        } else {
            // Whatever this row had along earlier axes cannot be kept with a zero scale; the
            // round-trip check in `decomposed()` rejects matrices where that loses something.
            scale[i] = 0
            along = .zero
            guard let axis = completingAxis(basis, count: i) else { return nil }
            basis[i] = axis
        }
        if i == 1 { skew.x = along[0] }
        if i == 2 { skew.y = along[0]; skew.z = along[1] }
    }
    // Mirror images: make the basis right-handed. Flip a zero-scale axis when there is one
    // (its sign is free), else negate everything, as the CSS algorithm does.
    if dot(basis.x, cross(basis.y, basis.z)) < 0 {
        if let zero = (0..<3).first(where: { scale[$0] == 0 }) {
            basis[zero] = -basis[zero]
        } else {
            scale = -scale
            basis = MatrixRows(x: -basis.x, y: -basis.y, z: -basis.z)
        }
    }
    return (scale, skew, basis)
}

/// A unit vector orthogonal to the first `count` vectors of `basis` (orthonormal), taken from
/// the coordinate axes.
private func completingAxis(_ basis: MatrixRows, count: Int) -> SIMD3<Double>? {
    let axes = MatrixRows(x: SIMD3(1, 0, 0), y: SIMD3(0, 1, 0), z: SIMD3(0, 0, 1))
    for start in 0..<3 {
        var v = axes[(count + start) % 3]
        for j in 0..<count { v -= dot(basis[j], v) * basis[j] }
        let size = length(v)
        if size > 0.5 { return v / size }
    }
    return nil
}

/// The rows of the row-vector rotation matrix of a quaternion (x, y, z, w); this matches
/// `CATransform3DMakeRotation(angle, axis)` for `(axis * sin(angle / 2), cos(angle / 2))`.
func rotationRows(_ quaternion: SIMD4<Double>) -> (SIMD3<Double>, SIMD3<Double>, SIMD3<Double>) {
    let n = (quaternion * quaternion).sum().squareRoot()
    let q = n > 0 ? quaternion / n : SIMD4(0, 0, 0, 1)
    let (x, y, z, w) = (q.x, q.y, q.z, q.w)
    return (SIMD3(1 - 2 * (y * y + z * z), 2 * (x * y + z * w), 2 * (x * z - y * w)),
            SIMD3(2 * (x * y - z * w), 1 - 2 * (x * x + z * z), 2 * (y * z + x * w)),
            SIMD3(2 * (x * z + y * w), 2 * (y * z - x * w), 1 - 2 * (x * x + y * y)))
}

/// The unit quaternion (with w >= 0) of an orthonormal, right-handed row-vector rotation matrix.
///
/// Shepperd's method: it divides by the largest of the four candidate components, so it stays
/// accurate near half turns where the usual trace formula loses all precision.
func quaternionFromRows(_ r: MatrixRows) -> SIMD4<Double> {
    let (m11, m12, m13) = (r.x.x, r.x.y, r.x.z)
    let (m21, m22, m23) = (r.y.x, r.y.y, r.y.z)
    let (m31, m32, m33) = (r.z.x, r.z.y, r.z.z)
    let trace = m11 + m22 + m33
    var q: SIMD4<Double>
    if trace >= m11 && trace >= m22 && trace >= m33 {
        let s = 2 * (1 + trace).squareRoot() // 4w
        q = SIMD4((m23 - m32) / s, (m31 - m13) / s, (m12 - m21) / s, s / 4)
    } else if m11 >= m22 && m11 >= m33 {
        let s = 2 * max(0, 1 + m11 - m22 - m33).squareRoot() // 4x
        q = SIMD4(s / 4, (m12 + m21) / s, (m13 + m31) / s, (m23 - m32) / s)
    } else if m22 >= m33 {
        let s = 2 * max(0, 1 + m22 - m11 - m33).squareRoot() // 4y
        q = SIMD4((m12 + m21) / s, s / 4, (m23 + m32) / s, (m31 - m13) / s)
    } else {
        let s = 2 * max(0, 1 + m33 - m11 - m22).squareRoot() // 4z
        q = SIMD4((m13 + m31) / s, (m23 + m32) / s, s / 4, (m12 - m21) / s)
    }
    if q.w < 0 { q = -q }
    return q / (q * q).sum().squareRoot()
}

/// Spherical linear interpolation along the shorter arc; nearly equal rotations are blended
/// linearly and renormalized, where the sine formula would divide by almost zero.
func slerp(_ a: SIMD4<Double>, _ b: SIMD4<Double>, _ f: Double) -> SIMD4<Double> {
    var b = b
    var cosine = (a * b).sum()
    if cosine < 0 { b = -b; cosine = -cosine }
    let result: SIMD4<Double>
    if cosine > 0.9995 {
        result = a + (b - a) * f
    } else {
        let theta = acos(min(1, cosine))
        let s = sin(theta)
        result = a * (sin((1 - f) * theta) / s) + b * (sin(f * theta) / s)
    }
    return result / (result * result).sum().squareRoot()
}
