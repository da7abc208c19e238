import Raster

extension LayerCompositor {
    /// An item that sets every pixel of `rect` to an opaque value: what the items before it
    /// (and the background) draw there is never seen.
    struct Occluder {
        /// The item's index in the list being drawn.
        var index: Int
        /// The pixels it hides (`DrawItem.opaqueRect`).
        var rect: PixelRect
    }

    /// Occluders smaller than this many pixels are not worth splitting other items around.
    static let minimumOccluderArea = 64 * 64
    /// At most this many occluders are used, the largest (later ones when equal).
    static let maximumOccluders = 8
    /// An item is split into at most this many pieces; past it, occluders are no longer
    /// subtracted (drawing a hidden pixel is only wasted work, never a wrong one).
    static let maximumPieces = 16

    /// The occluders among `items` within `region`, in list order.
    static func occluders(_ items: [DrawItem], in region: PixelRect) -> [Occluder] {
        var found: [Occluder] = []
        for (index, item) in items.enumerated() {
            let rect = item.opaqueRect.intersection(region)
            if !rect.isEmpty { found.append(Occluder(index: index, rect: rect)) }
        }
        // Small ones stacked in a column can hide as much as a large one.
        found = mergedColumns(found).filter { $0.rect.area >= minimumOccluderArea }
        if found.count > maximumOccluders {
            // The largest, ties to the later (which hides more of the list); kept in list order.
            found = Array(found.sorted { ($0.rect.area, $0.index) > ($1.rect.area, $1.index) }.prefix(maximumOccluders))
            found.sort { $0.index < $1.index }
        }
        return found
    }

    /// The occluders with those stacked in one column merged: rectangles of the same columns
    /// that touch or overlap (a table's cells, each row's background) hide their union, from
    /// the earliest of them on (what lies before all of them), and count as one among the
    /// `maximumOccluders` largest. Kept in list order.
    static func mergedColumns(_ occluders: [Occluder]) -> [Occluder] {
        guard occluders.count > 1 else { return occluders }
        let stacked = occluders.sorted { ($0.rect.x0, $0.rect.x1, $0.rect.y0, $0.index) < ($1.rect.x0, $1.rect.x1, $1.rect.y0, $1.index) }
        var merged: [Occluder] = []
        for occluder in stacked {
            // A rectangle inside the last one is kept apart: merged, the pair would hide only
            // what lies before the earlier of the two, less than the outer one alone may.
            if let last = merged.last, last.rect.x0 == occluder.rect.x0, last.rect.x1 == occluder.rect.x1,
               occluder.rect.y0 <= last.rect.y1, occluder.rect.y1 > last.rect.y1 {
                merged[merged.count - 1] = Occluder(index: min(last.index, occluder.index), rect: last.rect.union(occluder.rect))
            } else {
                merged.append(occluder)
            }
        }
        return merged.sorted { $0.index < $1.index }
    }

    /// `rect` less what the occluders after item `index` hide, as disjoint rectangles (one
    /// rectangle less another leaves at most four: the rows above and below it, then the
    /// columns left and right of it).
    ///
    /// Drawing an item piece by piece gives the same pixels as drawing it whole, because a
    /// pixel's result never depends on the clip (`RasterTarget.draw(_:clip:)`).
    static func visiblePieces(of rect: PixelRect, after index: Int, occluders: [Occluder]) -> [PixelRect] {
        var pieces = [rect]
        for occluder in occluders where occluder.index > index {
            var next: [PixelRect] = []
            for piece in pieces {
                let hidden = piece.intersection(occluder.rect)
                guard !hidden.isEmpty else { next.append(piece); continue }
                let parts = [PixelRect(x0: piece.x0, y0: piece.y0, x1: piece.x1, y1: hidden.y0),
                             PixelRect(x0: piece.x0, y0: hidden.y1, x1: piece.x1, y1: piece.y1),
                             PixelRect(x0: piece.x0, y0: hidden.y0, x1: hidden.x0, y1: hidden.y1),
                             PixelRect(x0: hidden.x1, y0: hidden.y0, x1: piece.x1, y1: hidden.y1)]
                next += parts.filter { !$0.isEmpty }
            }
            if next.count > maximumPieces { return pieces }
            pieces = next
        }
        return pieces
    }
}
