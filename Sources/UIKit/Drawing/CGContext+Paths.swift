import Foundation
import Raster

/// The current path of a context: shapes and polylines, each with the transform that was
/// current when it was added (as Core Graphics transforms path points when they are added).
struct DevicePath {
    enum Element {
        /// A rectangle, rounded rectangle or ellipse in user space.
        case shape(CGPath.Shape, Homography)
        /// Points joined by straight lines, closed or not, in user space.
        case polyline([CGPoint], closed: Bool, Homography)
    }

    var elements: [Element] = []
}

extension CGContext {
    /// Starts a new, empty path.
    public func beginPath() { path = DevicePath() }

    /// Whether the current path is empty.
    public var isPathEmpty: Bool { path.elements.isEmpty }

    /// Starts a new subpath at `point`.
    public func move(to point: CGPoint) {
        path.elements.append(.polyline([point], closed: false, transform))
    }

    /// Adds a straight line from the current point to `point`.
    public func addLine(to point: CGPoint) {
        if case .polyline(var points, false, let h)? = path.elements.last {
            points.append(point)
            path.elements[path.elements.count - 1] = .polyline(points, closed: false, h)
        } else {
            move(to: point)
        }
    }

    /// Adds a polyline through `points`.
    public func addLines(between points: [CGPoint]) {
        guard let first = points.first else { return }
        move(to: first)
        points.dropFirst().forEach { addLine(to: $0) }
    }

    /// Closes the current subpath with a line back to its start.
    public func closePath() {
        if case .polyline(let points, false, let h)? = path.elements.last {
            path.elements[path.elements.count - 1] = .polyline(points, closed: true, h)
        }
    }

    /// Adds a rectangle.
    public func addRect(_ rect: CGRect) { addShape(.rect(rect)) }
    /// Adds rectangles.
    public func addRects(_ rects: [CGRect]) { rects.forEach(addRect) }
    /// Adds the ellipse inscribed in `rect`.
    public func addEllipse(in rect: CGRect) { addShape(.ellipse(rect)) }
    /// Adds a path's shape.
    public func addPath(_ path: CGPath) { addShape(path.shape) }
    /// Adds a shape in user space.
    func addShape(_ shape: CGPath.Shape) { path.elements.append(.shape(shape, transform)) }

    /// Fills the current path with the fill color and clears the path.
    public func fillPath(using rule: CGPathFillRule = .winding) {
        let color = pixel(gstate.fillColor)
        var polygons: [[(x: Double, y: Double)]] = []
        for element in path.elements {
            switch element {
            case .shape(let shape, let h):
                if let quad = Self.quad(shape, h, fill: .color(color)) { drawQuad(quad) }
            case .polyline(let points, _, let h):
                polygons.append(points.map { h.apply(x: Double($0.x), y: Double($0.y)) })
            }
        }
        fillPolygons(polygons, rule: rule, color: color)
        beginPath()
    }

    /// Strokes the current path with the stroke color and line width, and clears the path.
    public func strokePath() {
        path.elements.forEach(stroke)
        beginPath()
    }

    /// Fills and/or strokes the current path, then clears it.
    public func drawPath(using mode: CGPathDrawingMode) {
        let elements = path
        if mode != .stroke { fillPath(using: mode == .eoFill || mode == .eoFillStroke ? .evenOdd : .winding) }
        if mode == .stroke || mode == .fillStroke || mode == .eoFillStroke { path = elements; strokePath() }
    }

    /// Intersects the clip with the bounding box of the current path, then clears the path.
    ///
    /// Unlike Core Graphics, the clip stays a rectangle: a rounded or oval path clips to its box.
    public func clip(using rule: CGPathFillRule = .winding) {
        var box = PixelRect.empty
        for element in path.elements {
            switch element {
            case .shape(let shape, let h):
                box = box.union(Self.deviceBox(of: Self.bounds(of: shape), h, margin: 0))
            case .polyline(let points, _, let h):
                for p in points { box = box.union(Self.deviceBox(of: CGRect(origin: p, size: .zero), h, margin: 0)) }
            }
        }
        gstate.clip = gstate.clip.intersection(box)
        beginPath()
    }

    /// Fills the ellipse inscribed in `rect`.
    public func fillEllipse(in rect: CGRect) {
        if let quad = Self.quad(.ellipse(rect), transform, fill: .color(pixel(gstate.fillColor))) { drawQuad(quad) }
    }

    /// Strokes the outline of `rect`, centered on its edges.
    public func stroke(_ rect: CGRect) { stroke(.shape(.rect(rect), transform)) }

    /// Strokes the outline of `rect` with a line `width` wide.
    public func stroke(_ rect: CGRect, width: CGFloat) {
        saveGState(); setLineWidth(width); stroke(rect); restoreGState()
    }

    /// Strokes the outline of the ellipse inscribed in `rect`.
    public func strokeEllipse(in rect: CGRect) { stroke(.shape(.ellipse(rect), transform)) }

    /// Strokes separate segments between pairs of points.
    public func strokeLineSegments(between points: [CGPoint]) {
        for i in stride(from: 0, to: points.count - 1, by: 2) {
            stroke(.polyline([points[i], points[i + 1]], closed: false, transform))
        }
    }

    // MARK: Rasterizing

    /// The user-space bounding rectangle of a shape.
    static func bounds(of shape: CGPath.Shape) -> CGRect {
        switch shape {
        case .rect(let r), .roundedRect(let r, _, _), .ellipse(let r): return r.standardized
        }
    }

    /// The pixels covering a user-space rectangle mapped by `h`.
    static func deviceBox(of rect: CGRect, _ h: Homography, margin: Int = 1) -> PixelRect {
        let corners = [(rect.minX, rect.minY), (rect.maxX, rect.minY), (rect.minX, rect.maxY), (rect.maxX, rect.maxY)]
            .map { h.apply(x: Double($0.0), y: Double($0.1)) }
        return PixelRect.covering(minX: corners.map(\.x).min()!, minY: corners.map(\.y).min()!,
                                  maxX: corners.map(\.x).max()!, maxY: corners.map(\.y).max()!, margin: margin)
    }

    /// The quad drawing a shape (an ellipse that is not a circle is a circle scaled unevenly);
    /// nil for an empty shape.
    static func quad(_ shape: CGPath.Shape, _ h: Homography, fill: QuadFill) -> QuadDraw? {
        let r = bounds(of: shape)
        guard r.width > 0, r.height > 0 else { return nil }
        let w = Double(r.width), ht = Double(r.height)
        let origin = h.after(.translation(Double(r.minX), Double(r.minY)))
        switch shape {
        case .rect:
            return QuadDraw(width: w, height: ht, transform: origin, fill: fill)
        case .roundedRect(_, let cw, let ch):
            return QuadDraw(width: w, height: ht, transform: origin, fill: fill,
                            cornerRadius: max(0, min(Double(min(cw, ch)), w / 2, ht / 2)))
        case .ellipse:
            let d = max(w, ht)
            return QuadDraw(width: d, height: d, transform: origin.after(.scale(w / d, ht / d)), fill: fill, cornerRadius: d / 2)
        }
    }

    /// A shape grown outward by `d` user-space units (shrunk when negative); nil when nothing is left.
    static func grown(_ shape: CGPath.Shape, by d: CGFloat) -> CGPath.Shape? {
        let r = bounds(of: shape).insetBy(dx: -d, dy: -d)
        guard r.width > 0, r.height > 0 else { return nil }
        switch shape {
        case .rect: return .rect(r)
        case .roundedRect(_, let cw, let ch): return .roundedRect(r, cornerWidth: max(0, cw + d), cornerHeight: max(0, ch + d))
        case .ellipse: return .ellipse(r)
        }
    }

    /// Strokes one path element: drawn opaque into a layer covering it, then blended with the
    /// stroke color's alpha, so that overlapping pieces of one stroke do not darken.
    func stroke(_ element: DevicePath.Element) {
        let lw = gstate.lineWidth, color = gstate.strokeColor
        guard lw > 0, let solid = color.copy(alpha: 1)?.premultiplied() else { return }
        var pieces: [QuadDraw] = [], holes: [QuadDraw] = []
        var area = PixelRect.empty
        switch element {
        case .shape(let shape, let h):
            guard let outer = Self.grown(shape, by: lw / 2), let quad = Self.quad(outer, h, fill: .color(solid)) else { return }
            pieces.append(quad)
            area = Self.deviceBox(of: Self.bounds(of: outer), h)
            if let inner = Self.grown(shape, by: -lw / 2), let hole = Self.quad(inner, h, fill: .color(.white)) { holes.append(hole) }
        case .polyline(let points, let closed, let h):
            let w = Double(lw), cap = gstate.lineCap, join = gstate.lineJoin
            let loop = closed && points.count > 2 ? points + [points[0]] : points
            for i in 0..<max(0, loop.count - 1) {
                let p = loop[i], q = loop[i + 1]
                let dx = Double(q.x - p.x), dy = Double(q.y - p.y), length = (dx * dx + dy * dy).squareRoot()
                guard length > 0 else { continue }
                // Ends inside the line (joins) and square caps reach half a width past the point,
                // which makes right-angle corners exact miters.
                let startIsEnd = i == 0 && !closed, endIsEnd = i == loop.count - 2 && !closed
                let before = (startIsEnd ? cap == .square : join != .round) ? w / 2 : 0
                let after = (endIsEnd ? cap == .square : join != .round) ? w / 2 : 0
                let rotation = Homography(dx / length, -dy / length, 0, dy / length, dx / length, 0, 0, 0, 1)
                let placement = h.after(.translation(Double(p.x), Double(p.y))).after(rotation).after(.translation(-before, -w / 2))
                pieces.append(QuadDraw(width: length + before + after, height: w, transform: placement, fill: .color(solid)))
            }
            for (i, p) in loop.enumerated() where join == .round || (cap == .round && !closed && (i == 0 || i == loop.count - 1)) {
                let disc = CGRect(x: p.x - lw / 2, y: p.y - lw / 2, width: lw, height: lw)
                if let quad = Self.quad(.ellipse(disc), h, fill: .color(solid)) { pieces.append(quad) }
            }
            for p in points { area = area.union(Self.deviceBox(of: CGRect(x: p.x - lw, y: p.y - lw, width: 2 * lw, height: 2 * lw), h)) }
        }
        let box = area.intersection(gstate.clip)
        guard !box.isEmpty else { return }
        let shift = Homography.translation(Double(-box.x0), Double(-box.y0))
        var layer = Bitmap(width: box.width, height: box.height)
        for var piece in pieces { piece.transform = shift.after(piece.transform); layer.draw(piece) }
        if !holes.isEmpty {
            var hole = Bitmap(width: box.width, height: box.height)
            for var piece in holes { piece.transform = shift.after(piece.transform); hole.draw(piece) }
            // Keep what the hole does not cover: multiply by the inverse of its alpha.
            layer.multiplyAlpha(by: Bitmap(width: box.width, height: box.height,
                                           pixels: hole.pixels.map { (255 - ($0 >> 24)) << 24 }))
        }
        let opacity = Double(color.alpha * gstate.alpha), clip = gstate.clip
        withPixels { $0.blend(layer, x: box.x0, y: box.y0, opacity: opacity, clip: clip) }
    }

    /// Fills polygons given in device pixels, with 4 sample rows per pixel and exact horizontal
    /// coverage of each span.
    func fillPolygons(_ polygons: [[(x: Double, y: Double)]], rule: CGPathFillRule, color: RGBA8) {
        let points = polygons.joined()
        guard points.count >= 3, color.a > 0, let minX = points.map(\.x).min(), let maxX = points.map(\.x).max(),
              let minY = points.map(\.y).min(), let maxY = points.map(\.y).max() else { return }
        let box = PixelRect.covering(minX: minX, minY: minY, maxX: maxX, maxY: maxY).intersection(gstate.clip)
        guard !box.isEmpty else { return }
        var edges: [(x0: Double, y0: Double, x1: Double, y1: Double, direction: Int)] = []
        for polygon in polygons where polygon.count >= 3 {
            for (i, p) in polygon.enumerated() {
                let q = polygon[(i + 1) % polygon.count]
                if p.y != q.y { edges.append(p.y < q.y ? (p.x, p.y, q.x, q.y, 1) : (q.x, q.y, p.x, p.y, -1)) }
            }
        }
        var coverage = [Double](repeating: 0, count: box.area)
        for row in box.y0..<box.y1 {
            for sample in 0..<4 {
                let y = Double(row) + (Double(sample) + 0.5) / 4
                let crossings = edges.filter { $0.y0 <= y && y < $0.y1 }
                    .map { (x: $0.x0 + (y - $0.y0) * ($0.x1 - $0.x0) / ($0.y1 - $0.y0), direction: $0.direction) }
                    .sorted { $0.x < $1.x }
                var winding = 0
                for (k, crossing) in crossings.enumerated().dropLast() {
                    winding += crossing.direction
                    guard rule == .winding ? winding != 0 : winding % 2 != 0 else { continue }
                    let a = max(crossing.x, Double(box.x0)), b = min(crossings[k + 1].x, Double(box.x1))
                    guard b > a else { continue }
                    for x in Int(a.rounded(.down))..<Int(b.rounded(.up)) {
                        let overlap = min(b, Double(x + 1)) - max(a, Double(x))
                        coverage[(row - box.y0) * box.width + x - box.x0] += overlap / 4
                    }
                }
            }
        }
        let pixels = coverage.map { c -> UInt32 in
            let k = min(1, c)
            return RGBA8(packed: color.packed).scaled(by: k).packed
        }
        let clip = gstate.clip
        withPixels { $0.blend(Bitmap(width: box.width, height: box.height, pixels: pixels), x: box.x0, y: box.y0, clip: clip) }
    }
}

extension RGBA8 {
    /// Every channel times `k` (0...1), rounded: the color at partial coverage.
    func scaled(by k: Double) -> RGBA8 {
        func s(_ v: UInt8) -> UInt8 { UInt8((Double(v) * k).rounded()) }
        return RGBA8(r: s(r), g: s(g), b: s(b), a: s(a))
    }
}
