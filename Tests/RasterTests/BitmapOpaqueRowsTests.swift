import XCTest
@testable import Raster

/// `Bitmap.opaqueRows`: the longest run of rows opaque across, what an offscreen picture hides.
final class BitmapOpaqueRowsTests: XCTestCase {
    private let opaque = RGBA8(r: 10, g: 20, b: 30, a: 255)

    func test_sheetRoundedAtTheTop_isOpaqueBelowItsCorners() {
        var sheet = Bitmap(width: 37, height: 20, color: opaque)
        sheet[0, 0] = .clear; sheet[36, 0] = .clear; sheet[0, 1] = RGBA8(r: 5, g: 5, b: 5, a: 128)

        XCTAssertEqual(sheet.opaqueRows, PixelRect(x0: 0, y0: 2, x1: 37, y1: 20))
    }

    func test_oneTranslucentPixelInARow_breaksTheRun_andTheLongerRunIsKept() {
        var picture = Bitmap(width: 70, height: 30, color: opaque)
        // In the last chunk of eight and in the tail past the chunks of 32.
        picture[69, 10] = RGBA8(r: 0, g: 0, b: 0, a: 254)
        picture[33, 22] = .clear

        XCTAssertEqual(picture.opaqueRows, PixelRect(x0: 0, y0: 11, x1: 70, y1: 22), "11 rows, not the 10 above or 7 below")
    }

    func test_twoRunsAsLong_theEarlierIsKept_andNoOpaqueRowGivesNothing() {
        var picture = Bitmap(width: 9, height: 9, color: opaque)
        picture[4, 4] = .clear

        XCTAssertEqual(picture.opaqueRows, PixelRect(x0: 0, y0: 0, x1: 9, y1: 4))
        XCTAssertTrue(Bitmap(width: 9, height: 9, color: .clear).opaqueRows.isEmpty)
        XCTAssertTrue(Bitmap(width: 0, height: 0).opaqueRows.isEmpty)
    }
}
