/// How a page is curled by `RasterTarget.drawPageCurl`: a page rolled around a cylinder lying on it.
///
/// The classic cylinder page curl (UIKit's `.partialCurl` look). A straight curl line crosses
/// the page; on one side of it the page lies flat and is drawn as it is. On the other side the
/// page is wrapped around a cylinder of `radius` pixels lying on the page along the line: its
/// front is seen compressed and shaded as it turns away, then, past the top of the turn, its back
/// (the content mirrored, washed toward `backColor`). Page beyond half a turn is rolled up out of
/// sight, revealing what is below, where the roll casts a soft shadow.
///
/// All lengths are destination pixels. Non-finite or out-of-range values are clamped (a NaN
/// amount is 0, a NaN angle is the default, a NaN or negative radius is 0: a sharp fold).
package struct PageCurl: Hashable, Sendable {
    /// How far the page is rolled: 0 is flat (nothing curled), 1 is rolled away entirely.
    ///
    /// The curl line sweeps linearly from the page's leading corner (0) to beyond the opposite
    /// corner by the length of half a turn (1), so at 1 no pixel of the page is left.
    package var amount: Double
    /// The direction of the curl line, in radians from the +x axis toward +y (y points down).
    ///
    /// The page lifts on the side the line's normal (-sin angle, cos angle) points to, starting
    /// from the corner farthest that way. The default, -π/6, runs up to the right, so the
    /// bottom-right corner lifts first and the roll travels toward the top-left, as on iOS.
    package var angle: Double
    /// The radius of the cylinder the page is rolled around, in destination pixels.
    package var radius: Double
    /// The color the back of the page is washed toward (premultiplied; opaque light gray by default).
    package var backColor: RGBA8
    /// How much of `backColor` covers the mirrored content on the back, 0...1 (0: the content
    /// seen as through thin paper, 1: plain `backColor`).
    package var backShade: Double
    /// The darkness of the shadow the roll casts on what is below, 0...1.
    package var shadowOpacity: Double

    /// Creates a curl; every parameter has a default that looks like UIKit's partial curl.
    package init(amount: Double = 0, angle: Double = -Double.pi / 6, radius: Double = 40,
                backColor: RGBA8 = RGBA8(r: 242, g: 242, b: 238, a: 255), backShade: Double = 0.7,
                shadowOpacity: Double = 0.45) {
        self.amount = amount; self.angle = angle; self.radius = radius
        self.backColor = backColor; self.backShade = backShade; self.shadowOpacity = shadowOpacity
    }

    /// The amount clamped to 0...1 (NaN counts as 0, flat).
    var effectiveAmount: Double { amount.isNaN ? 0 : Swift.max(0, Swift.min(1, amount)) }

    /// The radius made safe: finite, at least 0 and at most 100 000 pixels.
    var effectiveRadius: Double { radius.isFinite ? Swift.max(0, Swift.min(100_000, radius)) : 0 }

    /// The pixels a curl of a page placed on `rect` can touch: the rectangle itself, grown when
    /// curled by the half turn of the roll, which can carry the back of the page past its edges.
    package func footprint(of rect: PixelRect) -> PixelRect {
        guard !rect.isEmpty else { return .empty }
        guard effectiveAmount > 0 else { return rect }
        // The back of the page moves at most half a turn (π r) toward the flat side.
        let grow = Int((Double.pi * effectiveRadius).rounded(.up)) + 2
        return PixelRect(x0: rect.x0 - grow, y0: rect.y0 - grow, x1: rect.x1 + grow, y1: rect.y1 + grow)
    }
}
