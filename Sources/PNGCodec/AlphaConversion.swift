/// Conversions between straight alpha (PNG files) and premultiplied alpha (`Bitmap`).
///
/// The two roundings are chosen so that `premultiply(unpremultiply(p, a), a) == p` for every
/// premultiplied value `p <= a`: a bitmap written to PNG and read back is bit-for-bit the same.
/// Proof sketch: `unpremultiply` returns `c = round(p * 255 / a)`, so `c * a / 255` is within
/// `0.5 * a / 255 < 0.5` of `p`, and `premultiply` rounds it back to `p`.
package enum AlphaConversion {
    /// Premultiplies a straight channel by alpha, rounding to nearest: `round(value * alpha / 255)`.
    ///
    /// `value * alpha / 255` is never exactly halfway between two integers (255 is odd), so the
    /// integer form `(value * alpha + 127) / 255` is exact rounding.
    @inlinable
    package static func premultiply(_ value: UInt8, alpha: UInt8) -> UInt8 {
        UInt8(truncatingIfNeeded: (UInt32(value) * UInt32(alpha) + 127) / 255)
    }

    /// Recovers a straight channel from a premultiplied one, rounding to nearest; 0 when alpha is 0.
    ///
    /// Values above alpha (not valid premultiplied data) clamp to 255 instead of overflowing.
    @inlinable
    package static func unpremultiply(_ value: UInt8, alpha: UInt8) -> UInt8 {
        guard alpha != 0 else { return 0 }
        let a = UInt32(alpha)
        return UInt8(min(255, (UInt32(value) * 255 + a / 2) / a))
    }

    /// Premultiplies pixels holding straight RGBA bytes (R, G, B, A in memory order) where they
    /// are, each channel by `premultiply(_:alpha:)`; a clear pixel becomes 0.
    ///
    /// Opaque pixels, most of a photo or of UI art, keep their bytes; a run of them is passed
    /// over eight at a time. Assumes a little-endian machine, where a pixel's bytes in memory
    /// order are its channels from the low byte up.
    package static func premultiplyInPlace(_ pixels: inout [UInt32]) {
        pixels.withUnsafeMutableBufferPointer { buffer in
            guard let base = buffer.baseAddress else { return }
            let count = buffer.count
            var i = 0
            while i + 8 <= count {
                // Every alpha is 255 exactly when the alpha byte of all eight ANDed together is.
                let all = base[i] & base[i + 1] & base[i + 2] & base[i + 3] & base[i + 4] & base[i + 5] & base[i + 6] & base[i + 7]
                if all < 0xFF00_0000 {
                    for j in i..<(i + 8) { base[j] = premultipliedPixel(base[j]) }
                }
                i += 8
            }
            while i < count {
                base[i] = premultipliedPixel(base[i])
                i += 1
            }
        }
    }

    /// One pixel of straight RGBA bytes premultiplied.
    @inline(__always)
    private static func premultipliedPixel(_ p: UInt32) -> UInt32 {
        let a = UInt8(truncatingIfNeeded: p >> 24)
        if a == 255 { return p }
        if a == 0 { return 0 }
        let r = UInt8(truncatingIfNeeded: p), g = UInt8(truncatingIfNeeded: p >> 8), b = UInt8(truncatingIfNeeded: p >> 16)
        return UInt32(premultiply(r, alpha: a)) | UInt32(premultiply(g, alpha: a)) << 8
            | UInt32(premultiply(b, alpha: a)) << 16 | UInt32(a) << 24
    }

    /// Converts packed premultiplied pixels to straight RGBA bytes (R, G, B, A in memory order).
    package static func straightRGBA(fromPremultiplied pixels: [UInt32]) -> [UInt8] {
        [UInt8](unsafeUninitializedCapacity: pixels.count * 4) { out, initialized in
            for (i, p) in pixels.enumerated() {
                let a = UInt8(truncatingIfNeeded: p >> 24)
                let r = UInt8(truncatingIfNeeded: p), g = UInt8(truncatingIfNeeded: p >> 8)
                let b = UInt8(truncatingIfNeeded: p >> 16)
                if a == 255 {
                    out[4 * i] = r; out[4 * i + 1] = g; out[4 * i + 2] = b
                } else {
                    out[4 * i] = unpremultiply(r, alpha: a)
                    out[4 * i + 1] = unpremultiply(g, alpha: a)
                    out[4 * i + 2] = unpremultiply(b, alpha: a)
                }
                out[4 * i + 3] = a
            }
            initialized = pixels.count * 4
        }
    }
}
