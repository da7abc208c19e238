import Raster

/// A group's offscreen picture whose drawing waits until the screen's whole display list is
/// known, so that only its part no later opaque item hides is drawn: the page under a sheet, the
/// page between two doors.
///
/// Made by `DisplayListBuilder.appendGroup` for the screen's list alone (the lists of pictures,
/// snapshots and backdrops draw theirs at once); `LayerCompositor.drawPendingPictures` draws it
/// through the cache (`OffscreenCache.pendingPicture`), or anything that reads the item's pixels
/// first draws it whole (`DisplayListBuilder.drawingPendingPictures`).
final class PendingGroupPicture {
    /// The group's layer, the cache's key for the picture.
    let layer: CALayer
    /// Where the picture's top left pixel is drawn in the list's pixels.
    let origin: (x: Int, y: Int)
    /// Whether the item is drawn at full opacity, so that what the picture hides can be known.
    let drawnOpaquely: Bool
    /// Draws the picture in the given disjoint rectangles of its pixels only, over a picture
    /// drawn elsewhere before (kept as it is outside them) or a transparent one; or whole for nil.
    let draw: ([PixelRect]?, Bitmap?) -> Bitmap

    init(layer: CALayer, origin: (x: Int, y: Int), drawnOpaquely: Bool, draw: @escaping ([PixelRect]?, Bitmap?) -> Bitmap) {
        self.layer = layer
        self.origin = origin
        self.drawnOpaquely = drawnOpaquely
        self.draw = draw
    }
}
