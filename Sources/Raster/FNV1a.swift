/// 64-bit FNV-1a: a hash that is the same on every machine, build and run, unlike Swift's
/// `Hasher`, which is seeded per process.
///
/// The project's one copy: session files of format 1 store it (`FrameHash`), the kernel tests pin
/// pictures with it and the monkey seeds itself from demo names with it. Bytes are taken from
/// values by shifting, never loaded from memory, so the result does not depend on byte order.
package struct FNV1a: Sendable {
    /// The hash of the bytes added so far (the offset basis when none).
    package var value: UInt64 { state }

    // Internal but inlinable, so a loop over a frame's pixels compiles to the multiply it is.
    @usableFromInline var state: UInt64 = 0xcbf2_9ce4_8422_2325

    /// FNV's 64-bit prime.
    @usableFromInline static let prime: UInt64 = 0x0000_0100_0000_01b3

    /// A hash of no bytes.
    package init() {}

    /// Adds one byte.
    @inlinable package mutating func add(_ byte: UInt8) {
        state = (state ^ UInt64(byte)) &* Self.prime
    }

    /// Adds the four bytes of `word`, least significant first (its little-endian bytes: a packed
    /// pixel's R, G, B, A).
    @inlinable package mutating func add(littleEndian word: UInt32) {
        add(UInt8(truncatingIfNeeded: word))
        add(UInt8(truncatingIfNeeded: word >> 8))
        add(UInt8(truncatingIfNeeded: word >> 16))
        add(UInt8(truncatingIfNeeded: word >> 24))
    }

    /// Adds every pixel's bytes, R, G, B, A, top row first.
    @inlinable package mutating func add(pixelsOf bitmap: Bitmap) {
        bitmap.pixels.withUnsafeBufferPointer { pixels in
            for word in pixels { add(littleEndian: word) }
        }
    }

    /// The hash of a text's UTF-8 bytes.
    package static func hash(utf8 text: String) -> UInt64 {
        var hasher = FNV1a()
        for byte in text.utf8 { hasher.add(byte) }
        return hasher.value
    }
}
