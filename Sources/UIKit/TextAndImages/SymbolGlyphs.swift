import Foundation

/// The symbols `UIImage(systemName:)` draws, as strokes and fills on a 24-unit grid.
///
/// SF Symbols cannot ship with TransitionLab (Apple's license), so these are TransitionLab's own
/// drawings of the symbols transition code uses most, in the spirit of their names: lines,
/// polylines (arcs are polylines of short segments), rounded rectangles and ovals. The context
/// is already scaled so the grid fills the image, with the stroke width, round caps and round
/// joins set; everything is drawn in black and tinted later.
enum SymbolGlyphs {
    /// Draws the symbol `name` and returns true, or returns false for a name without a drawing.
    /// A filled variant without a drawing of its own (`house.fill`) is drawn as its outline
    /// (`house`), which is nearer to it than the placeholder.
    static func draw(_ name: String, in context: CGContext) -> Bool {
        guard let drawing = drawings[name] ?? outlineName(of: name).flatMap({ drawings[$0] }) else { return false }
        drawing(context)
        return true
    }

    /// `name` without its `.fill` part (`person.crop.circle.fill` gives `person.crop.circle`), or
    /// nil when it has none.
    static func outlineName(of name: String) -> String? {
        let parts = name.split(separator: ".")
        guard parts.contains("fill") else { return nil }
        return parts.filter { $0 != "fill" }.joined(separator: ".")
    }

    /// The names that have drawings, sorted.
    static var names: [String] { drawings.keys.sorted() }

    /// The question mark in a rounded square drawn for names without a drawing.
    static func drawPlaceholder(in context: CGContext) {
        context.addPath(CGPath(roundedRect: CGRect(x: 3.5, y: 3.5, width: 17, height: 17), cornerWidth: 4, cornerHeight: 4, transform: nil))
        context.strokePath()
        stroke(context, arc(center: CGPoint(x: 12, y: 9.8), radius: 3, from: 190, to: 400) + [CGPoint(x: 12, y: 14)])
        dot(context, at: CGPoint(x: 12, y: 17.2), radius: 1.2)
    }

    // MARK: Building blocks

    /// Points along a circular arc, angles in degrees clockwise from the right (y points down).
    static func arc(center: CGPoint, radius: CGFloat, from start: CGFloat, to end: CGFloat) -> [CGPoint] {
        ellipseArc(center: center, radii: CGSize(width: radius, height: radius), from: start, to: end)
    }

    /// Points along an elliptical arc, angles in degrees clockwise from the right.
    static func ellipseArc(center: CGPoint, radii: CGSize, from start: CGFloat, to end: CGFloat) -> [CGPoint] {
        // One segment per 6 degrees is smooth at icon sizes.
        let steps = max(2, Int((abs(end - start) / 6).rounded(.up)))
        return (0...steps).map { i in
            let angle = (start + (end - start) * CGFloat(i) / CGFloat(steps)) * .pi / 180
            return CGPoint(x: center.x + radii.width * cos(angle), y: center.y + radii.height * sin(angle))
        }
    }

    /// Strokes an open polyline.
    static func stroke(_ context: CGContext, _ points: [CGPoint]) {
        context.addLines(between: points)
        context.strokePath()
    }

    /// Strokes a closed polygon.
    static func strokeClosed(_ context: CGContext, _ points: [CGPoint]) {
        context.addLines(between: points)
        context.closePath()
        context.strokePath()
    }

    /// Fills a polygon.
    static func fill(_ context: CGContext, _ points: [CGPoint]) {
        context.addLines(between: points)
        context.closePath()
        context.fillPath()
    }

    /// Strokes a straight line.
    static func line(_ context: CGContext, _ x0: CGFloat, _ y0: CGFloat, _ x1: CGFloat, _ y1: CGFloat) {
        stroke(context, [CGPoint(x: x0, y: y0), CGPoint(x: x1, y: y1)])
    }

    /// Fills a round dot.
    static func dot(_ context: CGContext, at center: CGPoint, radius: CGFloat) {
        context.fillEllipse(in: CGRect(x: center.x - radius, y: center.y - radius, width: 2 * radius, height: 2 * radius))
    }

    /// Strokes a circle.
    static func circle(_ context: CGContext, at center: CGPoint, radius: CGFloat) {
        context.strokeEllipse(in: CGRect(x: center.x - radius, y: center.y - radius, width: 2 * radius, height: 2 * radius))
    }

    /// A heart's outline: two lobes meeting in a dip, narrowing to a point at the bottom.
    static func heartOutline() -> [CGPoint] {
        let left = CGPoint(x: 7.8, y: 9.2), right = CGPoint(x: 16.2, y: 9.2), radius: CGFloat = 4.3
        let tip = CGPoint(x: 12, y: 20.5)
        return [tip] + arc(center: left, radius: radius, from: 135, to: 347.6) + arc(center: right, radius: radius, from: 192.4, to: 405)
    }

    /// A five-pointed star's outline.
    static func starOutline() -> [CGPoint] {
        (0..<10).map { i in
            let radius: CGFloat = i % 2 == 0 ? 9.8 : 4.1
            let angle = (-90 + CGFloat(i) * 36) * .pi / 180
            return CGPoint(x: 12 + radius * cos(angle), y: 12.8 + radius * sin(angle))
        }
    }

    /// A head and shoulders, as the person symbols draw them.
    static func personOutline(head: CGPoint, headRadius: CGFloat, shoulders: CGPoint, shoulderRadii: CGSize) -> ([CGPoint], CGRect) {
        let body = ellipseArc(center: shoulders, radii: shoulderRadii, from: 180, to: 360)
        let headBox = CGRect(x: head.x - headRadius, y: head.y - headRadius, width: 2 * headRadius, height: 2 * headRadius)
        return (body, headBox)
    }

    /// A gear's toothed outline.
    static func gearOutline() -> [CGPoint] {
        var points: [CGPoint] = []
        for tooth in 0..<8 {
            let base = CGFloat(tooth) * 45
            for (offset, radius) in [(-22.5, 7.3), (-11.0, 7.3), (-7.0, 9.8), (7.0, 9.8), (11.0, 7.3)] as [(CGFloat, CGFloat)] {
                let angle = (base + offset) * .pi / 180
                points.append(CGPoint(x: 12 + radius * cos(angle), y: 12 + radius * sin(angle)))
            }
        }
        return points
    }
}
