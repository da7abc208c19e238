extension RGBA8 {
    /// The 256 pixels `self` (premultiplied) takes at each coverage 0...255: every channel times
    /// coverage / 255, rounded to nearest, packed (`PixelMath.scale`, as `Bitmap.silhouette`
    /// tints a mask).
    package var coverageTints: [UInt32] {
        let color = Pixels8(repeating: packed)
        return [UInt32](unsafeUninitializedCapacity: 256) { buffer, count in
            for first in stride(from: 0, to: 256, by: 8) {
                let coverage = Pixels8(repeating: UInt32(first)) &+ unsafeBitCast(PixelMath.laneIndices, to: Pixels8.self)
                let tints = PixelMath.scale(color, by: coverage)
                for lane in 0..<8 { buffer[first + lane] = tints[lane] }
            }
            count = 256
        }
    }
}
