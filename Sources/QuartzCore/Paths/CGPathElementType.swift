/// The kind of one element of a path, as Core Graphics' `CGPathElementType`.
public enum CGPathElementType: Int32, Sendable {
    /// Starts a new subpath at one point.
    case moveToPoint
    /// A straight line to one point.
    case addLineToPoint
    /// A quadratic Bézier curve: a control point, then the end point.
    case addQuadCurveToPoint
    /// A cubic Bézier curve: two control points, then the end point.
    case addCurveToPoint
    /// Closes the current subpath with a line back to its start.
    case closeSubpath
}
