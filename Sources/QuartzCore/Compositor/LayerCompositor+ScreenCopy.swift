import Raster

extension LayerCompositor {
    /// The pixels `items` draw in `rect` over a transparent bitmap, taken from the screen where
    /// the screen shows exactly them; nil when it does not (then they are drawn).
    ///
    /// The screen's pixels are its list drawn over the background (`DamageTracker`). Where that
    /// list holds `items` unchanged, one after the other, and one of them sets every pixel of
    /// `rect` whatever lies under it (`DrawItem.paintsOpaquely`, `opaqueRect`), what is under them does not show,
    /// so the screen's pixels in `rect` are theirs, except where items drawn after them touch
    /// `rect`: those pixels are drawn from `items` alone. Every pixel's value depends only on
    /// the pixel and the items over it, so the copy has the bytes of a drawing. This is most
    /// snapshots a transition takes (the page on screen, `afterScreenUpdates: false`), as iOS's
    /// snapshots are of what the render server last drew.
    func copyOfPixels(showing items: [DrawItem], in rect: PixelRect, threads: Int) -> Bitmap? {
        guard let first = items.first, let onScreen = listOnScreen, !rect.isEmpty,
              frame.bounds.intersection(rect) == rect,
              items.contains(where: { $0.paintsOpaquely(rect) || $0.opaqueRect.intersection(rect) == rect }) else { return nil }
        // Where the items begin on screen: an item is drawn at most once per list.
        guard let start = onScreen.indices.first(where: { onScreen[$0].drawsSame(as: first, within: rect) }),
              start + items.count <= onScreen.count,
              zip(onScreen[start..<start + items.count], items).allSatisfy({ $0.drawsSame(as: $1, within: rect) }) else { return nil }
        // What is drawn over them on screen: drawn again from the items alone.
        var covered = PixelRect.empty
        for item in onScreen[(start + items.count)...] {
            let touched = item.bounds.intersection(rect)
            if !touched.isEmpty { covered = covered.union(touched) }
        }
        // Past half of the picture covered, drawing it all is no slower.
        guard covered.area * 2 <= rect.area else { return nil }
        snapshotsCopied += 1
        if covered.isEmpty && rect == frame.bounds {
            // The whole screen: its pixels shared, not copied. A later frame that redraws every
            // pixel draws into a new bitmap rather than copying these first (`composite`).
            frameIsShared = true
            return frame
        }
        var copy = frame.cropped(to: rect)
        if !covered.isEmpty {
            Self.draw(items, in: covered, onto: &copy, background: .clear, threads: threads)
        }
        return copy
    }
}
