import RasterTestSupport
import XCTest
@testable import Raster

/// `Bitmap.inkBounds`: the smallest rectangle holding every pixel that is not transparent black.
final class BitmapInkBoundsTests: XCTestCase {
    /// The rectangle found by looking at every pixel.
    private func slowInkBounds(_ bitmap: Bitmap) -> PixelRect {
        var x0 = Int.max, y0 = Int.max, x1 = Int.min, y1 = Int.min
        for y in 0..<bitmap.height {
            for x in 0..<bitmap.width where bitmap.pixels[y * bitmap.width + x] != 0 {
                x0 = min(x0, x); y0 = min(y0, y); x1 = max(x1, x + 1); y1 = max(y1, y + 1)
            }
        }
        return x0 == .max ? .empty : PixelRect(x0: x0, y0: y0, x1: x1, y1: y1)
    }

    func test_clearAndEmptyBitmaps_haveNoInk() {
        XCTAssertTrue(Bitmap(width: 0, height: 0).inkBounds.isEmpty)
        XCTAssertTrue(Bitmap(width: 70, height: 3).inkBounds.isEmpty)
    }

    func test_anOpaqueBitmap_isInkEverywhere() {
        let bitmap = Bitmap(width: 41, height: 9, color: RGBA8(r: 10, g: 20, b: 30, a: 255))
        XCTAssertEqual(bitmap.inkBounds, bitmap.bounds)
    }

    func test_randomSpecks_areBoundedExactly() {
        // Setup: a few specks in clear bitmaps of widths around the 8- and 32-pixel steps.
        var generator = SplitMix(state: 5)
        for index in 0..<300 {
            let width = 1 + Int(generator.next() % 80), height = 1 + Int(generator.next() % 30)
            var bitmap = Bitmap(width: width, height: height)
            for _ in 0..<(index % 4) {
                let x = Int(generator.next() % UInt64(width)), y = Int(generator.next() % UInt64(height))
                // Alpha zero with color is still ink: source-over adds it.
                bitmap.pixels[y * width + x] = index % 2 == 0 ? 0x0000_0001 : 0xFF00_0000
            }

            // Action and assertions.
            XCTAssertEqual(bitmap.inkBounds, slowInkBounds(bitmap), "bitmap \(index): \(width) x \(height)")
        }
    }
}
