import Foundation

/// Turns polylines into the polygons that cover their stroke: a rectangle per segment, a piece
/// per corner and per end, all wound the same way so that filling them together with the
/// non-zero rule gives the stroke's outline without seams.
///
/// Pure geometry in any units: `tolerance` (in the same units) bounds how far the polygons of
/// round joins and caps stray from true circles.
package enum PathStroker {
    /// The polygons covering the stroke of `points` (closed back to the first when `closed`).
    package static func outline(of points: [(x: Double, y: Double)], closed: Bool, style: StrokeStyle,
                               tolerance: Double) -> [[(x: Double, y: Double)]] {
        let hw = style.width / 2
        guard hw > 0, hw.isFinite else { return [] }
        // Repeated points have no direction; they are dropped.
        var pts: [(x: Double, y: Double)] = []
        for p in points where pts.last.map({ $0.x != p.x || $0.y != p.y }) ?? true { pts.append(p) }
        var closed = closed
        // Ends closer than a hundredth of the tolerance are the same point (arcs of 2π end a
        // rounding error away from where they started).
        if pts.count > 2, distance(pts[0], pts[pts.count - 1]) <= tolerance / 100 {
            // An open line ending where it started, on the same heading (a full-circle arc),
            // is joined there: exact curves would meet edge to edge, flattened ones leave a notch.
            let (ax, ay) = unit(pts[pts.count - 2], pts[pts.count - 1]), (bx, by) = unit(pts[0], pts[1])
            if closed || ax * bx + ay * by > 0.85 { closed = true; pts.removeLast() }
        } else if closed, pts.count > 1, distance(pts[0], pts[pts.count - 1]) <= tolerance / 100 {
            pts.removeLast()
        }
        var polygons: [[(x: Double, y: Double)]] = []
        if pts.count == 1 {
            // A zero-length subpath shows as its caps alone, as in Core Graphics.
            let p = pts[0]
            switch style.cap {
            case .butt: return []
            case .round: return [circle(p, radius: hw, tolerance: tolerance)]
            case .square: return [[(p.x - hw, p.y - hw), (p.x + hw, p.y - hw), (p.x + hw, p.y + hw), (p.x - hw, p.y + hw)]]
            }
        }
        guard pts.count >= 2 else { return [] }
        let segmentCount = closed ? pts.count : pts.count - 1
        for i in 0..<segmentCount {
            let p = pts[i], q = pts[(i + 1) % pts.count]
            let (dx, dy) = unit(p, q)
            var a = p, b = q
            if !closed && style.cap == .square {
                if i == 0 { a = (a.x - dx * hw, a.y - dy * hw) }
                if i == segmentCount - 1 { b = (b.x + dx * hw, b.y + dy * hw) }
            }
            let nx = -dy * hw, ny = dx * hw
            polygons.append(oriented([(a.x + nx, a.y + ny), (b.x + nx, b.y + ny), (b.x - nx, b.y - ny), (a.x - nx, a.y - ny)]))
        }
        let corners = closed ? Array(0..<pts.count) : Array(1..<(pts.count - 1))
        for i in corners {
            let prev = pts[(i - 1 + pts.count) % pts.count], p = pts[i], next = pts[(i + 1) % pts.count]
            if let piece = join(prev, p, next, style: style, tolerance: tolerance) { polygons.append(piece) }
        }
        if !closed && style.cap == .round {
            polygons.append(circle(pts[0], radius: hw, tolerance: tolerance))
            polygons.append(circle(pts[pts.count - 1], radius: hw, tolerance: tolerance))
        }
        return polygons
    }

    /// The piece filling the outside of the corner at `p` between segments from `prev` and to `next`.
    static func join(_ prev: (x: Double, y: Double), _ p: (x: Double, y: Double), _ next: (x: Double, y: Double),
                     style: StrokeStyle, tolerance: Double) -> [(x: Double, y: Double)]? {
        let hw = style.width / 2
        let (ax, ay) = unit(prev, p), (bx, by) = unit(p, next)
        let cross = ax * by - ay * bx, dot = ax * bx + ay * by
        // Straight on: the segments' rectangles already meet edge to edge.
        if abs(cross) < 1e-12 && dot > 0 { return nil }
        if style.join == .round { return circle(p, radius: hw, tolerance: tolerance) }
        // The outer side of the turn: left normals for a right turn, and the other way round.
        let s: Double = cross > 0 ? -1 : 1
        let n1 = (x: -ay * hw * s, y: ax * hw * s), n2 = (x: -by * hw * s, y: bx * hw * s)
        let e1 = (x: p.x + n1.x, y: p.y + n1.y), e2 = (x: p.x + n2.x, y: p.y + n2.y)
        var piece = [p, e1]
        if style.join == .miter {
            // The miter's length over the line width is 1 / sin(half the angle between segments).
            let cosTheta = -dot
            let sinHalf = ((1 - cosTheta) / 2).squareRoot()
            if sinHalf > 1e-9, 1 / sinHalf <= style.miterLimit {
                let mx = n1.x + n2.x, my = n1.y + n2.y, ml = (mx * mx + my * my).squareRoot()
                if ml > 1e-12 {
                    let length = hw / sinHalf
                    piece.append((p.x + mx / ml * length, p.y + my / ml * length))
                }
            }
        }
        piece.append(e2)
        return oriented(piece)
    }

    /// A polygon approximating the circle, within `tolerance`, wound positively, its corners
    /// pushed out just enough that its area is the circle's.
    static func circle(_ c: (x: Double, y: Double), radius r: Double, tolerance: Double) -> [(x: Double, y: Double)] {
        let n = segments(radius: r, angle: 2 * .pi, tolerance: tolerance)
        let step = 2 * Double.pi / Double(n)
        let R = r * (step / sin(step)).squareRoot()
        return (0..<n).map { k in
            let t = Double(k) * step
            return (c.x + R * cos(t), c.y + R * sin(t))
        }
    }

    /// How many chords keep an arc of `angle` radians within `tolerance` of the circle.
    package static func segments(radius r: Double, angle: Double, tolerance: Double) -> Int {
        guard r > tolerance, tolerance > 0 else { return max(4, Int((abs(angle) / (.pi / 2)).rounded(.up))) }
        let step = 2 * acos(1 - tolerance / r)
        return min(1024, max(4, Int((abs(angle) / step).rounded(.up))))
    }

    /// The unit direction from `p` to `q`.
    static func unit(_ p: (x: Double, y: Double), _ q: (x: Double, y: Double)) -> (Double, Double) {
        let dx = q.x - p.x, dy = q.y - p.y, l = (dx * dx + dy * dy).squareRoot()
        return l > 0 ? (dx / l, dy / l) : (1, 0)
    }

    /// The polygon wound positively (reversed if its signed area is negative), so overlapping
    /// pieces add up instead of cancelling under the non-zero rule.
    static func oriented(_ polygon: [(x: Double, y: Double)]) -> [(x: Double, y: Double)] {
        var area = 0.0
        for i in polygon.indices {
            let p = polygon[i], q = polygon[(i + 1) % polygon.count]
            area += p.x * q.y - q.x * p.y
        }
        return area < 0 ? polygon.reversed() : polygon
    }
}
