extension RGBA8 {
    /// The 256 pixels `self` (premultiplied) takes at each coverage 0...255: every channel times
    /// coverage / 255, rounded to nearest, packed.
    package var coverageTints: [UInt32] {
        @inline(__always) func scale(_ c: UInt8, _ a: UInt32) -> UInt32 {
            let v = UInt32(c) * a + 128
            return (v + (v >> 8)) >> 8
        }
        return (UInt32(0)...255).map { a in
            scale(r, a) | scale(g, a) << 8 | scale(b, a) << 16 | scale(self.a, a) << 24
        }
    }
}
