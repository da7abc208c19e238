/// Everything about a quad's shape that kernels need, computed once per draw in double precision.
///
/// The quad is the local rectangle [0, width] x [0, height] (optionally with rounded corners)
/// seen through `inverse`, the map from destination pixel centers back to local units. Each
/// straight side of the rectangle is a straight line in the destination (a homography keeps
/// lines straight), so the coverage of a pixel by a side is a linear function of the pixel's
/// position; only the rounded corners need the local coordinates and the map's Jacobian.
///
/// In homogeneous terms `inverse * (x, y, 1) = (U, V, Q)` with `Q = 1 / W`, where W is the
/// forward map's last coordinate: Q > 0 exactly for local points in front of the eye, so every
/// side is tested as a sign of U, V or Q and nothing behind the eye is ever drawn.
struct QuadGeometry {
    /// Destination pixel centers to local units (homogeneous).
    let inverse: Homography
    /// Local width.
    let width: Double
    /// Local height.
    let height: Double
    /// Corner radius in local units, clamped to half the shorter side (0: square corners).
    let radius: Double
    /// Whether sides are anti-aliased (else a pixel is in when its center is).
    let antialiased: Bool
    /// Whether the map has a perspective row (Q varies across the destination).
    let isProjective: Bool
    /// The sides u >= 0, u <= width, v >= 0, v <= height as destination lines.
    let sides: (EdgeLine, EdgeLine, EdgeLine, EdgeLine)
    /// The line Q = 0 (the horizon of the quad's plane), positive in front of the eye.
    let horizon: EdgeLine
    /// Lines bounding the corner squares, positive toward the corner: u < r, u > w - r, v < r,
    /// v > h - r (only meaningful when `radius > 0`).
    let cornerBounds: (EdgeLine, EdgeLine, EdgeLine, EdgeLine)
    /// Destination pixels that can be touched (`QuadDraw.pixelBounds`); not yet clipped.
    let destinationBounds: PixelRect

    /// Tolerance, in pixels, of the span classification: a pixel within it of full coverage is
    /// drawn as fully covered, and one within it of no coverage is skipped (an error under half
    /// a level of alpha). It puts pixels next to an edge on integer coordinates, whose coverage is
    /// exactly 0 or 1, into plain spans. Whatever its value, a pixel's treatment depends only on
    /// the pixel, never on the clip.
    static let margin = 1.0 / 1024

    /// Prepares the geometry of `quad`, or returns nil when it draws nothing: empty or non-finite
    /// size, a non-finite or singular transform, or a rectangle entirely behind the eye.
    init?(_ quad: QuadDraw) {
        let w = quad.width, h = quad.height, m = quad.transform
        guard w > 0, h > 0, w.isFinite, h.isFinite else { return nil }
        let entries = [m.m00, m.m01, m.m02, m.m10, m.m11, m.m12, m.m20, m.m21, m.m22]
        guard entries.allSatisfy({ $0.isFinite }), let n = m.inverse else { return nil }
        let inverseEntries = [n.m00, n.m01, n.m02, n.m10, n.m11, n.m12, n.m20, n.m21, n.m22]
        guard inverseEntries.allSatisfy({ $0.isFinite }) else { return nil }
        // The same routine bounds damage in the compositor, so damage always covers the drawing.
        let bounds = quad.pixelBounds
        guard !bounds.isEmpty else { return nil }

        inverse = n; width = w; height = h
        radius = quad.cornerRadius.isFinite ? max(0, min(quad.cornerRadius, w / 2, h / 2)) : 0
        antialiased = quad.antialiased
        isProjective = n.m20 != 0 || n.m21 != 0
        destinationBounds = bounds

        let u = LineAlgebra.row(n, 0), v = LineAlgebra.row(n, 1), q = LineAlgebra.row(n, 2)
        sides = (EdgeLine(u), EdgeLine(LineAlgebra.combine(w, q, -1, u)),
                 EdgeLine(v), EdgeLine(LineAlgebra.combine(h, q, -1, v)))
        horizon = EdgeLine(q)
        let r = radius
        cornerBounds = (EdgeLine(LineAlgebra.combine(r, q, -1, u)), EdgeLine(LineAlgebra.combine(-(w - r), q, 1, u)),
                        EdgeLine(LineAlgebra.combine(r, q, -1, v)), EdgeLine(LineAlgebra.combine(-(h - r), q, 1, v)))
        if !isProjective && !(n.m22 > 0) { return nil }
    }

    /// The side values from which a pixel may be touched (`outside`) and is fully covered
    /// (`inside`), within `margin` of an antialiased pixel's edge or of an aliased pixel's center.
    var spanThresholds: (outside: Double, inside: Double) {
        antialiased ? (-0.5 + QuadGeometry.margin, 0.5 - QuadGeometry.margin) : (-QuadGeometry.margin, QuadGeometry.margin)
    }

    /// Calls `body` for the spans of row `y` inside `x0..<x1` that the quad may touch, in order,
    /// each flagged `full` when every pixel in it has coverage exactly 1.
    ///
    /// Pixels outside every span have coverage exactly 0. The spans depend only on the row and the
    /// quad (the clip range only cuts them), so splitting a draw into bands or tiles never
    /// changes which formula a pixel gets.
    @inline(__always)
    func forEachSpan(row y: Int, from x0: Int, to x1: Int, _ body: (Int, Int, Bool) -> Void) {
        let (outside, inside) = spanThresholds
        let r0 = sides.0.rowValue(y), r1 = sides.1.rowValue(y), r2 = sides.2.rowValue(y), r3 = sides.3.rowValue(y)
        var o0 = x0, o1 = x1
        sides.0.restrict(&o0, &o1, rowValue: r0, threshold: outside)
        sides.1.restrict(&o0, &o1, rowValue: r1, threshold: outside)
        sides.2.restrict(&o0, &o1, rowValue: r2, threshold: outside)
        sides.3.restrict(&o0, &o1, rowValue: r3, threshold: outside)
        let rq = horizon.rowValue(y)
        if isProjective { horizon.restrict(&o0, &o1, rowValue: rq, threshold: -QuadGeometry.margin) }
        guard o0 < o1 else { return }
        var i0 = o0, i1 = o1
        sides.0.restrict(&i0, &i1, rowValue: r0, threshold: inside)
        sides.1.restrict(&i0, &i1, rowValue: r1, threshold: inside)
        sides.2.restrict(&i0, &i1, rowValue: r2, threshold: inside)
        sides.3.restrict(&i0, &i1, rowValue: r3, threshold: inside)
        if isProjective { horizon.restrict(&i0, &i1, rowValue: rq, threshold: QuadGeometry.margin) }
        guard i0 < i1 else { body(o0, o1, false); return }
        if o0 < i0 { body(o0, i0, false) }
        if radius > 0 {
            emitAroundCorners(row: y, from: i0, to: i1, body)
        } else {
            body(i0, i1, true)
        }
        if i1 < o1 { body(i1, o1, false) }
    }

    /// Splits the interior span `i0..<i1` of row `y` into full spans and spans that cross a
    /// corner square (grown by a pixel), where the rounded outline needs per-pixel coverage.
    private func emitAroundCorners(row y: Int, from start: Int, to end: Int, _ body: (Int, Int, Bool) -> Void) {
        // Pixels of the corner squares well outside the arcs have coverage 0: not emitted.
        var i0 = start, i1 = end
        if let (a, b) = withinReachOfCorners(row: y) {
            i0 = max(i0, a); i1 = min(i1, b)
            guard i0 < i1 else { return }
        }
        let grow = -1.0
        let left = cornerBounds.0, right = cornerBounds.1, top = cornerBounds.2, bottom = cornerBounds.3
        let rl = left.rowValue(y), rr = right.rowValue(y), rt = top.rowValue(y), rb = bottom.rowValue(y)
        func cornerSpan(_ p: EdgeLine, _ rp: Double, _ q: EdgeLine, _ rq: Double) -> (Int, Int) {
            var s = i0, e = i1
            p.restrict(&s, &e, rowValue: rp, threshold: grow)
            q.restrict(&s, &e, rowValue: rq, threshold: grow)
            return s < e ? (s, e) : (i1, i1)
        }
        let c0 = cornerSpan(left, rl, top, rt), c1 = cornerSpan(right, rr, top, rt)
        let c2 = cornerSpan(left, rl, bottom, rb), c3 = cornerSpan(right, rr, bottom, rb)
        var starts = SIMD4<Int>(c0.0, c1.0, c2.0, c3.0), ends = SIMD4<Int>(c0.1, c1.1, c2.1, c3.1)
        // Sort the (at most four) corner spans by start so they can be walked left to right.
        for i in 1..<4 {
            var j = i
            while j > 0 && starts[j - 1] > starts[j] {
                starts.swapAt(j - 1, j); ends.swapAt(j - 1, j); j -= 1
            }
        }
        // Inside a corner square, the pixels well inside the arc are fully covered too.
        let safe = clearOfCorners(row: y, from: i0, to: i1)
        func edge(_ s: Int, _ e: Int) {
            guard let (a, b) = safe, a < e, b > s else { return body(s, e, false) }
            if s < a { body(s, a, false) }
            body(max(s, a), min(e, b), true)
            if b < e { body(b, e, false) }
        }
        var x = i0
        for k in 0..<4 where starts[k] < i1 {
            if starts[k] > x { body(x, starts[k], true); x = starts[k] }
            if ends[k] > x { edge(x, ends[k]); x = ends[k] }
        }
        if x < i1 { body(x, i1, true) }
    }

    /// The columns of row `y` (within `i0..<i1`) whose pixel centers lie at least two pixels
    /// inside the rounded outline and its sides, for a quad only scaled and moved; nil when
    /// there are none or the quad is turned or projective.
    ///
    /// Such a pixel's coverage is exactly 1 by the corner formula (`CoverageRow`: the distance
    /// to the arc is past half its footprint, which is at most 0.75 pixel) and by the sides'
    /// (two pixels in), so drawing it in a full span gives the same bytes as per-pixel coverage,
    /// without evaluating the arc. Two pixels leave room for single-precision rounding.
    private func clearOfCorners(row y: Int, from i0: Int, to i1: Int) -> (Int, Int)? {
        let n = inverse
        guard !isProjective, n.m01 == 0, n.m10 == 0, n.m00 > 0, n.m11 > 0, n.m22 > 0 else { return nil }
        // Local units per pixel across and down, and two pixels' worth whichever is longer.
        let ux = n.m00 / n.m22, vy = n.m11 / n.m22
        let m = 2 * max(ux, vy)
        let v = vy * (Double(y) + 0.5) + n.m12 / n.m22
        guard v >= m, v <= height - m else { return nil }
        let dv = max(radius - v, v - (height - radius), 0)
        let reach = radius - m
        guard reach > dv else { return nil }
        let du = dv > 0 ? (reach * reach - dv * dv).squareRoot() : Double.infinity
        let uLow = max(m, radius - du), uHigh = min(width - m, width - radius + du)
        // Column x's center is at u = ux * (x + 0.5) + u0; one more column is given up each side.
        let u0 = n.m02 / n.m22
        let low = ((uLow - u0) / ux - 0.5).rounded(.up) + 1, high = ((uHigh - u0) / ux - 0.5).rounded(.down)
        guard low.isFinite, high.isFinite, low < high else { return nil }
        let a = Int(max(Double(i0), min(Double(i1), low))), b = Int(max(Double(i0), min(Double(i1), high)))
        return a < b ? (a, b) : nil
    }
}

extension QuadGeometry {
    /// The columns of row `y` outside which every pixel center lies at least two pixels outside
    /// a corner's arc, for a quad only scaled and moved; nil when the row crosses no corner
    /// square or the quad is turned or projective.
    ///
    /// Such a pixel's coverage is exactly 0 by the corner formula (`CoverageRow`: its distance
    /// past the arc exceeds half its footprint, at most 0.75 pixel), so leaving it out gives the
    /// same bytes: a circle is all corner squares, and only the ring along its outline needs
    /// per-pixel coverage (docs/perf-log/issue-23-fourth-pass.md).
    func withinReachOfCorners(row y: Int) -> (Int, Int)? {
        let n = inverse
        guard radius > 0, !isProjective, n.m01 == 0, n.m10 == 0, n.m00 > 0, n.m11 > 0, n.m22 > 0 else { return nil }
        let ux = n.m00 / n.m22, vy = n.m11 / n.m22
        let m = 2 * max(ux, vy)
        let v = vy * (Double(y) + 0.5) + n.m12 / n.m22
        let dv = max(radius - v, v - (height - radius), 0)
        guard dv > 0 else { return nil }
        let reach = radius + m
        // A row past the arcs' reach lies outside the top or bottom side too: the sides decide.
        guard reach > dv else { return nil }
        let du = (reach * reach - dv * dv).squareRoot()
        let uLow = radius - du, uHigh = width - radius + du
        // Column x's center is at u = ux * (x + 0.5) + u0; one more column is kept each side.
        let u0 = n.m02 / n.m22
        let low = ((uLow - u0) / ux - 0.5).rounded(.down) - 1, high = ((uHigh - u0) / ux - 0.5).rounded(.up) + 2
        guard low.isFinite, high.isFinite, abs(low) < 1e15, abs(high) < 1e15 else { return nil }
        return (Int(low), Int(high))
    }
}

extension SIMD4 where Scalar == Int {
    /// Exchanges two lanes.
    @inline(__always)
    mutating func swapAt(_ i: Int, _ j: Int) { let t = self[i]; self[i] = self[j]; self[j] = t }
}
