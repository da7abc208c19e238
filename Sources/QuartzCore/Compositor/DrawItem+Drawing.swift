import Raster

extension DrawItem {
    /// Draws the item into `target` within `clip`: its image curled when it carries a curl,
    /// otherwise its quad.
    ///
    /// Every pixel it touches lies inside `bounds` (the quad's `pixelBounds`, or the curl's
    /// footprint, within the clip), which is what makes `bounds` a safe damage rectangle.
    func draw(into target: RasterTarget, clip: PixelRect) {
        if let curl, let page = quad.fill.image {
            target.drawPageCurl(page, in: curl.rect, curl: curl.curl, opacity: quad.opacity, clip: clip)
        } else {
            target.draw(quad, clip: clip)
        }
    }

    /// Draws `items` in order into a bitmap, each limited to its clip (offscreen renderings and
    /// snapshots; frames are drawn by `LayerCompositor.draw`, a damaged region at a time).
    static func rasterize(_ items: [DrawItem], into bitmap: inout Bitmap) {
        bitmap.withTarget { target in
            for item in items where !item.bounds.isEmpty {
                item.draw(into: target, clip: item.clip.intersection(target.bounds))
            }
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
