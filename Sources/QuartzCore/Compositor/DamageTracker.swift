import Raster

/// Remembers the display list on screen and tells which pixels a new list changes, so that a
/// frame redraws only those (nothing at all when nothing changed).
///
/// Each item's damage is its `bounds`, which `QuadDraw.pixelBounds` also uses to bound its
/// drawing, so redrawing the damage always covers every pixel an item drew or will draw.
struct DamageTracker {
    /// The list on screen, or nil when the next frame must redraw every pixel (no frame drawn
    /// yet, or the screen was invalidated).
    private var onScreen: [DrawItem]?

    /// Whether the next frame must redraw every pixel.
    var needsFullRedraw: Bool { onScreen == nil }

    /// The list the screen's pixels show, if they show one.
    var listOnScreen: [DrawItem]? { onScreen }

    /// The pixels of `screen` that may differ between the list on screen and `items`, which
    /// becomes the list on screen.
    mutating func damage(showing items: [DrawItem], on screen: PixelRect) -> PixelRect {
        defer { onScreen = items }
        guard let old = onScreen else { return screen }
        return Self.damage(from: old, to: items).intersection(screen)
    }

    /// Makes the next frame redraw every pixel.
    mutating func invalidate() {
        onScreen = nil
    }

    /// The pixels that may differ between two display lists: items that changed, appeared or
    /// disappeared, and everything from the first difference in drawing order onwards.
    static func damage(from old: [DrawItem], to new: [DrawItem]) -> PixelRect {
        var damage = PixelRect.empty
        var index = 0
        while index < old.count && index < new.count
                && old[index].layer == new[index].layer && old[index].part == new[index].part {
            if !old[index].drawsSame(as: new[index]) {
                damage = damage.union(old[index].bounds).union(new[index].bounds)
            }
            index += 1
        }
        // Past the first change of order, any item may now cover or uncover another.
        for item in old[index...] { damage = damage.union(item.bounds) }
        for item in new[index...] { damage = damage.union(item.bounds) }
        return damage
    }
}
