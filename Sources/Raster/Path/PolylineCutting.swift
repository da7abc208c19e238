/// Cuts flattened subpaths by length: to a fraction of the whole (Core Animation's
/// `strokeStart`/`strokeEnd`) and into dashes (`lineDashPattern`).
package enum PolylineCutting {
    /// The parts of `lines` between `start` and `end`, fractions (0...1) of their total length,
    /// measured along the subpaths in order. A cut line is open.
    package static func trimmed(_ lines: [Polyline], from start: Double, to end: Double) -> [Polyline] {
        let s = max(0, min(1, start)), e = max(0, min(1, end))
        if s <= 0 && e >= 1 { return lines }
        guard e > s else { return [] }
        let total = lines.reduce(0.0) { $0 + $1.length }
        guard total > 0 else { return [] }
        var result: [Polyline] = []
        var offset = 0.0
        for line in lines {
            let length = line.length
            let from = s * total - offset, to = e * total - offset
            offset += length
            guard to > 0, from < length else { continue }
            if from <= 0 && to >= length { result.append(line); continue }
            result.append(Polyline(points: piece(of: line.walked, from: max(0, from), to: min(length, to)), closed: false))
        }
        return result
    }

    /// The dashes of `lines`: on for `pattern[0]`, off for `pattern[1]`, and so on, starting
    /// `phase` into the pattern, restarting on each subpath. An empty or all-zero pattern gives
    /// the lines unchanged.
    package static func dashed(_ lines: [Polyline], pattern: [Double], phase: Double) -> [Polyline] {
        // An odd pattern repeats twice, so on and off alternate through the period.
        let steps = pattern.count % 2 == 1 ? pattern + pattern : pattern
        let period = steps.reduce(0, +)
        guard period > 0, steps.allSatisfy({ $0 >= 0 && $0.isFinite }) else { return lines }
        var result: [Polyline] = []
        for line in lines {
            let walked = line.walked, length = line.length
            guard length > 0 else { continue }
            var position = -phase.truncatingRemainder(dividingBy: period)
            if position > 0 { position -= period }
            var index = 0
            // The count guards against patterns so short that the line would take forever.
            while position < length, index < 100_000 {
                let step = steps[index % steps.count]
                if index % 2 == 0, position + step >= 0 {
                    let a = max(0, position), b = min(length, position + step)
                    result.append(Polyline(points: piece(of: walked, from: a, to: b), closed: false))
                }
                position += step
                index += 1
            }
        }
        return result
    }

    /// The points of the open polyline `walked` between arc lengths `from` and `to`.
    static func piece(of walked: [(x: Double, y: Double)], from: Double, to: Double) -> [(x: Double, y: Double)] {
        var out: [(x: Double, y: Double)] = []
        var travelled = 0.0
        for i in 1..<walked.count {
            let p = walked[i - 1], q = walked[i], d = distance(p, q)
            let next = travelled + d
            defer { travelled = next }
            guard next >= from, d > 0 else { continue }
            if out.isEmpty { out.append(lerp(p, q, (from - travelled) / d)) }
            if next >= to {
                out.append(lerp(p, q, (to - travelled) / d))
                return out
            }
            out.append(q)
        }
        return out
    }

    static func lerp(_ p: (x: Double, y: Double), _ q: (x: Double, y: Double), _ t: Double) -> (x: Double, y: Double) {
        let k = max(0, min(1, t))
        return (p.x + (q.x - p.x) * k, p.y + (q.y - p.y) * k)
    }
}
