import Foundation
import PNGCodec
import Raster
import XCTest

/// The decoder's fast path for files that need no conversion (8-bit RGB or RGBA, not
/// interlaced, no color chunk but sRGB) must give the bytes libpng's simplified API gives.
final class PNGPlainFastPathTests: XCTestCase {
    func test_demoPictures_RGBWithNoOtherChunk_decodeAsTheSimplifiedAPIDecodesThem() throws {
        let files = try TestPictures.demoPictureFiles()
        XCTAssertGreaterThan(files.count, 10)
        for (name, bytes) in files {
            let decoded = try Bitmap(pngData: bytes)

            XCTAssertEqual(bytes[25], 2, "\(name) is RGB, the fast path's opaque case")
            XCTAssertTrue(decoded == (try Bitmap.decodedBySimplifiedAPI(bytes)), name)
        }
    }

    func test_translucentRGBA_withAnSRGBChunk_decodesAsTheSimplifiedAPIDecodesIt() throws {
        let bytes = try TestPictures.randomPremultiplied(width: 67, height: 41, seed: 9).pngData()
        XCTAssertNotNil(Self.chunk("sRGB", in: bytes), "the encoder writes an sRGB chunk")

        let decoded = try Bitmap(pngData: bytes)

        XCTAssertTrue(decoded == (try Bitmap.decodedBySimplifiedAPI(bytes)))
        XCTAssertTrue(decoded.pixels.contains { $0 >> 24 != 0 && $0 >> 24 != 255 }, "translucent pixels were decoded")
    }

    func test_damagedPictureData_throwsCorruptData_asTheSimplifiedAPIDoes() throws {
        var bytes = try [UInt8](Data(contentsOf: TestPictures.demoAssets.appendingPathComponent("sailboats@2x.png")))
        let idat = try XCTUnwrap(Self.chunk("IDAT", in: bytes))
        bytes[idat + 100] ^= 0x5A

        XCTAssertThrowsError(try Bitmap(pngData: bytes)) { error in
            guard case PNGError.corruptData(_, let reason) = error else { return XCTFail("\(error)") }
            XCTAssertFalse(reason.isEmpty, "libpng's reason is given")
        }
        XCTAssertThrowsError(try Bitmap.decodedBySimplifiedAPI(bytes))
    }

    /// The offset of the data of the first chunk of `type` in a PNG file, nil when there is none.
    private static func chunk(_ type: String, in bytes: [UInt8]) -> Int? {
        var offset = 8
        while offset + 8 <= bytes.count {
            let length = bytes[offset..<offset + 4].reduce(0) { $0 << 8 | Int($1) }
            if String(decoding: bytes[offset + 4..<offset + 8], as: UTF8.self) == type { return offset + 8 }
            offset += 12 + length
        }
        return nil
    }
}
