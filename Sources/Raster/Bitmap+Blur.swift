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
        guard radius > 0, radius.isFinite, !isEmpty else { return self }
        let sizes = Bitmap.blurBoxSizes(radius: radius)
        // A picture that repeats one row between its edges: blurred as its distinct rows, it
        // costs the rows near the edges instead of the whole area, with the same bytes.
        if var shared = SharedRowImage(self, maximumDistinctFraction: 0.25) {
            shared.blur(sizes: sizes)
            return shared.bitmap
        }
        return blurredWhole(sizes: sizes)
    }

    /// The three box sizes of a blur of `radius` (see `blurred(radius:)`); boxes wider than a
    /// few thousand pixels change nothing more and would overflow the sums.
    static func blurBoxSizes(radius: Double) -> [Int] {
        boxSizes(sigma: min(radius, 4000) / 2, count: 3)
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

    /// Box-blurs one row of `width` alpha bytes from `row` into `out`, as `boxBlurRow` blurs
    /// each channel: the same means, rounded the same way.
    ///
    /// Through prefix sums rather than a sliding sum, so that eight means are taken at once:
    /// `sums` (at least `width + 2 * radius + 2` words) holds the row's running total shifted
    /// right by `radius + 1`, flat before the row and after it (pixels outside count as 0), and
    /// the window of pixel x is the difference of two of them `2 * radius + 1` apart.
    static func boxBlurAlphaRow(_ row: UnsafePointer<UInt8>, into out: UnsafeMutablePointer<UInt8>, width: Int, radius: Int,
                                sums: UnsafeMutablePointer<UInt32>) {
        let span = 2 * radius + 1, recip = reciprocal(span)
        sums.update(repeating: 0, count: radius + 1)
        var total: UInt32 = 0
        for x in 0..<width {
            total &+= UInt32(row[x])
            sums[radius + 1 + x] = total
        }
        (sums + radius + 1 + width).update(repeating: total, count: radius + 1)
        let high = UnsafeRawPointer(sums + span), low = UnsafeRawPointer(sums)
        var x = 0
        while x + 8 <= width {
            let window = high.loadUnaligned(fromByteOffset: x * 4, as: SIMD8<UInt32>.self)
                &- low.loadUnaligned(fromByteOffset: x * 4, as: SIMD8<UInt32>.self)
            let means = SIMD8<UInt8>(truncatingIfNeeded: (window &* recip &+ (1 << 23)) &>> 24)
            UnsafeMutableRawPointer(out + x).storeBytes(of: means, as: SIMD8<UInt8>.self)
            x += 8
        }
        while x < width {
            out[x] = UInt8(truncatingIfNeeded: ((sums[x + span] &- sums[x]) &* recip &+ (1 << 23)) &>> 24)
            x += 1
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
