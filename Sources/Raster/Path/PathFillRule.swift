/// How the inside of a set of polygons is decided when they overlap or cross themselves.
package enum PathFillRule: Sendable {
    /// A point is inside when the polygons wind around it a non-zero number of times.
    case nonZero
    /// A point is inside when a ray from it crosses the polygons an odd number of times.
    case evenOdd
}
