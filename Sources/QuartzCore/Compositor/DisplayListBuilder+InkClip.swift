import Foundation
import Raster

extension DisplayListBuilder {
    /// The pixels outside which drawing `image` (its `crop`, stretched over `g` in the layer,
    /// which `h` maps to pixels) leaves every pixel as it was; nil when that is not known to be
    /// less than the whole quad (a transform that is more than a scale and a move, or an image
    /// with ink up to the edges of what it shows).
    ///
    /// A pixel drawn from transparent-black texels alone is drawn as zero, and source-over of
    /// zero changes nothing (`SpanDriver`), so cutting an item's clip to this rectangle gives
    /// the same bytes with less work: a label's picture is as tall as its cell, its text one
    /// line in the middle (docs/perf-log/issue-37-seventh-pass.md).
    ///
    /// A pixel samples the two texels either side of the point it maps to (bilinear), or the
    /// one it falls in (nearest), clamped to the texels the crop touches; so beyond one texel
    /// from the ink every sample is zero, except on a side where the ink reaches the crop's
    /// edge, where clamping repeats the edge outward: that side is not cut. A pixel more is
    /// kept each side for rounding.
    static func inkClip(_ image: CGImage, crop: TexelRect?, placedIn g: CGRect, through h: Homography) -> PixelRect? {
        guard h.isScaleTranslate, h.m22 > 0, g.width > 0, g.height > 0 else { return nil }
        let c = crop ?? TexelRect(x: 0, y: 0, width: Double(image.width), height: Double(image.height))
        let window = c.touchedTexels(width: image.width, height: image.height)
        let ink = image.inkBounds.intersection(window)
        guard !ink.isEmpty else { return .empty }
        guard ink != window else { return nil }
        // Texel u of the image lies at x = g.minX + (u - c.x) * g.width / c.width in the layer,
        // and at (m00 * x + m02) / m22 in pixels (likewise down).
        let columns = inkRange(ink.x0, ink.x1, window: window.x0, window.x1, crop: c.x, c.width,
                               layer: Double(g.minX), Double(g.width), scale: h.m00 / h.m22, offset: h.m02 / h.m22)
        let rows = inkRange(ink.y0, ink.y1, window: window.y0, window.y1, crop: c.y, c.height,
                            layer: Double(g.minY), Double(g.height), scale: h.m11 / h.m22, offset: h.m12 / h.m22)
        guard let columns, let rows else { return nil }
        return PixelRect(x0: columns.lowerBound, y0: rows.lowerBound, x1: columns.upperBound, y1: rows.upperBound)
    }

    /// The pixels along one axis outside which texels `ink0..<ink1` of the window
    /// `window0..<window1` leave nothing drawn (see `inkClip`); a side where the ink reaches the
    /// window is left open (±2^28). Nil when a bound is not finite.
    private static func inkRange(_ ink0: Int, _ ink1: Int, window window0: Int, _ window1: Int, crop: Double, _ cropLength: Double,
                                 layer origin: Double, _ length: Double, scale: Double, offset: Double) -> Range<Int>? {
        func pixel(_ texel: Int) -> Double { (origin + (Double(texel) - crop) * length / cropLength) * scale + offset }
        let far = Double(1 << 28)
        let low = ink0 > window0 ? pixel(ink0 - 1) : nil, high = ink1 < window1 ? pixel(ink1 + 1) : nil
        // A mirrored map swaps which end comes first.
        var first = -far, last = far
        if scale > 0 {
            if let low { first = low }
            if let high { last = high }
        } else {
            if let low { last = low }
            if let high { first = high }
        }
        guard first.isFinite, last.isFinite else { return nil }
        let a = Int(max(-far, min(far, first.rounded(.down) - 1))), b = Int(max(-far, min(far, last.rounded(.up) + 1)))
        return a < b ? a..<b : a..<a
    }
}
