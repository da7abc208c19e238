import Raster

/// Which part of a layer a drawing command draws.
enum DrawPart: Hashable {
    case shadow, background, contents, border(Int), group
    /// A PageCurlLayer's flat page rendered offscreen, and the page drawn curled (see
    /// DisplayListBuilder+Curl.swift).
    case curlPage, curl
}

/// What a drawing command's fill shows, comparable without comparing pixels: images by identity,
/// offscreen renderings by cache entry and version.
enum ContentKey: Equatable {
    case color(RGBA8)
    case image(ObjectIdentifier, crop: TexelRect?)
    case offscreen(ObjectIdentifier, DrawPart, version: Int)
}

/// One entry of a display list: a quad to draw, the clip it is limited to, and enough identity to
/// tell whether it changed since the previous frame.
struct DrawItem {
    /// The layer that produced the item.
    var layer: ObjectIdentifier
    /// Which part of that layer.
    var part: DrawPart
    /// The drawing command, in the display list's pixel space.
    var quad: QuadDraw
    /// The pixels the item may touch.
    var clip: PixelRect
    /// What the fill shows.
    var content: ContentKey
    /// The pixels the item actually touches: its projected outline (plus a pixel of margin for
    /// anti-aliasing and filtering) within the clip.
    var bounds: PixelRect
    /// When set, the quad's image is drawn curled instead of as a plain quad (see
    /// DisplayListBuilder+Curl.swift).
    var curl: CurlPlacement?

    init(layer: ObjectIdentifier, part: DrawPart, quad: QuadDraw, clip: PixelRect, content: ContentKey) {
        self.layer = layer; self.part = part; self.quad = quad; self.clip = clip; self.content = content
        bounds = DrawItem.outline(of: quad).intersection(clip)
    }

    /// Whether two items draw exactly the same pixels.
    func drawsSame(as other: DrawItem) -> Bool {
        layer == other.layer && part == other.part && content == other.content && clip == other.clip
            && quad.transform == other.quad.transform && quad.width == other.quad.width
            && quad.height == other.quad.height && quad.cornerRadius == other.quad.cornerRadius
            && quad.opacity == other.quad.opacity && quad.antialiased == other.quad.antialiased
            && quad.filter == other.quad.filter && curl == other.curl
    }

    /// The same item moved by whole pixels.
    func offset(dx: Int, dy: Int) -> DrawItem {
        var moved = self
        moved.quad.transform = Homography.translation(Double(dx), Double(dy)).after(quad.transform)
        moved.clip = PixelRect(x0: clip.x0 + dx, y0: clip.y0 + dy, x1: clip.x1 + dx, y1: clip.y1 + dy)
        moved.bounds = PixelRect(x0: bounds.x0 + dx, y0: bounds.y0 + dy, x1: bounds.x1 + dx, y1: bounds.y1 + dy)
        moved.curl = curl?.offset(dx: dx, dy: dy)
        return moved
    }

    /// The pixels a quad can touch: the bounding box of the part of its rectangle in front of the
    /// eye (W > 0), projected, grown by two pixels.
    static func outline(of quad: QuadDraw) -> PixelRect {
        let polygon = visiblePolygon(width: quad.width, height: quad.height, transform: quad.transform)
        guard !polygon.isEmpty else { return .empty }
        var minX = Double.infinity, minY = Double.infinity, maxX = -Double.infinity, maxY = -Double.infinity
        for p in polygon {
            minX = min(minX, p.x); maxX = max(maxX, p.x); minY = min(minY, p.y); maxY = max(maxY, p.y)
        }
        return PixelRect.covering(minX: minX, minY: minY, maxX: maxX, maxY: maxY, margin: 2)
    }

    /// The projected corners of the part of [0, w] x [0, h] with W above a small epsilon.
    static func visiblePolygon(width: Double, height: Double, transform h: Homography) -> [(x: Double, y: Double)] {
        guard width > 0, height > 0 else { return [] }
        let epsilon = 1e-6
        let corners = [(0.0, 0.0), (width, 0.0), (width, height), (0.0, height)]
        var clipped: [(Double, Double)] = []
        for i in 0..<4 {
            let a = corners[i], b = corners[(i + 1) % 4]
            let wa = h.m20 * a.0 + h.m21 * a.1 + h.m22 - epsilon
            let wb = h.m20 * b.0 + h.m21 * b.1 + h.m22 - epsilon
            if wa >= 0 { clipped.append(a) }
            if (wa >= 0) != (wb >= 0) {
                let t = wa / (wa - wb)
                clipped.append((a.0 + (b.0 - a.0) * t, a.1 + (b.1 - a.1) * t))
            }
        }
        return clipped.compactMap { p in
            let q = h.apply(x: p.0, y: p.1)
            return q.x.isFinite && q.y.isFinite ? q : nil
        }
    }
}

extension QuadFill {
    /// The bitmap an image fill draws, if any.
    var image: Bitmap? {
        if case .image(let bitmap, _) = self { return bitmap }
        return nil
    }
}
