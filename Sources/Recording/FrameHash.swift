import Raster

/// A 64-bit FNV-1a hash of a screen's size and pixel bytes: how a recording remembers each frame
/// without storing its pixels.
///
/// It is hand-written over the bytes in a fixed order (width and height as little-endian 32-bit
/// numbers, then every pixel's R, G, B, A bytes, top row first), so it depends on nothing but
/// the pixels: the same on every machine, build and run.
public struct FrameHash: Hashable, Sendable, CustomStringConvertible {
    /// The hash value.
    public let value: UInt64

    /// Wraps a hash value read from a file.
    public init(value: UInt64) { self.value = value }

    /// Hashes a screen.
    public init(of bitmap: Bitmap) {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        let prime: UInt64 = 0x0000_0100_0000_01b3
        for number in [UInt32(truncatingIfNeeded: bitmap.width), UInt32(truncatingIfNeeded: bitmap.height)] {
            for shift in stride(from: 0, to: 32, by: 8) {
                hash = (hash ^ UInt64((number >> UInt32(shift)) & 0xff)) &* prime
            }
        }
        bitmap.pixels.withUnsafeBufferPointer { pixels in
            for word in pixels {
                // A packed pixel holds R in its low byte (the in-memory order on little-endian
                // machines); taking bytes by shifting keeps the order fixed on any machine.
                hash = (hash ^ UInt64(word & 0xff)) &* prime
                hash = (hash ^ UInt64((word >> 8) & 0xff)) &* prime
                hash = (hash ^ UInt64((word >> 16) & 0xff)) &* prime
                hash = (hash ^ UInt64(word >> 24)) &* prime
            }
        }
        value = hash
    }

    /// Reads the 16 lowercase hexadecimal digits a session file stores, or nil if it is not that.
    public init?(hex: String) {
        guard hex.utf8.count == 16, hex.utf8.allSatisfy({ (48...57).contains($0) || (97...102).contains($0) }),
              let value = UInt64(hex, radix: 16) else { return nil }
        self.value = value
    }

    /// The 16 lowercase hexadecimal digits stored in session files.
    public var hex: String {
        let digits = String(value, radix: 16)
        return String(repeating: "0", count: 16 - digits.count) + digits
    }

    /// The hash as hexadecimal digits.
    public var description: String { hex }
}
