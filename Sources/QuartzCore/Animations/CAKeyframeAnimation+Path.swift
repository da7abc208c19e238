import Foundation
import Raster

extension CAKeyframeAnimation {
    /// The point at fraction `t` (0...1, already paced by the timing function) of a motion
    /// along `path`, as Core Animation moves a point property along a keyframe path.
    ///
    /// Each line or curve of the path is one keyframe segment: reached at even times, at the
    /// given `keyTimes` when there is one per segment end, or (paced modes) at times in
    /// proportion to the segments' lengths, so the speed is constant. Inside a segment the point
    /// moves at constant speed along it; a move jumps. `.discrete` holds each segment's start
    /// until the next key time.
    func pointAlong(_ path: CGPath, at t: Double) -> CGPoint? {
        // Each drawing element flattened on its own, so segment boundaries stay known.
        var pieces: [[(x: Double, y: Double)]] = []
        var start = CGPoint.zero, current = CGPoint.zero
        for segment in path.segments {
            let single: CGPath
            switch segment {
            case .move(let p): start = p; current = p; continue
            case .close:
                guard current != start else { continue }
                single = CGPath(segments: [.move(current), .line(start)])
                current = start
            default:
                single = CGPath(segments: [.move(current), segment])
                current = segment.points.last ?? current
            }
            if let points = single.polylines(tolerance: 0.01).first?.points { pieces.append(points) }
        }
        guard let first = pieces.first?.first else {
            return path.segments.first.flatMap { $0.points.first }
        }
        let lengths = pieces.map { Polyline(points: $0, closed: false).length }
        let count = pieces.count
        var times: [Double]
        let total = lengths.reduce(0, +)
        if (calculationMode == .paced || calculationMode == .cubicPaced) && total > 0 {
            var sum = 0.0
            times = [0] + lengths.map { sum += $0; return sum / total }
        } else if let keyTimes, keyTimes.count == count + 1 {
            times = keyTimes.map(\.doubleValue)
        } else {
            times = (0...count).map { Double($0) / Double(count) }
        }
        guard t > times[0] else { return CGPoint(x: first.x, y: first.y) }
        guard t < times[count] else { return pieces[count - 1].last.map { CGPoint(x: $0.x, y: $0.y) } }
        let index = (0..<count).first { t < times[$0 + 1] } ?? count - 1
        let piece = pieces[index]
        if calculationMode == .discrete { return CGPoint(x: piece[0].x, y: piece[0].y) }
        let span = times[index + 1] - times[index]
        var local = span > 0 ? (t - times[index]) / span : 1
        if let functions = timingFunctions, index < functions.count { local = functions[index].solve(forInput: local) }
        let cut = PolylineCutting.trimmed([Polyline(points: piece, closed: false)], from: 0, to: local)
        let end = cut.first?.points.last ?? piece[0]
        return CGPoint(x: end.x, y: end.y)
    }
}
