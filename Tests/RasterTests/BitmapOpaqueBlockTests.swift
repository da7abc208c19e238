import XCTest
@testable import Raster

/// `Bitmap.opaqueBlock`: the largest block of rows sharing one opaque run, what an offscreen
/// picture hides.
final class BitmapOpaqueBlockTests: XCTestCase {
    private let opaque = RGBA8(r: 10, g: 20, b: 30, a: 255)

    func test_sheetRoundedAtTheTop_isOpaqueBelowItsCorners() {
        var sheet = Bitmap(width: 37, height: 20, color: opaque)
        sheet[0, 0] = .clear; sheet[36, 0] = .clear; sheet[0, 1] = RGBA8(r: 5, g: 5, b: 5, a: 128)

        XCTAssertEqual(sheet.opaqueBlock, PixelRect(x0: 0, y0: 2, x1: 37, y1: 20))
    }

    func test_oneTranslucentPixelInARow_breaksTheRun_andTheLongerRunIsKept() {
        var picture = Bitmap(width: 70, height: 30, color: opaque)
        // In the last chunk of eight and in the tail past the chunks of 32.
        picture[69, 10] = RGBA8(r: 0, g: 0, b: 0, a: 254)
        picture[33, 22] = .clear

        XCTAssertEqual(picture.opaqueBlock, PixelRect(x0: 0, y0: 11, x1: 70, y1: 22), "11 rows, not the 10 above, the 69 pixels of row 10 or the 7 rows below")
    }

    func test_twoRunsAsLong_theEarlierIsKept_andNoOpaqueRowGivesNothing() {
        var picture = Bitmap(width: 9, height: 9, color: opaque)
        picture[4, 4] = .clear

        XCTAssertEqual(picture.opaqueBlock, PixelRect(x0: 0, y0: 0, x1: 9, y1: 4))
        XCTAssertTrue(Bitmap(width: 9, height: 9, color: .clear).opaqueBlock.isEmpty)
        XCTAssertTrue(Bitmap(width: 0, height: 0).opaqueBlock.isEmpty)
    }

    func test_pictureWithATransparentMargin_isOpaqueInside_evenWhereRowsDifferInColor() {
        // Setup: a group's picture with a 5-pixel shadow margin around an opaque card whose rows
        // differ in color (text), its left and right columns half covered, its top corners cut.
        var picture = Bitmap(width: 50, height: 40, color: .clear)
        for y in 5..<35 {
            for x in 5..<45 {
                let edge = x == 5 || x == 44
                picture[x, y] = edge ? RGBA8(r: 60, g: 60, b: 60, a: 128) : RGBA8(r: UInt8(x * 5), g: UInt8(y * 6), b: 9, a: 255)
            }
        }
        picture[6, 5] = .clear; picture[43, 5] = .clear
        // Action.
        let block = picture.opaqueBlock
        // Assertions: inside the half-covered columns, below the cut corners.
        XCTAssertEqual(block, PixelRect(x0: 6, y0: 6, x1: 44, y1: 35))
    }

    func test_blockAroundTheMiddleRow_extendsOverRowsOpaqueAlongIt_andTheLargerBlockWins() {
        // Setup: rows 0..<3 opaque across 64 pixels; rows 3..<20 opaque from 9 to 17 only.
        var picture = Bitmap(width: 64, height: 20, color: .clear)
        for y in 0..<3 { for x in 0..<64 { picture[x, y] = opaque } }
        for y in 3..<20 { for x in 9..<17 { picture[x, y] = opaque } }
        // Action and assertions: the rows opaque across, 3 x 64 = 192, beat the column the
        // middle row finds, extended up through them, 20 x 8 = 160.
        XCTAssertEqual(picture.opaqueBlock, PixelRect(x0: 0, y0: 0, x1: 64, y1: 3))
        // The column widened to 16 pixels (at a chunk's boundary): 20 x 16 = 320 wins.
        for y in 3..<20 { for x in 17..<25 { picture[x, y] = opaque } }
        XCTAssertEqual(picture.opaqueBlock, PixelRect(x0: 9, y0: 0, x1: 25, y1: 20))
        // A translucent pixel in the top row stops the column below it.
        picture[20, 1] = RGBA8(r: 0, g: 0, b: 0, a: 200)
        XCTAssertEqual(picture.opaqueBlock, PixelRect(x0: 9, y0: 2, x1: 25, y1: 20))
    }
}
