/// Fills polygons given in pixel coordinates with anti-aliased coverage: a scanline rasterizer
/// that takes a fixed number of sample rows per pixel and, on each, the exact horizontal extent
/// of the spans inside (by the non-zero or even-odd rule).
///
/// Deterministic: the same polygons give the same coverage, bit for bit. Curves must be
/// flattened to polygons first (see `PathFlattening`); the rasterizer knows only straight edges.
package enum PathCoverage {
    /// Sample rows per pixel: a power of two, so a fully covered pixel sums to exactly 1.
    package static let samplesPerPixel = 16

    private struct Edge {
        var x0, y0, x1, y1: Double
        var direction: Int
        var slope: Double { (x1 - x0) / (y1 - y0) }
    }

    /// The coverage of `polygons` (each implicitly closed) within `clip`, with the box cut to
    /// the polygons' bounds. Polygons with fewer than three points add nothing.
    ///
    /// With `columns`, only those columns are kept (the box is cut to them too), with the bytes
    /// the whole rows have there: each row is still summed from the left of `clip`, so a
    /// column's value never depends on which columns are kept. A few columns down the side of
    /// a tall outline (the sides of a sheet's picture) then cost its corner rows alone, as the
    /// rows between them repeat.
    package static func rasterize(_ polygons: [[(x: Double, y: Double)]], rule: PathFillRule,
                                 clip: PixelRect, columns: Range<Int>? = nil) -> CoverageMask {
        var edges: [Edge] = []
        var minX = Double.infinity, minY = Double.infinity, maxX = -Double.infinity, maxY = -Double.infinity
        for polygon in polygons where polygon.count >= 3 {
            for (i, p) in polygon.enumerated() {
                guard p.x.isFinite, p.y.isFinite else { return CoverageMask(box: .empty) }
                minX = min(minX, p.x); maxX = max(maxX, p.x); minY = min(minY, p.y); maxY = max(maxY, p.y)
                let q = polygon[(i + 1) % polygon.count]
                // Horizontal edges cross no sample row; they only close the outline.
                if p.y != q.y {
                    edges.append(p.y < q.y ? Edge(x0: p.x, y0: p.y, x1: q.x, y1: q.y, direction: 1)
                                           : Edge(x0: q.x, y0: q.y, x1: p.x, y1: p.y, direction: -1))
                }
            }
        }
        guard !edges.isEmpty else { return CoverageMask(box: .empty) }
        let box = PixelRect.covering(minX: minX, minY: minY, maxX: maxX, maxY: maxY).intersection(clip)
        guard !box.isEmpty else { return CoverageMask(box: .empty) }
        // The columns kept: `kept.x0 - box.x0` of each summed row are skipped, `stored` kept.
        let kept = columns.map { box.intersection(PixelRect(x0: $0.lowerBound, y0: box.y0, x1: $0.upperBound, y1: box.y1)) } ?? box
        guard !kept.isEmpty else { return CoverageMask(box: .empty) }
        var mask = CoverageMask(box: kept)
        let skipped = kept.x0 - box.x0, stored = kept.width
        edges.sort { $0.y0 < $1.y0 }

        let n = samplesPerPixel
        let weight = 1 / Float(n)
        let width = box.width
        // A difference array per pixel row: a span adds its partial end pixels and a run of
        // full pixels in constant time; a running sum turns it into coverage.
        var deltas = [Float](repeating: 0, count: width + 2)
        var active: [Edge] = []
        var crossings: [(x: Double, direction: Int)] = []
        var next = 0
        let left = Double(box.x0), right = Double(box.x1)
        // Counts changes to `active`: rows between two changes with only vertical edges active
        // (the sides of a rectangle, rounded or not) cross the same spans on every sample.
        var changes = 0
        var steadyRow: (base: Int, changes: Int)?
        // Each row's longest run of full coverage (CoverageMask.fullRuns).
        var fullRuns = [Range<Int>](repeating: 0..<0, count: box.height)
        for row in box.y0..<box.y1 {
            let firstY = Double(row) + 0.5 / Double(n), lastY = Double(row) + (Double(n) - 0.5) / Double(n)
            updateActive(&active, next: &next, edges: edges, at: firstY, changes: &changes)
            let steady = !active.isEmpty && (next == edges.count || edges[next].y0 > lastY)
                && active.allSatisfy { $0.x0 == $0.x1 && $0.y1 > lastY }
            let base = (row - box.y0) * stored
            if steady, let earlier = steadyRow, earlier.changes == changes {
                // The same crossings on every sample as that row: the same coverage, bit for bit.
                mask.values.withUnsafeMutableBufferPointer { v in
                    (v.baseAddress! + base).update(from: v.baseAddress! + earlier.base, count: stored)
                }
                fullRuns[row - box.y0] = fullRuns[earlier.base / stored]
                continue
            }
            steadyRow = steady ? (base, changes) : nil
            for k in 0..<deltas.count { deltas[k] = 0 }
            var touched = false
            for sample in 0..<n {
                let y = Double(row) + (Double(sample) + 0.5) / Double(n)
                updateActive(&active, next: &next, edges: edges, at: y, changes: &changes)
                guard !active.isEmpty else { continue }
                crossings.removeAll(keepingCapacity: true)
                for e in active { crossings.append((e.x0 + (y - e.y0) * e.slope, e.direction)) }
                sortByX(&crossings)
                var winding = 0
                for k in 0..<(crossings.count - 1) {
                    winding += crossings[k].direction
                    let inside = rule == .nonZero ? winding != 0 : winding & 1 != 0
                    guard inside else { continue }
                    let a = max(crossings[k].x, left) - left, b = min(crossings[k + 1].x, right) - left
                    guard b > a else { continue }
                    addSpan(from: a, to: b, weight: weight, into: &deltas)
                    touched = true
                }
            }
            guard touched else { continue }
            var running: Float = 0
            for x in 0..<skipped { running += deltas[x] }
            var runStart = -1, longest = 0..<0
            for x in 0..<stored {
                running += deltas[skipped + x]
                let value = min(1, max(0, running))
                mask.values[base + x] = value
                if value == 1 {
                    if runStart < 0 { runStart = x }
                } else if runStart >= 0 {
                    if x - runStart > longest.count { longest = runStart..<x }
                    runStart = -1
                }
            }
            if runStart >= 0, stored - runStart > longest.count { longest = runStart..<stored }
            fullRuns[row - box.y0] = longest
        }
        mask.fullRuns = fullRuns
        return mask
    }

    /// Sorts one sample's crossings from left to right.
    ///
    /// Crossings at the same x may come in any order: a span between two of them is empty and
    /// adds nothing, so every order gives the same coverage, bit for bit. Most samples cross few
    /// edges, which an insertion sort orders without the standard sort's closure calls (the
    /// paths of 003's session 13% fewer instructions, docs/perf-log/issue-37-seventeenth-pass.md);
    /// a sample crossing more than 32 (a stroke's overlapping pieces) takes the standard sort.
    @inline(__always)
    private static func sortByX(_ crossings: inout [(x: Double, direction: Int)]) {
        guard crossings.count <= 32 else {
            crossings.sort { $0.x < $1.x }
            return
        }
        crossings.withUnsafeMutableBufferPointer { c in
            for i in c.indices.dropFirst() {
                let item = c[i]
                var j = i
                while j > 0, c[j - 1].x > item.x {
                    c[j] = c[j - 1]
                    j -= 1
                }
                c[j] = item
            }
        }
    }

    /// Drops the edges that end at or above `y` and takes in those that begin there, counting
    /// each change to `active` in `changes`.
    @inline(__always)
    private static func updateActive(_ active: inout [Edge], next: inout Int, edges: [Edge], at y: Double, changes: inout Int) {
        let before = active.count
        active.removeAll { $0.y1 <= y }
        changes += before - active.count
        while next < edges.count, edges[next].y0 <= y {
            if edges[next].y1 > y {
                active.append(edges[next])
                changes += 1
            }
            next += 1
        }
    }

    /// Adds coverage `weight` times the horizontal overlap of [a, b) with each pixel, as
    /// differences (`deltas[x]` is pixel x's coverage minus pixel x - 1's).
    @inline(__always)
    private static func addSpan(from a: Double, to b: Double, weight: Float, into deltas: inout [Float]) {
        let ia = Int(a.rounded(.down)), ib = Int(b.rounded(.down))
        if ia == ib {
            let v = Float(b - a) * weight
            deltas[ia] += v; deltas[ia + 1] -= v
            return
        }
        let head = Float(Double(ia + 1) - a) * weight, tail = Float(b - Double(ib)) * weight
        deltas[ia] += head
        deltas[ia + 1] += weight - head
        deltas[ib] += tail - weight
        deltas[ib + 1] -= tail
    }
}
