import Foundation

extension CGMutablePath {
    /// Adds an arc of a circle, as Core Graphics does: a line from the current point to the
    /// arc's start (a move when there is none), then cubic curves of at most a quarter turn.
    ///
    /// Angles are in radians from the +x axis toward +y. As in Core Graphics, `clockwise: true`
    /// means decreasing angles, which on a UIKit screen (y down) turns counterclockwise:
    /// `UIBezierPath`'s `clockwise` is the opposite. A sweep of 2π or more draws a full circle.
    public func addArc(center: CGPoint, radius: CGFloat, startAngle: CGFloat, endAngle: CGFloat,
                       clockwise: Bool, transform: CGAffineTransform = .identity) {
        let full = 2 * CGFloat.pi
        let d = clockwise ? startAngle - endAngle : endAngle - startAngle
        var sweep: CGFloat
        if d >= full {
            sweep = full
        } else if d >= 0 {
            sweep = d
        } else {
            sweep = d.truncatingRemainder(dividingBy: full) + full
        }
        if clockwise { sweep = -sweep }
        addArc(center: center, radius: radius, startAngle: startAngle, sweep: sweep, transform: transform)
    }

    /// Adds an arc of `delta` radians from `startAngle` (positive: increasing angles), with a
    /// line from the current point to its start.
    public func addRelativeArc(center: CGPoint, radius: CGFloat, startAngle: CGFloat, delta: CGFloat,
                               transform: CGAffineTransform = .identity) {
        addArc(center: center, radius: radius, startAngle: startAngle, sweep: delta, transform: transform)
    }

    /// Adds an arc tangent to the line from the current point to `tangent1End` and to the line
    /// from `tangent1End` to `tangent2End`, with a straight line to where it starts (Core
    /// Graphics' `addArc(tangent1End:tangent2End:radius:)`, HTML's `arcTo`). When the points are
    /// in line or the radius is zero, it adds a line to `tangent1End`.
    public func addArc(tangent1End: CGPoint, tangent2End: CGPoint, radius: CGFloat,
                       transform: CGAffineTransform = .identity) {
        // The current point is in path space; the tangent points are in user space.
        guard hasCurrentPoint, let inverse = transform.invertedIfPossible else {
            return move(to: tangent1End, transform: transform)
        }
        let p0 = currentPoint.applying(inverse), p1 = tangent1End, p2 = tangent2End
        let v1 = CGVector(dx: p0.x - p1.x, dy: p0.y - p1.y), v2 = CGVector(dx: p2.x - p1.x, dy: p2.y - p1.y)
        let l1 = hypot(v1.dx, v1.dy), l2 = hypot(v2.dx, v2.dy)
        let cross = v1.dx * v2.dy - v1.dy * v2.dx
        guard radius > 0, l1 > 0, l2 > 0, abs(cross) > 1e-12 * l1 * l2 else {
            return addLine(to: tangent1End, transform: transform)
        }
        let u1 = CGVector(dx: v1.dx / l1, dy: v1.dy / l1), u2 = CGVector(dx: v2.dx / l2, dy: v2.dy / l2)
        let half = acos(max(-1, min(1, u1.dx * u2.dx + u1.dy * u2.dy))) / 2
        let along = radius / tan(half)
        let t1 = CGPoint(x: p1.x + u1.dx * along, y: p1.y + u1.dy * along)
        let t2 = CGPoint(x: p1.x + u2.dx * along, y: p1.y + u2.dy * along)
        let bisector = CGVector(dx: u1.dx + u2.dx, dy: u1.dy + u2.dy)
        let bl = hypot(bisector.dx, bisector.dy)
        let toCenter = radius / sin(half)
        let center = CGPoint(x: p1.x + bisector.dx / bl * toCenter, y: p1.y + bisector.dy / bl * toCenter)
        let a1 = atan2(t1.y - center.y, t1.x - center.x), a2 = atan2(t2.y - center.y, t2.x - center.x)
        // The short way round, which is the side the corner is on.
        var sweep = a2 - a1
        if sweep > .pi { sweep -= 2 * .pi }
        if sweep < -.pi { sweep += 2 * .pi }
        addLine(to: t1, transform: transform)
        addArc(center: center, radius: radius, startAngle: a1, sweep: sweep, transform: transform)
    }

    /// The arc itself: a line (or move) to its start, then one cubic per quarter turn or less,
    /// each with handles 4/3 tan(θ/4) of the radius long.
    func addArc(center: CGPoint, radius: CGFloat, startAngle: CGFloat, sweep: CGFloat, transform: CGAffineTransform) {
        let r = abs(radius)
        func pt(_ angle: CGFloat) -> CGPoint {
            CGPoint(x: center.x + r * cos(angle), y: center.y + r * sin(angle))
        }
        let start = pt(startAngle)
        if hasCurrentPoint { addLine(to: start, transform: transform) } else { move(to: start, transform: transform) }
        guard sweep != 0, r > 0 else { return }
        let count = max(1, Int((abs(sweep) / (.pi / 2) - 1e-9).rounded(.up)))
        let step = sweep / CGFloat(count)
        let handle = 4.0 / 3.0 * tan(step / 4) * r
        for i in 0..<count {
            let a = startAngle + step * CGFloat(i), b = a + step
            let c1 = CGPoint(x: center.x + r * cos(a) - handle * sin(a), y: center.y + r * sin(a) + handle * cos(a))
            let c2 = CGPoint(x: center.x + r * cos(b) + handle * sin(b), y: center.y + r * sin(b) - handle * cos(b))
            append(.cubic(c1.applying(transform), c2.applying(transform), pt(b).applying(transform)))
        }
    }
}

extension CGAffineTransform {
    /// The inverse, or nil when the transform squashes the plane flat.
    var invertedIfPossible: CGAffineTransform? {
        let det = a * d - b * c
        guard det != 0, det.isFinite else { return nil }
        return inverted()
    }
}
