import Raster

extension LayerCompositor {
    /// Draws the pending group pictures of the screen's list (`PendingGroupPicture`), each in the
    /// rows where no later opaque item hides it, last item first: what an item hides is known
    /// before the items under it are drawn. The page under a sheet is drawn only above the sheet.
    ///
    /// Every pixel that shows is the one the whole picture has (a pixel's value never depends on
    /// the rows drawn with it), and one that does not is covered by a later opaque item, wherever
    /// the list is drawn on the screen (`draw` hides with fewer occluders at most, so it may draw
    /// a hidden pixel of a picture, never one that shows). Lists that read a picture's pixels
    /// otherwise, a snapshot's or a backdrop's, get it whole from the cache.
    static func drawPendingPictures(_ items: inout [DrawItem], cache: OffscreenCache) {
        guard items.contains(where: { $0.pending != nil }) else { return }
        var later: [Occluder] = []
        for index in items.indices.reversed() {
            if let pending = items[index].pending {
                // The rows of the picture with a visible piece, counting the largest occluders above.
                let hiding = later.count > maximumOccluders
                    ? Array(later.sorted { ($0.rect.area, $0.index) > ($1.rect.area, $1.index) }.prefix(maximumOccluders))
                    : later
                let pieces = visiblePieces(of: items[index].bounds, after: index, occluders: hiding)
                let top = pieces.map(\.y0).min() ?? 0, bottom = pieces.map(\.y1).max() ?? 0
                let rows = (top - pending.origin.y)..<max(top, bottom) - pending.origin.y
                let bitmap = cache.pendingPicture(for: pending.layer, part: .group, rows: rows, draw: pending.draw)
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
