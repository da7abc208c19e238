/// The shape of a stroke: its width, ends and corners.
package struct StrokeStyle: Sendable {
    /// The full width of the line.
    package var width: Double
    /// How open ends are drawn.
    package var cap: StrokeCap
    /// How corners are drawn.
    package var join: StrokeJoin
    /// The longest miter, in line widths, before a miter corner is beveled (Core Graphics' 10).
    package var miterLimit: Double

    /// A stroke style.
    package init(width: Double, cap: StrokeCap = .butt, join: StrokeJoin = .miter, miterLimit: Double = 10) {
        self.width = width; self.cap = cap; self.join = join; self.miterLimit = miterLimit
    }
}
