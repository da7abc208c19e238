import Foundation

/// A color gradient in pixel coordinates: axial (along a line) or radial (out from a center
/// over an ellipse), with colors at locations, as Core Animation's `CAGradientLayer` draws.
///
/// Colors are straight (not premultiplied) RGBA in 0...1 and are interpolated componentwise,
/// then premultiplied; before the first and after the last location the end colors extend.
package struct GradientFill: Sendable {
    /// The shape of the gradient.
    package enum Kind: Sendable {
        /// Color changes along the line from `start` to `end`, constant across it.
        case axial(start: (x: Double, y: Double), end: (x: Double, y: Double))
        /// Color changes from `center` out to the ellipse with radii `radiusX` and `radiusY`.
        case radial(center: (x: Double, y: Double), radiusX: Double, radiusY: Double)
    }

    /// One color and where it sits, 0 (start) to 1 (end).
    package struct Stop: Sendable {
        /// Where the color sits.
        package var location: Double
        /// Straight red, green, blue and alpha in 0...1.
        package var red, green, blue, alpha: Double

        /// A color stop.
        package init(location: Double, red: Double, green: Double, blue: Double, alpha: Double) {
            self.location = location; self.red = red; self.green = green; self.blue = blue; self.alpha = alpha
        }
    }

    /// The shape.
    package var kind: Kind
    /// The stops, in increasing location.
    package var stops: [Stop]

    /// A gradient; stops are sorted by location.
    package init(kind: Kind, stops: [Stop]) {
        self.kind = kind
        self.stops = stops.enumerated().sorted { $0.element.location != $1.element.location
            ? $0.element.location < $1.element.location : $0.offset < $1.offset }.map(\.element)
    }

    /// Which pixel coordinates `parameter(x:y:)` depends on.
    package enum Variation: Sendable {
        /// Only on the row: an axial gradient whose line is vertical.
        case alongY
        /// Only on the column: an axial gradient whose line is horizontal.
        case alongX
        /// On both.
        case both
    }

    /// Which coordinates the parameter depends on, exactly: when the line's x (or y) extent is
    /// zero, the other coordinate's term is multiplied by zero and adds a signed zero, which
    /// leaves the sum, and so every color, unchanged.
    package var variation: Variation {
        guard case .axial(let s, let e) = kind, s.x.isFinite, s.y.isFinite, e.x.isFinite, e.y.isFinite else {
            return .both
        }
        return e.x == s.x ? .alongY : e.y == s.y ? .alongX : .both
    }

    /// Where the center of pixel (x, y) falls along the gradient (0 at the start, 1 at the end).
    package func parameter(x: Int, y: Int) -> Double {
        let px = Double(x) + 0.5, py = Double(y) + 0.5
        switch kind {
        case .axial(let s, let e):
            let dx = e.x - s.x, dy = e.y - s.y, l2 = dx * dx + dy * dy
            return l2 > 0 ? ((px - s.x) * dx + (py - s.y) * dy) / l2 : 0
        case .radial(let c, let rx, let ry):
            guard rx > 0, ry > 0 else { return 1 }
            let u = (px - c.x) / rx, v = (py - c.y) / ry
            return (u * u + v * v).squareRoot()
        }
    }

    /// The premultiplied color at parameter `t`.
    package func color(at t: Double) -> RGBA8 {
        guard let first = stops.first, let last = stops.last else { return .clear }
        if t <= first.location { return RGBA8(red: first.red, green: first.green, blue: first.blue, alpha: first.alpha) }
        if t >= last.location { return RGBA8(red: last.red, green: last.green, blue: last.blue, alpha: last.alpha) }
        var i = 1
        while i < stops.count - 1, stops[i].location < t { i += 1 }
        let a = stops[i - 1], b = stops[i]
        let f = b.location > a.location ? (t - a.location) / (b.location - a.location) : 1
        func mix(_ u: Double, _ v: Double) -> Double { u + (v - u) * f }
        return RGBA8(red: mix(a.red, b.red), green: mix(a.green, b.green), blue: mix(a.blue, b.blue), alpha: mix(a.alpha, b.alpha))
    }
}
