/// How the corners of stroked lines are drawn, as Core Graphics' `CGLineJoin`.
public enum CGLineJoin: Int32, Sendable {
    /// Sharp corners, beveled when the miter would be longer than the miter limit.
    case miter
    /// Round corners.
    case round
    /// Corners cut straight across.
    case bevel
}
