import Foundation

// Core Animation's C functions for creating, chaining and testing transforms, with the Swift
// signatures Apple's SDK imports them with. All follow Core Animation's row-vector convention:
// `CATransform3DConcat(a, b)` is `a * b` and applies `a` first; `CATransform3DTranslate`,
// `Scale` and `Rotate` put the new operation before `t` (`t' = op * t`).

/// Returns a Boolean value that indicates whether the transform is the identity transform.
public func CATransform3DIsIdentity(_ t: CATransform3D) -> Bool {
    t == CATransform3DIdentity
}

/// Returns a Boolean value that indicates whether the two transforms are exactly equal.
public func CATransform3DEqualToTransform(_ a: CATransform3D, _ b: CATransform3D) -> Bool {
    a == b
}

/// Returns a transform that translates by `(tx, ty, tz)`.
public func CATransform3DMakeTranslation(_ tx: CGFloat, _ ty: CGFloat, _ tz: CGFloat) -> CATransform3D {
    var t = CATransform3DIdentity
    t.m41 = tx; t.m42 = ty; t.m43 = tz
    return t
}

/// Returns a transform that scales by `(sx, sy, sz)`.
public func CATransform3DMakeScale(_ sx: CGFloat, _ sy: CGFloat, _ sz: CGFloat) -> CATransform3D {
    var t = CATransform3DIdentity
    t.m11 = sx; t.m22 = sy; t.m33 = sz
    return t
}

/// Returns a transform that rotates by `angle` radians about the vector `(x, y, z)`.
///
/// The rotation is right-handed about the axis, as Core Animation's: a positive angle about
/// `(0, 0, 1)` turns +x toward +y, which on a y-down screen looks clockwise; a positive angle
/// about `(0, 1, 0)` turns +x toward -z, away from the viewer. If the vector has length zero,
/// this function returns the identity transform, as Apple documents.
///
/// Unlike Core Animation, whole multiples of a quarter turn use exact sines and cosines
/// (0 and +-1 rather than 6e-17), so a door at 90 degrees is exactly edge-on.
public func CATransform3DMakeRotation(_ angle: CGFloat, _ x: CGFloat, _ y: CGFloat, _ z: CGFloat) -> CATransform3D {
    let length = (Double(x) * Double(x) + Double(y) * Double(y) + Double(z) * Double(z)).squareRoot()
    guard length > 0, length.isFinite else { return CATransform3DIdentity }
    let ux = Double(x) / length, uy = Double(y) / length, uz = Double(z) / length
    // Exact values at multiples of a quarter turn keep door and flip end states free of 1e-17 residue.
    let (s, c) = exactSinCos(Double(angle))
    let t = 1 - c
    var r = CATransform3DIdentity
    r.m11 = CGFloat(t * ux * ux + c)
    r.m12 = CGFloat(t * ux * uy + s * uz)
    r.m13 = CGFloat(t * ux * uz - s * uy)
    r.m21 = CGFloat(t * ux * uy - s * uz)
    r.m22 = CGFloat(t * uy * uy + c)
    r.m23 = CGFloat(t * uy * uz + s * ux)
    r.m31 = CGFloat(t * ux * uz + s * uy)
    r.m32 = CGFloat(t * uy * uz - s * ux)
    r.m33 = CGFloat(t * uz * uz + c)
    return r
}

/// Translates `t` by `(tx, ty, tz)` and returns the result: `t' = translate(tx, ty, tz) * t`.
public func CATransform3DTranslate(_ t: CATransform3D, _ tx: CGFloat, _ ty: CGFloat, _ tz: CGFloat) -> CATransform3D {
    CATransform3DMakeTranslation(tx, ty, tz).multiplied(by: t)
}

/// Scales `t` by `(sx, sy, sz)` and returns the result: `t' = scale(sx, sy, sz) * t`.
public func CATransform3DScale(_ t: CATransform3D, _ sx: CGFloat, _ sy: CGFloat, _ sz: CGFloat) -> CATransform3D {
    CATransform3DMakeScale(sx, sy, sz).multiplied(by: t)
}

/// Rotates `t` by `angle` radians about the vector `(x, y, z)`: `t' = rotation(angle, x, y, z) * t`.
///
/// Apple leaves a zero-length vector undefined; here it returns `t` unchanged.
public func CATransform3DRotate(_ t: CATransform3D, _ angle: CGFloat, _ x: CGFloat, _ y: CGFloat, _ z: CGFloat) -> CATransform3D {
    CATransform3DMakeRotation(angle, x, y, z).multiplied(by: t)
}

/// Concatenates `b` to `a` and returns the result: `t = a * b` (`a` is applied first).
public func CATransform3DConcat(_ a: CATransform3D, _ b: CATransform3D) -> CATransform3D {
    a.multiplied(by: b)
}

/// Inverts `t` and returns the result; returns the original matrix if `t` has no inverse.
public func CATransform3DInvert(_ t: CATransform3D) -> CATransform3D {
    guard let inverse = invert4x4(t.rowMajor) else { return t }
    return CATransform3D(rowMajor: inverse)
}

/// Returns a transform with the same effect as the affine transform `m`.
public func CATransform3DMakeAffineTransform(_ m: CGAffineTransform) -> CATransform3D {
    var t = CATransform3DIdentity
    t.m11 = m.a; t.m12 = m.b
    t.m21 = m.c; t.m22 = m.d
    t.m41 = m.tx; t.m42 = m.ty
    return t
}

/// Returns a Boolean value that indicates whether `t` can be exactly represented by an affine transform.
public func CATransform3DIsAffine(_ t: CATransform3D) -> Bool {
    t.m13 == 0 && t.m14 == 0 && t.m23 == 0 && t.m24 == 0
        && t.m31 == 0 && t.m32 == 0 && t.m33 == 1 && t.m34 == 0
        && t.m43 == 0 && t.m44 == 1
}

/// Returns the affine transform represented by `t`.
///
/// If `t` cannot be exactly represented as an affine transform the result is undefined by
/// Apple; here it is the x/y part (`m11`, `m12`, `m21`, `m22`, `m41`, `m42`), ignoring the rest.
public func CATransform3DGetAffineTransform(_ t: CATransform3D) -> CGAffineTransform {
    CGAffineTransform(a: t.m11, b: t.m12, c: t.m21, d: t.m22, tx: t.m41, ty: t.m42)
}

/// The sine and cosine of `angle`, exact at whole multiples of a quarter turn.
func exactSinCos(_ angle: Double) -> (sin: Double, cos: Double) {
    let quarters = angle / (Double.pi / 2)
    let rounded = quarters.rounded()
    // Only snap when the angle is a quarter turn to within a few ulps of pi/2, i.e. was written
    // as such (`.pi / 2`, `90 * .pi / 180`); any genuinely different angle keeps sin/cos.
    if abs(quarters - rounded) < 1e-14 * max(1, abs(rounded)), abs(rounded) < 1e9 {
        switch Int(rounded) & 3 {
        case 0: return (0, 1)
        case 1: return (1, 0)
        case 2: return (0, -1)
        default: return (-1, 0)
        }
    }
    return (sin(angle), cos(angle))
}

/// The inverse of a row-major 4x4 matrix by cofactors, or nil when it is singular.
func invert4x4(_ m: [Double]) -> [Double]? {
    // 2x2 sub-determinants of the top two and bottom two rows (Laplace expansion by rows).
    let s0 = m[0] * m[5] - m[4] * m[1], s1 = m[0] * m[6] - m[4] * m[2]
    let s2 = m[0] * m[7] - m[4] * m[3], s3 = m[1] * m[6] - m[5] * m[2]
    let s4 = m[1] * m[7] - m[5] * m[3], s5 = m[2] * m[7] - m[6] * m[3]
    let c5 = m[10] * m[15] - m[14] * m[11], c4 = m[9] * m[15] - m[13] * m[11]
    let c3 = m[9] * m[14] - m[13] * m[10], c2 = m[8] * m[15] - m[12] * m[11]
    let c1 = m[8] * m[14] - m[12] * m[10], c0 = m[8] * m[13] - m[12] * m[9]
    let det = s0 * c5 - s1 * c4 + s2 * c3 + s3 * c2 - s4 * c1 + s5 * c0
    guard det != 0, det.isFinite else { return nil }
    let k = 1 / det
    return [
        ( m[5] * c5 - m[6] * c4 + m[7] * c3) * k,
        (-m[1] * c5 + m[2] * c4 - m[3] * c3) * k,
        ( m[13] * s5 - m[14] * s4 + m[15] * s3) * k,
        (-m[9] * s5 + m[10] * s4 - m[11] * s3) * k,
        (-m[4] * c5 + m[6] * c2 - m[7] * c1) * k,
        ( m[0] * c5 - m[2] * c2 + m[3] * c1) * k,
        (-m[12] * s5 + m[14] * s2 - m[15] * s1) * k,
        ( m[8] * s5 - m[10] * s2 + m[11] * s1) * k,
        ( m[4] * c4 - m[5] * c2 + m[7] * c0) * k,
        (-m[0] * c4 + m[1] * c2 - m[3] * c0) * k,
        ( m[12] * s4 - m[13] * s2 + m[15] * s0) * k,
        (-m[8] * s4 + m[9] * s2 - m[11] * s0) * k,
        (-m[4] * c3 + m[5] * c1 - m[6] * c0) * k,
        ( m[0] * c3 - m[1] * c1 + m[2] * c0) * k,
        (-m[12] * s3 + m[13] * s1 - m[14] * s0) * k,
        ( m[8] * s3 - m[9] * s1 + m[10] * s0) * k,
    ]
}
