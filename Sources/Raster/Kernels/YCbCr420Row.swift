/// Two rows of pixels to two rows of luma and one row of each chroma (`Bitmap.writeYCbCr420`).
///
/// BT.601 studio range in 16-bit fixed point: Y = 16 + (0.299 R + 0.587 G + 0.114 B) * 219/255,
/// Cb and Cr = 128 + their differences * 224/255, on the sum of a 2x2 block's colors for chroma.
/// Each chroma row's coefficients add up to 0, so a grey's Cb and Cr are exactly 128; every sum
/// stays below 2^31 in 32-bit lanes.
enum YCbCr420Row {
    static let yR: Int32 = 16829, yG: Int32 = 33039, yB: Int32 = 6416
    static let cbR: Int32 = -9714, cbG: Int32 = -19070, cbB: Int32 = 28784
    static let crR: Int32 = 28784, crG: Int32 = -24103, crB: Int32 = -4681
    /// 16 and one half, in Y's fixed point (16 fractional bits).
    static let yOffset: Int32 = 16 << 16 + 1 << 15
    /// 128 and one half, in the chroma's fixed point (18 fractional bits: a sum of four pixels).
    static let cOffset: Int32 = 128 << 18 + 1 << 17

    /// Converts `width` pixels of `top` and `bottom` into `paddedWidth` luma bytes at `luma` and
    /// `luma + paddedWidth`, and `paddedWidth / 2` bytes at `cb` and `cr`; columns past `width`
    /// are black. Eight pixels a step in 32-bit lanes, the rest (and the padding) one pair a step.
    @inline(__always)
    static func convert(top: UnsafePointer<UInt32>, bottom: UnsafePointer<UInt32>, width: Int, paddedWidth: Int,
                        luma: UnsafeMutablePointer<UInt8>, cb: UnsafeMutablePointer<UInt8>, cr: UnsafeMutablePointer<UInt8>) {
        var x = 0
        while x + 8 <= width {
            let a = PixelMath.load(top + x), b = PixelMath.load(bottom + x)
            let (ar, ag, ab) = channels(a), (br, bg, bb) = channels(b)
            store8(luma8(ar, ag, ab), luma + x)
            store8(luma8(br, bg, bb), luma + paddedWidth + x)
            // Each chroma sample: the two rows added, then each even lane with the odd one beside it.
            let sr = ar &+ br, sg = ag &+ bg, sb = ab &+ bb
            let r = sr.evenHalf &+ sr.oddHalf, g = sg.evenHalf &+ sg.oddHalf, bl = sb.evenHalf &+ sb.oddHalf
            store4((r &* cbR &+ g &* cbG &+ bl &* cbB &+ cOffset) &>> 18, cb + x / 2)
            store4((r &* crR &+ g &* crG &+ bl &* crB &+ cOffset) &>> 18, cr + x / 2)
            x += 8
        }
        while x < width {
            var r: Int32 = 0, g: Int32 = 0, b: Int32 = 0
            for dx in 0..<2 {
                for row in 0..<2 {
                    let pixel = x + dx < width ? (row == 0 ? top : bottom)[x + dx] : 0
                    let pr = Int32(pixel & 0xff), pg = Int32(pixel >> 8 & 0xff), pb = Int32(pixel >> 16 & 0xff)
                    luma[row * paddedWidth + x + dx] = UInt8(truncatingIfNeeded: (pr * yR + pg * yG + pb * yB + yOffset) >> 16)
                    r += pr
                    g += pg
                    b += pb
                }
            }
            cb[x / 2] = UInt8(truncatingIfNeeded: (r * cbR + g * cbG + b * cbB + cOffset) >> 18)
            cr[x / 2] = UInt8(truncatingIfNeeded: (r * crR + g * crG + b * crB + cOffset) >> 18)
            x += 2
        }
    }

    /// The red, green and blue of eight packed pixels (red in the low byte), one per lane.
    @inline(__always)
    static func channels(_ p: Pixels8) -> (Ints8, Ints8, Ints8) {
        let v = Ints8(truncatingIfNeeded: p)
        return (v & 0xff, v &>> 8 & 0xff, v &>> 16 & 0xff)
    }

    /// Eight luma values, each below 256.
    @inline(__always)
    static func luma8(_ r: Ints8, _ g: Ints8, _ b: Ints8) -> Ints8 {
        (r &* yR &+ g &* yG &+ b &* yB &+ yOffset) &>> 16
    }

    /// Stores the low byte of each of eight lanes.
    @inline(__always)
    static func store8(_ v: Ints8, _ p: UnsafeMutablePointer<UInt8>) {
        UnsafeMutableRawPointer(p).storeBytes(of: SIMD8<UInt8>(truncatingIfNeeded: v), as: SIMD8<UInt8>.self)
    }

    /// Stores the low byte of each of four lanes.
    @inline(__always)
    static func store4(_ v: SIMD4<Int32>, _ p: UnsafeMutablePointer<UInt8>) {
        UnsafeMutableRawPointer(p).storeBytes(of: SIMD4<UInt8>(truncatingIfNeeded: v), as: SIMD4<UInt8>.self)
    }
}
