import Foundation

/// An immutable path of lines and Bézier curves in subpaths, as Core Graphics' `CGPath`.
///
/// Arcs, ellipses and rounded rectangles are stored as cubic Bézier curves, as Core Graphics
/// stores them, so that two paths with the same element structure (an oval and a full-circle
/// arc, say) can be interpolated point by point by a `"path"` animation. Build paths with
/// `CGMutablePath`, or with the shape initializers here.
public class CGPath: Hashable {
    /// The shapes a path made by one shape initializer is known to be, so the compositor can
    /// draw a shadow of it exactly.
    public enum Shape: Equatable {
        /// A rectangle.
        case rect(CGRect)
        /// A rectangle with elliptical corners of the given radii.
        case roundedRect(CGRect, cornerWidth: CGFloat, cornerHeight: CGFloat)
        /// The ellipse inscribed in a rectangle.
        case ellipse(CGRect)
    }

    /// The elements, in order. Not an Apple API (Core Graphics hands them out through
    /// `applyWithBlock(_:)`, which is here too).
    public internal(set) var segments: [CGPathSegment]
    /// The shape the path was made as, when it was made by one rectangle, rounded-rectangle or
    /// ellipse initializer (or added to an empty mutable path) and not changed since; nil
    /// otherwise. Not an Apple API.
    public internal(set) var shape: Shape?

    init(segments: [CGPathSegment], shape: Shape? = nil) {
        self.segments = segments
        self.shape = shape
    }

    /// A rectangular path, optionally transformed.
    public convenience init(rect: CGRect, transform: UnsafePointer<CGAffineTransform>?) {
        let path = CGMutablePath()
        path.addRect(rect, transform: transform?.pointee ?? .identity)
        self.init(segments: path.segments, shape: path.shape)
    }

    /// A rounded-rectangle path with elliptical corners, optionally transformed; the corner
    /// sizes are clamped to half the rectangle's sides.
    public convenience init(roundedRect rect: CGRect, cornerWidth: CGFloat, cornerHeight: CGFloat,
                            transform: UnsafePointer<CGAffineTransform>?) {
        let path = CGMutablePath()
        path.addRoundedRect(in: rect, cornerWidth: cornerWidth, cornerHeight: cornerHeight,
                            transform: transform?.pointee ?? .identity)
        self.init(segments: path.segments, shape: path.shape)
    }

    /// The path of the ellipse inscribed in `rect`, optionally transformed: four cubic curves
    /// starting at the rightmost point and running toward increasing angles (clockwise on a
    /// UIKit screen, where y points down).
    public convenience init(ellipseIn rect: CGRect, transform: UnsafePointer<CGAffineTransform>?) {
        let path = CGMutablePath()
        path.addEllipse(in: rect, transform: transform?.pointee ?? .identity)
        self.init(segments: path.segments, shape: path.shape)
    }

    /// Whether the path has no elements.
    public var isEmpty: Bool { segments.isEmpty }

    /// The point the next element would start from: the last end point, or the start of the
    /// subpath just closed; `.zero` for an empty path.
    public var currentPoint: CGPoint {
        var start = CGPoint.zero, current = CGPoint.zero
        for segment in segments {
            switch segment {
            case .move(let p): start = p; current = p
            case .close: current = start
            default: current = segment.points.last ?? current
            }
        }
        return current
    }

    /// The smallest rectangle holding every point of the path, control points included;
    /// `CGRect.null` for an empty path.
    public var boundingBox: CGRect {
        let points = segments.flatMap(\.points)
        guard let first = points.first else { return .null }
        var minX = first.x, minY = first.y, maxX = first.x, maxY = first.y
        for p in points { minX = min(minX, p.x); minY = min(minY, p.y); maxX = max(maxX, p.x); maxY = max(maxY, p.y) }
        return CGRect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
    }

    /// The smallest rectangle holding the path's outline (curves at their extremes, not their
    /// control points); `CGRect.null` for an empty path.
    public var boundingBoxOfPath: CGRect { tightBoundingBox() }

    /// An immutable copy.
    public func copy() -> CGPath? { CGPath(segments: segments, shape: shape) }

    /// An immutable copy with every point transformed.
    public func copy(using transform: UnsafePointer<CGAffineTransform>?) -> CGPath? {
        guard let t = transform?.pointee, t != .identity else { return copy() }
        return CGPath(segments: segments.map { $0.mapped { $0.applying(t) } }, shape: nil)
    }

    /// A mutable copy.
    public func mutableCopy() -> CGMutablePath? { CGMutablePath(segments: segments, shape: shape) }

    /// A mutable copy with every point transformed.
    public func mutableCopy(using transform: UnsafePointer<CGAffineTransform>?) -> CGMutablePath? {
        guard let t = transform?.pointee, t != .identity else { return mutableCopy() }
        return CGMutablePath(segments: segments.map { $0.mapped { $0.applying(t) } }, shape: nil)
    }

    /// Calls `block` with each element in order, as Core Graphics does.
    public func applyWithBlock(_ block: (UnsafePointer<CGPathElement>) -> Void) {
        for segment in segments {
            var points = segment.points.isEmpty ? [CGPoint.zero] : segment.points
            points.withUnsafeMutableBufferPointer { buffer in
                var element = CGPathElement(type: segment.type, points: buffer.baseAddress!)
                withUnsafePointer(to: &element) { block($0) }
            }
        }
    }

    /// Paths are equal when their elements are.
    public static func == (lhs: CGPath, rhs: CGPath) -> Bool { lhs === rhs || lhs.segments == rhs.segments }

    /// Hashes the elements' kinds and points.
    public func hash(into hasher: inout Hasher) {
        for segment in segments {
            hasher.combine(segment.type.rawValue)
            for p in segment.points { hasher.combine(p.x); hasher.combine(p.y) }
        }
    }
}
