import Foundation
import Raster

extension CGPath {
    /// The subpaths as polylines, each point mapped by `map` (to pixels, say) before curves are
    /// split, so that `tolerance` (the farthest a chord may stray from its curve) is in the
    /// mapped units. Not an Apple API: drawing and hit testing use it.
    package func polylines(tolerance: Double, map: (CGPoint) -> (x: Double, y: Double)) -> [Polyline] {
        var lines: [Polyline] = []
        var current: [(x: Double, y: Double)] = []
        var start = (x: 0.0, y: 0.0)
        func finish(closed: Bool) {
            if !current.isEmpty { lines.append(Polyline(points: current, closed: closed)) }
            current = []
        }
        for segment in segments {
            switch segment {
            case .move(let p):
                finish(closed: false)
                start = map(p)
                current = [start]
            case .line(let p):
                if current.isEmpty { current = [start] }
                current.append(map(p))
            case .quad(let c, let p):
                if current.isEmpty { current = [start] }
                Self.flattenQuad(current.last!, map(c), map(p), tolerance: tolerance, into: &current)
            case .cubic(let c1, let c2, let p):
                if current.isEmpty { current = [start] }
                Self.flattenCubic(current.last!, map(c1), map(c2), map(p), tolerance: tolerance, into: &current)
            case .close:
                finish(closed: true)
            }
        }
        finish(closed: false)
        return lines
    }

    /// The subpaths as polylines in the path's own coordinates.
    package func polylines(tolerance: Double) -> [Polyline] {
        polylines(tolerance: tolerance) { (Double($0.x), Double($0.y)) }
    }

    /// Appends the points of a quadratic curve after `p0`, in enough straight pieces (Wang's
    /// bound) to stay within `tolerance`.
    static func flattenQuad(_ p0: (x: Double, y: Double), _ p1: (x: Double, y: Double), _ p2: (x: Double, y: Double),
                            tolerance: Double, into points: inout [(x: Double, y: Double)]) {
        let ddx = p0.x - 2 * p1.x + p2.x, ddy = p0.y - 2 * p1.y + p2.y
        let n = pieces(secondDifference: (ddx * ddx + ddy * ddy).squareRoot(), factor: 0.25, tolerance: tolerance)
        for i in 1...n {
            let t = Double(i) / Double(n), u = 1 - t
            points.append((u * u * p0.x + 2 * u * t * p1.x + t * t * p2.x, u * u * p0.y + 2 * u * t * p1.y + t * t * p2.y))
        }
    }

    /// Appends the points of a cubic curve after `p0`, in enough straight pieces to stay
    /// within `tolerance`.
    static func flattenCubic(_ p0: (x: Double, y: Double), _ p1: (x: Double, y: Double), _ p2: (x: Double, y: Double),
                             _ p3: (x: Double, y: Double), tolerance: Double, into points: inout [(x: Double, y: Double)]) {
        let ax = p0.x - 2 * p1.x + p2.x, ay = p0.y - 2 * p1.y + p2.y
        let bx = p1.x - 2 * p2.x + p3.x, by = p1.y - 2 * p2.y + p3.y
        let dd = max((ax * ax + ay * ay).squareRoot(), (bx * bx + by * by).squareRoot())
        let n = pieces(secondDifference: dd, factor: 0.75, tolerance: tolerance)
        for i in 1...n {
            let t = Double(i) / Double(n), u = 1 - t
            let a = u * u * u, b = 3 * u * u * t, c = 3 * u * t * t, d = t * t * t
            points.append((a * p0.x + b * p1.x + c * p2.x + d * p3.x, a * p0.y + b * p1.y + c * p2.y + d * p3.y))
        }
    }

    /// Wang's formula: n = sqrt(factor * |second difference| / tolerance), at least 1.
    static func pieces(secondDifference dd: Double, factor: Double, tolerance: Double) -> Int {
        guard dd.isFinite, tolerance > 0 else { return 1 }
        return min(4096, max(1, Int((factor * dd / tolerance).squareRoot().rounded(.up))))
    }

    /// The bounding box of the outline: end points, plus curves' extremes where their
    /// derivative is zero.
    func tightBoundingBox() -> CGRect {
        var xs: [CGFloat] = [], ys: [CGFloat] = []
        var last = CGPoint.zero, start = CGPoint.zero
        for segment in segments {
            switch segment {
            case .move(let p): xs.append(p.x); ys.append(p.y); last = p; start = p
            case .line(let p): xs.append(p.x); ys.append(p.y); last = p
            case .quad(let c, let p):
                // Raised to a cubic with the same curve, to share the extreme-finding.
                let c1 = CGPoint(x: last.x + 2 / 3 * (c.x - last.x), y: last.y + 2 / 3 * (c.y - last.y))
                let c2 = CGPoint(x: p.x + 2 / 3 * (c.x - p.x), y: p.y + 2 / 3 * (c.y - p.y))
                Self.cubicExtremes(last.x, c1.x, c2.x, p.x, into: &xs); Self.cubicExtremes(last.y, c1.y, c2.y, p.y, into: &ys)
                last = p
            case .cubic(let c1, let c2, let p):
                Self.cubicExtremes(last.x, c1.x, c2.x, p.x, into: &xs); Self.cubicExtremes(last.y, c1.y, c2.y, p.y, into: &ys)
                last = p
            case .close: last = start
            }
        }
        guard let minX = xs.min(), let maxX = xs.max(), let minY = ys.min(), let maxY = ys.max() else { return .null }
        return CGRect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
    }

    /// Appends the end value and the values at the interior extremes of one coordinate of a
    /// cubic curve.
    static func cubicExtremes(_ a: CGFloat, _ b: CGFloat, _ c: CGFloat, _ d: CGFloat, into values: inout [CGFloat]) {
        values.append(d)
        // The derivative's coefficients, divided by 3: qa t² + qb t + qc.
        let qa = -a + 3 * b - 3 * c + d, qb = 2 * (a - 2 * b + c), qc = b - a
        var roots: [CGFloat] = []
        if abs(qa) < 1e-12 {
            if abs(qb) > 1e-12 { roots = [-qc / qb] }
        } else {
            let disc = qb * qb - 4 * qa * qc
            if disc >= 0 {
                let s = disc.squareRoot()
                roots = [(-qb + s) / (2 * qa), (-qb - s) / (2 * qa)]
            }
        }
        for t in roots where t > 0 && t < 1 {
            let u = 1 - t
            values.append(u * u * u * a + 3 * u * u * t * b + 3 * u * t * t * c + t * t * t * d)
        }
    }
}
