/// How the inside of an overlapping path is decided, as Core Graphics' `CGPathFillRule`.
public enum CGPathFillRule: Int, Sendable {
    /// Non-zero winding number.
    case winding
    /// Odd number of crossings.
    case evenOdd
}
