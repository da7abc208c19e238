import Foundation
import Raster

extension CGPath {
    /// Whether `point` is inside the path filled by `rule` (open subpaths count as closed), the
    /// path first transformed by `transform`.
    public func contains(_ point: CGPoint, using rule: CGPathFillRule = .winding,
                         transform: CGAffineTransform = .identity) -> Bool {
        let box = boundingBox.applying(transform)
        guard !box.isNull, box.insetBy(dx: -1e-9, dy: -1e-9).contains(point) else { return false }
        // A tolerance relative to the path's size keeps curves faithful at any scale.
        let tolerance = max(1e-6, Double(max(box.width, box.height)) * 1e-5)
        let x = Double(point.x), y = Double(point.y)
        var winding = 0
        for line in polylines(tolerance: tolerance, map: { p in let q = p.applying(transform); return (Double(q.x), Double(q.y)) }) {
            let pts = line.points
            guard pts.count > 1 else { continue }
            for i in pts.indices {
                let a = pts[i], b = pts[(i + 1) % pts.count]
                // Half-open in y, so a vertex on the ray is counted once.
                if (a.y <= y) != (b.y <= y) {
                    let crossX = a.x + (y - a.y) / (b.y - a.y) * (b.x - a.x)
                    if crossX > x { winding += b.y > a.y ? 1 : -1 }
                }
            }
        }
        return rule == .winding ? winding != 0 : winding % 2 != 0
    }

    /// The path at `fraction` of the way to `other`, point by point, as Core Animation
    /// interpolates a `"path"` animation; nil when the two have different element structures
    /// (closes aside), which Core Animation cannot interpolate either. Not an Apple API.
    public func interpolated(to other: CGPath, fraction f: Double) -> CGPath? {
        let from = segments.filter { $0 != .close }, to = other.segments.filter { $0 != .close }
        guard from.count == to.count, zip(from, to).allSatisfy({ $0.type == $1.type }) else { return nil }
        if f == 0 { return self }
        if f == 1 { return other }
        var targets = to.makeIterator()
        let k = CGFloat(f)
        func mix(_ a: CGPoint, _ b: CGPoint) -> CGPoint { CGPoint(x: a.x + (b.x - a.x) * k, y: a.y + (b.y - a.y) * k) }
        let mixed = segments.map { segment -> CGPathSegment in
            guard segment != .close, let target = targets.next() else { return segment }
            let a = segment.points, b = target.points
            switch segment {
            case .move: return .move(mix(a[0], b[0]))
            case .line: return .line(mix(a[0], b[0]))
            case .quad: return .quad(mix(a[0], b[0]), mix(a[1], b[1]))
            case .cubic: return .cubic(mix(a[0], b[0]), mix(a[1], b[1]), mix(a[2], b[2]))
            case .close: return .close
            }
        }
        return CGPath(segments: mixed)
    }
}
