/// The texels being sampled: a window of a bitmap (the texels a crop rectangle touches), at
/// least 2 x 2 texels, addressed through a base pointer and a row stride.
///
/// Every sample is clamped to the window, never to the whole bitmap, so texels outside a crop
/// rectangle never bleed in. Bilinear kernels load two horizontally adjacent texels together, so a column index is
/// clamped to `0...width - 2` and the weight adjusted (0 left of the image, full weight on the
/// right texel past its right edge), which is exactly clamp-to-edge sampling. Texel coordinates
/// are rounded with the magic-number trick, exact for images up to 16384 texels on a side;
/// beyond that sampling loses precision, but every index is still clamped into the image.
struct SourceImage {
    /// The top-left texel of the window.
    let base: UnsafePointer<UInt32>
    /// Columns of the window, at least 2.
    let width: Int32
    /// Rows of the window, at least 2.
    let height: Int32
    /// Distance in texels from one row to the next (the bitmap's width).
    let stride: Int32

    /// The bilinear sample at fixed-point texel coordinates (texel centers at integers, 8
    /// fractional bits), clamped to the edges.
    ///
    /// When every lane's 2 x 2 block lies inside the window (the common case away from the
    /// edges), one test replaces both clamps: `clampPair` would return the same indices and
    /// weights there, so the pixels are the same either way.
    @inline(__always)
    func bilinear(_ x: Ints8, _ y: Ints8) -> Pixels8 {
        let ix = x &>> 8, iy = y &>> 8
        if SourceImage.allInside(ix, width, iy, height) {
            return blend2x2(iy &* stride &+ ix, fx: unsafeBitCast(x & 255, to: Pixels8.self),
                            fy: unsafeBitCast(y & 255, to: Pixels8.self))
        }
        let (cx, fx) = SourceImage.clampPair(x, width)
        let (cy, fy) = SourceImage.clampPair(y, height)
        return blend2x2(cy &* stride &+ cx, fx: fx, fy: fy)
    }

    /// The bilinear blend of the 2 x 2 blocks whose top-left texels are at `offsets`, with
    /// weights `fx` (right column) and `fy` (bottom row), 0...256.
    @inline(__always)
    func blend2x2(_ offsets: Ints8, fx: Pixels8, fy: Pixels8) -> Pixels8 {
        let b = PixelMath.loadCorners(base, offsets, stride: Int(stride))
        let left = PixelMath.lerp(b.topLeft, b.bottomLeft, fy)
        let right = PixelMath.lerp(b.topRight, b.bottomRight, fy)
        return PixelMath.lerp(left, right, fx)
    }

    /// The bilinear blend of eight 2 x 2 blocks side by side in one texel row (`offsets` step
    /// by one from lane to lane, see `stepsByOne`), read as four vector loads.
    ///
    /// The right-hand texels are read from lane 1's offset rather than lane 0's plus one, so
    /// LLVM cannot derive that load from the left-hand one with a permute and an insert.
    @inline(__always)
    func blend2x2(adjacent offsets: Ints8, fx: Pixels8, fy: Pixels8) -> Pixels8 {
        let left = base + Int(UInt32(bitPattern: offsets[0])), right = base + Int(UInt32(bitPattern: offsets[1]))
        let below = Int(stride)
        @inline(__always) func vector(_ p: UnsafePointer<UInt32>) -> Pixels8 {
            UnsafeRawPointer(p).loadUnaligned(as: Pixels8.self)
        }
        let leftColumn = PixelMath.lerp(vector(left), vector(left + below), fy)
        let rightColumn = PixelMath.lerp(vector(right), vector(right + below), fy)
        return PixelMath.lerp(leftColumn, rightColumn, fx)
    }

    /// `v` truncated to a texel index in `0...last`, NaN to 0: clamped before converting, so no
    /// value traps the conversion (the texels the kernels fetch ahead).
    @inline(__always)
    static func clampedIndex(_ v: Float, last: Float) -> Int {
        Int(v >= 0 ? (v <= last ? v : last) : 0)
    }

    /// Whether `offsets` step by one from lane to lane (eight adjacent texels).
    @inline(__always)
    static func stepsByOne(_ offsets: Ints8) -> Bool {
        let relative = offsets &- Ints8(repeating: offsets[0])
        return PixelMath.isZero(unsafeBitCast(relative ^ Ints8(0, 1, 2, 3, 4, 5, 6, 7), to: Pixels8.self))
    }

    /// Whether every lane of texel index `i` lies in `0...size - 2`, where `clampPair` changes
    /// neither index nor weight: no lane of `i` or of `size - 2 - i` is negative.
    @inline(__always)
    static func allInside(_ i: Ints8, _ size: Int32) -> Bool {
        PixelMath.isZero(unsafeBitCast(i | ((size - 2) &- i), to: Pixels8.self) & 0x8000_0000)
    }

    /// The texel at integer texel coordinates (already rounded to the nearest texel center),
    /// clamped to the edges.
    @inline(__always)
    func nearest(_ x: Ints8, _ y: Ints8) -> Pixels8 {
        let ix = PixelMath.clamp(x, 0, width - 1), iy = PixelMath.clamp(y, 0, height - 1)
        return PixelMath.gather(base, iy &* stride &+ ix)
    }

    /// Coordinates are passed to `bilinear` with 8 fractional bits, and to `nearest` rounded to
    /// whole texels (so the nearest texel is chosen at full single precision).
    @inline(__always)
    static func fixedPointScale(nearest: Bool) -> Double { nearest ? 1 : 256 }

    /// The first index of the texel pair (clamped to `0...size - 2`) and the weight (0...256) of
    /// the second texel, for fixed-point coordinates with 8 fractional bits.
    @inline(__always)
    static func clampPair(_ v: Ints8, _ size: Int32) -> (index: Ints8, weight: Pixels8) {
        let i = v &>> 8
        let below = unsafeBitCast(i &>> 31, to: Pixels8.self)
        let above = unsafeBitCast(((size - 2) &- i) &>> 31, to: Pixels8.self)
        let f = unsafeBitCast(v & 255, to: Pixels8.self)
        let weight = (f & ~below & ~above) | (256 & above)
        return (PixelMath.clamp(i, 0, size - 2), weight)
    }

    /// Whether both `allInside(i, size)` and `allInside(j, size2)` hold, with one test.
    @inline(__always)
    static func allInside(_ i: Ints8, _ size: Int32, _ j: Ints8, _ size2: Int32) -> Bool {
        let signs = i | ((size - 2) &- i) | j | ((size2 - 2) &- j)
        return PixelMath.isZero(unsafeBitCast(signs, to: Pixels8.self) & 0x8000_0000)
    }

    /// The same clamping as `clampPair` for one coordinate in double precision (tables).
    static func clampPair(_ v: Double, _ size: Int) -> (index: Int32, weight: UInt32) {
        let limited = v.isNaN ? 0 : max(-4, min(Double(size + 4), v))
        let fixed = Int((limited * 256).rounded(.toNearestOrEven))
        let i = fixed >> 8
        if i < 0 { return (0, 0) }
        if i > size - 2 { return (Int32(size - 2), 256) }
        return (Int32(i), UInt32(fixed & 255))
    }

    /// The nearest texel index for a coordinate (texel centers at integers), clamped.
    static func nearestIndex(_ v: Double, _ size: Int) -> Int32 {
        v.isNaN ? 0 : Int32(max(0, min(Double(size - 1), (v + 0.5).rounded(.down))))
    }
}

/// How a kernel samples texels, chosen by type so that specialized loops need no test.
protocol TexelFilter {
    /// Whether the kernel takes the nearest texel rather than a bilinear blend.
    static var isNearest: Bool { get }
}

/// Bilinear blending of the four texels around a sample point.
enum BilinearTexels: TexelFilter {
    static var isNearest: Bool { false }
}

/// The texel nearest a sample point.
enum NearestTexels: TexelFilter {
    static var isNearest: Bool { true }
}
