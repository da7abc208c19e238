import Foundation
import PNGCodec
import Raster
import XCTest

/// The decoded-size limit (`PNGLimits`): checked from the header, before any pixel is decoded.
final class PNGSizeLimitTests: XCTestCase {
    /// A PNG whose header declares `width` x `height` RGBA pixels, with one empty compressed
    /// block: enough for libpng to read the header, far too little to decode.
    static func craftedHeader(width: UInt32, height: UInt32) -> [UInt8] {
        var png: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]
        func bigEndian(_ value: UInt32) -> [UInt8] { [24, 16, 8, 0].map { UInt8(truncatingIfNeeded: value >> $0) } }
        func chunk(_ type: String, _ data: [UInt8]) {
            let typed = Array(type.utf8) + data
            png += bigEndian(UInt32(data.count)) + typed + bigEndian(crc32(typed))
        }
        // 8-bit RGBA, no interlace.
        chunk("IHDR", bigEndian(width) + bigEndian(height) + [8, 6, 0, 0, 0])
        chunk("IDAT", [0x78, 0x9C, 0x03, 0x00, 0x00, 0x00, 0x00, 0x01])
        chunk("IEND", [])
        return png
    }

    static func crc32(_ bytes: [UInt8]) -> UInt32 {
        var crc: UInt32 = 0xFFFF_FFFF
        for byte in bytes {
            crc ^= UInt32(byte)
            for _ in 0..<8 { crc = crc & 1 == 1 ? (crc >> 1) ^ 0xEDB8_8320 : crc >> 1 }
        }
        return ~crc
    }

    func test_decode_16384x16384Header_isRefusedBeforeDecoding_namingTheSizeAndTheLimit() {
        let data = Self.craftedHeader(width: 16384, height: 16384)

        XCTAssertThrowsError(try Bitmap(pngData: data)) { error in
            XCTAssertEqual(error as? PNGError, .imageTooLarge(width: 16384, height: 16384))
            XCTAssertTrue("\(error)".contains("16384x16384"), "\(error)")
            XCTAssertTrue("\(error)".contains("\(PNGLimits.maxPixels)"), "\(error)")
        }
    }

    func test_decode_headerLongerThanTheSideLimit_isRefused() {
        let data = Self.craftedHeader(width: UInt32(PNGLimits.maxSide + 1), height: 1)

        XCTAssertThrowsError(try Bitmap(pngData: data)) { error in
            XCTAssertEqual(error as? PNGError, .imageTooLarge(width: PNGLimits.maxSide + 1, height: 1))
        }
    }

    func test_decode_headerWithinTheLimits_getsPastTheSizeCheck() {
        // The same crafted file at a small size passes the size check and fails later, on the
        // missing pixel data: the limit is what refused the large one.
        let data = Self.craftedHeader(width: 64, height: 64)

        XCTAssertThrowsError(try Bitmap(pngData: data)) { error in
            guard case PNGError.corruptData? = error as? PNGError else { return XCTFail("unexpected error \(error)") }
        }
    }

    func test_limits_allowAn8192SquareAndNoMore() {
        XCTAssertEqual(PNGLimits.maxPixels, 8192 * 8192)
        XCTAssertEqual(PNGLimits.maxSide, 16384)
    }
}
