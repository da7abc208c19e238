/// A premultiplied RGBA color with 8 bits per channel, the pixel format of every `Bitmap`.
///
/// Packed into a `UInt32` as bytes R, G, B, A in memory order (R in the low byte), which is
/// `SDL_PIXELFORMAT_ABGR8888` on little-endian machines. Channels are premultiplied by alpha,
/// so `r <= a`, `g <= a` and `b <= a` always hold for values the renderer produces.
public struct RGBA8: Hashable, Sendable, CustomStringConvertible {
    /// Red, premultiplied by alpha.
    public var r: UInt8
    /// Green, premultiplied by alpha.
    public var g: UInt8
    /// Blue, premultiplied by alpha.
    public var b: UInt8
    /// Alpha (coverage times opacity).
    public var a: UInt8

    /// Creates a color from premultiplied channels.
    public init(r: UInt8, g: UInt8, b: UInt8, a: UInt8) {
        self.r = r; self.g = g; self.b = b; self.a = a
    }

    /// Creates a color from a packed pixel (R in the low byte).
    @inlinable
    package init(packed: UInt32) {
        r = UInt8(truncatingIfNeeded: packed)
        g = UInt8(truncatingIfNeeded: packed >> 8)
        b = UInt8(truncatingIfNeeded: packed >> 16)
        a = UInt8(truncatingIfNeeded: packed >> 24)
    }

    /// Creates a premultiplied color from straight (unpremultiplied) components in 0...1.
    ///
    /// Each channel is multiplied by alpha and rounded to the nearest 8-bit value.
    package init(red: Double, green: Double, blue: Double, alpha: Double = 1) {
        func byte(_ v: Double) -> UInt8 { UInt8(max(0, min(255, (v * 255).rounded()))) }
        let a = max(0, min(1, alpha))
        self.init(r: byte(max(0, min(1, red)) * a), g: byte(max(0, min(1, green)) * a),
                  b: byte(max(0, min(1, blue)) * a), a: byte(a))
    }

    /// The color packed into one pixel word (R in the low byte).
    @inlinable
    package var packed: UInt32 {
        UInt32(r) | UInt32(g) << 8 | UInt32(b) << 16 | UInt32(a) << 24
    }

    /// Fully transparent black.
    package static let clear = RGBA8(r: 0, g: 0, b: 0, a: 0)
    /// Opaque black.
    package static let black = RGBA8(r: 0, g: 0, b: 0, a: 255)
    /// Opaque white.
    package static let white = RGBA8(r: 255, g: 255, b: 255, a: 255)

    /// The color as `rgba(r, g, b, a)` with premultiplied byte values.
    public var description: String { "rgba(\(r), \(g), \(b), \(a))" }
}
