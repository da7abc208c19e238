import Raster

/// Which part of a layer a drawing command draws.
enum DrawPart: Hashable {
    case shadow, background, contents, border(Int), group
    /// A PageCurlLayer's flat page rendered offscreen, and the page drawn curled (see
    /// DisplayListBuilder+Curl.swift).
    case curlPage, curl
    /// A `BackdropBlurLayer`'s blurred picture of what is behind it.
    case backdrop
    /// A CAShapeLayer's path or a CAGradientLayer's gradient, drawn into a cached bitmap (see
    /// DisplayListBuilder+Pictures.swift).
    case shape, gradient
    /// A whole snapshot of a layer's tree (see LayerCompositor+Snapshot.swift).
    case snapshot
}

/// What a drawing command's fill shows, comparable without comparing pixels: images by identity,
/// offscreen renderings by cache entry and version.
///
/// An image is held, not just named by its address: the list on screen must keep its images
/// alive, or a new image could be made at a freed one's address and look unchanged (after frames
/// built without drawing, the list on screen is older than the layers' images).
enum ContentKey: Equatable {
    case color(RGBA8)
    case image(CGImage, crop: TexelRect?)
    case offscreen(ObjectIdentifier, DrawPart, version: Int)

    static func == (a: ContentKey, b: ContentKey) -> Bool {
        switch (a, b) {
        case (.color(let x), .color(let y)): return x == y
        case (.image(let x, let cropX), .image(let y, let cropY)): return x === y && cropX == cropY
        case (.offscreen(let x, let partX, let versionX), .offscreen(let y, let partY, let versionY)):
            return x == y && partX == partY && versionX == versionY
        default: return false
        }
    }
}

/// Where a display-list item draws its image curled: the curl (in the item's pixels) and the
/// whole-pixel rectangle the page bitmap covers.
struct CurlPlacement: Equatable {
    /// How the page is curled, in the item's pixels.
    var curl: PageCurl
    /// The pixels the flat page bitmap covers.
    var rect: PixelRect

    /// The same placement moved by whole pixels.
    func offset(dx: Int, dy: Int) -> CurlPlacement {
        CurlPlacement(curl: curl, rect: PixelRect(x0: rect.x0 + dx, y0: rect.y0 + dy, x1: rect.x1 + dx, y1: rect.y1 + dy))
    }
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
    /// The pixels the item can touch, which is its damage when it changes: the quad's
    /// `pixelBounds` (the routine that also bounds its drawing) within the clip.
    var bounds: PixelRect
    /// When set, the quad's image is drawn curled instead of as a plain quad (see
    /// DisplayListBuilder+Curl.swift).
    var curl: CurlPlacement?
    /// For an offscreen picture drawn at its own size on whole pixels, fully opaque, the pixels
    /// where the picture is known to be opaque (`Bitmap.opaqueBlock`, moved to where it is drawn):
    /// what it hides of the items under it (`opaqueRect`). Empty when not known.
    var opaquePicturePixels = PixelRect.empty
    /// A group picture not drawn yet: the screen's list draws each only where no later item
    /// hides it, once the whole list is known (`LayerCompositor.drawPendingPictures`).
    var pending: PendingGroupPicture?
    /// For an image cut to where it has ink (`DisplayListBuilder.inkClip`), the clip before
    /// that cut: a reduced copy of the item samples more of the image per pixel, so it is cut
    /// from this clip, not from the tighter one.
    var clipBeforeInk: PixelRect?

    init(layer: ObjectIdentifier, part: DrawPart, quad: QuadDraw, clip: PixelRect, content: ContentKey) {
        self.layer = layer; self.part = part; self.quad = quad; self.clip = clip; self.content = content
        bounds = quad.pixelBounds.intersection(clip)
    }

    /// Whether two items draw exactly the same pixels.
    func drawsSame(as other: DrawItem) -> Bool {
        layer == other.layer && part == other.part && content == other.content && clip == other.clip
            && quad.transform == other.quad.transform && quad.width == other.quad.width
            && quad.height == other.quad.height && quad.cornerRadius == other.quad.cornerRadius
            && quad.opacity == other.quad.opacity && quad.antialiased == other.quad.antialiased
            && quad.filter == other.quad.filter && curl == other.curl
    }

    /// Whether the two items draw the same pixels in `rect`: the same but for their clips
    /// outside it (the screen clips a page to the screen, its snapshot to its bounds).
    func drawsSame(as other: DrawItem, within rect: PixelRect) -> Bool {
        var mine = self, theirs = other
        mine.clip = clip.intersection(rect)
        theirs.clip = other.clip.intersection(rect)
        return mine.drawsSame(as: theirs)
    }

    /// The same item drawn `k` times smaller, then moved by whole pixels (for a reduced copy of
    /// part of a list). A curled item is drawn flat.
    func scaled(by k: Double, dx: Int, dy: Int) -> DrawItem {
        var moved = self
        moved.quad.transform = Homography.translation(Double(dx), Double(dy)).after(.scale(k, k)).after(quad.transform)
        func shrink(_ r: PixelRect) -> PixelRect {
            PixelRect.covering(minX: Double(r.x0) * k + Double(dx), minY: Double(r.y0) * k + Double(dy),
                               maxX: Double(r.x1) * k + Double(dx), maxY: Double(r.y1) * k + Double(dy))
        }
        moved.clip = shrink(clipBeforeInk ?? clip)
        moved.clipBeforeInk = nil
        moved.curl = nil
        moved.opaquePicturePixels = .empty
        moved.bounds = moved.quad.pixelBounds.intersection(moved.clip)
        return moved
    }

    /// The same item moved by whole pixels.
    func offset(dx: Int, dy: Int) -> DrawItem {
        var moved = self
        moved.quad.transform = Homography.translation(Double(dx), Double(dy)).after(quad.transform)
        moved.clip = PixelRect(x0: clip.x0 + dx, y0: clip.y0 + dy, x1: clip.x1 + dx, y1: clip.y1 + dy)
        moved.clipBeforeInk = clipBeforeInk.map { PixelRect(x0: $0.x0 + dx, y0: $0.y0 + dy, x1: $0.x1 + dx, y1: $0.y1 + dy) }
        moved.bounds = PixelRect(x0: bounds.x0 + dx, y0: bounds.y0 + dy, x1: bounds.x1 + dx, y1: bounds.y1 + dy)
        moved.curl = curl?.offset(dx: dx, dy: dy)
        let o = opaquePicturePixels
        moved.opaquePicturePixels = o.isEmpty ? .empty : PixelRect(x0: o.x0 + dx, y0: o.y0 + dy, x1: o.x1 + dx, y1: o.y1 + dy)
        return moved
    }
}
