/// How a stroke's corners are drawn.
package enum StrokeJoin: Sendable {
    /// Sharp corners, cut to a bevel past the miter limit.
    case miter
    /// Round corners.
    case round
    /// Corners cut straight across.
    case bevel
}
