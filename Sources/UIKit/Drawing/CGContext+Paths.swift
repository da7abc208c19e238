import Foundation
import Raster

extension CGContext {
    /// Starts a new, empty path.
    public func beginPath() { devicePath = CGMutablePath() }

    /// Whether the current path is empty.
    public var isPathEmpty: Bool { devicePath.isEmpty }

    /// The current path in user space (nil when empty).
    public var path: CGPath? {
        guard !devicePath.isEmpty else { return nil }
        var inverse = gstate.ctm.inverted()
        return devicePath.copy(using: &inverse)
    }

    /// The current point of the path, in user space.
    public var currentPointOfPath: CGPoint { devicePath.currentPoint.applying(gstate.ctm.inverted()) }

    /// The bounding box of the current path in user space (control points included).
    public var boundingBoxOfPath: CGRect {
        guard !devicePath.isEmpty else { return .null }
        return path?.boundingBox ?? .null
    }

    /// Starts a new subpath at `point`.
    public func move(to point: CGPoint) { devicePath.move(to: point, transform: gstate.ctm) }

    /// Adds a straight line from the current point to `point`.
    public func addLine(to point: CGPoint) { devicePath.addLine(to: point, transform: gstate.ctm) }

    /// Adds a polyline through `points`, starting a new subpath.
    public func addLines(between points: [CGPoint]) { devicePath.addLines(between: points, transform: gstate.ctm) }

    /// Adds a cubic Bézier curve from the current point.
    public func addCurve(to end: CGPoint, control1: CGPoint, control2: CGPoint) {
        devicePath.addCurve(to: end, control1: control1, control2: control2, transform: gstate.ctm)
    }

    /// Adds a quadratic Bézier curve from the current point.
    public func addQuadCurve(to end: CGPoint, control: CGPoint) {
        devicePath.addQuadCurve(to: end, control: control, transform: gstate.ctm)
    }

    /// Adds an arc of a circle (see `CGMutablePath.addArc(center:radius:startAngle:endAngle:clockwise:transform:)`
    /// for the meaning of `clockwise`).
    public func addArc(center: CGPoint, radius: CGFloat, startAngle: CGFloat, endAngle: CGFloat, clockwise: Bool) {
        devicePath.addArc(center: center, radius: radius, startAngle: startAngle, endAngle: endAngle,
                          clockwise: clockwise, transform: gstate.ctm)
    }

    /// Adds an arc tangent to two lines meeting at `tangent1End`.
    public func addArc(tangent1End: CGPoint, tangent2End: CGPoint, radius: CGFloat) {
        devicePath.addArc(tangent1End: tangent1End, tangent2End: tangent2End, radius: radius, transform: gstate.ctm)
    }

    /// Closes the current subpath with a line back to its start.
    public func closePath() { devicePath.closeSubpath() }

    /// Adds a rectangle.
    public func addRect(_ rect: CGRect) { devicePath.addRect(rect, transform: gstate.ctm) }
    /// Adds rectangles.
    public func addRects(_ rects: [CGRect]) { devicePath.addRects(rects, transform: gstate.ctm) }
    /// Adds the ellipse inscribed in `rect`.
    public func addEllipse(in rect: CGRect) { devicePath.addEllipse(in: rect, transform: gstate.ctm) }
    /// Adds a path given in user space.
    public func addPath(_ path: CGPath) { devicePath.addPath(path, transform: gstate.ctm) }

    /// Sets the miter limit of stroked corners, in line widths.
    public func setMiterLimit(_ limit: CGFloat) { gstate.miterLimit = limit }

    /// Sets the dash pattern of stroked lines: painted and unpainted lengths, alternating, in
    /// user space, starting `phase` into the pattern (an empty list: solid lines).
    public func setLineDash(phase: CGFloat, lengths: [CGFloat]) {
        gstate.lineDashPhase = phase
        gstate.lineDashLengths = lengths
    }

    /// Fills the current path with the fill color and clears the path.
    public func fillPath(using rule: CGPathFillRule = .winding) {
        let path = devicePath
        beginPath()
        let color = pixel(gstate.fillColor)
        guard color.a > 0 else { return }
        let mask = path.fillCoverage(transform: .identity, rule: rule, clip: gstate.clip)
        guard !mask.box.isEmpty else { return }
        withPixels { $0.fill(mask, color: color) }
    }

    /// Strokes the current path with the stroke color and line settings, and clears the path.
    ///
    /// The line is built in user space, so a context scaled unevenly draws it thicker one way,
    /// as Core Graphics does.
    public func strokePath() {
        let path = devicePath
        beginPath()
        let color = pixel(gstate.strokeColor)
        guard color.a > 0, gstate.lineWidth > 0 else { return }
        var inverse = gstate.ctm.inverted()
        guard let userPath = path.copy(using: &inverse) else { return }
        let settings = PathStrokeSettings(width: Double(gstate.lineWidth), cap: gstate.lineCap, join: gstate.lineJoin,
                                          miterLimit: Double(gstate.miterLimit),
                                          dashPattern: gstate.lineDashLengths.map(Double.init),
                                          dashPhase: Double(gstate.lineDashPhase))
        let mask = userPath.strokeCoverage(transform: gstate.ctm, settings: settings, clip: gstate.clip)
        guard !mask.box.isEmpty else { return }
        withPixels { $0.fill(mask, color: color) }
    }

    /// Fills and/or strokes the current path, then clears it.
    public func drawPath(using mode: CGPathDrawingMode) {
        let path = devicePath
        if mode != .stroke { fillPath(using: mode == .eoFill || mode == .eoFillStroke ? .evenOdd : .winding) }
        if mode == .stroke || mode == .fillStroke || mode == .eoFillStroke { devicePath = path; strokePath() }
        beginPath()
    }

    /// Intersects the clip with the inside of the current path (anti-aliased), then clears the path.
    public func clip(using rule: CGPathFillRule = .winding) {
        let path = devicePath
        beginPath()
        var mask = path.fillCoverage(transform: .identity, rule: rule, clip: gstate.clip)
        if let previous = gstate.clipMask { mask.intersect(with: previous) }
        gstate.clip = gstate.clip.intersection(mask.box)
        gstate.clipMask = mask
    }

    /// Fills the ellipse inscribed in `rect`.
    public func fillEllipse(in rect: CGRect) {
        let saved = devicePath
        beginPath(); addEllipse(in: rect); fillPath()
        devicePath = saved
    }

    /// Strokes the outline of `rect`, centered on its edges.
    public func stroke(_ rect: CGRect) {
        let saved = devicePath
        beginPath(); addRect(rect); strokePath()
        devicePath = saved
    }

    /// Strokes the outline of `rect` with a line `width` wide.
    public func stroke(_ rect: CGRect, width: CGFloat) {
        saveGState(); setLineWidth(width); stroke(rect); restoreGState()
    }

    /// Strokes the outline of the ellipse inscribed in `rect`.
    public func strokeEllipse(in rect: CGRect) {
        let saved = devicePath
        beginPath(); addEllipse(in: rect); strokePath()
        devicePath = saved
    }

    /// Strokes separate segments between pairs of points.
    public func strokeLineSegments(between points: [CGPoint]) {
        let saved = devicePath
        beginPath()
        for i in stride(from: 0, to: points.count - 1, by: 2) {
            move(to: points[i]); addLine(to: points[i + 1])
        }
        strokePath()
        devicePath = saved
    }
}
