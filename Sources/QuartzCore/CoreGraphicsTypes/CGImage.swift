import Foundation
import Raster

/// An immutable bitmap image, as Core Graphics' `CGImage`; what a layer's `contents` holds.
///
/// Unlike Core Graphics, an image is always premultiplied RGBA8 and is made from a `Bitmap`
/// (`init(bitmap:)`). Images are compared by identity, as the compositor caches by image.
public final class CGImage {
    /// The pixels.
    public let bitmap: Bitmap

    /// Wraps a bitmap as an image.
    public init(bitmap: Bitmap) { self.bitmap = bitmap }

    /// Whether every pixel is opaque, found on first use and kept (the bitmap never changes),
    /// so the compositor can skip what an opaque image hides without scanning it each frame.
    /// Unlike Core Graphics, which reads it from the image's alpha info, not its pixels.
    lazy var isOpaque: Bool = bitmap.isOpaque

    /// Width in pixels.
    public var width: Int { bitmap.width }
    /// Height in pixels.
    public var height: Int { bitmap.height }

    /// A new image holding the pixels of `rect` (in pixels, clipped to the image), as Apple's.
    public func cropping(to rect: CGRect) -> CGImage? {
        let r = rect.standardized.integral
        let pixelRect = PixelRect(x0: Int(r.minX), y0: Int(r.minY), x1: Int(r.maxX), y1: Int(r.maxY))
            .intersection(bitmap.bounds)
        guard !pixelRect.isEmpty else { return nil }
        return CGImage(bitmap: bitmap.cropped(to: pixelRect))
    }
}
