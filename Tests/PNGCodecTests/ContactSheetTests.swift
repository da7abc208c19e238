import RasterTestSupport
import Raster
import XCTest

final class ContactSheetTests: XCTestCase {
    private let background = RGBA8(r: 0, g: 0, b: 40, a: 255)

    func test_contactSheet_fiveFramesInTwoColumns_hasThreeRowsOfCellsWithGaps() {
        let frames = (0..<5).map { TestPictures.solid(10, 6, RGBA8(r: UInt8(50 * $0), g: 0, b: 0, a: 255)) }

        let sheet = contactSheet(frames, columns: 2, gap: 4, background: background)

        XCTAssertEqual(sheet.width, 2 * 10 + 3 * 4)
        XCTAssertEqual(sheet.height, 3 * 6 + 4 * 4)
        XCTAssertEqual(sheet[4, 4], frames[0][0, 0])
        XCTAssertEqual(sheet[4 + 14, 4], frames[1][0, 0])
        XCTAssertEqual(sheet[4, 4 + 2 * 10], frames[4][0, 0])
        XCTAssertEqual(sheet[0, 0], background)
        XCTAssertEqual(sheet[4 + 14, 4 + 2 * 10], background, "the missing sixth cell stays background")
    }

    func test_contactSheet_framesOfUnequalSize_sitTopLeftInEqualCells() {
        let small = TestPictures.solid(2, 2, .white)
        let large = TestPictures.solid(5, 4, .black)

        let sheet = contactSheet([small, large], columns: 2, gap: 1, background: background)

        XCTAssertEqual(sheet.width, 2 * 5 + 3)
        XCTAssertEqual(sheet.height, 4 + 2)
        XCTAssertEqual(sheet[1, 1], .white)
        XCTAssertEqual(sheet[2, 2], .white)
        XCTAssertEqual(sheet[3, 1], background, "right of the small frame is background")
        XCTAssertEqual(sheet[1, 3], background, "below the small frame is background")
        XCTAssertEqual(sheet[7, 1], .black)
    }

    func test_contactSheet_copiesTranslucentPixelsUnblended() {
        let translucent = TestPictures.solid(1, 1, RGBA8(r: 10, g: 20, b: 30, a: 40))

        let sheet = contactSheet([translucent], columns: 1, gap: 0, background: .white)

        XCTAssertEqual(sheet.pixels, translucent.pixels)
    }

    func test_contactSheet_noFramesOrBadColumns_doesNotCrash() {
        let empty = contactSheet([], columns: 3, background: background)
        let zeroColumns = contactSheet([TestPictures.solid(1, 1, .white)], columns: 0, gap: 0, background: background)

        XCTAssertTrue(empty.isEmpty)
        XCTAssertEqual(zeroColumns.pixels, [RGBA8.white.packed])
    }

    func test_contactSheetLayout_originOfCell_stepsByCellPlusGap() {
        let layout = ContactSheetLayout(frameSizes: [(8, 5), (6, 7), (1, 1)], columns: 2, gap: 3)

        XCTAssertEqual(layout.cellWidth, 8)
        XCTAssertEqual(layout.cellHeight, 7)
        XCTAssertEqual(layout.rows, 2)
        XCTAssertTrue(layout.origin(ofCell: 1) == (14, 3))
        XCTAssertTrue(layout.origin(ofCell: 2) == (3, 13))
    }

    func test_contactSheet_ofFourFrames_matchesGolden() {
        let frames = (0..<4).map { index -> Bitmap in
            var frame = Bitmap(width: 24, height: 16, color: .white)
            for y in 0..<16 { for x in 0..<24 where (x + y + index * 3) % 8 < 4 {
                frame[x, y] = RGBA8(r: UInt8(60 * index), g: 120, b: 200, a: 255)
            } }
            return frame
        }

        let sheet = contactSheet(frames, columns: 2, background: background)

        assertGolden(sheet, named: "contact-sheet-four-frames")
    }
}
