/// A shadow's blurred silhouette in the form the blur left it: as its distinct rows when most of
/// its rows repeat (a rectangle's or rounded rectangle's), else as a whole bitmap.
///
/// Tinting it (`tinted(_:)`) is a per-pixel operation, so the rows form tints each distinct row
/// once and then copies the rows out: the same bytes as tinting the whole bitmap, for the cost of
/// a copy. Kept by the compositor between layers that cast the same shadow, it also holds a few
/// rows rather than the whole picture.
package struct ShadowMask {
    /// The rows form, or nil for a whole bitmap.
    private let rows: SharedRowImage?
    /// The whole bitmap, when not kept as rows.
    private let whole: Bitmap?

    init(rows: SharedRowImage) { self.rows = rows; whole = nil }
    init(whole: Bitmap) { rows = nil; self.whole = whole }

    /// The mask as a bitmap (what `Bitmap.blurred(radius:)` returns).
    package var bitmap: Bitmap { rows?.bitmap ?? whole! }

    /// The mask tinted with `color`, as `Bitmap.silhouette(color:)` of `bitmap` would give it.
    package func tinted(_ color: RGBA8) -> Bitmap {
        guard let rows else { return whole!.silhouette(color: color) }
        return rows.silhouette(color: color).bitmap
    }
}
