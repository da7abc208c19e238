import Foundation
import RasterTestSupport
import Raster
import XCTest

final class BitmapComparisonTests: XCTestCase {
    func test_compareBitmaps_identical_returnsNil() {
        let bitmap = TestPictures.randomPremultiplied(width: 9, height: 4)

        let difference = compareBitmaps(bitmap, bitmap)

        XCTAssertNil(difference)
    }

    func test_compareBitmaps_twoPixelsDiffer_countsThemAndMaxChannelDifference() throws {
        let expected = TestPictures.solid(4, 3, RGBA8(r: 100, g: 100, b: 100, a: 255))
        var actual = expected
        actual[1, 0] = RGBA8(r: 103, g: 100, b: 100, a: 255)
        actual[2, 2] = RGBA8(r: 100, g: 90, b: 100, a: 255)

        let difference = try XCTUnwrap(compareBitmaps(expected, actual))

        XCTAssertEqual(difference.differingPixelCount, 2)
        XCTAssertEqual(difference.maxChannelDifference, 10)
        XCTAssertFalse(difference.sizesDiffer)
        XCTAssertEqual(difference.firstDifference.x, 1)
        XCTAssertEqual(difference.firstDifference.y, 0)
        XCTAssertEqual(difference.firstDifference.actual, RGBA8(r: 103, g: 100, b: 100, a: 255))
    }

    func test_compareBitmaps_diffImage_marksDifferingPixelsRedAndDimsTheRest() throws {
        let expected = TestPictures.solid(3, 1, .white)
        var actual = expected
        actual[1, 0] = .black

        let diff = try XCTUnwrap(compareBitmaps(expected, actual)).diffImage

        XCTAssertEqual(diff[1, 0], diffMarkColor)
        // Matching white pixels become an opaque gray that is neither white nor the mark.
        XCTAssertEqual(diff[0, 0].a, 255)
        XCTAssertLessThan(diff[0, 0].r, 200)
        XCTAssertEqual(diff[0, 0].r, diff[0, 0].g)
        XCTAssertEqual(diff[0, 0], diff[2, 0])
    }

    func test_compareBitmaps_differentSizes_countsMissingPixelsAndReportsSizes() throws {
        let expected = TestPictures.solid(2, 2, .white)
        let actual = TestPictures.solid(3, 2, .white)

        let difference = try XCTUnwrap(compareBitmaps(expected, actual))

        XCTAssertTrue(difference.sizesDiffer)
        XCTAssertEqual(difference.differingPixelCount, 2)
        XCTAssertEqual(difference.maxChannelDifference, 255)
        XCTAssertEqual(difference.diffImage.width, 3)
        XCTAssertTrue(difference.description.contains("size 3x2 instead of 2x2"), difference.description)
    }

    func test_compareBitmaps_description_givesCountMaxAndFirstPixel() throws {
        let expected = TestPictures.solid(2, 1, .black)
        var actual = expected
        actual[1, 0] = RGBA8(r: 7, g: 0, b: 0, a: 255)

        let text = try XCTUnwrap(compareBitmaps(expected, actual)).description

        XCTAssertEqual(text, "1 differing pixels, max channel difference 7, first at (1, 0): "
                       + "expected rgba(0, 0, 0, 255), got rgba(7, 0, 0, 255)")
    }
}
