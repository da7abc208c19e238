@testable import Raster

/// A straightforward double-precision implementation of `RasterTarget.draw(_:clip:)`'s
/// semantics, pixel by pixel, written independently of the kernels to check them.
///
/// Per destination pixel: map the center back to local (u, v); skip it when it is behind the
/// eye (Q <= 0); the coverage of each pair of opposite sides is the overlap of the pixel with
/// the slab between them, from the distance to each side's line in destination pixels (L1
/// norm, so ±0.5 is where the pixel square starts touching the line); rounded corners use the
/// distance to the arc in local units over the pixel's footprint along the arc's normal (from
/// the Jacobian); sample the bitmap bilinearly at texel coordinates minus 0.5 (or nearest),
/// clamped to the texels the crop rectangle touches (the whole bitmap without a crop); blend
/// source-over in doubles and round once.
enum ReferenceRenderer {
    /// Draws `quad` into `bitmap` inside `clip` (default: everywhere).
    static func draw(_ quad: QuadDraw, into bitmap: inout Bitmap, clip: PixelRect? = nil) {
        guard let n = quad.transform.inverse else { return }
        let area = (clip ?? bitmap.bounds).intersection(bitmap.bounds)
        guard !area.isEmpty else { return }
        for y in area.y0..<area.y1 {
            for x in area.x0..<area.x1 {
                guard let source = shade(quad, inverse: n, x: Double(x) + 0.5, y: Double(y) + 0.5) else { continue }
                let d = bitmap[x, y]
                let dst = [Double(d.r), Double(d.g), Double(d.b), Double(d.a)]
                let sa = source[3]
                let out = (0..<4).map { c in max(0, min(255, (source[c] + dst[c] * (1 - sa / 255)).rounded())) }
                bitmap[x, y] = RGBA8(r: UInt8(out[0]), g: UInt8(out[1]), b: UInt8(out[2]), a: UInt8(out[3]))
            }
        }
    }

    /// The premultiplied source color (0...255 per channel) times coverage and opacity at the
    /// destination point (x, y), or nil when it is not drawn.
    static func shade(_ quad: QuadDraw, inverse n: Homography, x: Double, y: Double) -> [Double]? {
        let q = n.m20 * x + n.m21 * y + n.m22
        guard q > 0 else { return nil }
        let u = (n.m00 * x + n.m01 * y + n.m02) / q, v = (n.m10 * x + n.m11 * y + n.m12) / q
        // Jacobian of (u, v) with respect to the destination position.
        let ux = (n.m00 - u * n.m20) / q, uy = (n.m01 - u * n.m21) / q
        let vx = (n.m10 - v * n.m20) / q, vy = (n.m11 - v * n.m21) / q
        // The side u = c is the destination line U - c * Q = 0; u - c = (U - c * Q) / Q, so the
        // distance to it is (u - c) * Q over the L1 norm of that line's gradient.
        func sideDistance(_ t: Double, _ c: Double, _ ax: Double, _ ay: Double) -> Double {
            (t - c) * q / (abs(ax - c * n.m20) + abs(ay - c * n.m21))
        }
        let sides = (sideDistance(u, 0, n.m00, n.m01), -sideDistance(u, quad.width, n.m00, n.m01),
                     sideDistance(v, 0, n.m10, n.m11), -sideDistance(v, quad.height, n.m10, n.m11))
        let coverage = self.coverage(quad, u: u, v: v, sides: sides, ux: ux, uy: uy, vx: vx, vy: vy)
        guard coverage > 0 else { return nil }
        let color: [Double]
        switch quad.fill {
        case .color(let c):
            color = [Double(c.r), Double(c.g), Double(c.b), Double(c.a)]
        case .image(let bitmap, let crop):
            let c = crop ?? TexelRect(x: 0, y: 0, width: Double(bitmap.width), height: Double(bitmap.height))
            let tu = u / quad.width * c.width + c.x, tv = v / quad.height * c.height + c.y
            let texels = texelBox(c, bitmap)
            color = quad.filter == .nearest ? nearest(bitmap, tu, tv, in: texels)
                                            : bilinear(bitmap, tu - 0.5, tv - 0.5, in: texels)
        }
        let k = coverage * min(1, quad.opacity)
        return color.map { $0 * k }
    }

    /// Coverage (0...1) of the pixel at local (u, v), given its distances in pixels to the four
    /// sides (positive inside) and the Jacobian of (u, v).
    static func coverage(_ quad: QuadDraw, u: Double, v: Double, sides: (Double, Double, Double, Double),
                         ux: Double, uy: Double, vx: Double, vy: Double) -> Double {
        let w = quad.width, h = quad.height
        let r = max(0, min(quad.cornerRadius, w / 2, h / 2))
        let du = max(r - u, u - (w - r)), dv = max(r - v, v - (h - r))
        let inCorner = r > 0 && du > 0 && dv > 0
        let cornerDistance = (du * du + dv * dv).squareRoot() - r
        guard quad.antialiased else {
            let inside = u >= 0 && u < w && v >= 0 && v < h && !(inCorner && cornerDistance > 0)
            return inside ? 1 : 0
        }
        func clamp01(_ t: Double) -> Double { max(0, min(1, t)) }
        let cu = clamp01(0.5 + sides.0) + clamp01(0.5 + sides.1) - 1
        let cv = clamp01(0.5 + sides.2) + clamp01(0.5 + sides.3) - 1
        var coverage = clamp01(cu) * clamp01(cv)
        if inCorner {
            let length = (du * du + dv * dv).squareRoot()
            let su: Double = u > w / 2 ? 1 : -1, sv: Double = v > h / 2 ? 1 : -1
            let gx = (su * du * ux + sv * dv * vx) / length, gy = (su * du * uy + sv * dv * vy) / length
            coverage = min(coverage, clamp01(0.5 - cornerDistance / (abs(gx) + abs(gy))))
        }
        return coverage
    }

    /// The first and last texel column and row the crop rectangle `c` touches, inside the bitmap:
    /// floor(x) through ceil(x + width) - 1, likewise for rows.
    static func texelBox(_ c: TexelRect, _ bitmap: Bitmap) -> (x0: Double, y0: Double, x1: Double, y1: Double) {
        let x0 = max(0, min(Double(bitmap.width - 1), c.x.rounded(.down)))
        let y0 = max(0, min(Double(bitmap.height - 1), c.y.rounded(.down)))
        let x1 = max(x0, min(Double(bitmap.width - 1), (c.x + c.width).rounded(.up) - 1))
        let y1 = max(y0, min(Double(bitmap.height - 1), (c.y + c.height).rounded(.up) - 1))
        return (x0, y0, x1, y1)
    }

    /// Bilinear sample at texel coordinates (texel centers at integers), each texel clamped into
    /// `box` (first and last texel column and row).
    static func bilinear(_ bitmap: Bitmap, _ x: Double, _ y: Double,
                         in box: (x0: Double, y0: Double, x1: Double, y1: Double)) -> [Double] {
        let x0 = x.rounded(.down), y0 = y.rounded(.down)
        let fx = x - x0, fy = y - y0
        func texel(_ i: Double, _ j: Double) -> [Double] {
            let cx = Int(max(box.x0, min(box.x1, i))), cy = Int(max(box.y0, min(box.y1, j)))
            let p = bitmap[cx, cy]
            return [Double(p.r), Double(p.g), Double(p.b), Double(p.a)]
        }
        let a = texel(x0, y0), b = texel(x0 + 1, y0), c = texel(x0, y0 + 1), d = texel(x0 + 1, y0 + 1)
        return (0..<4).map { k in
            (a[k] * (1 - fx) + b[k] * fx) * (1 - fy) + (c[k] * (1 - fx) + d[k] * fx) * fy
        }
    }

    /// The texel containing texel-space point (x, y) (texel i covers [i, i + 1)), clamped into
    /// `box`.
    static func nearest(_ bitmap: Bitmap, _ x: Double, _ y: Double,
                        in box: (x0: Double, y0: Double, x1: Double, y1: Double)) -> [Double] {
        let cx = Int(max(box.x0, min(box.x1, x.rounded(.down))))
        let cy = Int(max(box.y0, min(box.y1, y.rounded(.down))))
        let p = bitmap[cx, cy]
        return [Double(p.r), Double(p.g), Double(p.b), Double(p.a)]
    }
}
