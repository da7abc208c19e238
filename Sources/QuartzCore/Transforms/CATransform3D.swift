import Foundation

/// The standard transform matrix used throughout Core Animation.
///
/// A 4x4 matrix that acts on row vectors, as in Core Animation: a point `(x, y, z, 1)` maps to
/// `(x, y, z, 1) * M`, then divides by the resulting `w`. Translation lives in `m41`, `m42`,
/// `m43`; perspective in the fourth column, usually as `m34 = -1 / eyeDistance`. Concatenating
/// `a` then `b` is the product `a * b` (see `CATransform3DConcat`).
///
/// As with the imported C struct on Apple platforms, `init()` gives the all-zero matrix, not
/// the identity: start from `CATransform3DIdentity` instead.
public struct CATransform3D: Equatable, Sendable {
    /// The entry at position 1,1 in the matrix.
    public var m11: CGFloat
    /// The entry at position 1,2 in the matrix.
    public var m12: CGFloat
    /// The entry at position 1,3 in the matrix.
    public var m13: CGFloat
    /// The entry at position 1,4 in the matrix.
    public var m14: CGFloat
    /// The entry at position 2,1 in the matrix.
    public var m21: CGFloat
    /// The entry at position 2,2 in the matrix.
    public var m22: CGFloat
    /// The entry at position 2,3 in the matrix.
    public var m23: CGFloat
    /// The entry at position 2,4 in the matrix.
    public var m24: CGFloat
    /// The entry at position 3,1 in the matrix.
    public var m31: CGFloat
    /// The entry at position 3,2 in the matrix.
    public var m32: CGFloat
    /// The entry at position 3,3 in the matrix.
    public var m33: CGFloat
    /// The entry at position 3,4 in the matrix (perspective: `-1 / eyeDistance`).
    public var m34: CGFloat
    /// The entry at position 4,1 in the matrix (translation along x).
    public var m41: CGFloat
    /// The entry at position 4,2 in the matrix (translation along y).
    public var m42: CGFloat
    /// The entry at position 4,3 in the matrix (translation along z).
    public var m43: CGFloat
    /// The entry at position 4,4 in the matrix.
    public var m44: CGFloat

    /// Creates the all-zero matrix, as the imported C struct's initializer does.
    public init() {
        self.init(m11: 0, m12: 0, m13: 0, m14: 0, m21: 0, m22: 0, m23: 0, m24: 0,
                  m31: 0, m32: 0, m33: 0, m34: 0, m41: 0, m42: 0, m43: 0, m44: 0)
    }

    /// Creates a matrix from its sixteen entries, row by row.
    public init(m11: CGFloat, m12: CGFloat, m13: CGFloat, m14: CGFloat,
                m21: CGFloat, m22: CGFloat, m23: CGFloat, m24: CGFloat,
                m31: CGFloat, m32: CGFloat, m33: CGFloat, m34: CGFloat,
                m41: CGFloat, m42: CGFloat, m43: CGFloat, m44: CGFloat) {
        self.m11 = m11; self.m12 = m12; self.m13 = m13; self.m14 = m14
        self.m21 = m21; self.m22 = m22; self.m23 = m23; self.m24 = m24
        self.m31 = m31; self.m32 = m32; self.m33 = m33; self.m34 = m34
        self.m41 = m41; self.m42 = m42; self.m43 = m43; self.m44 = m44
    }

    /// Maps a point in homogeneous coordinates: `(x, y, z, 1) * M`, without dividing by `w`.
    ///
    /// TransitionLab's addition: the compositor and hit testing use it to project layer corners.
    public func transformedPoint(x: CGFloat, y: CGFloat, z: CGFloat = 0)
        -> (x: CGFloat, y: CGFloat, z: CGFloat, w: CGFloat) {
        (x * m11 + y * m21 + z * m31 + m41,
         x * m12 + y * m22 + z * m32 + m42,
         x * m13 + y * m23 + z * m33 + m43,
         x * m14 + y * m24 + z * m34 + m44)
    }

    /// Maps a point of the plane z = 0 and divides by `w`, giving where it appears on screen.
    ///
    /// TransitionLab's addition. A point behind the eye (w <= 0) has no meaningful image; the
    /// division is done anyway, so callers that clip must check `transformedPoint` themselves.
    public func projectedPoint(_ point: CGPoint) -> CGPoint {
        let p = transformedPoint(x: point.x, y: point.y)
        return CGPoint(x: p.x / p.w, y: p.y / p.w)
    }
}

/// The identity transform: `[1 0 0 0; 0 1 0 0; 0 0 1 0; 0 0 0 1]`.
public let CATransform3DIdentity = CATransform3D(
    m11: 1, m12: 0, m13: 0, m14: 0,
    m21: 0, m22: 1, m23: 0, m24: 0,
    m31: 0, m32: 0, m33: 1, m34: 0,
    m41: 0, m42: 0, m43: 0, m44: 1)

extension CATransform3D {
    /// The sixteen entries row by row, as Doubles, for the internal matrix algorithms.
    var rowMajor: [Double] {
        [m11, m12, m13, m14, m21, m22, m23, m24, m31, m32, m33, m34, m41, m42, m43, m44].map { Double($0) }
    }

    /// Creates a transform from sixteen row-major Doubles.
    init(rowMajor e: [Double]) {
        precondition(e.count == 16, "a 4x4 matrix has 16 entries")
        self.init(m11: CGFloat(e[0]), m12: CGFloat(e[1]), m13: CGFloat(e[2]), m14: CGFloat(e[3]),
                  m21: CGFloat(e[4]), m22: CGFloat(e[5]), m23: CGFloat(e[6]), m24: CGFloat(e[7]),
                  m31: CGFloat(e[8]), m32: CGFloat(e[9]), m33: CGFloat(e[10]), m34: CGFloat(e[11]),
                  m41: CGFloat(e[12]), m42: CGFloat(e[13]), m43: CGFloat(e[14]), m44: CGFloat(e[15]))
    }

    /// The matrix product `self * other`: `self` applied first, then `other`.
    func multiplied(by b: CATransform3D) -> CATransform3D {
        let a = self
        return CATransform3D(
            m11: a.m11 * b.m11 + a.m12 * b.m21 + a.m13 * b.m31 + a.m14 * b.m41,
            m12: a.m11 * b.m12 + a.m12 * b.m22 + a.m13 * b.m32 + a.m14 * b.m42,
            m13: a.m11 * b.m13 + a.m12 * b.m23 + a.m13 * b.m33 + a.m14 * b.m43,
            m14: a.m11 * b.m14 + a.m12 * b.m24 + a.m13 * b.m34 + a.m14 * b.m44,
            m21: a.m21 * b.m11 + a.m22 * b.m21 + a.m23 * b.m31 + a.m24 * b.m41,
            m22: a.m21 * b.m12 + a.m22 * b.m22 + a.m23 * b.m32 + a.m24 * b.m42,
            m23: a.m21 * b.m13 + a.m22 * b.m23 + a.m23 * b.m33 + a.m24 * b.m43,
            m24: a.m21 * b.m14 + a.m22 * b.m24 + a.m23 * b.m34 + a.m24 * b.m44,
            m31: a.m31 * b.m11 + a.m32 * b.m21 + a.m33 * b.m31 + a.m34 * b.m41,
            m32: a.m31 * b.m12 + a.m32 * b.m22 + a.m33 * b.m32 + a.m34 * b.m42,
            m33: a.m31 * b.m13 + a.m32 * b.m23 + a.m33 * b.m33 + a.m34 * b.m43,
            m34: a.m31 * b.m14 + a.m32 * b.m24 + a.m33 * b.m34 + a.m34 * b.m44,
            m41: a.m41 * b.m11 + a.m42 * b.m21 + a.m43 * b.m31 + a.m44 * b.m41,
            m42: a.m41 * b.m12 + a.m42 * b.m22 + a.m43 * b.m32 + a.m44 * b.m42,
            m43: a.m41 * b.m13 + a.m42 * b.m23 + a.m43 * b.m33 + a.m44 * b.m43,
            m44: a.m41 * b.m14 + a.m42 * b.m24 + a.m43 * b.m34 + a.m44 * b.m44)
    }
}
