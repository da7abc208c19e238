import Foundation

/// Draws a curled page row by row (see `RasterTarget.drawPageCurl`).
///
/// Each row is split by the pixel's distance d from the curl line, which is monotonic along the
/// row, into three runs found by binary search on the same per-pixel formula the pixels use (so
/// the split never depends on the clip): flat pixels (d <= -1), the active band (the cylinder,
/// the cut at the top of the roll and the shadow) and pixels past the shadow (nothing drawn).
/// Flat pixels inside a page drawn at its own size are copied eight at a time; every other pixel
/// is computed alone, in double precision, from its position only.
struct PageCurlKernel {
    let geometry: PageCurlGeometry
    /// The source texels, `sourceWidth` per row.
    let source: UnsafePointer<UInt32>
    let target: RasterTarget

    func run(_ area: PixelRect) {
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
                for x in max(x0, lo)..<max(x0, min(x1, hi)) { blendPixel(row, x, y, g.distance(x, rowTerm)) }
            }
            for x in active { blendPixel(row, x, y, g.distance(x, rowTerm)) }
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
