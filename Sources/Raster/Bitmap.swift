/// A picture in memory: premultiplied RGBA8 pixels, row after row, with no padding.
///
/// A value type: copies share storage until one is written (copy-on-write through `Array`), and
/// two bitmaps are equal when their sizes and every pixel are equal. Every drawing operation in
/// TransitionLab ends in a `Bitmap`.
public struct Bitmap: Equatable, Sendable {
    /// Number of columns.
    public let width: Int
    /// Number of rows.
    public let height: Int
    /// The pixels, `width * height` packed `RGBA8` words (see `RGBA8.packed`), top row first.
    public var pixels: [UInt32]

    /// Creates a bitmap filled with one color.
    package init(width: Int, height: Int, color: RGBA8 = .clear) {
        precondition(width >= 0 && height >= 0, "Bitmap size must not be negative")
        self.width = width
        self.height = height
        pixels = Array(repeating: color.packed, count: width * height)
    }

    /// Creates a bitmap whose pixels `body` writes, every one of them, through a target over
    /// memory that is not cleared first.
    ///
    /// For a picture drawn in bands on several threads: each band sets its own rows before
    /// drawing on them while they are in the cache, rather than one thread clearing the whole
    /// bitmap first (a screen at 3x is 12 MB: a millisecond of memory written twice). A pixel
    /// `body` leaves unwritten would be whatever the memory held; debug builds fill the memory
    /// with opaque magenta first, so that a missed pixel shows in every golden and hash.
    package init(width: Int, height: Int, writingEveryPixel body: (RasterTarget) -> Void) {
        precondition(width >= 0 && height >= 0, "Bitmap size must not be negative")
        self.width = width
        self.height = height
        pixels = [UInt32](unsafeUninitializedCapacity: width * height) { buffer, count in
            #if DEBUG
            buffer.initialize(repeating: RGBA8(r: 255, g: 0, b: 255, a: 255).packed)
            #endif
            if let base = buffer.baseAddress { body(RasterTarget(base: base, width: width, height: height)) }
            count = width * height
        }
    }

    /// Creates a bitmap from packed pixels; `pixels.count` must be `width * height`.
    package init(width: Int, height: Int, pixels: [UInt32]) {
        precondition(width >= 0 && height >= 0 && pixels.count == width * height,
                     "Bitmap pixel count must be width * height")
        self.width = width
        self.height = height
        self.pixels = pixels
    }

    /// The whole bitmap as a pixel rectangle.
    package var bounds: PixelRect { PixelRect(x0: 0, y0: 0, x1: width, y1: height) }

    /// Whether the bitmap has no pixels.
    package var isEmpty: Bool { width == 0 || height == 0 }

    /// The pixel at column x, row y.
    public subscript(x: Int, y: Int) -> RGBA8 {
        get { RGBA8(packed: pixels[y * width + x]) }
        set { pixels[y * width + x] = newValue.packed }
    }

    /// Calls `body` with a writable view of the pixels, for kernels and for threads that draw
    /// disjoint rows of the same bitmap.
    package mutating func withTarget<R>(_ body: (RasterTarget) throws -> R) rethrows -> R {
        let w = width, h = height
        return try pixels.withUnsafeMutableBufferPointer { buffer in
            try body(RasterTarget(base: buffer.baseAddress!, width: w, height: h))
        }
    }

    /// The pixels inside `rect` (clipped to the bitmap) as a new bitmap.
    package func cropped(to rect: PixelRect) -> Bitmap {
        let r = rect.intersection(bounds)
        guard !r.isEmpty else { return Bitmap(width: 0, height: 0) }
        let sourceWidth = width
        // Row by row with memcpy: a screen's crop (a snapshot taken from it) is megabytes.
        let cropped = pixels.withUnsafeBufferPointer { source in
            [UInt32](unsafeUninitializedCapacity: r.area) { destination, count in
                for y in 0..<r.height {
                    (destination.baseAddress! + y * r.width)
                        .initialize(from: source.baseAddress! + (r.y0 + y) * sourceWidth + r.x0, count: r.width)
                }
                count = r.area
            }
        }
        return Bitmap(width: r.width, height: r.height, pixels: cropped)
    }
}
