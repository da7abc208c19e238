import Foundation
import PNGCodec
import Raster
import XCTest

/// The decoded-size limit (`PNGLimits`): checked from the header, before any pixel is decoded.
final class PNGSizeLimitTests: XCTestCase {
    /// A PNG whose header declares `width` x `height` 8-bit RGBA pixels, not interlaced, with one
    /// empty compressed block: enough for libpng to read the header, far too little to decode.
    static func craftedHeader(width: UInt32, height: UInt32) -> [UInt8] {
        HandMadePNG.file([
            ("IHDR", HandMadePNG.header(width: width, height: height)),
            ("IDAT", [0x78, 0x9C, 0x03, 0x00, 0x00, 0x00, 0x00, 0x01]),
            ("IEND", []),
        ])
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
