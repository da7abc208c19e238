import Foundation

/// An immutable path, as Core Graphics' `CGPath`, for the shapes layers use: shadow paths.
///
/// Unlike Core Graphics, only rectangles, rounded rectangles and ellipses can be built; the
/// compositor draws each exactly.
public class CGPath: Equatable {
    /// The shapes a path can hold.
    public enum Shape: Equatable {
        /// A rectangle.
        case rect(CGRect)
        /// A rectangle with elliptical corners of the given radii.
        case roundedRect(CGRect, cornerWidth: CGFloat, cornerHeight: CGFloat)
        /// The ellipse inscribed in a rectangle.
        case ellipse(CGRect)
    }

    /// The shape of the path, in its own coordinates (the transform already applied).
    public let shape: Shape

    init(shape: Shape) { self.shape = shape }

    /// A rectangular path, optionally translated and scaled by an affine transform.
    public convenience init(rect: CGRect, transform: UnsafePointer<CGAffineTransform>?) {
        let t = transform?.pointee ?? .identity
        self.init(shape: .rect(rect.applying(t)))
    }

    /// A rounded-rectangle path.
    public convenience init(roundedRect rect: CGRect, cornerWidth: CGFloat, cornerHeight: CGFloat,
                            transform: UnsafePointer<CGAffineTransform>?) {
        let t = transform?.pointee ?? .identity
        self.init(shape: .roundedRect(rect.applying(t), cornerWidth: cornerWidth * abs(t.a),
                                      cornerHeight: cornerHeight * abs(t.d)))
    }

    /// An elliptical path inscribed in `rect`.
    public convenience init(ellipseIn rect: CGRect, transform: UnsafePointer<CGAffineTransform>?) {
        let t = transform?.pointee ?? .identity
        self.init(shape: .ellipse(rect.applying(t)))
    }

    /// The smallest rectangle holding the path.
    public var boundingBox: CGRect {
        switch shape {
        case .rect(let r), .roundedRect(let r, _, _), .ellipse(let r): return r.standardized
        }
    }

    /// Paths are equal when their shapes are.
    public static func == (lhs: CGPath, rhs: CGPath) -> Bool { lhs.shape == rhs.shape }
}
