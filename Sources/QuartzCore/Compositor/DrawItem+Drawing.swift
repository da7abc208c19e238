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

    /// Draws `items` in order into a bitmap, each limited to its clip and left out where a
    /// later opaque item hides it (offscreen renderings and snapshots; frames are drawn by
    /// `LayerCompositor.draw`, a damaged region at a time, with the same occlusion).
    ///
    /// With more than one thread, bands of rows are drawn in parallel as a frame's are: the
    /// same bytes (`CompositorBandEquivalenceTests`), and the snapshots and offscreen pictures
    /// a transition's first frame makes (a third of 003's) gain from the second core
    /// (docs/perf-log/issue-23-sixth-pass.md).
    /// With `region`, only its pixels are drawn (a picture of which only they show).
    static func rasterize(_ items: [DrawItem], into bitmap: inout Bitmap, threads: Int = 1, region: PixelRect? = nil) {
        var bounds = bitmap.bounds
        if let region { bounds = bounds.intersection(region) }
        let occluders = LayerCompositor.occluders(items, in: bounds)
        bitmap.withTarget { target in
            LayerCompositor.forEachBand(of: bounds, threads: threads) { rows in
                for (index, item) in items.enumerated() where !item.bounds.isEmpty {
                    let clip = item.clip.intersection(rows)
                    guard !clip.isEmpty else { continue }
                    for piece in LayerCompositor.visiblePieces(of: clip, after: index, occluders: occluders) {
                        item.draw(into: target, clip: piece)
                    }
                }
            }
        }
    }
}

extension DrawItem {
    /// A new `width` x `height` picture of `items` (see `rasterize`), drawn whole or in the
    /// disjoint `regions` only (transparent elsewhere, but for an opaque first item's color).
    ///
    /// When the first item sets every pixel to one opaque color whatever lies under it
    /// (`paintsOpaquely`: a page's background), that color is the picture's background and the
    /// item is not drawn: one pass over the pixels instead of clearing them and then filling
    /// them (the same bytes where drawn). Drawn whole, the picture is not cleared first: each
    /// band sets its own rows to the background, where no opaque item covers them.
    static func picture(of items: [DrawItem], width: Int, height: Int, threads: Int = 1, regions: [PixelRect]? = nil) -> Bitmap {
        var background = RGBA8.clear
        var rest = items[...]
        if let first = items.first, case .color(let color) = first.quad.fill,
           first.paintsOpaquely(PixelRect(x: 0, y: 0, width: width, height: height)) {
            background = color
            rest = items.dropFirst()
        }
        let drawn = Array(rest)
        guard let regions else {
            // Whole: drawn as the screen is, each band setting its rows to the background and
            // drawing on them while they are in the cache, on as many threads as the rest (the
            // same bytes as starting from a filled bitmap: docs/perf-log/issue-37-twenty-fourth-pass.md).
            return Bitmap(width: width, height: height) { target in
                LayerCompositor.draw(drawn, in: target.bounds, onto: target, background: background, threads: threads)
            }
        }
        var bitmap = Bitmap(width: width, height: height, color: background)
        for region in regions { rasterize(drawn, into: &bitmap, threads: threads, region: region) }
        return bitmap
    }
}

extension QuadFill {
    /// The bitmap an image fill draws, if any.
    var image: Bitmap? {
        if case .image(let bitmap, _) = self { return bitmap }
        return nil
    }
}
