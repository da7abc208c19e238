import Foundation
import Raster

extension DisplayListBuilder {
    /// The border: four strips inside the bounds (rounded borders are drawn as a ring offscreen).
    func appendBorder(_ layer: CALayer, state s: LayerState, to h: Homography, clip: PixelRect, opacity: Double,
                      into items: inout [DrawItem]) {
        guard s.borderWidth > 0, let color = s.borderColor, Self.isVisible(color) else { return }
        let b = s.bounds, w = min(s.borderWidth, b.width / 2, b.height / 2)
        let rgba = color.premultiplied()
        let id = ObjectIdentifier(layer)
        if s.cornerRadius > 0 {
            appendRoundedBorder(layer, state: s, color: rgba, width: Double(w), to: h, clip: clip, opacity: opacity, into: &items)
            return
        }
        let strips = [CGRect(x: b.minX, y: b.minY, width: b.width, height: w),
                      CGRect(x: b.minX, y: b.maxY - w, width: b.width, height: w),
                      CGRect(x: b.minX, y: b.minY + w, width: w, height: b.height - 2 * w),
                      CGRect(x: b.maxX - w, y: b.minY + w, width: w, height: b.height - 2 * w)]
        for (index, r) in strips.enumerated() where r.width > 0 && r.height > 0 {
            let quad = QuadDraw(width: Double(r.width), height: Double(r.height),
                                transform: h.after(.translation(Double(r.minX), Double(r.minY))),
                                fill: .color(rgba), opacity: opacity)
            items.append(DrawItem(layer: id, part: .border(index), quad: quad, clip: clip, content: .color(rgba)))
        }
    }

    /// A border with rounded corners: a ring rendered once in the layer's plane (cached).
    func appendRoundedBorder(_ layer: CALayer, state s: LayerState, color: RGBA8, width: Double, to h: Homography,
                             clip: PixelRect, opacity: Double, into items: inout [DrawItem]) {
        let b = s.bounds
        let k = Self.quantizedScale(Self.magnification(of: h, over: b))
        let pw = Int((Double(b.width) * k).rounded(.up)), ph = Int((Double(b.height) * k).rounded(.up))
        guard pw > 0, ph > 0, pw <= maxOffscreenSide, ph <= maxOffscreenSide else { return }
        let radius = Double(s.cornerRadius)
        let extra = [Double(b.width), Double(b.height), radius, width, k,
                     Double(color.r), Double(color.g), Double(color.b), Double(color.a), Double(s.maskedCorners.rawValue)]
        let (bitmap, version) = cache.bitmap(for: layer, part: .border(4), signature: [], extra: extra) {
            if Self.hasPartialCorners(s) {
                // The ring between the rounded outline and the same outline inset by the width.
                let ring = CGMutablePath()
                ring.addPath(Self.roundedBoundsPath(s))
                ring.addPath(Self.roundedBoundsPath(s, inset: CGFloat(width)))
                let t = CGAffineTransform(a: CGFloat(k), b: 0, c: 0, d: CGFloat(k), tx: -b.minX * CGFloat(k), ty: -b.minY * CGFloat(k))
                var bitmap = Bitmap(width: pw, height: ph)
                bitmap.fill(ring.fillCoverage(transform: t, rule: .evenOdd, clip: bitmap.bounds), color: color)
                return bitmap
            }
            var ring = Bitmap(width: pw, height: ph)
            ring.draw(QuadDraw(width: Double(b.width), height: Double(b.height), transform: .scale(k, k),
                               fill: .color(color), cornerRadius: radius))
            var hole = Bitmap(width: pw, height: ph)
            hole.draw(QuadDraw(width: Double(b.width) - 2 * width, height: Double(b.height) - 2 * width,
                               transform: Homography.scale(k, k).after(.translation(width, width)),
                               fill: .color(.white), cornerRadius: max(0, radius - width)))
            ring.multiplyAlpha(by: hole.inverted())
            return ring
        }
        let id = ObjectIdentifier(layer)
        let transform = h.after(.translation(Double(b.minX), Double(b.minY))).after(.scale(1 / k, 1 / k))
        let quad = QuadDraw(width: Double(pw), height: Double(ph), transform: transform,
                            fill: .image(bitmap, crop: nil), opacity: opacity)
        items.append(DrawItem(layer: id, part: .border(4), quad: quad, clip: clip, content: .offscreen(id, .border(4), version: version)))
    }
}

extension Bitmap {
    /// A mask whose alpha is 255 minus this bitmap's alpha (white where this is clear).
    func inverted() -> Bitmap {
        Bitmap(width: width, height: height, pixels: pixels.map { p in
            let a = 255 - (p >> 24)
            return a | a << 8 | a << 16 | a << 24
        })
    }
}
