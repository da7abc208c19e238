import Foundation
import PNGCodec
import Raster
import XCTest

/// `Bitmap.decodingPNG` says a file is opaque only when the file says so (8-bit RGB without
/// transparency, read by the fast path), and then its pixels are.
final class PNGKnownOpacityTests: XCTestCase {
    func test_demoPictures_RGB_areKnownOpaque_asTheirPixelsAre() throws {
        let files = try TestPictures.demoPictureFiles()
        XCTAssertGreaterThan(files.count, 10)
        for (name, bytes) in files {
            let decoded = try Bitmap.decodingPNG(bytes)

            XCTAssertTrue(decoded.isOpaque, name)
            XCTAssertTrue(decoded.bitmap.isOpaque, "\(name): the pixels agree")
            XCTAssertTrue(decoded.bitmap == (try Bitmap(pngData: bytes)), "\(name): the same pixels as init(pngData:)")
        }
    }

    func test_RGBAFile_isNotKnownOpaque_evenWhenEveryPixelIs() throws {
        let opaque = Bitmap(width: 5, height: 3, color: RGBA8(r: 10, g: 200, b: 30, a: 255))
        let translucent = try TestPictures.randomPremultiplied(width: 9, height: 7, seed: 4)

        let fromOpaque = try Bitmap.decodingPNG(opaque.pngData())
        let fromTranslucent = try Bitmap.decodingPNG(translucent.pngData())

        XCTAssertFalse(fromOpaque.isOpaque, "the encoder writes RGBA: the file does not say")
        XCTAssertTrue(fromOpaque.bitmap == opaque)
        XCTAssertFalse(fromTranslucent.isOpaque)
        XCTAssertTrue(fromTranslucent.bitmap == translucent)
    }

    func test_RGBFile_withATransparencyChunk_isNotKnownOpaque() throws {
        // Setup: two pixels, red and black, with black made transparent by a tRNS chunk.
        let rows: [UInt8] = [0, 255, 0, 0, 0, 0, 0]
        let bytes = HandMadePNG.file([("IHDR", HandMadePNG.header(width: 2, height: 1, colorType: 2)),
                                      ("tRNS", [0, 0, 0, 0, 0, 0]),
                                      ("IDAT", HandMadePNG.zlibStored(rows)), ("IEND", [])])
        // Action.
        let decoded = try Bitmap.decodingPNG(bytes)
        // Assertions.
        XCTAssertFalse(decoded.isOpaque)
        XCTAssertEqual(decoded.bitmap[1, 0].a, 0, "the black pixel is transparent")
        XCTAssertEqual(decoded.bitmap[0, 0].a, 255)
    }
}
