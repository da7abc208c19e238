/// How a stroke's open ends are drawn.
package enum StrokeCap: Sendable {
    /// Square ends at the end points.
    case butt
    /// Half discs around the end points.
    case round
    /// Square ends half a line width past the end points.
    case square
}
