import Raster

/// A 64-bit hash of a screen's size and pixel bytes: how a recording remembers each frame
/// without storing its pixels.
///
/// The bytes hashed are fixed (width and height as little-endian 32-bit numbers, then every
/// pixel's R, G, B, A bytes, top row first), and both algorithms read those bytes from the
/// pixels' values (XXH64 here, FNV-1a through Raster's `FNV1a`), so a hash depends on nothing
/// but the pixels: the same on every machine, build and run. Session files of format 2 use XXH64 (seed 0); format 1 files used FNV-1a, which
/// goes byte by byte and took 7 ms for a 2x phone screen, too slow to record every frame.
package struct FrameHash: Hashable, Sendable, CustomStringConvertible {
    /// How a hash was computed: the session format decides.
    package enum Algorithm: Sendable {
        /// 64-bit FNV-1a, one byte at a time (session format 1).
        case fnv1a
        /// XXH64 with seed 0, four 64-bit lanes (session format 2 on).
        case xxh64

        /// The algorithm of a session file format.
        package init(format: Int) { self = format <= 1 ? .fnv1a : .xxh64 }
    }

    /// The hash value.
    package let value: UInt64

    /// Wraps a hash value read from a file.
    package init(value: UInt64) { self.value = value }

    /// Hashes a screen with `algorithm` (by default the one this program's files use).
    package init(of bitmap: Bitmap, algorithm: Algorithm = .xxh64) {
        switch algorithm {
        case .fnv1a: value = Self.fnv1a(bitmap)
        case .xxh64: value = Self.xxh64(bitmap)
        }
    }

    /// Reads the 16 lowercase hexadecimal digits a session file stores, or nil if it is not that.
    package init?(hex: String) {
        guard hex.utf8.count == 16, hex.utf8.allSatisfy({ (48...57).contains($0) || (97...102).contains($0) }),
              let value = UInt64(hex, radix: 16) else { return nil }
        self.value = value
    }

    /// The 16 lowercase hexadecimal digits stored in session files.
    package var hex: String {
        let digits = String(value, radix: 16)
        return String(repeating: "0", count: 16 - digits.count) + digits
    }

    /// The hash as hexadecimal digits.
    package var description: String { hex }

    private static func fnv1a(_ bitmap: Bitmap) -> UInt64 {
        var hasher = FNV1a()
        hasher.add(littleEndian: UInt32(truncatingIfNeeded: bitmap.width))
        hasher.add(littleEndian: UInt32(truncatingIfNeeded: bitmap.height))
        hasher.add(pixelsOf: bitmap)
        return hasher.value
    }
}
