/// The shape of a stroke: its width, ends and corners.
public struct StrokeStyle: Sendable {
    /// The full width of the line.
    public var width: Double
    /// How open ends are drawn.
    public var cap: StrokeCap
    /// How corners are drawn.
    public var join: StrokeJoin
    /// The longest miter, in line widths, before a miter corner is beveled (Core Graphics' 10).
    public var miterLimit: Double

    /// A stroke style.
    public init(width: Double, cap: StrokeCap = .butt, join: StrokeJoin = .miter, miterLimit: Double = 10) {
        self.width = width; self.cap = cap; self.join = join; self.miterLimit = miterLimit
    }
}
