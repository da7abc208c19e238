/// A flattened subpath: its points and whether it closes back to the first.
package struct Polyline: Sendable {
    /// The points, in order.
    package var points: [(x: Double, y: Double)]
    /// Whether a segment joins the last point back to the first.
    package var closed: Bool

    /// A polyline.
    package init(points: [(x: Double, y: Double)], closed: Bool) {
        self.points = points; self.closed = closed
    }

    /// The points with the closing point repeated at the end when closed.
    var walked: [(x: Double, y: Double)] {
        closed && points.count > 1 ? points + [points[0]] : points
    }

    /// The length of the line, closing segment included.
    package var length: Double {
        let w = walked
        guard w.count > 1 else { return 0 }
        return (1..<w.count).reduce(0.0) { $0 + distance(w[$1 - 1], w[$1]) }
    }
}

/// The distance between two points.
func distance(_ p: (x: Double, y: Double), _ q: (x: Double, y: Double)) -> Double {
    let dx = q.x - p.x, dy = q.y - p.y
    return (dx * dx + dy * dy).squareRoot()
}
