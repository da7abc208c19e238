/// A rectangle of a source image's texels copied into a small contiguous buffer before a tile
/// samples it, or, when the rectangle does not fit, the source image itself.
///
/// A strip walking down a door reads each source row of its band for the first time as it gets
/// there, so nearly every destination row waits for a few cache misses in turn that the hardware
/// prefetchers cannot predict (source rows are over a page apart). Copying the tile's texels row
/// after row first issues those misses back to back, many in flight at once; the kernel then
/// samples from the first-level cache. The texel values are the source's, so results do not
/// change.
struct TexelBand {
    /// The copy buffer.
    private let storage: UnsafeMutablePointer<UInt32>
    /// Texels the buffer holds.
    private let capacity: Int
    /// Texel (column c, row r) of the source is at `base[r * stride + c - origin]`.
    private(set) var base: UnsafePointer<UInt32>
    /// Distance in texels between rows of `base`.
    private(set) var stride: Int32
    /// `firstRow * stride + firstColumn`, subtracted from source offsets.
    private(set) var origin: Int32
    /// The first and last source rows held (kernels clamp row indices to them).
    private(set) var firstRow: Int32, lastRow: Int32

    /// A band of at most `capacity` texels, showing the whole `source` until `stage` is called.
    /// Call `deallocate()` when done.
    init(source: SourceImage, capacity: Int) {
        self.capacity = max(capacity, 1)
        storage = .allocate(capacity: self.capacity)
        base = source.base; stride = source.stride; origin = 0
        firstRow = 0; lastRow = source.height - 1
    }

    /// Frees the buffer.
    func deallocate() { storage.deallocate() }

    /// Holds source columns `c0...c1` and rows `r0...r1` (clamped into the image, and at least two
    /// rows): copies them into the buffer when they fit, otherwise shows the whole source.
    mutating func stage(_ source: SourceImage, columns c0: Int, _ c1: Int, rows r0: Int, _ r1: Int) {
        let w = Int(source.width), h = Int(source.height)
        let left = max(0, min(c0, w - 1)), right = max(left, min(c1, w - 1))
        let top = max(0, min(r0, h - 2)), bottom = max(top + 1, min(r1, h - 1))
        let columns = right - left + 1, rows = bottom - top + 1
        guard columns * rows <= capacity else {
            base = source.base; stride = source.stride; origin = 0
            firstRow = 0; lastRow = source.height - 1
            return
        }
        var from = source.base + top * Int(source.stride) + left, to = storage
        for _ in 0..<rows {
            to.update(from: from, count: columns)
            from += Int(source.stride); to += columns
        }
        base = UnsafePointer(storage); stride = Int32(columns)
        origin = Int32(top * columns + left)
        firstRow = Int32(top); lastRow = Int32(bottom)
    }
}
