import Foundation

extension UIBezierPath {
    /// `path` with each subpath running the other way, in the same order: each piece of the
    /// outline from end to start, curves with their control points swapped, closed subpaths
    /// still closed.
    static func reversed(_ path: CGPath) -> CGMutablePath {
        let result = CGMutablePath()
        var pieces: [(from: CGPoint, segment: CGPathSegment)] = []
        var start = CGPoint.zero, current = CGPoint.zero
        func flush(closed: Bool) {
            guard !pieces.isEmpty || closed else { return }
            result.move(to: current)
            for (from, segment) in pieces.reversed() {
                switch segment {
                case .line: result.addLine(to: from)
                case .quad(let c, _): result.addQuadCurve(to: from, control: c)
                case .cubic(let c1, let c2, _): result.addCurve(to: from, control1: c2, control2: c1)
                case .move, .close: break
                }
            }
            if closed { result.closeSubpath() }
            pieces = []
        }
        for segment in path.segments {
            switch segment {
            case .move(let p):
                if !pieces.isEmpty { flush(closed: false) }
                start = p; current = p
            case .close:
                flush(closed: true)
                current = start
            default:
                pieces.append((current, segment))
                current = segment.points.last ?? current
            }
        }
        flush(closed: false)
        return result
    }
}
