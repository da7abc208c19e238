/// How the ends of stroked lines are drawn, as Core Graphics' `CGLineCap`.
public enum CGLineCap: Int32, Sendable {
    /// Square ends at the end points.
    case butt
    /// Half circles past the end points.
    case round
    /// Square ends half a line width past the end points.
    case square
}
