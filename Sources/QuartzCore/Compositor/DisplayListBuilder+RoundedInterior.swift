import Foundation
import Raster

extension DisplayListBuilder {
    /// The pixels of a rounded group's picture that its cut leaves as drawn and that an opaque
    /// background covers first, when the group's items may be drawn straight onto the screen
    /// there instead of into the picture; nil when the group does not qualify.
    ///
    /// It qualifies when its layer clips to rounded bounds, is only scaled and moved (so its
    /// picture is drawn in the screen's own pixels), is drawn at full opacity without a mask, a
    /// shadow from its alpha or a backdrop, and has an opaque background. The pixels returned lie
    /// two pixels inside its sides (or from a side on whole pixels) and past the rows of its
    /// rounded corners (grown by two pixels, `fullyInside`): the cut's coverage there is exactly
    /// one, and the background's full, whether the outline is drawn by the quad kernels or as a
    /// path (`maskedCorners`).
    /// There, drawing the items straight gives the bytes of the picture drawn and then copied
    /// (once an opaque item has set a pixel, every later blend works on the same value in either,
    /// and the picture's opaque pixel is copied as it is), but that an image resampled at the
    /// screen's coordinates rather than the picture's, a whole number of pixels apart, may round
    /// a channel the other way, by one at most (`RoundedInteriorTests`).
    static func openInterior(_ layer: CALayer, state s: LayerState, through h: Homography, clip: PixelRect) -> PixelRect? {
        guard s.masksToBounds, s.cornerRadius > 0, layer.mask == nil, !(layer is BackdropBlurLayer),
              let color = s.backgroundColor, color.alpha >= 1, let inside = fullyInside(s, through: h) else { return nil }
        let interior = inside.intersection(clip)
        // A sliver is not worth the items it adds to the list.
        return interior.area >= LayerCompositor.minimumOccluderArea ? interior : nil
    }

    /// The pixels two pixels inside the sides of a layer only scaled and moved (by `h`), or
    /// from a side on whole pixels, past the rows of its rounded corners (`maskedCorners`) and
    /// two more: every outline of its rounded bounds covers them fully, drawn as a quad or as a
    /// path. Nil when there are none.
    static func fullyInside(_ s: LayerState, through h: Homography) -> PixelRect? {
        guard h.isScaleTranslate, h.m22 > 0 else { return nil }
        let sx = h.m00 / h.m22, sy = h.m11 / h.m22, tx = h.m02 / h.m22, ty = h.m12 / h.m22
        let b = s.bounds
        let left = min(Double(b.minX) * sx, Double(b.maxX) * sx) + tx, right = max(Double(b.minX) * sx, Double(b.maxX) * sx) + tx
        let top = min(Double(b.minY) * sy, Double(b.maxY) * sy) + ty, bottom = max(Double(b.minY) * sy, Double(b.maxY) * sy) + ty
        // Rows crossing a rounded corner are left out; a side with none is open to its edge.
        let radius = Double(max(0, s.cornerRadius)) * abs(sy)
        let corners = s.maskedCorners
        // Which corners are on top on screen depends on whether the layer is flipped vertically.
        let minYCorners: CACornerMask = [.layerMinXMinYCorner, .layerMaxXMinYCorner]
        let maxYCorners: CACornerMask = [.layerMinXMaxYCorner, .layerMaxXMaxYCorner]
        let roundedTop = !corners.intersection(sy > 0 ? minYCorners : maxYCorners).isEmpty
        let roundedBottom = !corners.intersection(sy > 0 ? maxYCorners : minYCorners).isEmpty
        // A side on whole pixels covers the pixels along it fully: no margin (a sheet as wide as
        // the screen has no columns left to its picture down its sides).
        func inward(_ side: Double, _ direction: Double) -> Double {
            let whole = (side * direction).rounded(.up) * direction
            return whole == side ? whole : whole + 2 * direction
        }
        let y0 = roundedTop ? (top + radius).rounded(.up) + 2 : inward(top, 1)
        let y1 = roundedBottom ? (bottom - radius).rounded(.down) - 2 : inward(bottom, -1)
        let x0 = inward(left, 1), x1 = inward(right, -1)
        guard [x0, x1, y0, y1].allSatisfy({ $0.isFinite && abs($0) < 1e9 }), x0 < x1, y0 < y1 else { return nil }
        return PixelRect(x0: Int(x0), y0: Int(y0), x1: Int(x1), y1: Int(y1))
    }

    /// The group's items drawn straight in `interior` (`openInterior`): its background as an
    /// opaque rectangle, which hides the picture there (`drawPendingPictures`), then the rest of
    /// `content` (in the screen's pixels) cut to `interior`.
    static func interiorItems(of layer: CALayer, state s: LayerState, through h: Homography, content: [DrawItem],
                              interior: PixelRect) -> [DrawItem] {
        guard let color = s.backgroundColor else { return [] }
        let id = ObjectIdentifier(layer)
        let rgba = color.premultiplied()
        let b = s.bounds
        // Square: inside `interior` a rounded quad or outline covers every pixel fully anyway.
        let quad = QuadDraw(width: Double(b.width), height: Double(b.height),
                            transform: h.after(.translation(Double(b.minX), Double(b.minY))), fill: .color(rgba))
        var items = [DrawItem(layer: id, part: .background, quad: quad, clip: interior, content: .color(rgba))]
        for item in content where !(item.layer == id && item.part == .background) {
            var cut = item
            cut.clip = item.clip.intersection(interior)
            cut.clipBeforeInk = item.clipBeforeInk?.intersection(interior)
            cut.bounds = item.bounds.intersection(interior)
            cut.opaquePicturePixels = item.opaquePicturePixels.intersection(interior)
            if !cut.bounds.isEmpty { items.append(cut) }
        }
        return items
    }
}
