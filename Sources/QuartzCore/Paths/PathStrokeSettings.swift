import Foundation

/// How a path is stroked: the line's width, ends, corners, dashes and the stretch of the path
/// drawn. Not an Apple API: `CGContext`, `UIBezierPath` and `CAShapeLayer` settings gathered.
package struct PathStrokeSettings {
    /// The full width of the line.
    var width: Double
    var cap: CGLineCap = .butt
    var join: CGLineJoin = .miter
    var miterLimit: Double = 10
    var dashPattern: [Double] = []
    var dashPhase: Double = 0
    /// The fractions of the path's length where the drawn stretch starts and ends.
    var start: Double = 0
    var end: Double = 1

    /// Stroke settings; by default a solid line with butt ends and miter corners, whole.
    package init(width: Double, cap: CGLineCap = .butt, join: CGLineJoin = .miter, miterLimit: Double = 10,
                 dashPattern: [Double] = [], dashPhase: Double = 0, start: Double = 0, end: Double = 1) {
        self.width = width; self.cap = cap; self.join = join; self.miterLimit = miterLimit
        self.dashPattern = dashPattern; self.dashPhase = dashPhase; self.start = start; self.end = end
    }
}
