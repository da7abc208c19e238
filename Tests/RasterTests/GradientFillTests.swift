import XCTest
@testable import Raster

/// Gradients painted a row or a column at a time give the colors of painting them pixel by pixel.
final class GradientFillTests: XCTestCase {
    private let stops = [
        GradientFill.Stop(location: -0.2, red: 0.9, green: 0.1, blue: 0.3, alpha: 0.45),
        GradientFill.Stop(location: 0.5, red: 0.2, green: 0.7, blue: 0.1, alpha: 1),
        GradientFill.Stop(location: 1.1, red: 0, green: 0, blue: 0, alpha: 0),
    ]

    /// A bitmap with something under the gradient: varied, partly transparent pixels.
    private func background() -> Bitmap {
        var bitmap = Bitmap(width: 61, height: 47)
        for i in bitmap.pixels.indices {
            let a = UInt32(i * 37 % 256), c = a * UInt32(i % 5) / 4
            bitmap.pixels[i] = i % 7 == 0 ? 0 : c | c << 8 | (a / 2) << 16 | a << 24
        }
        return bitmap
    }

    /// A disc's coverage, with edge pixels partly covered, reaching past the bitmap's left side.
    private func disc() -> CoverageMask {
        let points = (0..<360).map { k -> (x: Double, y: Double) in
            let t = Double(k) / 360 * 2 * .pi
            return (20.3 + 26.4 * cos(t), 24.6 + 21.7 * sin(t))
        }
        return PathCoverage.rasterize([points], rule: .nonZero, clip: PixelRect(x0: -100, y0: -100, x1: 100, y1: 100))
    }

    /// The same gradient painted pixel by pixel, as before the shortcut.
    private func perPixel(_ gradient: GradientFill, over start: Bitmap, mask: CoverageMask, area: PixelRect) -> Bitmap {
        var bitmap = start
        bitmap.fill(mask, clip: area.intersection(bitmap.bounds)) { x, y in gradient.color(at: gradient.parameter(x: x, y: y)) }
        return bitmap
    }

    func test_variation_axisAlignedLines_namesTheOneAxis() {
        XCTAssertEqual(GradientFill(kind: .axial(start: (3, 0), end: (3, 9)), stops: stops).variation, .alongY)
        XCTAssertEqual(GradientFill(kind: .axial(start: (0, 4), end: (9, 4)), stops: stops).variation, .alongX)
        XCTAssertEqual(GradientFill(kind: .axial(start: (0, 0), end: (9, 0.5)), stops: stops).variation, .both)
        XCTAssertEqual(GradientFill(kind: .radial(center: (3, 3), radiusX: 4, radiusY: 4), stops: stops).variation, .both)
    }

    /// Paints `gradient` through the disc within `area` and compares with painting it pixel by pixel.
    private func assertMatchesPerPixel(_ gradient: GradientFill, area: PixelRect, file: StaticString = #filePath, line: UInt = #line) {
        var bitmap = background()

        bitmap.fill(gradient, in: area, mask: disc())

        XCTAssertEqual(bitmap.pixels, perPixel(gradient, over: background(), mask: disc(), area: area).pixels, file: file, line: line)
        XCTAssertNotEqual(bitmap.pixels, background().pixels, "something was painted", file: file, line: line)
    }

    func test_fill_verticalLineThroughMask_matchesPerPixelColors() {
        let gradient = GradientFill(kind: .axial(start: (7.25, -3.5), end: (7.25, 40.75)), stops: stops)
        assertMatchesPerPixel(gradient, area: PixelRect(x0: 2, y0: 1, x1: 59, y1: 45))
    }

    func test_fill_horizontalLineThroughMask_matchesPerPixelColors() {
        let gradient = GradientFill(kind: .axial(start: (60.5, 11.125), end: (-1.75, 11.125)), stops: stops)
        assertMatchesPerPixel(gradient, area: PixelRect(x0: 0, y0: 3, x1: 50, y1: 47))
    }

    func test_fill_verticalLineWithoutMask_matchesPerPixelColors() {
        let gradient = GradientFill(kind: .axial(start: (0, 0), end: (0, 47)), stops: stops)
        var bitmap = background()

        bitmap.fill(gradient)

        let full = CoverageMask(box: bitmap.bounds, value: 1)
        XCTAssertEqual(bitmap.pixels, perPixel(gradient, over: background(), mask: full, area: bitmap.bounds).pixels)
    }
}
