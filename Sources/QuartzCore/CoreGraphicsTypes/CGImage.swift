import Foundation
import Raster

/// An immutable bitmap image, as Core Graphics' `CGImage`; what a layer's `contents` holds.
///
/// Unlike Core Graphics, an image is always premultiplied RGBA8 and is made from a `Bitmap`
/// (`init(bitmap:)`), or from a drawing whose pixels are made the first time they are read
/// (`init(width:height:drawing:)`, a snapshot's: docs/ARCHITECTURE.md, "A frame, from a layer
/// to the pixels"). Images are compared by identity, as the compositor caches by image.
public final class CGImage {
    /// The pixels: made by the image's drawing the first time they are read, if it has one.
    public var bitmap: Bitmap { deferred?.pixels ?? pixels }

    /// The pixels of an image made from a bitmap (empty for one made from a drawing).
    private let pixels: Bitmap
    /// The drawing of an image whose pixels are made when first read.
    private let deferred: DeferredPixels?
    /// Whether whoever made the image knows every pixel is opaque without reading them (a
    /// snapshot of a page whose background covers it), so `isOpaque` and `inkBounds` need no scan.
    private let opaqueByConstruction: Bool

    /// Wraps a bitmap as an image.
    public init(bitmap: Bitmap) {
        pixels = bitmap
        deferred = nil
        opaqueByConstruction = false
        width = bitmap.width
        height = bitmap.height
    }

    /// An image of `width` x `height` pixels that `drawing` makes the first time they are read
    /// (`bitmap`, or a compositor drawing a frame that shows it), then keeps; the drawing is then
    /// released. `drawing` must give the same bytes whenever it runs, and that size, and every
    /// pixel opaque when `opaque` is true.
    package init(width: Int, height: Int, opaque: Bool = false, drawing: @escaping () -> Bitmap) {
        pixels = Bitmap(width: 0, height: 0)
        deferred = DeferredPixels(drawing)
        opaqueByConstruction = opaque
        self.width = width
        self.height = height
    }

    /// An image of `width` x `height` pixels that `drawing` makes the first time they are read,
    /// as `init(width:height:drawing:)`, saying as it draws them whether it knows every one is
    /// opaque (a decoder that read a file without alpha); `isOpaque` and `inkBounds` then read no
    /// pixel. `drawing` must tell the truth.
    package init(width: Int, height: Int, drawingKnowingOpacity drawing: @escaping () -> (bitmap: Bitmap, isOpaque: Bool)) {
        pixels = Bitmap(width: 0, height: 0)
        deferred = DeferredPixels(knowingOpacity: drawing)
        opaqueByConstruction = false
        self.width = width
        self.height = height
    }

    /// An image of `width` x `height` pixels that `drawing` makes on a worker thread, started at
    /// once, when the host draws with more than one thread (`LayerContext.drawingThreads`): a
    /// picture a page makes as it loads is then drawn while the main thread lays the page out.
    /// Otherwise, or when read before the worker gets to it, as `init(width:height:drawing:)`.
    ///
    /// `drawing` must read nothing the main thread may change (capture what it needs), and give
    /// the same bytes whenever it runs, so which thread draws changes no pixel; and every pixel
    /// opaque when `opaque` is true (then `isOpaque` and `inkBounds` read none).
    package convenience init(width: Int, height: Int, opaque: Bool = false, drawingAhead drawing: @escaping @Sendable () -> Bitmap) {
        self.init(width: width, height: height, opaque: opaque, drawing: drawing)
        if LayerContext.isBound, LayerContext.current.drawingThreads > 1 { deferred?.startOnWorker() }
    }

    /// A new image showing the same pixels as `image`, made once for both: a different image
    /// (images are compared by identity) that costs no drawing.
    package init(sharingPixelsOf image: CGImage) {
        pixels = image.pixels
        deferred = image.deferred
        opaqueByConstruction = image.opaqueByConstruction
        width = image.width
        height = image.height
    }

    /// Whether the pixels exist: false until an image made from a drawing is first read.
    package var hasPixels: Bool { deferred?.isMade ?? true }

    /// Work that makes the pixels of an image made from a drawing and not drawn yet, for a
    /// worker to run ahead of the frame that reads them (`DisplayPreparation`); nil when there
    /// is nothing to make, or when a reader is drawing them already (asked without waiting for
    /// it). The pixels are the same on whichever thread draws them.
    var pixelsToMake: (@Sendable () -> Void)? {
        guard let deferred, !deferred.isBegun else { return nil }
        return { _ = deferred.pixels }
    }

    /// Whether every pixel is opaque, found on first use and kept (the bitmap never changes),
    /// so the compositor can skip what an opaque image hides without scanning it each frame.
    /// Unlike Core Graphics, which reads it from the image's alpha info, not its pixels.
    lazy var isOpaque: Bool = isKnownOpaque || bitmap.isOpaque

    /// The smallest rectangle of pixels holding every one that is not transparent black, found
    /// on first use and kept (`Bitmap.inkBounds`): outside it, drawing the image changes nothing.
    /// Every pixel of an image known to be opaque is ink.
    lazy var inkBounds: PixelRect = isKnownOpaque ? PixelRect(x0: 0, y0: 0, x1: width, y1: height) : bitmap.inkBounds

    /// Finds `inkBounds` now, for a picture drawn ahead of the frame that shows it, which would
    /// otherwise scan its pixels then.
    package func findInkBoundsAhead() { _ = inkBounds }

    /// Whether every pixel is known to be opaque without reading them: by whoever made the
    /// image, or by its drawing once drawn (which this draws if need be).
    private var isKnownOpaque: Bool { opaqueByConstruction || deferred?.isKnownOpaque == true }

    /// Width in pixels.
    public let width: Int
    /// Height in pixels.
    public let height: Int

    /// A new image holding the pixels of `rect` (in pixels, clipped to the image), as Apple's.
    ///
    /// The crop of an image made from a drawing is made from it in turn: neither is drawn until
    /// the crop's pixels are read.
    public func cropping(to rect: CGRect) -> CGImage? {
        let r = rect.standardized.integral
        let pixelRect = PixelRect(x0: Int(r.minX), y0: Int(r.minY), x1: Int(r.maxX), y1: Int(r.maxY))
            .intersection(PixelRect(x0: 0, y0: 0, x1: width, y1: height))
        guard !pixelRect.isEmpty else { return nil }
        guard !hasPixels else { return CGImage(bitmap: bitmap.cropped(to: pixelRect)) }
        return CGImage(width: pixelRect.width, height: pixelRect.height, opaque: opaqueByConstruction) { [self] in
            bitmap.cropped(to: pixelRect)
        }
    }
}
