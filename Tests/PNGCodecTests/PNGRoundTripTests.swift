import Foundation
import PNGCodec
import Raster
import XCTest

final class PNGRoundTripTests: XCTestCase {
    func test_pngRoundTrip_premultipliedPixels_exact() throws {
        let original = TestPictures.randomPremultiplied(width: 61, height: 37)

        let decoded = try Bitmap(pngData: original.pngData())

        XCTAssertEqual(decoded.width, 61)
        XCTAssertEqual(decoded.height, 37)
        XCTAssertEqual(decoded, original)
    }

    func test_pngRoundTrip_throughFile_exact() throws {
        let original = TestPictures.randomPremultiplied(width: 300, height: 20, seed: 7)
        let path = NSTemporaryDirectory() + "pngcodec-roundtrip-\(UUID().uuidString).png"
        defer { try? FileManager.default.removeItem(atPath: path) }

        try original.writePNG(toFile: path)
        let decoded = try Bitmap(contentsOfPNGFile: path)

        XCTAssertEqual(decoded, original)
    }

    func test_pngRoundTrip_opaqueRunsWithTranslucentAndClearPixels_exact() throws {
        // Opaque runs are skipped eight pixels at a time: put translucent and clear pixels at
        // both ends of such blocks and in a last row whose length is not a multiple of eight.
        var original = TestPictures.solid(13, 3, RGBA8(r: 200, g: 100, b: 50, a: 255))
        for (index, alpha) in [(0, 128), (7, 1), (8, 0), (15, 254), (16, 77), (38, 200)] {
            original.pixels[index] = RGBA8(r: UInt8(alpha), g: UInt8(alpha / 2), b: 0, a: UInt8(alpha)).packed
        }

        let decoded = try Bitmap(pngData: original.pngData())

        XCTAssertEqual(decoded, original)
    }

    func test_pngData_isPNGSignature() throws {
        let bitmap = TestPictures.solid(3, 2, RGBA8(r: 10, g: 20, b: 30, a: 40))

        let data = try bitmap.pngData()

        XCTAssertEqual(Array(data.prefix(8)), [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A])
    }

    func test_alphaConversion_unpremultiplyThenPremultiply_givesSameByte_forAllValidPairs() {
        var failures: [String] = []

        for alpha in 0...255 {
            for value in 0...alpha {
                let straight = AlphaConversion.unpremultiply(UInt8(value), alpha: UInt8(alpha))
                let back = AlphaConversion.premultiply(straight, alpha: UInt8(alpha))
                // A clear pixel is all zero in a bitmap, so it only has to come back as zero.
                let wanted = alpha == 0 ? 0 : UInt8(value)
                if back != wanted, failures.count < 10 { failures.append("p=\(value) a=\(alpha) -> \(straight) -> \(back)") }
            }
        }

        XCTAssertEqual(failures, [])
    }

    func test_alphaConversion_premultiply_roundsToNearest_forAllPairs() {
        var mismatches = 0

        for alpha in 0...255 {
            for value in 0...255 {
                let exact = (Double(value) * Double(alpha) / 255).rounded()
                if Double(AlphaConversion.premultiply(UInt8(value), alpha: UInt8(alpha))) != exact { mismatches += 1 }
            }
        }

        XCTAssertEqual(mismatches, 0)
    }

    func test_alphaConversion_unpremultiply_zeroAlpha_isZero_andOverAlpha_clamps() {
        let fromClear = AlphaConversion.unpremultiply(200, alpha: 0)
        let fromInvalid = AlphaConversion.unpremultiply(200, alpha: 100)

        XCTAssertEqual(fromClear, 0)
        XCTAssertEqual(fromInvalid, 255)
    }

    func test_pngData_clearPixelWithColor_writesAllZero() throws {
        // Not valid premultiplied data, but a bitmap built by hand may hold it: the PNG must
        // store a fully clear pixel, and reading gives the canonical all-zero pixel.
        let bitmap = Bitmap(width: 1, height: 1, pixels: [0x0000_FFFF])

        let decoded = try Bitmap(pngData: bitmap.pngData())

        XCTAssertEqual(decoded.pixels, [0])
    }

    func test_pngData_emptyBitmap_throwsEncodingFailed() {
        let empty = Bitmap(width: 0, height: 5)

        XCTAssertThrowsError(try empty.pngData()) { error in
            guard case PNGError.encodingFailed(let reason)? = error as? PNGError else {
                return XCTFail("unexpected error \(error)")
            }
            XCTAssertTrue(reason.contains("0x5"), reason)
        }
    }
}
