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
    /// line in the middle (001's list: the labels were a third of a frame's compositing).
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
        let cutLeft = ink.x0 > window.x0, cutRight = ink.x1 < window.x1
        let cutTop = ink.y0 > window.y0, cutBottom = ink.y1 < window.y1
        guard cutLeft || cutRight || cutTop || cutBottom else { return nil }
        // Texel u of the image lies at x = g.minX + (u - c.x) * g.width / c.width in the layer,
        // and at (m00 * x + m02) / m22 in pixels (likewise down).
        func pixelX(_ u: Int) -> Double {
            let x = Double(g.minX) + (Double(u) - c.x) * Double(g.width) / c.width
            return (h.m00 * x + h.m02) / h.m22
        }
        func pixelY(_ v: Int) -> Double {
            let y = Double(g.minY) + (Double(v) - c.y) * Double(g.height) / c.height
            return (h.m11 * y + h.m12) / h.m22
        }
        let far = Double(1 << 28)
        let xa = pixelX(ink.x0 - 1), xb = pixelX(ink.x1 + 1), ya = pixelY(ink.y0 - 1), yb = pixelY(ink.y1 + 1)
        // A mirrored map swaps which end is the left (top) one.
        var x0 = -far, x1 = far, y0 = -far, y1 = far
        if h.m00 / h.m22 > 0 {
            if cutLeft { x0 = xa }
            if cutRight { x1 = xb }
        } else {
            if cutLeft { x1 = xa }
            if cutRight { x0 = xb }
        }
        if h.m11 / h.m22 > 0 {
            if cutTop { y0 = ya }
            if cutBottom { y1 = yb }
        } else {
            if cutTop { y1 = ya }
            if cutBottom { y0 = yb }
        }
        guard x0.isFinite, x1.isFinite, y0.isFinite, y1.isFinite else { return nil }
        let clampX0 = max(-far, min(far, x0.rounded(.down) - 1)), clampX1 = max(-far, min(far, x1.rounded(.up) + 1))
        let clampY0 = max(-far, min(far, y0.rounded(.down) - 1)), clampY1 = max(-far, min(far, y1.rounded(.up) + 1))
        return PixelRect(x0: Int(clampX0), y0: Int(clampY0), x1: Int(clampX1), y1: Int(clampY1))
    }
}
