import CPixman
import Raster

/// The pixman format our pixel words are handed to pixman as.
enum PixmanPixelFormat: String {
    /// `PIXMAN_a8b8g8r8`: exactly our layout (red in the low byte, premultiplied).
    case abgr
    /// `PIXMAN_a8r8g8b8`: the same words with red and blue labels swapped.
    ///
    /// Source-over and bilinear filtering treat the color channels alike, so the output bytes
    /// are identical (the start-up check confirms it), but pixman 0.42 only has fast bilinear
    /// affine fetchers for `a8r8g8b8`: with `a8b8g8r8` a rotation takes the generic per-pixel
    /// path and runs about 2.7x slower. Timing that would flatter us, so this is the default.
    case argb

    /// The pixman format code.
    var code: pixman_format_code_t { self == .abgr ? PIXMAN_a8b8g8r8 : PIXMAN_a8r8g8b8 }
}

/// A pixman image over its own pixel memory, holding our premultiplied pixel words.
///
/// The words are shared with `Bitmap` by plain copies; see `PixmanPixelFormat` for how pixman
/// is told to read them.
final class PixmanImage {
    /// Width in pixels.
    let width: Int
    /// Height in pixels.
    let height: Int
    /// The pixels, owned by this object; pixman reads and writes them in place.
    let pixels: UnsafeMutablePointer<UInt32>
    /// The pixman handle.
    let image: OpaquePointer

    /// Creates an image holding a copy of `bitmap`.
    init(copying bitmap: Bitmap, format: PixmanPixelFormat) {
        width = bitmap.width
        height = bitmap.height
        let count = bitmap.pixels.count
        let memory = UnsafeMutablePointer<UInt32>.allocate(capacity: max(1, count))
        if count > 0 { bitmap.pixels.withUnsafeBufferPointer { memory.initialize(from: $0.baseAddress!, count: count) } }
        pixels = memory
        guard let created = pixman_image_create_bits(format.code, Int32(bitmap.width), Int32(bitmap.height),
                                                     memory, Int32(bitmap.width * 4)) else {
            fatalError("pixman_image_create_bits failed for a \(bitmap.width)x\(bitmap.height) image")
        }
        image = created
    }

    deinit {
        pixman_image_unref(image)
        pixels.deallocate()
    }

    /// Overwrites the pixels with those of `bitmap` (same size), e.g. to reset a destination.
    func reset(to bitmap: Bitmap) {
        precondition(bitmap.width == width && bitmap.height == height, "reset needs a bitmap of the same size")
        bitmap.pixels.withUnsafeBufferPointer { pixels.update(from: $0.baseAddress!, count: width * height) }
    }

    /// A copy of the pixels as a bitmap, for comparisons.
    var bitmap: Bitmap {
        Bitmap(width: width, height: height, pixels: Array(UnsafeBufferPointer(start: pixels, count: width * height)))
    }

    /// Sets how this image is sampled when used as a source: a transform (nil for identity), a
    /// filter, and transparent outside its bounds (`PIXMAN_REPEAT_NONE`).
    ///
    /// The identity case uses `PIXMAN_FILTER_NEAREST`, which samples exactly the same texels as
    /// bilinear there, so pixman is sure to pick its plain src-over fast path.
    func configureAsSource(transform: pixman_transform?) {
        if var t = transform {
            pixman_image_set_transform(image, &t)
        } else {
            pixman_image_set_transform(image, nil)
        }
        pixman_image_set_filter(image, transform == nil ? PIXMAN_FILTER_NEAREST : PIXMAN_FILTER_BILINEAR, nil, 0)
        pixman_image_set_repeat(image, PIXMAN_REPEAT_NONE)
    }

    /// Composites `source` over this image within `region`, with source coordinates equal to
    /// destination coordinates (the source transform maps screen pixels to layer pixels).
    func compositeOver(_ source: PixmanImage, region: PixelRect) {
        guard !region.isEmpty else { return }
        pixman_image_composite32(PIXMAN_OP_OVER, source.image, nil, image,
                                 Int32(region.x0), Int32(region.y0), 0, 0,
                                 Int32(region.x0), Int32(region.y0), Int32(region.width), Int32(region.height))
    }
}
