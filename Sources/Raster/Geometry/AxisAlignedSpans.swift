/// The spans of the rows of a quad whose sides stay vertical and horizontal (only scaled and
/// moved, square corners, no perspective), found once for a whole draw.
///
/// `QuadGeometry.forEachSpan` solves each side of the quad against each row: four divisions
/// for where the quad may touch and four more for where it is fully covered, whatever the
/// quad. For such a quad the left and right sides give the same columns in every row and the
/// top and bottom sides only decide whether a row is in, fully in, or out, so the columns are
/// solved once here and a row costs two multiply-adds and two comparisons. The spans are the
/// very ones `forEachSpan` gives (the same bounds from the same doubles), so every pixel gets
/// the same bytes (docs/perf-log/issue-37-seventh-pass.md).
struct AxisAlignedSpans {
    /// Columns that may be touched, from the left and right sides (`o0..<o1`).
    private let o0, o1: Int
    /// Columns fully covered by the left and right sides (`i0..<i1`, within `o0..<o1`).
    private let i0, i1: Int
    /// The top and bottom sides, whose value does not change along a row.
    private let top, bottom: EdgeLine
    /// The thresholds `forEachSpan` uses for "may touch" and "fully covered".
    private let outside, inside: Double

    /// The spans of `geometry` within columns `x0..<x1`; nil unless the quad's sides are
    /// vertical and horizontal lines and its corners square.
    init?(_ geometry: QuadGeometry, from x0: Int, to x1: Int) {
        let s = geometry.sides
        guard !geometry.isProjective, geometry.radius == 0, s.0.b == 0, s.1.b == 0, s.2.a == 0, s.3.a == 0 else { return nil }
        (outside, inside) = geometry.spanThresholds
        // With b == 0 a side's row value is the same double in every row.
        let r0 = s.0.rowValue(0), r1 = s.1.rowValue(0)
        var lo = x0, hi = x1
        s.0.restrict(&lo, &hi, rowValue: r0, threshold: outside)
        s.1.restrict(&lo, &hi, rowValue: r1, threshold: outside)
        o0 = lo; o1 = hi
        s.0.restrict(&lo, &hi, rowValue: r0, threshold: inside)
        s.1.restrict(&lo, &hi, rowValue: r1, threshold: inside)
        i0 = lo; i1 = hi
        top = s.2; bottom = s.3
    }

    /// Calls `body` for the spans of row `y`, as `QuadGeometry.forEachSpan` would.
    @inline(__always)
    func forEachSpan(row y: Int, _ body: (Int, Int, Bool) -> Void) {
        // A side with a == 0 keeps the whole range or empties it (`EdgeLine.restrict`).
        let rt = top.rowValue(y), rb = bottom.rowValue(y)
        guard o0 < o1, rt >= outside, rb >= outside else { return }
        guard i0 < i1, rt >= inside, rb >= inside else { return body(o0, o1, false) }
        if o0 < i0 { body(o0, i0, false) }
        body(i0, i1, true)
        if i1 < o1 { body(i1, o1, false) }
    }
}
