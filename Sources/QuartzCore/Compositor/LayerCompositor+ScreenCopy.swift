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
              screenBounds.intersection(rect) == rect,
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
        // A second snapshot of the screen in the same frame copies its pixels as before.
        takeBackFrame()
        if covered.isEmpty && rect == frame.bounds {
            // The whole screen: its pixels shared, not copied. A later frame that redraws every
            // pixel draws into a new bitmap rather than copying these first (`composite`).
            frameIsShared = true
            return frame
        }
        if rect == frame.bounds && isBuildingDrawnFrame {
            // The whole screen, with something over the page: while a frame is built, the
            // snapshot takes the screen's pixels rather than a copy and draws its page again
            // where the screen shows something else, keeping the screen's own pixels there. The
            // frame then draws every pixel into a new bitmap, or takes the screen's back.
            let kept = frame.cropped(to: covered)
            var pixels = frame
            frame = Bitmap(width: 0, height: 0)
            Self.draw(items, in: covered, onto: &pixels, background: .clear, threads: threads)
            lentFrame = LentFrame(pixels: pixels, screenPixels: kept, rect: covered)
            framesLent += 1
            return pixels
        }
        var copy = frame.cropped(to: rect)
        if !covered.isEmpty {
            Self.draw(items, in: covered, onto: &copy, background: .clear, threads: threads)
        }
        return copy
    }

    /// The screen's size in pixels, whether or not a snapshot holds its pixels.
    var screenBounds: PixelRect { lentFrame?.pixels.bounds ?? frame.bounds }

    /// Makes `frame` the screen's pixels again after a snapshot took them (`lentFrame`): the
    /// snapshot's pixels, copied, with the screen's own where the snapshot drew its page again.
    func takeBackFrame() {
        guard let lent = lentFrame else { return }
        lentFrame = nil
        var pixels = lent.pixels
        pixels.withTarget { $0.copy(lent.screenPixels, x: lent.rect.x0, y: lent.rect.y0, clip: lent.rect) }
        frame = pixels
    }
}

/// The screen's pixels while a snapshot owns them (`LayerCompositor.copyOfPixels`).
struct LentFrame {
    /// The snapshot's pixels: the screen's, but in `rect`.
    let pixels: Bitmap
    /// The screen's own pixels in `rect`.
    let screenPixels: Bitmap
    /// Where the snapshot's pixels differ from the screen's.
    let rect: PixelRect
}
