/// Eight packed premultiplied pixels, one per lane (R in the low byte of each lane).
typealias Pixels8 = SIMD8<UInt32>
/// Eight single-precision values, one per pixel lane.
typealias Floats8 = SIMD8<Float>
/// Eight signed 32-bit integers, one per pixel lane.
typealias Ints8 = SIMD8<Int32>

/// Integer pixel arithmetic on eight pixels at a time, shared by every kernel.
///
/// Channels are processed two at a time in the 16-bit halves of each 32-bit lane (red with blue,
/// green with alpha), so a multiply touches 16 channels with one `vpmullw`. Every routine rounds
/// to nearest, so results never depend on how a row was split into chunks.
enum PixelMath {
    /// The pixel centers of columns `x..<x + 8`.
    ///
    /// The same values as `Float(x) + 0.5` plus each lane's offset for any |x| < 2^22 (every
    /// step is exact there). The offsets are a literal: a static stored property is reached
    /// through a `swift_once` call, which a loop LLVM cannot hoist it from pays per chunk. One
    /// add of `lane + 0.5` keeps LLVM from splitting the sum lane by lane.
    @inline(__always)
    static func centers(_ x: Int) -> Floats8 {
        Floats8(repeating: Float(x)) + Floats8(0.5, 1.5, 2.5, 3.5, 4.5, 5.5, 6.5, 7.5)
    }

    /// The lane numbers 0...7 as integers, for building lane masks.
    static let laneIndices = Ints8(0, 1, 2, 3, 4, 5, 6, 7)

    /// Divides each 16-bit lane (at most 255 * 255 + 255) by 255, rounding to nearest.
    @inline(__always)
    static func divide255(_ x: SIMD16<UInt16>) -> SIMD16<UInt16> {
        let t = x &+ 128
        return (t &+ (t &>> 8)) &>> 8
    }

    /// Multiplies every channel of each pixel by that lane's factor `k` (0...255) divided by 255.
    @inline(__always)
    static func scale(_ p: Pixels8, by k: Pixels8) -> Pixels8 {
        let k2 = unsafeBitCast(k | (k &<< 16), to: SIMD16<UInt16>.self)
        let rb = unsafeBitCast(p & 0x00FF_00FF, to: SIMD16<UInt16>.self)
        let ga = unsafeBitCast((p &>> 8) & 0x00FF_00FF, to: SIMD16<UInt16>.self)
        let rbScaled = unsafeBitCast(divide255(rb &* k2), to: Pixels8.self)
        let gaScaled = unsafeBitCast(divide255(ga &* k2), to: Pixels8.self)
        return rbScaled | (gaScaled &<< 8)
    }

    /// Source-over of premultiplied `source` onto `destination`: s + d * (255 - sa) / 255.
    @inline(__always)
    static func over(_ source: Pixels8, _ destination: Pixels8) -> Pixels8 {
        source &+ scale(destination, by: 255 &- (source &>> 24))
    }

    /// Interpolates between `a` (weight 256 - f) and `b` (weight f), f in 0...256 per lane,
    /// rounding to nearest.
    @inline(__always)
    static func lerp(_ a: Pixels8, _ b: Pixels8, _ f: Pixels8) -> Pixels8 {
        let f2 = unsafeBitCast(f | (f &<< 16), to: SIMD16<UInt16>.self)
        // 256 - f in each 16-bit half at once (f is at most 256, so no half borrows): fewer
        // instructions than building 256 - f and spreading it again
        // (docs/perf-log/issue-12-third-pass.md).
        let g2 = SIMD16<UInt16>(repeating: 256) &- f2
        let aRB = unsafeBitCast(a & 0x00FF_00FF, to: SIMD16<UInt16>.self)
        let bRB = unsafeBitCast(b & 0x00FF_00FF, to: SIMD16<UInt16>.self)
        let aGA = unsafeBitCast((a &>> 8) & 0x00FF_00FF, to: SIMD16<UInt16>.self)
        let bGA = unsafeBitCast((b &>> 8) & 0x00FF_00FF, to: SIMD16<UInt16>.self)
        let rb = (aRB &* g2 &+ bRB &* f2 &+ 128) &>> 8
        let ga = (aGA &* g2 &+ bGA &* f2 &+ 128) &>> 8
        return unsafeBitCast(rb, to: Pixels8.self) | (unsafeBitCast(ga, to: Pixels8.self) &<< 8)
    }

    /// Rounds to the nearest integer (ties to even) with the magic-number trick.
    ///
    /// Valid for |v| < 2^22; other inputs (including NaN and infinities) give some integer, which
    /// callers clamp before using it as an index, so no input can cause an out-of-bounds read.
    @inline(__always)
    static func roundToInt(_ v: Floats8) -> Ints8 {
        unsafeBitCast(v + 12_582_912.0, to: Ints8.self) &- 0x4B40_0000
    }

    /// Clamps each lane to `low...high`.
    @inline(__always)
    static func clamp(_ v: Ints8, _ low: Int32, _ high: Int32) -> Ints8 {
        maximum(minimum(v, Ints8(repeating: high)), Ints8(repeating: low))
    }

    /// The smaller of two values in each lane.
    ///
    /// Written lane by lane, which LLVM turns into one `vpminsd`: the standard library's generic
    /// `pointwiseMin` was emitted as an out-of-line call in the kernels (one call per use), and
    /// a vector compare and select went through a lane-by-lane mask.
    @inline(__always)
    static func minimum(_ a: Ints8, _ b: Ints8) -> Ints8 {
        Ints8(Swift.min(a[0], b[0]), Swift.min(a[1], b[1]), Swift.min(a[2], b[2]), Swift.min(a[3], b[3]),
              Swift.min(a[4], b[4]), Swift.min(a[5], b[5]), Swift.min(a[6], b[6]), Swift.min(a[7], b[7]))
    }

    /// The larger of two values in each lane (see `minimum`).
    @inline(__always)
    static func maximum(_ a: Ints8, _ b: Ints8) -> Ints8 {
        Ints8(Swift.max(a[0], b[0]), Swift.max(a[1], b[1]), Swift.max(a[2], b[2]), Swift.max(a[3], b[3]),
              Swift.max(a[4], b[4]), Swift.max(a[5], b[5]), Swift.max(a[6], b[6]), Swift.max(a[7], b[7]))
    }

    /// The low and high 32-bit halves of each 64-bit lane.
    ///
    /// Constant-index lanes, which LLVM turns into two shuffles; `Pixels8(truncatingIfNeeded:)`
    /// was emitted as an out-of-line call.
    @inline(__always)
    static func halves(_ p: SIMD8<UInt64>) -> (low: Pixels8, high: Pixels8) {
        let q = unsafeBitCast(p, to: SIMD16<UInt32>.self)
        return (Pixels8(q[0], q[2], q[4], q[6], q[8], q[10], q[12], q[14]),
                Pixels8(q[1], q[3], q[5], q[7], q[9], q[11], q[13], q[15]))
    }

    /// Clamps each lane to 0...1 (a NaN lane stays NaN; `factor` makes it 0).
    @inline(__always)
    static func clamp01(_ v: Floats8) -> Floats8 {
        // Two whole-vector compares applied as one mask: the lane-by-lane forms and nested
        // `select`s cost more (docs/perf-log/issue-12-fourth-pass.md).
        let below = unsafeBitCast(v .< 0, to: Ints8.self), above = unsafeBitCast(v .> 1, to: Ints8.self)
        let one = unsafeBitCast(Floats8(repeating: 1), to: Ints8.self)
        return unsafeBitCast((unsafeBitCast(v, to: Ints8.self) & ~(below | above)) | (one & above), to: Floats8.self)
    }

    /// `b` in the lanes where `mask` is true, `a` elsewhere: one `vcmpps` mask applied with
    /// whole-vector bit operations (see `clamp01`).
    @inline(__always)
    static func select(_ a: Floats8, _ b: Floats8, where mask: SIMDMask<Ints8>) -> Floats8 {
        let m = unsafeBitCast(mask, to: Ints8.self)
        let ai = unsafeBitCast(a, to: Ints8.self), bi = unsafeBitCast(b, to: Ints8.self)
        return unsafeBitCast((ai & ~m) | (bi & m), to: Floats8.self)
    }

    /// Coverage (0...1, per lane) times `scale` as an integer factor 0...255 for `scale(_:by:)`;
    /// a NaN lane gives 0.
    ///
    /// NaN lanes are zeroed first (one ordered compare and a bit mask; every other lane is kept
    /// bit for bit): rounded as they are, a NaN's sign bit would make it 255 or 0, and which
    /// NaN an operation makes depends on the operation and the machine.
    @inline(__always)
    static func factor(_ coverage: Floats8, times scale: Float) -> Pixels8 {
        let v = coverage * scale
        let ordered = unsafeBitCast(v .== v, to: Ints8.self)
        let k = clamp(roundToInt(unsafeBitCast(unsafeBitCast(v, to: Ints8.self) & ordered, to: Floats8.self)), 0, 255)
        return unsafeBitCast(k, to: Pixels8.self)
    }

    /// Whether all eight pixels are fully transparent (every channel zero).
    @inline(__always)
    static func isClear(_ p: Pixels8) -> Bool { isZero(p) }

    /// Whether all eight pixels are opaque (alpha 255).
    @inline(__always)
    static func isOpaque(_ p: Pixels8) -> Bool { isZero(~p & 0xFF00_0000) }

    /// Whether every bit of `v` is zero: an OR of its four 64-bit quarters, which LLVM compiles
    /// to one `vptest` (a min or max reduction takes seven instructions).
    @inline(__always)
    static func isZero(_ v: Pixels8) -> Bool {
        let q = unsafeBitCast(v, to: SIMD4<UInt64>.self)
        return (q[0] | q[1]) | (q[2] | q[3]) == 0
    }

    /// A lane mask (all ones) for lanes below `count`, zero elsewhere.
    @inline(__always)
    static func lanesBelow(_ count: Int) -> Pixels8 {
        unsafeBitCast((laneIndices &- Int32(truncatingIfNeeded: count)) &>> 31, to: Pixels8.self)
    }

    /// Loads eight pixels from possibly unaligned memory.
    ///
    /// Written lane by lane, which LLVM merges into one vector load; the standard library's
    /// `loadUnaligned` is not always inlined into large kernels and then costs a call per chunk.
    @inline(__always)
    static func load(_ p: UnsafePointer<UInt32>) -> Pixels8 {
        Pixels8(p[0], p[1], p[2], p[3], p[4], p[5], p[6], p[7])
    }

    /// Loads eight 32-bit values of any type from possibly unaligned memory (see `load`).
    @inline(__always)
    static func load<T: SIMDScalar>(_ p: UnsafePointer<T>) -> SIMD8<T> {
        SIMD8<T>(p[0], p[1], p[2], p[3], p[4], p[5], p[6], p[7])
    }

    /// Stores eight pixels to possibly unaligned memory.
    ///
    /// One raw store of the whole vector: lane-by-lane stores were sometimes merged by LLVM into
    /// five partial stores with shuffles instead of one vector store.
    @inline(__always)
    static func store(_ v: Pixels8, _ p: UnsafeMutablePointer<UInt32>) {
        UnsafeMutableRawPointer(p).storeBytes(of: v, as: Pixels8.self)
    }

    /// Loads the first `count` (< 8) pixels; the other lanes are zero.
    @inline(__always)
    static func loadPartial(_ p: UnsafePointer<UInt32>, count: Int) -> Pixels8 {
        var v = Pixels8()
        for i in 0..<count { v[i] = p[i] }
        return v
    }

    /// Stores the first `count` (< 8) lanes.
    @inline(__always)
    static func storePartial(_ v: Pixels8, _ p: UnsafeMutablePointer<UInt32>, count: Int) {
        for i in 0..<count { p[i] = v[i] }
    }

    /// Loads two horizontally adjacent pixels per lane from `base` at the given pixel offsets:
    /// the left pixels in `.left`, the right ones in `.right`.
    @inline(__always)
    static func loadPairs(_ base: UnsafePointer<UInt32>, _ offsets: Ints8) -> (left: Pixels8, right: Pixels8) {
        // Two adjacent 32-bit loads per lane (LLVM keeps them as two inserts, which measured
        // faster here than one unaligned 64-bit load per lane and a deinterleave).
        @inline(__always) func pair(_ i: Int32) -> UInt64 {
            let p = base + Int(i)
            return UInt64(p[0]) | UInt64(p[1]) << 32
        }
        let p = SIMD8<UInt64>(pair(offsets[0]), pair(offsets[1]), pair(offsets[2]), pair(offsets[3]),
                              pair(offsets[4]), pair(offsets[5]), pair(offsets[6]), pair(offsets[7]))
        let (low, high) = halves(p)
        return (low, high)
    }

    /// Loads the 2 x 2 blocks whose top-left texels are at each lane's pixel offset (never
    /// negative), as four vectors of corners in lane order.
    ///
    /// Every texel is its own 32-bit load straight into its lane, so no shuffle is needed to
    /// sort the corners out: shuffles compete for one port on x86-64, loads have three, and
    /// pair loads with shuffles ran slower (docs/perf-log/issue-12-third-pass.md).
    /// The bottom row is read through its own base pointer and the offsets are taken as
    /// unsigned, so each load is one addressing mode on the extracted offset: no address add and
    /// no sign extension per lane.
    @inline(__always)
    static func loadCorners(_ base: UnsafePointer<UInt32>, _ offsets: Ints8, stride: Int)
        -> (topLeft: Pixels8, topRight: Pixels8, bottomLeft: Pixels8, bottomRight: Pixels8) {
        let below = base + stride
        let unsigned = unsafeBitCast(offsets, to: SIMD8<UInt32>.self)
        let o0 = Int(unsigned[0]), o1 = Int(unsigned[1]), o2 = Int(unsigned[2]), o3 = Int(unsigned[3])
        let o4 = Int(unsigned[4]), o5 = Int(unsigned[5]), o6 = Int(unsigned[6]), o7 = Int(unsigned[7])
        @inline(__always) func lanes(_ row: UnsafePointer<UInt32>) -> Pixels8 {
            Pixels8(row[o0], row[o1], row[o2], row[o3], row[o4], row[o5], row[o6], row[o7])
        }
        // The right-hand texels through base pointers of their own, so all four loads of a lane
        // use its one extracted offset: with `offset + 1` per lane, LLVM computed the sums as a
        // vector and extracted each of them again.
        return (lanes(base), lanes(base + 1), lanes(below), lanes(below + 1))
    }

    /// Loads one pixel per lane from `base` at the given pixel offsets.
    @inline(__always)
    static func gather(_ base: UnsafePointer<UInt32>, _ offsets: Ints8) -> Pixels8 {
        Pixels8(base[Int(offsets[0])], base[Int(offsets[1])], base[Int(offsets[2])], base[Int(offsets[3])],
                base[Int(offsets[4])], base[Int(offsets[5])], base[Int(offsets[6])], base[Int(offsets[7])])
    }

    /// The larger of two values in each lane.
    @inline(__always)
    static func maximum(_ a: Floats8, _ b: Floats8) -> Floats8 {
        // `b > a ? b : a` in each lane (a NaN in either keeps `a`), written lane by lane: LLVM
        // makes it one `vmaxps`, where the form with a vector compare and a select split the
        // whole corner formula around it into 2-lane pieces, about 4x the instructions
        // (docs/perf-log/issue-23-fourth-pass.md).
        Floats8(b[0] > a[0] ? b[0] : a[0], b[1] > a[1] ? b[1] : a[1], b[2] > a[2] ? b[2] : a[2],
                b[3] > a[3] ? b[3] : a[3], b[4] > a[4] ? b[4] : a[4], b[5] > a[5] ? b[5] : a[5],
                b[6] > a[6] ? b[6] : a[6], b[7] > a[7] ? b[7] : a[7])
    }

    /// The absolute value of each lane (clears the sign bit).
    @inline(__always)
    static func magnitude(_ v: Floats8) -> Floats8 {
        unsafeBitCast(unsafeBitCast(v, to: SIMD8<UInt32>.self) & 0x7FFF_FFFF, to: Floats8.self)
    }
}
