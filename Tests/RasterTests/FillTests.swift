import XCTest
@testable import Raster

/// Rectangle fills, clears, and bitmap blends and copies.
final class FillTests: XCTestCase {
    func test_fill_translucentColor_blendsSourceOverInsideRectOnly() {
        let backdrop = RGBA8(r: 100, g: 50, b: 200, a: 255)
        var target = Bitmap(width: 21, height: 5, color: backdrop)
        let color = RGBA8(r: 60, g: 0, b: 30, a: 120)
        target.fill(PixelRect(x0: 2, y0: 1, x1: 19, y1: 4), color: color)
        // 100 * 135 / 255 = 52.9 -> 53, 50 -> 26.5 -> 26 (26.47), 200 -> 105.9 -> 106, 255 -> 135.
        let blended = RGBA8(r: 60 + 53, g: 26, b: 30 + 106, a: 255)
        for y in 0..<5 {
            for x in 0..<21 {
                let inside = x >= 2 && x < 19 && y >= 1 && y < 4
                XCTAssertEqual(target[x, y], inside ? blended : backdrop, "(\(x), \(y))")
            }
        }
    }

    func test_fill_opaqueColorBeyondBounds_replacesClippedRect() {
        var target = Bitmap(width: 10, height: 10)
        target.fill(PixelRect(x0: -5, y0: 7, x1: 50, y1: 20), color: .white)
        XCTAssertEqual(target.pixels.filter { $0 == RGBA8.white.packed }.count, 30)
    }

    func test_clear_makesRectTransparentAndLeavesRestAlone() {
        var target = Bitmap(width: 10, height: 6, color: .white)
        target.clear(PixelRect(x0: 3, y0: 2, x1: 20, y1: 4))
        XCTAssertEqual(target.pixels.filter { $0 == 0 }.count, 14)
        XCTAssertEqual(target[2, 2], .white)
        XCTAssertEqual(target[3, 2], .clear)
    }

    func test_blendBitmap_equalsTranslatedQuadDraw() {
        let source = TestScenes.texturedImage(width: 30, height: 20)
        var blended = TestScenes.background(), drawn = blended
        blended.blend(source, x: -4, y: 9, opacity: 0.8)
        drawn.draw(QuadDraw(width: 30, height: 20, transform: .translation(-4, 9), fill: .image(source), opacity: 0.8))
        XCTAssertEqual(blended, drawn)
        XCTAssertNotEqual(blended, TestScenes.background())
    }

    func test_copyBitmap_replacesPixelsWithoutBlending() {
        let source = Bitmap(width: 4, height: 3, color: RGBA8(r: 1, g: 2, b: 3, a: 4))
        var target = Bitmap(width: 6, height: 6, color: .white)
        target.copy(source, x: 4, y: -1)
        XCTAssertEqual(target[4, 0], RGBA8(r: 1, g: 2, b: 3, a: 4))
        XCTAssertEqual(target[5, 1], RGBA8(r: 1, g: 2, b: 3, a: 4))
        XCTAssertEqual(target[5, 2], .white)
        XCTAssertEqual(target[3, 0], .white)
    }
}
