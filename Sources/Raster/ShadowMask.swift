/// A shadow's blurred silhouette: its alpha alone, kept as distinct rows (a rectangle's or rounded
/// rectangle's rows repeat between its edges), to be tinted with the shadow's color.
///
/// Only the silhouette's alpha reaches the shadow (`Bitmap.silhouette(color:)` reads nothing
/// else), and the blur treats each channel alone, so blurring the alpha bytes gives the alpha the
/// whole-picture blur gives, for a quarter of the bytes. Tinting (`tinted(_:)`) is a per-pixel
/// operation, done for each distinct row once before the rows are copied out. Kept by the
/// compositor between layers that cast the same shadow, it holds a few rows rather than the
/// whole picture.
package struct ShadowMask {
    /// The alpha rows, blurred.
    private(set) var rows: SharedRowImage

    /// The mask of `silhouette`'s alpha, blurred as `Bitmap.blurred(radius:)` blurs, split across
    /// `threads` by `parallel` (the same bytes).
    package init(silhouette: Bitmap, radius: Double, threads: Int = 1, parallel: ParallelLoop? = nil) {
        var rows = SharedRowImage(width: silhouette.width, channels: 1)
        silhouette.pixels.withUnsafeBufferPointer { rows.appendAlpha(of: $0.baseAddress!, rows: 0..<silhouette.height) }
        self.init(rows: rows, radius: radius, threads: threads, parallel: parallel)
    }

    /// The mask of `rows` (alpha), blurred by `radius` (none when 0, negative or not finite).
    init(rows: SharedRowImage, radius: Double, threads: Int = 1, parallel: ParallelLoop? = nil) {
        precondition(rows.channels == 1, "a shadow mask is alpha alone")
        self.rows = rows
        if radius > 0, radius.isFinite, rows.width > 0, !rows.slots.isEmpty {
            self.rows.blur(sizes: Bitmap.blurBoxSizes(radius: radius), threads: threads, parallel: parallel)
        }
    }

    /// Width in pixels.
    var width: Int { rows.width }
    /// Height in pixels.
    var height: Int { rows.slots.count }

    /// The mask's alpha at pixel (x, y).
    func alpha(x: Int, y: Int) -> UInt8 { rows.storage[rows.slots[y] * rows.width + x] }

    /// The mask tinted with `color`, as `Bitmap.silhouette(color:)` of the blurred silhouette
    /// would give it: each pixel `color` scaled by its alpha.
    ///
    /// Each distinct row is tinted once, then the rows are copied out, split across `threads` by
    /// `parallel` (a page's shadow at 3x is 13 MB written: docs/perf-log/issue-37-twenty-fourth-pass.md).
    package func tinted(_ color: RGBA8, threads: Int = 1, parallel: ParallelLoop? = nil) -> Bitmap {
        let width = rows.width, distinct = rows.storage.count / max(1, width)
        var tintedRows = [UInt32](repeating: 0, count: distinct * width)
        let c = Pixels8(repeating: color.packed)
        rows.storage.withUnsafeBufferPointer { alpha in
            tintedRows.withUnsafeMutableBufferPointer { out in
                let a = alpha.baseAddress!, o = out.baseAddress!
                var i = 0
                while i + 8 <= out.count {
                    let k = Pixels8(truncatingIfNeeded: UnsafeRawPointer(a + i).loadUnaligned(as: SIMD8<UInt8>.self))
                    PixelMath.store(PixelMath.scale(c, by: k), o + i)
                    i += 8
                }
                while i < out.count {
                    o[i] = PixelMath.scale(c, by: Pixels8(repeating: UInt32(a[i])))[0]
                    i += 1
                }
            }
        }
        let height = rows.slots.count, slots = rows.slots
        let chunks = SharedRowImage.chunkCount(work: width * height, threads: threads, limit: height)
        let pixels = [UInt32](unsafeUninitializedCapacity: width * height) { out, count in
            tintedRows.withUnsafeBufferPointer { tinted in
                guard let target = out.baseAddress, let source = tinted.baseAddress else { return }
                SharedRowImage.forEachChunk(chunks, of: height, parallel: parallel) { rows in
                    for y in rows { (target + y * width).initialize(from: source + slots[y] * width, count: width) }
                }
            }
            count = width * height
        }
        return Bitmap(width: width, height: height, pixels: pixels)
    }

    /// Copies the alpha byte of `count` pixels from `pixels` into `alpha`.
    static func extractAlpha(_ pixels: UnsafePointer<UInt32>, into alpha: UnsafeMutablePointer<UInt8>, count: Int) {
        var i = 0
        while i + 8 <= count {
            let a = SIMD8<UInt8>(truncatingIfNeeded: PixelMath.load(pixels + i) &>> 24)
            UnsafeMutableRawPointer(alpha + i).storeBytes(of: a, as: SIMD8<UInt8>.self)
            i += 8
        }
        while i < count {
            alpha[i] = UInt8(truncatingIfNeeded: pixels[i] >> 24)
            i += 1
        }
    }
}
