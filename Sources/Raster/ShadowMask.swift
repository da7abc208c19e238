/// A shadow's blurred silhouette in the form the blur left it: as its distinct rows when most of
/// its rows repeat (a rectangle's or rounded rectangle's), else as a whole bitmap.
///
/// Tinting it (`tinted(_:)`) is a per-pixel operation, so the rows form tints each distinct row
/// once and then copies the rows out: the same bytes as tinting the whole bitmap, for the cost of
/// a copy. Kept by the compositor between layers that cast the same shadow, it also holds a few
/// rows rather than the whole picture.
public struct ShadowMask {
    /// The rows form, or nil for a whole bitmap.
    private let rows: SharedRowImage?
    /// The whole bitmap, when not kept as rows.
    private let whole: Bitmap?

    init(rows: SharedRowImage) { self.rows = rows; whole = nil }
    init(whole: Bitmap) { rows = nil; self.whole = whole }

    /// The mask as a bitmap (what `Bitmap.blurred(radius:)` returns).
    public var bitmap: Bitmap { rows?.bitmap ?? whole! }

    /// The mask tinted with `color`, as `Bitmap.silhouette(color:)` of `bitmap` would give it.
    public func tinted(_ color: RGBA8) -> Bitmap {
        guard let rows else { return whole!.silhouette(color: color) }
        return rows.silhouette(color: color).bitmap
    }
}

extension Bitmap {
    /// `blurred(radius:)` as a `ShadowMask`, for a shadow that is tinted afterwards.
    public func blurredMask(radius: Double) -> ShadowMask {
        guard radius > 0, radius.isFinite, !isEmpty else { return ShadowMask(whole: self) }
        // Boxes wider than a few thousand pixels change nothing more and would overflow the sums.
        let sizes = Bitmap.boxSizes(sigma: min(radius, 4000) / 2, count: 3)
        // A shadow's silhouette repeats one row between its edges: blurred as its distinct rows,
        // it costs the rows near the edges instead of the whole area, with the same bytes.
        if var shared = SharedRowImage(self, maximumDistinctFraction: 0.25) {
            for size in sizes where size > 1 {
                shared.blurRows(radius: size / 2)
                shared.blurColumns(radius: size / 2)
            }
            return ShadowMask(rows: shared)
        }
        return ShadowMask(whole: blurredWhole(sizes: sizes))
    }
}
