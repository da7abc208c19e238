import Foundation

/// Everything a page curl needs per pixel, derived once per draw from `PageCurl` and the
/// page's placement (see `RasterTarget.drawPageCurl`).
///
/// Positions are destination pixels; pixel (x, y) is evaluated at its center (x + 0.5, y + 0.5).
/// d = nx * x + ny * y - c is the signed distance from the curl line (positive on the lifted side).
struct PageCurlGeometry {
    /// The page rectangle in destination pixels.
    let ox, oy, rw, rh: Double
    /// The page rectangle as whole pixels (for the flat fast path).
    let rect: PixelRect
    /// Source texels per destination pixel, horizontally and vertically.
    let sx, sy: Double
    /// The source bitmap's size in texels.
    let sourceWidth, sourceHeight: Int
    /// The unit normal of the curl line, pointing to the lifted side.
    let nx, ny: Double
    /// The curl line's offset along the normal.
    let c: Double
    /// The cylinder radius (0: a sharp fold with nothing on the cylinder).
    let r: Double
    /// How far past the roll the shadow reaches, and its darkness times the draw's opacity.
    let shadowWidth, shadowAlpha: Double
    /// The back color's premultiplied channels (0...255) and how much of it covers the back.
    let backColor: SIMD4<Double>
    let backShade: Double
    /// The draw's opacity, 0...1.
    let opacity: Double
    /// Whether the source is drawn at its own size on whole pixels, so flat interior pixels are
    /// exact copies of texels (and can take the vector path).
    let exactSize: Bool
    /// Past this distance from the line a pixel shows nothing of the page or its shadow.
    let limit: Double
    /// The same values in single precision, for the eight-pixel kernel.
    let lanes: Lanes

    /// The geometry in single precision, with positions relative to the page's top-left corner
    /// (so they stay small and exact: a pixel center is an integer plus 0.5).
    struct Lanes {
        /// The page's size, and source texels per destination pixel.
        let rw, rh, sx, sy: Float
        /// The unit normal and the line's offset along it, in page coordinates.
        let nx, ny, c: Float
        /// The radius and its inverse (0 for a sharp fold).
        let r, invR: Float
        /// The inverse of the shadow's width, and its alpha (opacity included).
        let invShadowWidth, shadowAlpha: Float
        /// The back color's channels (0...255) and how much of it covers the back.
        let backR, backG, backB, backA, backShade: Float
        let opacity: Float
    }

    init(curl: PageCurl, rect: PixelRect, sourceWidth: Int, sourceHeight: Int, opacity: Double) {
        self.rect = rect
        ox = Double(rect.x0); oy = Double(rect.y0); rw = Double(rect.width); rh = Double(rect.height)
        sx = Double(sourceWidth) / rw; sy = Double(sourceHeight) / rh
        self.sourceWidth = sourceWidth; self.sourceHeight = sourceHeight
        exactSize = sourceWidth == rect.width && sourceHeight == rect.height
        let angle = curl.angle.isFinite ? curl.angle : PageCurl().angle
        let nx = -sin(angle), ny = cos(angle)
        self.nx = nx; self.ny = ny
        r = curl.effectiveRadius
        shadowWidth = 6 + 0.8 * r
        let clampedShadow = curl.shadowOpacity.isNaN ? 0 : max(0, min(1, curl.shadowOpacity))
        self.opacity = opacity
        shadowAlpha = clampedShadow * opacity
        let back = curl.backColor
        backColor = SIMD4(Double(back.r), Double(back.g), Double(back.b), Double(back.a))
        backShade = curl.backShade.isNaN ? 0 : max(0, min(1, curl.backShade))
        limit = r + 1 + shadowWidth
        // The line starts at the corner farthest along the normal (nothing lifted) and travels
        // past the opposite corner far enough that the roll and its shadow have left the page.
        let (x0, y0, x1, y1) = (ox, oy, ox + rw, oy + rh)
        let projections = [nx * x0 + ny * y0, nx * x1 + ny * y0, nx * x0 + ny * y1, nx * x1 + ny * y1]
        let far = projections.max()!, near = projections.min()!
        let travel = max(Double.pi * r, limit)
        c = far - curl.effectiveAmount * (far - near + travel)
        lanes = Lanes(rw: Float(rw), rh: Float(rh), sx: Float(sx), sy: Float(sy),
                      nx: Float(nx), ny: Float(ny), c: Float(c - nx * ox - ny * oy),
                      r: Float(r), invR: r > 0 ? Float(1 / r) : 0,
                      invShadowWidth: Float(1 / shadowWidth), shadowAlpha: Float(shadowAlpha),
                      backR: Float(backColor.x), backG: Float(backColor.y), backB: Float(backColor.z),
                      backA: Float(backColor.w), backShade: Float(backShade), opacity: Float(opacity))
    }

    /// Clamps to 0...1.
    @inline(__always)
    static func clamp01(_ v: Double) -> Double { v < 0 ? 0 : (v > 1 ? 1 : v) }

    /// The part of d that depends only on the row.
    @inline(__always)
    func rowTerm(_ y: Int) -> Double { ny * (Double(y) + 0.5) - c }

    /// The distance of pixel column `x` from the curl line, given its row's term.
    @inline(__always)
    func distance(_ x: Int, _ rowTerm: Double) -> Double { nx * (Double(x) + 0.5) + rowTerm }

    /// How much of a destination pixel the page covers at source point (px, py) (destination
    /// units), where the page is stretched by k + 1 along the normal there: the signed distance
    /// to each edge over the pixel's footprint, as a box filter.
    @inline(__always)
    func pageCoverage(_ px: Double, _ py: Double, stretch k: Double) -> Double {
        // The footprint is at most 1 + |k| pixels: a point that far inside every edge is fully
        // covered (the exact formula below gives exactly 1 there too), which most points are.
        let margin = 0.5 * (1 + abs(k))
        if px - ox >= margin && ox + rw - px >= margin && py - oy >= margin && oy + rh - py >= margin { return 1 }
        // The gradient of the source x (y) coordinate with respect to the destination position:
        // (I + k n nᵀ) applied to the axis.
        let gx = ((1 + k * nx * nx) * (1 + k * nx * nx) + (k * nx * ny) * (k * nx * ny)).squareRoot()
        let gy = ((1 + k * ny * ny) * (1 + k * ny * ny) + (k * nx * ny) * (k * nx * ny)).squareRoot()
        let cx = Self.clamp01(0.5 + (px - ox) / gx) + Self.clamp01(0.5 + (ox + rw - px) / gx) - 1
        let cy = Self.clamp01(0.5 + (py - oy) / gy) + Self.clamp01(0.5 + (oy + rh - py) / gy) - 1
        return Self.clamp01(cx) * Self.clamp01(cy)
    }

    /// How the front is lit where it has turned by `cosA` (the cosine of its angle on the
    /// cylinder): darker as it turns away toward the roll's silhouette, as under a light above.
    @inline(__always)
    func frontShade(cosA: Double) -> Double { 1 - 0.42 * (1 - cosA) }

    /// How the back is lit at the point of the roll with sin u and cos cosA of the front angle:
    /// Lambert with a light above and slightly toward the flat page, over a bright ambient, so
    /// the top of the roll is brightest and its silhouette dimmer.
    @inline(__always)
    func backShade(u: Double, cosA: Double) -> Double {
        // The outward normal at angle π - a is (sin a, cos a) in (normal, up) axes; the light
        // direction is normalize(-0.4, 1).
        let lambert = max(0, -0.371 * u + 0.928 * cosA)
        return 0.74 + 0.26 * lambert / 0.928
    }

    /// The shadow's alpha (0...1, opacity included) on the page below at distance d from the
    /// line, for a pixel inside the page: full under the roll, fading quadratically past it.
    @inline(__always)
    func shadow(_ d: Double) -> Double {
        guard d > -0.5, shadowAlpha > 0 else { return 0 }
        let t = Self.clamp01((d - r) / shadowWidth)
        return shadowAlpha * (1 - t) * (1 - t) * Self.clamp01(d + 0.5)
    }
}
