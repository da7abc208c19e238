import Foundation

/// One element of a path as stored: its kind and its points.
public enum CGPathSegment: Equatable, Sendable {
    /// Starts a subpath.
    case move(CGPoint)
    /// A straight line to the point.
    case line(CGPoint)
    /// A quadratic curve: control point, end point.
    case quad(CGPoint, CGPoint)
    /// A cubic curve: two control points, end point.
    case cubic(CGPoint, CGPoint, CGPoint)
    /// Closes the subpath.
    case close

    /// The element's points, in order.
    public var points: [CGPoint] {
        switch self {
        case .move(let p), .line(let p): return [p]
        case .quad(let c, let p): return [c, p]
        case .cubic(let c1, let c2, let p): return [c1, c2, p]
        case .close: return []
        }
    }

    /// The Core Graphics element type.
    public var type: CGPathElementType {
        switch self {
        case .move: return .moveToPoint
        case .line: return .addLineToPoint
        case .quad: return .addQuadCurveToPoint
        case .cubic: return .addCurveToPoint
        case .close: return .closeSubpath
        }
    }

    /// The same element with every point mapped by `f`.
    func mapped(_ f: (CGPoint) -> CGPoint) -> CGPathSegment {
        switch self {
        case .move(let p): return .move(f(p))
        case .line(let p): return .line(f(p))
        case .quad(let c, let p): return .quad(f(c), f(p))
        case .cubic(let c1, let c2, let p): return .cubic(f(c1), f(c2), f(p))
        case .close: return .close
        }
    }
}
