import Foundation
import Raster

extension DisplayListBuilder {
    /// The pixels of the offscreen picture of a group (`appendGroup`): what its content covers
    /// (its bounds when it masks to them), widened by `shadowPad` for a shadow made from its
    /// alpha, and, drawn in the destination's own pixels, cut to what `clip` lets show.
    static func groupExtent(state s: LayerState, content: [DrawItem], space: OffscreenSpace, clip c: PixelRect,
                            shadowPad: Int) -> PixelRect {
        let o = space.layerToOffscreen
        // A layer flipped by its transform (a scale of -1) has its corners' order reversed.
        let xs = (o.m02 + o.m00 * Double(s.bounds.minX), o.m02 + o.m00 * Double(s.bounds.maxX))
        let ys = (o.m12 + o.m11 * Double(s.bounds.minY), o.m12 + o.m11 * Double(s.bounds.maxY))
        let boundsBox = PixelRect.covering(minX: min(xs.0, xs.1), minY: min(ys.0, ys.1), maxX: max(xs.0, xs.1), maxY: max(ys.0, ys.1))
        var extent = s.masksToBounds ? boundsBox : content.reduce(PixelRect.empty) { $0.union($1.bounds) }
        extent = PixelRect(x0: extent.x0 - shadowPad, y0: extent.y0 - shadowPad, x1: extent.x1 + shadowPad, y1: extent.y1 + shadowPad)
        if space.offscreenToPixels == .identity {
            // In destination space, nothing outside the clip can show (the shadow pad aside).
            extent = extent.intersection(PixelRect(x0: c.x0 - shadowPad, y0: c.y0 - shadowPad, x1: c.x1 + shadowPad, y1: c.y1 + shadowPad))
        }
        return extent
    }

    /// The group's offscreen picture, `content` (already moved to `extent`'s origin) drawn and
    /// cut by the layer's rounded bounds and its mask, from the cache when nothing it depends on
    /// changed; with the cache's version of it.
    mutating func groupPicture(_ layer: CALayer, state s: LayerState, content shifted: [DrawItem], extent: PixelRect,
                               toExtent: Homography) -> (Bitmap, version: Int) {
        let recipe = groupPictureRecipe(layer, state: s, content: shifted, extent: extent, toExtent: toExtent)
        return cache.bitmap(for: layer, part: .group, signature: recipe.signature, extra: recipe.extra) { recipe.draw(nil, nil) }
    }

    /// The group's picture left to be drawn once the screen's list is known (`PendingGroupPicture`),
    /// with the cache's version of it. For a layer without a mask layer.
    mutating func pendingGroupPicture(_ layer: CALayer, state s: LayerState, content shifted: [DrawItem], extent: PixelRect,
                                      toExtent: Homography, drawnOpaquely: Bool) -> (PendingGroupPicture, version: Int) {
        let recipe = groupPictureRecipe(layer, state: s, content: shifted, extent: extent, toExtent: toExtent)
        let version = cache.pendingVersion(for: layer, part: .group, signature: recipe.signature, extra: recipe.extra)
        return (PendingGroupPicture(layer: layer, origin: (extent.x0, extent.y0), drawnOpaquely: drawnOpaquely, draw: recipe.draw),
                version)
    }

    /// What the group's picture depends on (the cache's signature and extra numbers) and how to
    /// draw it, in some disjoint rectangles only (over what was drawn before elsewhere) or whole
    /// (nil); a picture cut by a mask layer is always drawn whole.
    private mutating func groupPictureRecipe(_ layer: CALayer, state s: LayerState, content shifted: [DrawItem], extent: PixelRect,
                                             toExtent: Homography) -> (signature: [DrawItem], extra: [Double], draw: ([PixelRect]?, Bitmap?) -> Bitmap) {
        var maskItems: [DrawItem] = []
        let hasMask = layer.mask != nil
        if let maskLayer = layer.mask {
            let maskState = state(of: maskLayer)
            // Only the extent of the mask shows, which bounds the pictures of huge mask paths.
            let placement = Placement(parentToPixels: toExtent, parentSublayerTransform: CALayer.sublayerTransformAboutAnchor(s),
                                      clip: PixelRect(x: 0, y: 0, width: extent.width, height: extent.height), opacity: 1)
            append(maskLayer, state: maskState, placement: placement, into: &maskItems)
        }
        let clipShape: [Double] = s.masksToBounds
            ? [Double(s.bounds.minX), Double(s.bounds.minY), Double(s.bounds.width), Double(s.bounds.height), Double(s.cornerRadius),
               Double(s.maskedCorners.rawValue)]
            : []
        let extra = [Double(extent.width), Double(extent.height), Double(maskItems.count)] + clipShape + toExtent.entries
        let threads = threads
        let partialCorners = s.masksToBounds && Self.hasPartialCorners(s)
        let roundedPath: CGPath? = partialCorners ? Self.roundedBoundsPath(s) : nil
        // In place, the same bytes as multiplying by a mask with the quad drawn in white.
        let boundsQuad = QuadDraw(width: Double(s.bounds.width), height: Double(s.bounds.height),
                                  transform: toExtent.after(.translation(Double(s.bounds.minX), Double(s.bounds.minY))),
                                  fill: .color(.white), cornerRadius: Double(s.cornerRadius))
        let clipsToBounds = s.masksToBounds
        let pathTransform = CGAffineTransform(a: CGFloat(toExtent.m00 / toExtent.m22), b: 0, c: 0, d: CGFloat(toExtent.m11 / toExtent.m22),
                                              tx: CGFloat(toExtent.m02 / toExtent.m22), ty: CGFloat(toExtent.m12 / toExtent.m22))
        // Cuts the picture to the layer's bounds in `region` (nil: whole).
        let cut = { (bitmap: inout Bitmap, region: PixelRect?) in
            if let roundedPath {
                Self.clip(&bitmap, to: roundedPath, transform: pathTransform, threads: threads, region: region)
            } else if clipsToBounds {
                bitmap.multiplyAlpha(byCoverageOf: boundsQuad, region: region)
            }
        }
        let draw = { (pieces: [PixelRect]?, earlier: Bitmap?) -> Bitmap in
            // A mask works on the whole picture, so a picture it cuts is drawn whole.
            guard let pieces, !hasMask else {
                var bitmap = DrawItem.picture(of: shifted, width: extent.width, height: extent.height, threads: threads)
                cut(&bitmap, nil)
                if hasMask {
                    let maskBitmap = DrawItem.picture(of: maskItems, width: extent.width, height: extent.height, threads: threads)
                    bitmap.multiplyAlpha(by: maskBitmap)
                }
                return bitmap
            }
            // The pieces are disjoint: each is drawn and cut apart from the others.
            var bitmap: Bitmap
            if var earlier {
                for piece in pieces { DrawItem.rasterize(shifted, into: &earlier, threads: threads, region: piece) }
                bitmap = earlier
            } else {
                bitmap = DrawItem.picture(of: shifted, width: extent.width, height: extent.height, threads: threads, regions: pieces)
            }
            for piece in pieces { cut(&bitmap, piece) }
            return bitmap
        }
        return (shifted + maskItems, extra, draw)
    }
}
