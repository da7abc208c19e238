import Foundation
import Raster

extension DisplayListBuilder {
    /// Appends a curled `PageCurlLayer`: its bounds rendered offscreen as a flat page (cached
    /// while the page does not change), drawn with the curl kernel.
    ///
    /// A layer that is only scaled and translated is curled straight into the destination, so a
    /// frame of an animated curl costs one curl pass. Under rotation or perspective the page is
    /// curled in its own plane into a second cached bitmap, which is drawn as a quad.
    mutating func appendCurl(_ layer: PageCurlLayer, state s: LayerState, children: [(CALayer, LayerState)],
                             to h: Homography, placement p: Placement, alpha: Double, into items: inout [DrawItem]) {
        let b = s.bounds
        guard b.width > 0, b.height > 0 else { return }
        let space = offscreenSpace(for: h, bounds: b)
        let o = space.layerToOffscreen
        // The whole page, not cut to the clip: curling brings parts that were outside into view.
        let a = o.apply(x: Double(b.minX), y: Double(b.minY)), c = o.apply(x: Double(b.maxX), y: Double(b.maxY))
        let box = PixelRect.covering(minX: min(a.x, c.x), minY: min(a.y, c.y), maxX: max(a.x, c.x), maxY: max(a.y, c.y))
        guard !box.isEmpty, box.width <= maxOffscreenSide, box.height <= maxOffscreenSide else { return }

        let unbounded = Self.unboundedClip
        // The page's list is drawn into its picture: none of its groups waits.
        let defersHere = defersGroupPictures
        defersGroupPictures = false
        defer { defersGroupPictures = defersHere }
        var sub: [DrawItem] = []
        let image = s.contents as? CGImage
        appendOwnContent(layer, state: s, image: image, contentsRect: image.map { Self.gravityRect(s, image: $0) },
                         to: o, clip: unbounded, opacity: 1, clipContents: false, into: &sub)
        appendChildren(children, parent: s, to: o, clip: unbounded, opacity: 1, into: &sub)
        appendBorder(layer, state: s, to: o, clip: unbounded, opacity: 1, into: &sub)
        let shifted = sub.map { $0.offset(dx: -box.x0, dy: -box.y0) }
        let (page, pageVersion) = cache.bitmap(for: layer, part: .curlPage, signature: shifted,
                                               extra: [Double(box.width), Double(box.height)]) {
            DrawItem.picture(of: shifted, width: box.width, height: box.height, threads: threads)
        }

        let curl = layer.pageCurl(amount: Double(s.curlAmount), pixelsPerPoint: space.scale)
        let id = ObjectIdentifier(layer)
        if space.offscreenToPixels == .identity {
            let quad = QuadDraw(width: Double(box.width), height: Double(box.height),
                                transform: .translation(Double(box.x0), Double(box.y0)),
                                fill: .image(page, crop: nil), opacity: alpha)
            var item = DrawItem(layer: id, part: .curl, quad: quad, clip: p.clip,
                                content: .offscreen(id, .curlPage, version: pageVersion))
            item.curl = CurlPlacement(curl: curl, rect: box)
            // The back of the roll can reach past the page's own outline.
            item.bounds = curl.footprint(of: box).intersection(p.clip)
            items.append(item)
            return
        }
        let local = PixelRect(x: 0, y: 0, width: box.width, height: box.height)
        let footprint = curl.footprint(of: local)
        guard footprint.width <= maxOffscreenSide, footprint.height <= maxOffscreenSide else { return }
        let key = [Double(pageVersion), curl.amount, curl.angle, curl.radius, curl.backShade, curl.shadowOpacity,
                   Double(curl.backColor.packed)]
        let (curled, version) = cache.bitmap(for: layer, part: .curl, signature: [], extra: key) {
            var bitmap = Bitmap(width: footprint.width, height: footprint.height)
            bitmap.drawPageCurl(page, in: local.offsetBy(dx: -footprint.x0, dy: -footprint.y0), curl: curl)
            return bitmap
        }
        let toPixels = space.offscreenToPixels.after(.translation(Double(box.x0 + footprint.x0), Double(box.y0 + footprint.y0)))
        let quad = QuadDraw(width: Double(footprint.width), height: Double(footprint.height), transform: toPixels,
                            fill: .image(curled, crop: nil), opacity: alpha)
        items.append(DrawItem(layer: id, part: .curl, quad: quad, clip: p.clip, content: .offscreen(id, .curl, version: version)))
    }
}

private extension PixelRect {
    /// The rectangle moved by whole pixels.
    func offsetBy(dx: Int, dy: Int) -> PixelRect { PixelRect(x0: x0 + dx, y0: y0 + dy, x1: x1 + dx, y1: y1 + dy) }
}
