import Foundation

/// An affine transformation matrix for use in drawing 2D graphics, as Core Graphics'.
///
/// The matrix `[a b 0; c d 0; tx ty 1]` acts on row vectors: a point `(x, y)` maps to
/// `(a x + c y + tx, b x + d y + ty)`. Foundation on Linux has no `CGAffineTransform`, so
/// TransitionLab provides it with Apple's Swift API. As with the imported C struct on Apple
/// platforms, `init()` gives the all-zero matrix; use `.identity` to start from no change.
public struct CGAffineTransform: Equatable, Sendable {
    /// The entry at position 1,1 in the matrix.
    public var a: CGFloat
    /// The entry at position 1,2 in the matrix.
    public var b: CGFloat
    /// The entry at position 2,1 in the matrix.
    public var c: CGFloat
    /// The entry at position 2,2 in the matrix.
    public var d: CGFloat
    /// The entry at position 3,1 in the matrix (translation along x).
    public var tx: CGFloat
    /// The entry at position 3,2 in the matrix (translation along y).
    public var ty: CGFloat

    /// Creates the all-zero matrix, as the imported C struct's initializer does.
    public init() {
        self.init(a: 0, b: 0, c: 0, d: 0, tx: 0, ty: 0)
    }

    /// Creates a matrix from its six entries.
    public init(a: CGFloat, b: CGFloat, c: CGFloat, d: CGFloat, tx: CGFloat, ty: CGFloat) {
        self.a = a; self.b = b; self.c = c; self.d = d; self.tx = tx; self.ty = ty
    }

    /// Creates a matrix from its six entries, without labels.
    public init(_ a: CGFloat, _ b: CGFloat, _ c: CGFloat, _ d: CGFloat, _ tx: CGFloat, _ ty: CGFloat) {
        self.init(a: a, b: b, c: c, d: d, tx: tx, ty: ty)
    }

    /// Returns an affine transformation matrix constructed from translation values you provide.
    public init(translationX tx: CGFloat, y ty: CGFloat) {
        self.init(a: 1, b: 0, c: 0, d: 1, tx: tx, ty: ty)
    }

    /// Returns an affine transformation matrix constructed from scaling values you provide.
    public init(scaleX sx: CGFloat, y sy: CGFloat) {
        self.init(a: sx, b: 0, c: 0, d: sy, tx: 0, ty: 0)
    }

    /// Returns an affine transformation matrix constructed from a rotation value you provide.
    ///
    /// A positive angle turns +x toward +y: counterclockwise in a y-up space, clockwise on a
    /// y-down UIKit screen. Unlike Core Graphics, whole multiples of a quarter turn use exact
    /// sines and cosines (0 and +-1 rather than 6e-17).
    public init(rotationAngle angle: CGFloat) {
        let (s, c) = exactSinCos(Double(angle))
        self.init(a: CGFloat(c), b: CGFloat(s), c: CGFloat(-s), d: CGFloat(c), tx: 0, ty: 0)
    }

    /// The identity transform.
    public static let identity = CGAffineTransform(a: 1, b: 0, c: 0, d: 1, tx: 0, ty: 0)

    /// A Boolean value that indicates whether the transform is the identity transform.
    public var isIdentity: Bool { self == .identity }

    /// Returns an affine transformation matrix constructed by translating an existing one.
    ///
    /// The translation applies first, in the transform's own coordinates:
    /// `translate(tx, ty) * self`.
    public func translatedBy(x tx: CGFloat, y ty: CGFloat) -> CGAffineTransform {
        CGAffineTransform(translationX: tx, y: ty).concatenating(self)
    }

    /// Returns an affine transformation matrix constructed by scaling an existing one:
    /// `scale(sx, sy) * self`.
    public func scaledBy(x sx: CGFloat, y sy: CGFloat) -> CGAffineTransform {
        CGAffineTransform(scaleX: sx, y: sy).concatenating(self)
    }

    /// Returns an affine transformation matrix constructed by rotating an existing one:
    /// `rotation(angle) * self`.
    public func rotated(by angle: CGFloat) -> CGAffineTransform {
        CGAffineTransform(rotationAngle: angle).concatenating(self)
    }

    /// Returns an affine transformation matrix constructed by inverting an existing one.
    ///
    /// As in Core Graphics, a transform that cannot be inverted is returned unchanged.
    public func inverted() -> CGAffineTransform {
        let det = a * d - b * c
        guard det != 0, det.isFinite else { return self }
        return CGAffineTransform(a: d / det, b: -b / det, c: -c / det, d: a / det,
                                 tx: (c * ty - d * tx) / det, ty: (b * tx - a * ty) / det)
    }

    /// Returns an affine transformation matrix constructed by combining two existing ones:
    /// `self * t2`, so `self` applies first and `t2` second.
    public func concatenating(_ t2: CGAffineTransform) -> CGAffineTransform {
        let t1 = self
        return CGAffineTransform(
            a: t1.a * t2.a + t1.b * t2.c,
            b: t1.a * t2.b + t1.b * t2.d,
            c: t1.c * t2.a + t1.d * t2.c,
            d: t1.c * t2.b + t1.d * t2.d,
            tx: t1.tx * t2.a + t1.ty * t2.c + t2.tx,
            ty: t1.tx * t2.b + t1.ty * t2.d + t2.ty)
    }
}

extension CGAffineTransform: Codable {
    /// Creates a transform from the six entries in an unkeyed container (a, b, c, d, tx, ty),
    /// the layout Apple's Swift overlay encodes.
    public init(from decoder: Decoder) throws {
        var container = try decoder.unkeyedContainer()
        let a = try container.decode(CGFloat.self), b = try container.decode(CGFloat.self)
        let c = try container.decode(CGFloat.self), d = try container.decode(CGFloat.self)
        let tx = try container.decode(CGFloat.self), ty = try container.decode(CGFloat.self)
        self.init(a: a, b: b, c: c, d: d, tx: tx, ty: ty)
    }

    /// Writes the six entries into an unkeyed container (a, b, c, d, tx, ty).
    public func encode(to encoder: Encoder) throws {
        var container = encoder.unkeyedContainer()
        for value in [a, b, c, d, tx, ty] { try container.encode(value) }
    }
}

extension CGPoint {
    /// Returns the point resulting from an affine transformation of an existing point.
    public func applying(_ t: CGAffineTransform) -> CGPoint {
        CGPoint(x: t.a * x + t.c * y + t.tx, y: t.b * x + t.d * y + t.ty)
    }
}

extension CGSize {
    /// Returns the height and width resulting from a transformation of an existing size.
    ///
    /// Only the linear part applies (no translation); the result may be negative, as in Core Graphics.
    public func applying(_ t: CGAffineTransform) -> CGSize {
        CGSize(width: t.a * width + t.c * height, height: t.b * width + t.d * height)
    }
}

extension CGRect {
    /// Applies an affine transform to a rectangle: the smallest rectangle that contains its four
    /// transformed corners.
    ///
    /// The null rectangle stays null, as in Core Graphics.
    public func applying(_ t: CGAffineTransform) -> CGRect {
        if isNull { return self }
        let corners = [CGPoint(x: minX, y: minY), CGPoint(x: maxX, y: minY),
                       CGPoint(x: minX, y: maxY), CGPoint(x: maxX, y: maxY)].map { $0.applying(t) }
        let xs = corners.map(\.x), ys = corners.map(\.y)
        let x0 = xs.min()!, y0 = ys.min()!
        return CGRect(x: x0, y: y0, width: xs.max()! - x0, height: ys.max()! - y0)
    }
}
