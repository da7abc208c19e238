import Foundation
import Raster

extension CGPath {
    /// How finely `copy(strokingWithWidth:...)` and `copy(dashingWithPhase:...)` follow curves,
    /// in the path's units: a hundredth of a point, finer than any screen shows.
    static let copyTolerance = 0.01

    /// The outline of the path's stroke as a path: filling it by the non-zero rule paints what
    /// stroking the path would.
    ///
    /// Unlike Core Graphics, the outline is made of straight pieces (curves are followed to
    /// within a hundredth of a unit) and is a union of overlapping closed pieces, one per
    /// segment, corner and end, rather than one merged outline.
    public func copy(strokingWithWidth lineWidth: CGFloat, lineCap: CGLineCap, lineJoin: CGLineJoin,
                     miterLimit: CGFloat, transform: CGAffineTransform = .identity) -> CGPath {
        let style = StrokeStyle(width: Double(lineWidth), cap: lineCap.strokeCap, join: lineJoin.strokeJoin,
                                miterLimit: Double(miterLimit))
        let result = CGMutablePath()
        for line in polylines(tolerance: Self.copyTolerance) {
            for polygon in PathStroker.outline(of: line.points, closed: line.closed, style: style, tolerance: Self.copyTolerance) {
                result.addLines(between: polygon.map { CGPoint(x: $0.x, y: $0.y) }, transform: transform)
                result.closeSubpath()
            }
        }
        return CGPath(segments: result.segments)
    }

    /// The dashes of the path as open subpaths: painted for `lengths[0]`, gap for `lengths[1]`,
    /// and so on, starting `phase` into the pattern.
    ///
    /// Unlike Core Graphics, curves come back as short straight lines (within a hundredth of a
    /// unit of the curve).
    public func copy(dashingWithPhase phase: CGFloat, lengths: [CGFloat], transform: CGAffineTransform = .identity) -> CGPath {
        let dashes = PolylineCutting.dashed(polylines(tolerance: Self.copyTolerance), pattern: lengths.map(Double.init),
                                            phase: Double(phase))
        let result = CGMutablePath()
        for dash in dashes {
            result.addLines(between: dash.points.map { CGPoint(x: $0.x, y: $0.y) }, transform: transform)
            if dash.closed { result.closeSubpath() }
        }
        return CGPath(segments: result.segments)
    }
}
