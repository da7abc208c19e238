/// PNG files put together byte by byte, for tests that need what no encoder writes: chosen
/// filters, split or odd picture data, unusual chunks, damage.
enum HandMadePNG {
    /// The file's bytes: the signature, `chunks` in order, each with its length and CRC.
    static func file(_ chunks: [(type: String, data: [UInt8])]) -> [UInt8] {
        var png: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]
        for chunk in chunks {
            let typed = Array(chunk.type.utf8) + chunk.data
            png += bigEndian(UInt32(chunk.data.count)) + typed + bigEndian(crc32(typed))
        }
        return png
    }

    /// An IHDR chunk's data: 8-bit, `colorType` (2 RGB, 6 RGBA, ...), not interlaced.
    static func header(width: UInt32, height: UInt32, colorType: UInt8 = 6) -> [UInt8] {
        bigEndian(width) + bigEndian(height) + [8, colorType, 0, 0, 0]
    }

    /// A zlib stream holding `bytes` in stored (uncompressed) deflate blocks, so the rows' filter
    /// bytes and data are exactly what a test wrote.
    static func zlibStored(_ bytes: [UInt8]) -> [UInt8] {
        var stream: [UInt8] = [0x78, 0x01]
        var offset = 0
        repeat {
            let count = min(65_535, bytes.count - offset)
            let last: UInt8 = offset + count == bytes.count ? 1 : 0
            let length = UInt16(count)
            stream += [last, UInt8(length & 0xFF), UInt8(length >> 8), UInt8(~length & 0xFF), UInt8(~length >> 8)]
            stream += bytes[offset..<offset + count]
            offset += count
        } while offset < bytes.count
        return stream + bigEndian(adler32(bytes))
    }

    static func bigEndian(_ value: UInt32) -> [UInt8] { [24, 16, 8, 0].map { UInt8(truncatingIfNeeded: value >> $0) } }

    static func crc32(_ bytes: [UInt8]) -> UInt32 {
        var crc: UInt32 = 0xFFFF_FFFF
        for byte in bytes {
            crc ^= UInt32(byte)
            for _ in 0..<8 { crc = crc & 1 == 1 ? (crc >> 1) ^ 0xEDB8_8320 : crc >> 1 }
        }
        return ~crc
    }

    static func adler32(_ bytes: [UInt8]) -> UInt32 {
        var a: UInt32 = 1, b: UInt32 = 0
        for byte in bytes {
            a = (a + UInt32(byte)) % 65_521
            b = (b + a) % 65_521
        }
        return b << 16 | a
    }
}
