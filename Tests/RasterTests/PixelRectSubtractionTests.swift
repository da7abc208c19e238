import XCTest
@testable import Raster

/// A rectangle less others, as the cache draws what a picture lacks: disjoint pieces covering
/// exactly the pixels of the rectangle outside the others.
final class PixelRectSubtractionTests: XCTestCase {
    func test_subtracting_leavesDisjointPieces_coveringExactlyWhatTheOthersMiss() {
        // Setup: a picture's rectangle and what was drawn of it (a gap, a strip, one past the edge).
        let rect = PixelRect(x0: 2, y0: 1, x1: 30, y1: 24)
        let drawn = [PixelRect(x0: 12, y0: 0, x1: 16, y1: 30), PixelRect(x0: 0, y0: 20, x1: 40, y1: 22),
                     PixelRect(x0: 25, y0: 3, x1: 35, y1: 8)]
        // Action.
        let pieces = try! XCTUnwrap(rect.subtracting(drawn, limit: 32))
        // Assertions: each pixel of the rectangle in exactly one piece unless drawn, none outside.
        for y in -1..<32 {
            for x in -1..<42 {
                let expected = rect.contains(x: x, y: y) && !drawn.contains { $0.contains(x: x, y: y) } ? 1 : 0
                XCTAssertEqual(pieces.filter { $0.contains(x: x, y: y) }.count, expected, "pixel (\(x), \(y))")
            }
        }
        XCTAssertFalse(pieces.contains { $0.isEmpty })
    }

    func test_subtracting_pastTheLimit_isNil_andNothingLeavesTheRectangle() {
        let rect = PixelRect(x0: 0, y0: 0, x1: 100, y1: 100)
        let dots = (0..<10).map { PixelRect(x: 5 + $0 * 9, y: 5 + $0 * 9, width: 2, height: 2) }
        XCTAssertNil(rect.subtracting(dots, limit: 8), "ten holes leave more than eight pieces")
        XCTAssertEqual(rect.subtracting([], limit: 1), [rect])
    }
}
