import Foundation

/// `NSValue` boxes of the Core Graphics and Core Animation structures, as UIKit's and Core
/// Animation's NSValue additions (`NSValue(cgRect:)`, `cgRectValue`, ...).
///
/// Points, sizes and rectangles are Foundation's own values (`NSValue(point:)` and friends, so
/// `pointValue` reads them too); the other structures are stored as arrays of doubles, which
/// swift-corelibs-foundation can box (unlike Apple's, `objCType` is then `"[6d]"` rather than a
/// struct encoding). Reading a box as the wrong structure gives zero, where Apple's reads
/// garbage. Core Animation reads these boxes as animation values (`fromValue`, `toValue`,
/// `values`) and `CALayer.setValue(_:forKey:)` accepts them.
extension NSValue {
    /// Boxes a point.
    public convenience init(cgPoint point: CGPoint) { self.init(point: point) }
    /// Boxes a size.
    public convenience init(cgSize size: CGSize) { self.init(size: size) }
    /// Boxes a rectangle.
    public convenience init(cgRect rect: CGRect) { self.init(rect: rect) }
    /// Boxes a vector.
    public convenience init(cgVector vector: CGVector) { self.init(doubles: [Double(vector.dx), Double(vector.dy)], type: Self.vectorType) }
    /// Boxes an affine transform.
    public convenience init(cgAffineTransform transform: CGAffineTransform) {
        self.init(doubles: [transform.a, transform.b, transform.c, transform.d, transform.tx, transform.ty].map(Double.init), type: Self.affineType)
    }
    /// Boxes a 3D transform (Core Animation's addition).
    public convenience init(caTransform3D transform: CATransform3D) {
        self.init(doubles: transform.fieldValues, type: Self.transform3DType)
    }

    /// The boxed point (zero when the box holds something else).
    public var cgPointValue: CGPoint { isBox(of: "{CGPoint=dd}", "{_NSPoint=dd}") ? pointValue : .zero }
    /// The boxed size (zero when the box holds something else).
    public var cgSizeValue: CGSize { isBox(of: "{CGSize=dd}", "{_NSSize=dd}") ? sizeValue : .zero }
    /// The boxed rectangle (zero when the box holds something else).
    public var cgRectValue: CGRect { isBox(of: "{CGRect={CGPoint=dd}{CGSize=dd}}", "{_NSRect={_NSPoint=dd}{_NSSize=dd}}") ? rectValue : .zero }
    /// The boxed vector (zero when the box holds something else).
    public var cgVectorValue: CGVector {
        guard let d = doubles(ofType: Self.vectorType) else { return CGVector(dx: 0, dy: 0) }
        return CGVector(dx: d[0], dy: d[1])
    }
    /// The boxed affine transform (all zeros when the box holds something else).
    public var cgAffineTransformValue: CGAffineTransform {
        guard let d = doubles(ofType: Self.affineType) else { return CGAffineTransform(a: 0, b: 0, c: 0, d: 0, tx: 0, ty: 0) }
        return CGAffineTransform(a: d[0], b: d[1], c: d[2], d: d[3], tx: d[4], ty: d[5])
    }
    /// The boxed 3D transform (all zeros when the box holds something else).
    public var caTransform3DValue: CATransform3D {
        CATransform3D(fieldValues: doubles(ofType: Self.transform3DType) ?? Array(repeating: 0, count: 16))
    }

    static let vectorType = "[2d]"
    static let affineType = "[6d]"
    static let transform3DType = "[16d]"

    /// Boxes doubles under an array type swift-corelibs-foundation can encode.
    package convenience init(doubles: [Double], type: String) {
        precondition(type == "[\(doubles.count)d]", "the type must describe the doubles")
        self.init(bytes: doubles, objCType: type)
    }

    /// The boxed doubles when the box holds `type`, else nil.
    package func doubles(ofType type: String) -> [Double]? {
        guard String(cString: objCType) == type, let count = Int(type.dropFirst().dropLast(2)) else { return nil }
        var values = [Double](repeating: 0, count: count)
        values.withUnsafeMutableBytes { getValue($0.baseAddress!) }
        return values
    }

    private func isBox(of types: String...) -> Bool {
        types.contains(String(cString: objCType))
    }
}

extension CATransform3D {
    /// The sixteen fields, row by row (m11 ... m44).
    var fieldValues: [Double] {
        [m11, m12, m13, m14, m21, m22, m23, m24, m31, m32, m33, m34, m41, m42, m43, m44].map(Double.init)
    }

    /// A transform from sixteen fields, row by row.
    init(fieldValues f: [Double]) {
        let v = f.map { CGFloat($0) }
        self.init(m11: v[0], m12: v[1], m13: v[2], m14: v[3], m21: v[4], m22: v[5], m23: v[6], m24: v[7],
                  m31: v[8], m32: v[9], m33: v[10], m34: v[11], m41: v[12], m42: v[13], m43: v[14], m44: v[15])
    }
}
