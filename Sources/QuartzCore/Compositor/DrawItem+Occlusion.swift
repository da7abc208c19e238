import Raster

extension DrawItem {
    /// Whether drawing this item sets every pixel of `rect` to one opaque color, whatever was
    /// there before.
    ///
    /// True for an opaque color fill at full opacity, with square corners and no curl, whose
    /// axis-aligned rectangle and clip both contain `rect`: every pixel of `rect` then has full
    /// coverage (its center lies at least half a pixel inside the rectangle), and an opaque
    /// color blended with full coverage is stored as it is. The compositor starts a band at
    /// the last such item, skipping what it would hide (`LayerCompositor.draw`).
    func paintsOpaquely(_ rect: PixelRect) -> Bool {
        guard curl == nil, case .color(let color) = quad.fill, color.a == 255, quad.opacity >= 1,
              quad.cornerRadius == 0, !rect.isEmpty, clip.intersection(rect) == rect else { return false }
        let m = quad.transform
        guard m.m01 == 0, m.m10 == 0, m.m20 == 0, m.m21 == 0, m.m22 == 1, m.m00 > 0, m.m11 > 0 else { return false }
        let left = m.m02, right = m.m00 * quad.width + m.m02
        let top = m.m12, bottom = m.m11 * quad.height + m.m12
        return left <= Double(rect.x0) && right >= Double(rect.x1) && top <= Double(rect.y0) && bottom >= Double(rect.y1)
    }

    /// The pixels, within the clip, that this item sets to an opaque value whatever lies under
    /// them (`QuadDraw.opaqueRect`): nothing for a curl; for an offscreen picture, what its
    /// builder found opaque in it (`opaquePicturePixels`), as its opacity is not known otherwise
    /// without scanning it.
    var opaqueRect: PixelRect {
        // An item that draws nothing hides nothing, and its image's pixels are not read.
        guard curl == nil, !bounds.isEmpty else { return .empty }
        let imageIsOpaque: Bool
        switch content {
        case .color: imageIsOpaque = false
        case .image(let image, _): imageIsOpaque = image.isOpaque
        case .offscreen:
            guard quad.opacity >= 1, quad.cornerRadius == 0 else { return .empty }
            return opaquePicturePixels.intersection(clip).intersection(bounds)
        }
        return quad.opaqueRect(imageIsOpaque: imageIsOpaque).intersection(clip)
    }

    /// Whether drawing this item leaves every pixel of `rect` opaque whatever lay under it, known
    /// without reading an image's pixels: an opaque color fill (`paintsOpaquely`) or a picture
    /// whose builder found those pixels opaque. Every later item is blended source-over, which
    /// keeps an opaque pixel opaque, so a picture of items holding such an item is opaque there.
    func setsEveryPixelOpaque(of rect: PixelRect) -> Bool {
        if paintsOpaquely(rect) { return true }
        guard case .offscreen = content else { return false }
        return opaqueRect.intersection(rect) == rect
    }
}
