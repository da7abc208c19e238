/// Per-pixel coverage of a quad along one destination row, eight pixels at a time.
///
/// Built per row from `QuadGeometry` (double precision) and evaluated in single precision from
/// each pixel's absolute column, so a pixel's coverage never depends on where its span or chunk
/// began. Only pixels near the quad's outline are evaluated: `QuadGeometry.forEachSpan` hands
/// interior spans to kernels as fully covered.
struct CoverageRow {
    private let a0, a1, a2, a3: Float
    private let r0, r1, r2, r3: Float
    private let horizonA, horizonR: Float
    private let isProjective, antialiased, isRounded: Bool
    // Unnormalized inverse rows for the local coordinates in the rounded corners.
    private let n00, n01, n10, n11, n20, n21: Float
    private let uRow, vRow, qRow: Float
    private let width, height, radius: Float
    private let opacityScale: Float

    /// Prepares row `y`; `opacityScale` is the quad's opacity times 255.
    init(_ g: QuadGeometry, row y: Int, opacityScale: Float) {
        a0 = Float(g.sides.0.a); a1 = Float(g.sides.1.a); a2 = Float(g.sides.2.a); a3 = Float(g.sides.3.a)
        r0 = Float(g.sides.0.rowValue(y)); r1 = Float(g.sides.1.rowValue(y))
        r2 = Float(g.sides.2.rowValue(y)); r3 = Float(g.sides.3.rowValue(y))
        horizonA = Float(g.horizon.a); horizonR = Float(g.horizon.rowValue(y))
        isProjective = g.isProjective; antialiased = g.antialiased; isRounded = g.radius > 0
        let n = g.inverse, yc = Double(y) + 0.5
        n00 = Float(n.m00); n01 = Float(n.m01); n10 = Float(n.m10); n11 = Float(n.m11)
        n20 = Float(n.m20); n21 = Float(n.m21)
        uRow = Float(n.m01 * yc + n.m02); vRow = Float(n.m11 * yc + n.m12); qRow = Float(n.m21 * yc + n.m22)
        width = Float(g.width); height = Float(g.height); radius = Float(g.radius)
        self.opacityScale = opacityScale
    }

    /// What `factors(at:)` depends on besides the column, when no top or bottom side crosses
    /// the row's pixels: the left and right sides and the opacity.
    struct EdgeKey: Equatable {
        let a0, a1, r0, r1, opacityScale: Float
        let antialiased: Bool
    }

    /// The row's `EdgeKey`, or nil when its factors depend on more: a projective quad, a top or
    /// bottom side that is not horizontal or that covers part of the row, or a rounded corner
    /// reaching into the row.
    ///
    /// With `a2` and `a3` zero, `e2` and `e3` are `r2` and `r3` in every lane; at or past a
    /// half pixel inside (anti-aliased) both clamp to 1 and `cv` is exactly 1, and without
    /// anti-aliasing neither test zeroes a lane: the coverage is then the left and right sides'.
    /// A rounded quad not turned (`n10` and `n20` zero) has one `v` along the row; between the
    /// corners (`dv` at most 0, computed as `cornerCoverage` does) its corner coverage is 1.
    var edgeKey: EdgeKey? {
        guard !isProjective, a2 == 0, a3 == 0 else { return nil }
        let inside = antialiased ? r2 >= 0.5 && r3 >= 0.5 : r2 >= 0 && r3 > 0
        guard inside else { return nil }
        if isRounded {
            guard n10 == 0, n20 == 0 else { return nil }
            let v = vRow * (1 / qRow)
            guard Swift.max(radius - v, v - (height - radius)) <= 0 else { return nil }
        }
        return EdgeKey(a0: a0, a1: a1, r0: r0, r1: r1, opacityScale: opacityScale, antialiased: antialiased)
    }

    /// The blend factors (coverage times opacity, 0...255) of the eight pixels from column `x`.
    @inline(__always)
    func factors(at x: Int) -> Pixels8 {
        let xc = PixelMath.centers(x)
        let e0 = a0 * xc + r0, e1 = a1 * xc + r1, e2 = a2 * xc + r2, e3 = a3 * xc + r3
        var coverage: Floats8
        if antialiased {
            // A slab between two sides covers c0 + c1 - 1 of the pixel: exact for a sliver
            // thinner than a pixel, and simply the nearer side's coverage otherwise.
            let cu = PixelMath.clamp01(0.5 + e0) + PixelMath.clamp01(0.5 + e1) - 1
            let cv = PixelMath.clamp01(0.5 + e2) + PixelMath.clamp01(0.5 + e3) - 1
            coverage = PixelMath.clamp01(cu) * PixelMath.clamp01(cv)
        } else {
            let zero = Floats8(repeating: 0)
            coverage = Floats8(repeating: 1)
            coverage = PixelMath.select(PixelMath.select(coverage, zero, where: e0 .< 0), zero, where: e1 .<= 0)
            coverage = PixelMath.select(PixelMath.select(coverage, zero, where: e2 .< 0), zero, where: e3 .<= 0)
        }
        if isProjective {
            // Behind the eye (h <= 0) nothing is drawn; a NaN h keeps the coverage.
            let h = horizonA * xc + horizonR
            coverage = PixelMath.select(coverage, Floats8(repeating: 0), where: h .<= 0)
        }
        if isRounded {
            let corner = cornerCoverage(xc)
            coverage = PixelMath.select(coverage, corner, where: corner .< coverage)
        }
        return PixelMath.factor(coverage, times: opacityScale)
    }

    /// Coverage by the rounded corners alone: 1 outside the corner squares, and inside them the
    /// signed distance to the arc (in local units) over the pixel's footprint along the arc's
    /// normal, from the map's Jacobian at the pixel.
    ///
    /// Kept out of line: inlined into `factors`, LLVM mixed its lanes with the sides' and split
    /// the whole formula into 4- and 2-lane pieces (about 680 instructions per eight pixels of a
    /// rounded outline); on its own it stays in 8-lane registers. A rounded outline cost a tenth
    /// less then; with `Floats8+Arithmetic.swift`'s vector operators, 0.3% less
    /// (docs/perf-log/issue-37-twelfth-pass.md).
    @inline(never)
    private func cornerCoverage(_ xc: Floats8) -> Floats8 {
        let q = n20 * xc + qRow
        let iq = 1 / q
        let u = (n00 * xc + uRow) * iq, v = (n10 * xc + vRow) * iq
        let du = PixelMath.maximum(radius - u, u - (width - radius))
        let dv = PixelMath.maximum(radius - v, v - (height - radius))
        let length = PixelMath.maximum((du * du + dv * dv).squareRoot(), Floats8(repeating: 1e-12))
        let distance = length - radius
        var circle: Floats8
        if antialiased {
            // The outward normal's sign flips between the left and right (top and bottom) corners.
            let minus = Floats8(repeating: -1), plus = Floats8(repeating: 1)
            let su = PixelMath.select(minus, plus, where: u .> width * 0.5)
            let sv = PixelMath.select(minus, plus, where: v .> height * 0.5)
            let wu = su * du / length, wv = sv * dv / length
            let gx = wu * (n00 - u * n20) * iq + wv * (n10 - v * n20) * iq
            let gy = wu * (n01 - u * n21) * iq + wv * (n11 - v * n21) * iq
            let footprint = PixelMath.maximum(PixelMath.magnitude(gx) + PixelMath.magnitude(gy),
                                              Floats8(repeating: 1e-20))
            circle = PixelMath.clamp01(0.5 - distance / footprint)
        } else {
            circle = PixelMath.select(Floats8(repeating: 1), Floats8(repeating: 0), where: distance .> 0)
        }
        // Outside the corner squares in either direction: the two masks joined as whole vectors,
        // as `PixelMath.clamp01` does; two nested selects were joined lane by lane, through bytes.
        let outside = unsafeBitCast(du .<= 0, to: Ints8.self) | unsafeBitCast(dv .<= 0, to: Ints8.self)
        let one = unsafeBitCast(Floats8(repeating: 1), to: Ints8.self)
        return unsafeBitCast((unsafeBitCast(circle, to: Ints8.self) & ~outside) | (one & outside), to: Floats8.self)
    }
}
