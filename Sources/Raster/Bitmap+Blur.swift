/// Runs `body(i)` for every i in 0..<count, possibly at once on several threads: given by the
/// caller that owns the threads (QuartzCore's bands, `LayerCompositor.parallelLoop`), as Raster
/// starts none of its own.
package typealias ParallelLoop = (_ count: Int, _ body: (Int) -> Void) -> Void

extension Bitmap {
    /// A Gaussian-like blur of this bitmap, same size, with transparent pixels assumed outside.
    ///
    /// As Core Animation's `shadowRadius`, the blur approximates a Gaussian of standard
    /// deviation radius / 2 (in pixels) with three successive box blurs, each separable and run
    /// with integer running sums, so the result is deterministic and costs the same for any
    /// radius. A radius of 0 (or less, or not finite) returns the bitmap unchanged. Premultiplied
    /// channels are blurred independently, which keeps them premultiplied.
    package func blurred(radius: Double) -> Bitmap {
        blurredMask(radius: radius).bitmap
    }

    /// `blurred(radius:)` as a `ShadowMask`, for a shadow that is tinted afterwards.
    ///
    /// With `threads` above 1 and `parallel`, the rows of a row pass and the columns of a column
    /// pass are split across threads, with the same bytes.
    package func blurredMask(radius: Double, threads: Int = 1, parallel: ParallelLoop? = nil) -> ShadowMask {
        guard radius > 0, radius.isFinite, !isEmpty else { return ShadowMask(whole: self) }
        // Boxes wider than a few thousand pixels change nothing more and would overflow the sums.
        let sizes = Bitmap.boxSizes(sigma: min(radius, 4000) / 2, count: 3)
        // A shadow's silhouette repeats one row between its edges: blurred as its distinct rows,
        // it costs the rows near the edges instead of the whole area, with the same bytes.
        if var shared = SharedRowImage(self, maximumDistinctFraction: 0.25) {
            for size in sizes where size > 1 {
                shared.blurRows(radius: size / 2, threads: threads, parallel: parallel)
                shared.blurColumns(radius: size / 2, threads: threads, parallel: parallel)
            }
            return ShadowMask(rows: shared)
        }
        return ShadowMask(whole: blurredWhole(sizes: sizes))
    }

    /// The blur's passes run over every pixel (the form for pictures with few repeated rows,
    /// and the reference the shared-row form is tested against).
    func blurredWhole(sizes: [Int]) -> Bitmap {
        var current = pixels
        var scratch = [UInt32](repeating: 0, count: pixels.count)
        for size in sizes where size > 1 {
            Bitmap.boxBlurRows(from: current, into: &scratch, width: width, height: height, radius: size / 2)
            Bitmap.boxBlurColumns(from: scratch, into: &current, width: width, height: height, radius: size / 2)
        }
        return Bitmap(width: width, height: height, pixels: current)
    }

    /// Odd box widths whose successive application has about the variance of a Gaussian of
    /// standard deviation `sigma` (the widths differ by at most 2).
    static func boxSizes(sigma: Double, count n: Int) -> [Int] {
        let nd = Double(n)
        var lower = Int((12 * sigma * sigma / nd + 1).squareRoot().rounded(.down))
        if lower % 2 == 0 { lower -= 1 }
        lower = max(1, lower)
        let l = Double(lower)
        let ideal = (12 * sigma * sigma - nd * l * l - 4 * nd * l - 3 * nd) / (-4 * l - 4)
        let smaller = Int(ideal.rounded())
        return (0..<n).map { $0 < smaller ? lower : lower + 2 }
    }

    /// The rounding reciprocal of a box size: x / size is about (x * reciprocal + 2^23) >> 24.
    static func reciprocal(_ size: Int) -> UInt32 { UInt32(((1 << 24) + size / 2) / size) }

    /// Box-blurs each row: every output pixel is the mean of the 2 * radius + 1 input pixels
    /// centered on it, counting pixels outside the row as transparent.
    static func boxBlurRows(from input: [UInt32], into output: inout [UInt32], width: Int, height: Int, radius: Int) {
        input.withUnsafeBufferPointer { src in
            output.withUnsafeMutableBufferPointer { dst in
                for y in 0..<height {
                    boxBlurRow(src.baseAddress! + y * width, into: dst.baseAddress! + y * width, width: width, radius: radius)
                }
            }
        }
    }

    /// Box-blurs one row of `width` pixels from `row` into `out` (see `boxBlurRows`).
    @inline(__always)
    static func boxBlurRow(_ row: UnsafePointer<UInt32>, into out: UnsafeMutablePointer<UInt32>, width: Int, radius: Int) {
        let recip = SIMD4<UInt32>(repeating: reciprocal(2 * radius + 1))
        @inline(__always) func channels(_ p: UInt32) -> SIMD4<UInt32> {
            SIMD4<UInt32>(truncatingIfNeeded: unsafeBitCast(p, to: SIMD4<UInt8>.self))
        }
        var sum = SIMD4<UInt32>()
        for x in 0..<min(radius, width) { sum &+= channels(row[x]) }
        for x in 0..<width {
            if x + radius < width { sum &+= channels(row[x + radius]) }
            let mean = (sum &* recip &+ (1 << 23)) &>> 24
            out[x] = unsafeBitCast(SIMD4<UInt8>(truncatingIfNeeded: mean), to: UInt32.self)
            if x - radius >= 0 { sum &-= channels(row[x - radius]) }
        }
    }

    /// Box-blurs each column (see `boxBlurRows`), sliding a row of per-channel sums down the
    /// bitmap so that memory is read row by row.
    static func boxBlurColumns(from input: [UInt32], into output: inout [UInt32], width: Int, height: Int, radius: Int) {
        let recip = reciprocal(2 * radius + 1)
        let n = width * 4
        var sums = [UInt32](repeating: 0, count: n)
        input.withUnsafeBytes { srcBytes in
            output.withUnsafeMutableBytes { dstBytes in
                sums.withUnsafeMutableBufferPointer { sumsBuffer in
                    let src = srcBytes.bindMemory(to: UInt8.self).baseAddress!
                    let dst = dstBytes.bindMemory(to: UInt8.self).baseAddress!
                    let s = sumsBuffer.baseAddress!
                    for y in 0..<min(radius, height) {
                        let row = src + y * n
                        for i in 0..<n { s[i] &+= UInt32(row[i]) }
                    }
                    for y in 0..<height {
                        if y + radius < height {
                            let row = src + (y + radius) * n
                            for i in 0..<n { s[i] &+= UInt32(row[i]) }
                        }
                        let out = dst + y * n
                        for i in 0..<n { out[i] = UInt8(truncatingIfNeeded: (s[i] &* recip &+ (1 << 23)) &>> 24) }
                        if y - radius >= 0 {
                            let row = src + (y - radius) * n
                            for i in 0..<n { s[i] &-= UInt32(row[i]) }
                        }
                    }
                }
            }
        }
    }
}
