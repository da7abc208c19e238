import Foundation

/// Draws a curled page row by row (see `RasterTarget.drawPageCurl`).
///
/// Each row is split by the pixel's distance d from the curl line, which is monotonic along the
/// row, into three runs found by binary search on the same per-pixel formula the pixels use (so
/// the split never depends on the clip): flat pixels (d <= -1), the active band (the cylinder,
/// the cut at the top of the roll and the shadow) and pixels past the shadow (nothing drawn).
/// Flat pixels inside a page drawn at its own size are copied eight at a time; every other pixel
/// is computed eight at a time in single precision (`shade8`), each lane from its own position
/// only, so a pixel's value never depends on where its chunk began. The scalar double-precision
/// `shade` is kept as the reference the tests compare the vector kernel with.
struct PageCurlKernel {
    let geometry: PageCurlGeometry
    /// The source texels, `sourceWidth` per row.
    let source: UnsafePointer<UInt32>
    let target: RasterTarget

    /// Draws `area`; `reference` computes every curled pixel with the scalar double-precision
    /// `shade` instead of the vector kernel (for tests).
    func run(_ area: PixelRect, reference: Bool = false) {
        let g = geometry
        // Pixels more than a pixel outside the page show nothing when flat (zero coverage).
        let nearPage = PixelRect(x0: g.rect.x0 - 1, y0: g.rect.y0 - 1, x1: g.rect.x1 + 1, y1: g.rect.y1 + 1)
        for y in area.y0..<area.y1 {
            let rowTerm = g.rowTerm(y)
            let row = target.base + y * target.width
            let lo = area.x0, hi = area.x1
            var flat: Range<Int>, active: Range<Int>
            if g.nx >= 0 {
                let p1 = Self.partitionPoint(lo, hi) { g.distance($0, rowTerm) <= -1 }
                let p2 = Self.partitionPoint(p1, hi) { g.distance($0, rowTerm) <= g.limit }
                flat = lo..<p1; active = p1..<p2
            } else {
                let q2 = Self.partitionPoint(lo, hi) { g.distance($0, rowTerm) > g.limit }
                let q1 = Self.partitionPoint(q2, hi) { g.distance($0, rowTerm) > -1 }
                active = q2..<q1; flat = q1..<hi
            }
            let inPageRows = y >= g.rect.y0 && y < g.rect.y1
            if g.exactSize {
                if inPageRows {
                    let x0 = max(flat.lowerBound, g.rect.x0), x1 = min(flat.upperBound, g.rect.x1)
                    if x0 < x1 { copyFlat(row, y, x0, x1) }
                }
            } else if y >= nearPage.y0 && y < nearPage.y1 {
                let x0 = max(flat.lowerBound, nearPage.x0), x1 = min(flat.upperBound, nearPage.x1)
                let a = max(x0, lo)
                if reference {
                    for x in a..<max(a, min(x1, hi)) { blendPixel(row, x, y, g.distance(x, rowTerm)) }
                } else if a < min(x1, hi) {
                    blendRun(row, y, a, min(x1, hi))
                }
            }
            if reference {
                for x in active { blendPixel(row, x, y, g.distance(x, rowTerm)) }
            } else if !active.isEmpty {
                blendRun(row, y, active.lowerBound, active.upperBound)
            }
        }
    }

    /// Computes pixels x0..<x1 of row y eight at a time (`shade8`) and blends them source-over.
    private func blendRun(_ row: UnsafeMutablePointer<UInt32>, _ y: Int, _ x0: Int, _ x1: Int) {
        var x = x0
        while x < x1 {
            // A partial chunk computes all eight lanes (each from its own position) and keeps
            // the first `count`.
            let count = min(8, x1 - x)
            let s = shade8(x, y)
            if !PixelMath.isClear(s) {
                if count == 8 {
                    let out = PixelMath.isOpaque(s) ? s : PixelMath.over(s, PixelMath.load(row + x))
                    PixelMath.store(out, row + x)
                } else {
                    PixelMath.storePartial(PixelMath.over(s, PixelMath.loadPartial(row + x, count: count)),
                                           row + x, count: count)
                }
            }
            x += count
        }
    }

    /// The first x in lo..<hi where `isPrefix` is false, for a predicate true on a prefix.
    @inline(__always)
    static func partitionPoint(_ lo: Int, _ hi: Int, _ isPrefix: (Int) -> Bool) -> Int {
        var a = lo, b = hi
        while a < b {
            let mid = a + (b - a) / 2
            if isPrefix(mid) { a = mid + 1 } else { b = mid }
        }
        return a
    }

    /// Copies flat, fully covered pixels x0..<x1 of row y (texel (x - page x, y - page y)),
    /// source-over with the draw's opacity, eight at a time.
    private func copyFlat(_ row: UnsafeMutablePointer<UInt32>, _ y: Int, _ x0: Int, _ x1: Int) {
        let g = geometry
        let src = source + (y - g.rect.y0) * g.sourceWidth - g.rect.x0
        let k = UInt32((g.opacity * 255).rounded())
        var x = x0
        while x < x1 {
            // Partial chunks go through the same vector arithmetic, so a pixel's value does not
            // depend on where its chunk began.
            let count = min(8, x1 - x)
            var s = count == 8 ? PixelMath.load(src + x) : PixelMath.loadPartial(src + x, count: count)
            if k < 255 { s = PixelMath.scale(s, by: Pixels8(repeating: k)) }
            if !PixelMath.isClear(s) {
                let opaque = count == 8 && PixelMath.isOpaque(s)
                let d = opaque ? s : (count == 8 ? PixelMath.load(row + x) : PixelMath.loadPartial(row + x, count: count))
                let out = opaque ? s : PixelMath.over(s, d)
                if count == 8 { PixelMath.store(out, row + x) } else { PixelMath.storePartial(out, row + x, count: count) }
            }
            x += count
        }
    }

    // MARK: - Eight pixels at a time

    /// The premultiplied source pixels (opacity applied) of the curl at columns x..<x + 8 of row
    /// y, before blending: `shade` in single precision, one pixel per lane.
    @inline(__always)
    func shade8(_ x: Int, _ y: Int) -> Pixels8 {
        let f = geometry.lanes
        let zero = Floats8(repeating: 0), one = Floats8(repeating: 1)
        // Pixel centers relative to the page's corner: exact in Float.
        let lx = PixelMath.centers(x - geometry.rect.x0)
        let ly = Float(y - geometry.rect.y0) + 0.5
        let d = lx * f.nx + (ly * f.ny - f.c)
        let dPlusHalf = PixelMath.clamp01(d + 0.5)

        var outR = zero, outG = zero, outB = zero, outA = zero
        // The cylinder (d <= r + 0.5; beyond, `silhouette` is 0 and so are both covers).
        let silhouette = PixelMath.clamp01((f.r + 0.5) - d)
        if Self.anyNonZero(silhouette) {
            let dc = Self.vmin(Self.vmax(d, zero), Floats8(repeating: f.r))
            let u = Self.vmin(dc * f.invR, one)
            let cosA = Self.vmax(1 - u * u, zero).squareRoot()
            let a = Self.asin8(u)
            let stretch = 1 / Self.vmax(cosA, Floats8(repeating: 0.02))
            let flat = d .< 0
            // Front: flat (the point itself) or on the cylinder at arc length r a.
            let fShift = (f.r * a - d).replacing(with: 0, where: flat)
            let fx = lx + fShift * f.nx, fy = ly + fShift * f.ny
            let fCover = coverage8(fx, fy, stretch: (stretch - 1).replacing(with: 0, where: flat)) * silhouette
            var frR = zero, frG = zero, frB = zero, frA = zero
            if Self.anyNonZero(fCover) {
                let p = sample8(fx, fy)
                let lit = (1 - 0.42 * (1 - cosA)).replacing(with: 1, where: d .<= 0) * fCover
                frR = Self.channel(p, 0) * lit; frG = Self.channel(p, 8) * lit; frB = Self.channel(p, 16) * lit
                frA = Self.channel(p, 24) * fCover
            }
            outR = frR; outG = frG; outB = frB; outA = frA
            // Back: at arc length r (π - a), where the page has turned over; on top of the front.
            if f.r > 0 {
                let bShift = f.r * (Float.pi - a) - d
                let bx = lx + bShift * f.nx, by = ly + bShift * f.ny
                let bCover = coverage8(bx, by, stretch: -stretch - 1) * silhouette * dPlusHalf
                if Self.anyNonZero(bCover) {
                    let p = sample8(bx, by)
                    let pa = Self.channel(p, 24)
                    let keep = 1 - f.backShade
                    let wash = pa * (f.backShade / 255)
                    let lambert = Self.vmax(-0.371 * u + 0.928 * cosA, zero)
                    let lit = (0.74 + (0.26 / 0.928) * lambert) * bCover
                    let bkR = (Self.channel(p, 0) * keep + wash * f.backR) * lit
                    let bkG = (Self.channel(p, 8) * keep + wash * f.backG) * lit
                    let bkB = (Self.channel(p, 16) * keep + wash * f.backB) * lit
                    let bkA = (pa * keep + wash * f.backA) * bCover
                    let under = 1 - bkA * (1 / 255)
                    outR = bkR + frR * under; outG = bkG + frG * under
                    outB = bkB + frB * under; outA = bkA + frA * under
                }
            }
            outR *= f.opacity; outG *= f.opacity; outB *= f.opacity; outA *= f.opacity
        }
        // The shadow falls on the page below, only where the page was.
        if f.shadowAlpha > 0 && Self.anyNonZero(dPlusHalf) {
            let t = PixelMath.clamp01((d - f.r) * f.invShadowWidth)
            let shadow = f.shadowAlpha * (1 - t) * (1 - t) * dPlusHalf * coverage8(lx, ly + zero, stretch: zero)
            outA += 255 * shadow * (1 - outA * (1 / 255))
        }
        // Round to premultiplied bytes (color never above alpha).
        let alpha = PixelMath.clamp(PixelMath.roundToInt(outA), 0, 255)
        @inline(__always) func byte(_ v: Floats8) -> Pixels8 {
            unsafeBitCast(PixelMath.minimum(PixelMath.maximum(PixelMath.roundToInt(v), Ints8(repeating: 0)), alpha), to: Pixels8.self)
        }
        return byte(outR) | byte(outG) &<< 8 | byte(outB) &<< 16 | unsafeBitCast(alpha, to: Pixels8.self) &<< 24
    }

    /// Lane-wise maximum and minimum (the generic `pointwiseMax` is not always inlined).
    @inline(__always)
    static func vmax(_ a: Floats8, _ b: Floats8) -> Floats8 { a.replacing(with: b, where: a .< b) }
    @inline(__always)
    static func vmin(_ a: Floats8, _ b: Floats8) -> Floats8 { a.replacing(with: b, where: b .< a) }

    /// Whether any lane has a nonzero bit pattern (a coverage that is not +0).
    @inline(__always)
    static func anyNonZero(_ v: Floats8) -> Bool { !PixelMath.isZero(unsafeBitCast(v, to: Pixels8.self)) }

    /// One 8-bit channel (at bit `shift`) of each pixel as a float 0...255 (exact, without a
    /// per-lane conversion loop).
    @inline(__always)
    static func channel(_ p: Pixels8, _ shift: UInt32) -> Floats8 {
        unsafeBitCast(((p &>> shift) & 255) | 0x4B00_0000, to: Floats8.self) - 8_388_608
    }

    /// asin of u in 0...1 (Abramowitz & Stegun 4.4.46, error below 1e-7 before rounding).
    @inline(__always)
    static func asin8(_ u: Floats8) -> Floats8 {
        var p = Floats8(repeating: -0.0012624911)
        p = p * u + 0.0066700901
        p = p * u - 0.0170881256
        p = p * u + 0.0308918810
        p = p * u - 0.0501743046
        p = p * u + 0.0889789874
        p = p * u - 0.2145988016
        p = p * u + 1.5707963050
        return Float.pi / 2 - Self.vmax(1 - u, Floats8(repeating: 0)).squareRoot() * p
    }

    /// `PageCurlGeometry.pageCoverage` for eight points in page coordinates.
    @inline(__always)
    func coverage8(_ px: Floats8, _ py: Floats8, stretch k: Floats8) -> Floats8 {
        let f = geometry.lanes
        let margin = 0.5 * (1 + Self.vmax(k, -k))
        let right = f.rw - px, bottom = f.rh - py
        // Most points are fully covered: when no lane is nearer an edge than its margin (no
        // difference has its sign bit set; x - y is negative exactly when x < y), every lane is
        // 1, as the lane-wise selection below would give.
        let nearest = Self.vmin(Self.vmin(px, right), Self.vmin(py, bottom)) - margin
        if PixelMath.isZero(unsafeBitCast(nearest, to: Pixels8.self) & 0x8000_0000) { return Floats8(repeating: 1) }
        let inside = (px .>= margin) .& (right .>= margin) .& (py .>= margin) .& (bottom .>= margin)
        let knn = k * (f.nx * f.ny)
        let ax = 1 + k * (f.nx * f.nx), ay = 1 + k * (f.ny * f.ny)
        let invGx = 1 / (ax * ax + knn * knn).squareRoot(), invGy = 1 / (ay * ay + knn * knn).squareRoot()
        let cx = PixelMath.clamp01(0.5 + px * invGx) + PixelMath.clamp01(0.5 + right * invGx) - 1
        let cy = PixelMath.clamp01(0.5 + py * invGy) + PixelMath.clamp01(0.5 + bottom * invGy) - 1
        return (PixelMath.clamp01(cx) * PixelMath.clamp01(cy)).replacing(with: 1, where: inside)
    }

    /// The bilinear samples at eight points in page coordinates (`sample`, same fixed point and
    /// rounding, clamp to edge).
    @inline(__always)
    func sample8(_ px: Floats8, _ py: Floats8) -> Pixels8 {
        let f = geometry.lanes
        let w = geometry.sourceWidth, h = geometry.sourceHeight
        @inline(__always) func fixed(_ v: Floats8, _ size: Int) -> Ints8 {
            let c = Self.vmin(Self.vmax(v, Floats8(repeating: -4)), Floats8(repeating: Float(size + 4)))
            return PixelMath.roundToInt(c * 256)
        }
        let fu = fixed(px * f.sx - 0.5, w), fv = fixed(py * f.sy - 0.5, h)
        let iu = fu &>> 8, iv = fv &>> 8
        var wu = fu & 255
        let wv = unsafeBitCast(fv & 255, to: Pixels8.self)
        let row0 = PixelMath.clamp(iv, 0, Int32(h - 1)) &* Int32(w)
        let row1 = PixelMath.clamp(iv &+ 1, 0, Int32(h - 1)) &* Int32(w)
        let top: Pixels8, bottom: Pixels8
        if w >= 2 {
            // Load column pairs (col, col + 1): left of the page both are column 0 (weight 0),
            // right of it both are the last column (weight 256 on col + 1 = w - 1).
            // (Sign-bit masks: `replacing(with:where:)` on integer lanes compiles lane by lane.)
            let low = iu &>> 31, high = (Int32(w - 2) &- iu) &>> 31
            wu = (wu & ~low & ~high) | (high & 256)
            let col = PixelMath.clamp(iu, 0, Int32(w - 2))
            let wu8 = unsafeBitCast(wu, to: Pixels8.self)
            let t = Self.loadPairs(source, row0 &+ col), b = Self.loadPairs(source, row1 &+ col)
            top = PixelMath.lerp(t.left, t.right, wu8)
            bottom = PixelMath.lerp(b.left, b.right, wu8)
        } else {
            top = PixelMath.gather(source, row0)
            bottom = PixelMath.gather(source, row1)
        }
        return PixelMath.lerp(top, bottom, wv)
    }

    /// Loads two horizontally adjacent pixels per lane (one 64-bit load each), as
    /// `PixelMath.loadPairs`.
    @inline(__always)
    static func loadPairs(_ base: UnsafePointer<UInt32>, _ offsets: Ints8) -> (left: Pixels8, right: Pixels8) {
        let raw = UnsafeRawPointer(base)
        @inline(__always) func pair(_ i: Int32) -> UInt64 { raw.loadUnaligned(fromByteOffset: Int(i) &* 4, as: UInt64.self) }
        let p = SIMD8<UInt64>(pair(offsets[0]), pair(offsets[1]), pair(offsets[2]), pair(offsets[3]),
                              pair(offsets[4]), pair(offsets[5]), pair(offsets[6]), pair(offsets[7]))
        let (low, high) = PixelMath.halves(p)
        return (low, high)
    }

    // MARK: - One pixel at a time (the reference)

    /// Computes one pixel of the curl (page, back, shadow) and blends it source-over.
    private func blendPixel(_ row: UnsafeMutablePointer<UInt32>, _ x: Int, _ y: Int, _ d: Double) {
        let s = shade(Double(x) + 0.5, Double(y) + 0.5, d)
        guard s.w > 0 else { return }
        // Round to premultiplied bytes (color never above alpha), then source-over with the
        // same rounding as the vector kernels.
        let a = min(255, (s.w).rounded())
        func byte(_ v: Double) -> UInt32 { UInt32(max(0, min(a, v.rounded()))) }
        let src = byte(s.x) | byte(s.y) << 8 | byte(s.z) << 16 | UInt32(a) << 24
        guard src != 0 else { return }
        let inv = 255 - UInt32(a)
        let dst = row[x]
        @inline(__always) func scaled(_ p: UInt32) -> UInt32 {
            let t = (p & 0x00FF_00FF) &* inv &+ 0x0080_0080
            return ((t &+ ((t >> 8) & 0x00FF_00FF)) >> 8) & 0x00FF_00FF
        }
        row[x] = src &+ (scaled(dst) | scaled(dst >> 8) << 8)
    }

    /// The premultiplied color (channels 0...255, opacity applied) of the curl at destination
    /// point (px, py), at distance d from the line, before blending.
    @inline(__always)
    func shade(_ px: Double, _ py: Double, _ d: Double) -> SIMD4<Double> {
        let g = geometry
        var top = SIMD4<Double>(repeating: 0)
        if d <= g.r + 0.5 {
            let dc = max(0, min(d, g.r))
            let u = g.r > 0 ? min(1, dc / g.r) : 0
            let a = asin(u)
            let cosA = max(0, 1 - u * u).squareRoot()
            // The roll's silhouette (d = r) and, for a sharp fold, the fold itself.
            let silhouette = PageCurlGeometry.clamp01(g.r - d + 0.5)
            // Along the normal the cylinder compresses the page by cos a; its inverse, capped,
            // stretches the anti-aliasing footprint near the silhouette.
            let stretch = 1 / max(cosA, 0.02)
            // Front: flat (the point itself) or on the cylinder at arc length r a.
            var front = SIMD4<Double>(repeating: 0)
            let fs = d < 0 ? d : g.r * a
            let fx = px + (fs - d) * g.nx, fy = py + (fs - d) * g.ny
            let fCover = g.pageCoverage(fx, fy, stretch: d < 0 ? 0 : stretch - 1) * silhouette
            if fCover > 0 {
                front = sample(fx, fy) * fCover
                if d > 0 {
                    let k = g.frontShade(cosA: cosA)
                    front.x *= k; front.y *= k; front.z *= k
                }
            }
            // Back: at arc length r (π - a), where the page has turned over; on top of the front.
            if g.r > 0 && d > -0.5 {
                let bs = g.r * (Double.pi - a)
                let bx = px + (bs - d) * g.nx, by = py + (bs - d) * g.ny
                let bCover = g.pageCoverage(bx, by, stretch: -stretch - 1) * silhouette
                    * PageCurlGeometry.clamp01(d + 0.5)
                if bCover > 0 {
                    let p = sample(bx, by)
                    // Wash toward the back color, keeping the paper's own alpha.
                    var back = p * (1 - g.backShade) + g.backColor * (g.backShade * p.w / 255)
                    let k = g.backShade(u: u, cosA: cosA)
                    back.x *= k; back.y *= k; back.z *= k
                    back *= bCover
                    top = back + front * (1 - back.w / 255)
                } else {
                    top = front
                }
            } else {
                top = front
            }
        }
        // The shadow falls on the page below, only where the page was.
        var shadow = 0.0
        if d > -0.5 && g.shadowAlpha > 0 {
            shadow = g.shadow(d) * g.pageCoverage(px, py, stretch: 0)
        }
        var out = top * g.opacity
        out.w += 255 * shadow * (1 - out.w / 255)
        return out
    }

    /// The bilinear sample (premultiplied channels 0...255) at destination point (px, py) of the
    /// page, clamped to the source's edges, with 8-bit weights like the quad kernels.
    @inline(__always)
    func sample(_ px: Double, _ py: Double) -> SIMD4<Double> {
        let g = geometry
        let w = g.sourceWidth, h = g.sourceHeight
        func fixed(_ v: Double, _ size: Int) -> Int {
            Int((max(-4, min(Double(size + 4), v)) * 256).rounded(.toNearestOrEven))
        }
        let fu = fixed((px - g.ox) * g.sx - 0.5, w), fv = fixed((py - g.oy) * g.sy - 0.5, h)
        let iu = fu >> 8, iv = fv >> 8
        let x0 = max(0, min(w - 1, iu)), x1 = max(0, min(w - 1, iu + 1))
        let y0 = max(0, min(h - 1, iv)), y1 = max(0, min(h - 1, iv + 1))
        let wu = UInt32(fu & 255), wv = UInt32(fv & 255)
        let top = Self.lerp(source[y0 * w + x0], source[y0 * w + x1], wu)
        let bottom = Self.lerp(source[y1 * w + x0], source[y1 * w + x1], wu)
        let p = Self.lerp(top, bottom, wv)
        return SIMD4(Double(p & 255), Double((p >> 8) & 255), Double((p >> 16) & 255), Double(p >> 24))
    }

    /// Interpolates two packed pixels, `b` with weight f/256, rounding to nearest (two channels
    /// at a time in 16-bit halves, as `PixelMath.lerp`).
    @inline(__always)
    static func lerp(_ a: UInt32, _ b: UInt32, _ f: UInt32) -> UInt32 {
        guard f != 0 else { return a }
        let g: UInt32 = 256 - f, mask: UInt32 = 0x00FF_00FF, half: UInt32 = 0x0080_0080
        let aRB: UInt32 = a & mask, bRB: UInt32 = b & mask
        let aGA: UInt32 = (a >> 8) & mask, bGA: UInt32 = (b >> 8) & mask
        let rb: UInt32 = ((aRB &* g &+ bRB &* f &+ half) >> 8) & mask
        let ga: UInt32 = ((aGA &* g &+ bGA &* f &+ half) >> 8) & mask
        return rb | ga << 8
    }
}
