import Raster

/// XXH64 (seed 0) over a screen's bytes, read as little-endian 64-bit words: the size word
/// (width, then height) and then two pixels per word, R of the first pixel in the low byte.
/// Words are built from the pixels' values, never loaded from memory, so the result is the same
/// on a big-endian machine. It is the published XXH64 of those bytes (checked against `xxhsum`).
extension FrameHash {
    private static let p1: UInt64 = 11_400_714_785_074_694_791
    private static let p2: UInt64 = 14_029_467_366_897_019_727
    private static let p3: UInt64 = 1_609_587_929_392_839_161
    private static let p4: UInt64 = 9_650_029_242_287_828_579
    private static let p5: UInt64 = 2_870_177_450_012_600_261

    @inline(__always) private static func rotl(_ x: UInt64, _ r: UInt64) -> UInt64 { (x << r) | (x >> (64 - r)) }

    @inline(__always) private static func round(_ acc: UInt64, _ input: UInt64) -> UInt64 {
        rotl(acc &+ input &* p2, 31) &* p1
    }

    @inline(__always) private static func merge(_ acc: UInt64, _ value: UInt64) -> UInt64 {
        (acc ^ round(0, value)) &* p1 &+ p4
    }

    /// XXH64 (seed 0) of `bitmap`'s size and pixel bytes.
    static func xxh64(_ bitmap: Bitmap) -> UInt64 {
        let pixelCount = bitmap.pixels.count
        let length = UInt64(8 + 4 * pixelCount)
        let wordCount = 1 + pixelCount / 2
        let sizeWord = UInt64(UInt32(truncatingIfNeeded: bitmap.width)) | UInt64(UInt32(truncatingIfNeeded: bitmap.height)) << 32
        return bitmap.pixels.withUnsafeBufferPointer { pixels -> UInt64 in
            @inline(__always) func word(_ i: Int) -> UInt64 {
                i == 0 ? sizeWord : UInt64(pixels[2 * i - 2]) | UInt64(pixels[2 * i - 1]) << 32
            }
            var h: UInt64
            var i = 0
            if wordCount >= 4 {
                var v1 = p1 &+ p2, v2 = p2, v3: UInt64 = 0, v4 = 0 &- p1
                // The first stripe holds the size word; the rest are four pixel pairs each.
                v1 = round(v1, sizeWord)
                v2 = round(v2, word(1))
                v3 = round(v3, word(2))
                v4 = round(v4, word(3))
                i = 4
                let stripes = (wordCount - 4) / 4
                var p = 6
                for _ in 0..<stripes {
                    v1 = round(v1, UInt64(pixels[p]) | UInt64(pixels[p + 1]) << 32)
                    v2 = round(v2, UInt64(pixels[p + 2]) | UInt64(pixels[p + 3]) << 32)
                    v3 = round(v3, UInt64(pixels[p + 4]) | UInt64(pixels[p + 5]) << 32)
                    v4 = round(v4, UInt64(pixels[p + 6]) | UInt64(pixels[p + 7]) << 32)
                    p += 8
                }
                i += stripes * 4
                h = rotl(v1, 1) &+ rotl(v2, 7) &+ rotl(v3, 12) &+ rotl(v4, 18)
                h = merge(h, v1)
                h = merge(h, v2)
                h = merge(h, v3)
                h = merge(h, v4)
            } else {
                h = p5
            }
            h = h &+ length
            while i < wordCount {
                h ^= round(0, word(i))
                h = rotl(h, 27) &* p1 &+ p4
                i += 1
            }
            if pixelCount % 2 == 1 {
                // The last 4 bytes: one pixel without a partner.
                h ^= UInt64(pixels[pixelCount - 1]) &* p1
                h = rotl(h, 23) &* p2 &+ p3
            }
            h ^= h >> 33
            h = h &* p2
            h ^= h >> 29
            h = h &* p3
            h ^= h >> 32
            return h
        }
    }
}
