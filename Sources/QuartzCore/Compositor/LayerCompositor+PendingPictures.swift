import Raster

extension LayerCompositor {
    /// Draws the pending group pictures of the screen's list (`PendingGroupPicture`), each in the
    /// pieces no later opaque item hides, last item first: what an item hides is known before the
    /// items under it are drawn. The page under a sheet is drawn only above the sheet, the page
    /// behind two opening doors only in the gap between them.
    ///
    /// Every pixel that shows is the one the whole picture has (a pixel's value never depends on
    /// the pixels drawn with it), and one that does not is covered by a later opaque item, wherever
    /// the list is drawn on the screen (`draw` hides with fewer occluders at most, so it may draw
    /// a hidden pixel of a picture, never one that shows). Lists that read a picture's pixels
    /// otherwise, a snapshot's or a backdrop's, get it whole from the cache.
    static func drawPendingPictures(_ items: inout [DrawItem], cache: OffscreenCache) {
        guard items.contains(where: { $0.pending != nil }) else { return }
        var later: [Occluder] = []
        for index in items.indices.reversed() {
            if let pending = items[index].pending {
                // The pieces of the picture that show, counting the largest occluders above.
                let hiding = later.count > maximumOccluders
                    ? Array(later.sorted { ($0.rect.area, $0.index) > ($1.rect.area, $1.index) }.prefix(maximumOccluders))
                    : later
                let pieces = visiblePieces(of: items[index].bounds, after: index, occluders: hiding)
                let region = pieces.map {
                    PixelRect(x0: $0.x0 - pending.origin.x, y0: $0.y0 - pending.origin.y,
                              x1: $0.x1 - pending.origin.x, y1: $0.y1 - pending.origin.y)
                }
                let bitmap = cache.pendingPicture(for: pending.layer, part: .group, region: region, draw: pending.draw)
                items[index].quad.fill = .image(bitmap, crop: nil)
                items[index].pending = nil
                if pending.drawnOpaquely {
                    items[index].opaquePicturePixels = cache.opaquePixels(for: pending.layer, part: .group, drawnAt: pending.origin)
                }
            }
            let rect = items[index].opaqueRect
            if rect.area >= minimumOccluderArea { later.append(Occluder(index: index, rect: rect)) }
        }
    }
}
