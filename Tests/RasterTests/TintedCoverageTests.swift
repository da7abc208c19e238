import XCTest
import RasterTestSupport
@testable import Raster

/// Blending a color through 8-bit coverage gives the pixels of blending the tinted bitmap.
final class TintedCoverageTests: XCTestCase {
    func test_blendCoverage_randomRunsPlacesAndClips_matchesBlendingTheTintedBitmap() {
        // Setup: coverage of zeros, full and partial values in runs (so whole chunks of each
        // occur), opaque and translucent colors, placements partly off the bitmap, clips or none.
        var generator = SplitMix(state: 53)
        for index in 0..<400 {
            let width = 1 + Int(generator.next() % 40), height = 1 + Int(generator.next() % 12)
            var coverage: [UInt8] = []
            while coverage.count < width * height {
                let run = 1 + Int(generator.next() % 12)
                let kind = generator.next() % 3
                for _ in 0..<run {
                    coverage.append(kind == 0 ? 0 : kind == 1 ? 255 : UInt8(truncatingIfNeeded: generator.next()))
                }
            }
            coverage.removeLast(coverage.count - width * height)
            let alpha = index % 3 == 0 ? 255 : UInt8(truncatingIfNeeded: generator.next())
            let color = RGBA8(r: UInt8(generator.next() % (UInt64(alpha) + 1)), g: UInt8(generator.next() % (UInt64(alpha) + 1)),
                              b: UInt8(generator.next() % (UInt64(alpha) + 1)), a: alpha)
            var canvas = Bitmap(width: 48, height: 20)
            for i in canvas.pixels.indices { canvas.pixels[i] = UInt32(truncatingIfNeeded: generator.next()) }
            let x = Int(generator.next() % 60) - 10, y = Int(generator.next() % 28) - 6
            let clip: PixelRect? = index % 2 == 0 ? nil
                : PixelRect(x: Int(generator.next() % 30), y: Int(generator.next() % 12), width: Int(generator.next() % 40),
                            height: Int(generator.next() % 14))
            let tints = color.coverageTints
            let tinted = Bitmap(width: width, height: height, pixels: coverage.map { tints[Int($0)] })
            var expected = canvas
            expected.blend(tinted, x: x, y: y, clip: clip)

            // Action.
            canvas.blend(coverage: coverage, width: width, height: height, color: color, x: x, y: y, clip: clip)

            // Assertions: the same bytes.
            XCTAssertEqual(canvas.pixels, expected.pixels, "case \(index): \(width)x\(height) at \(x),\(y), clip \(String(describing: clip))")
        }
    }

    func test_coverageTints_scaleEveryChannel_roundedToNearest() {
        // Setup and action: the tints of a translucent color.
        let tints = RGBA8(r: 200, g: 0, b: 17, a: 201).coverageTints

        // Assertions: none at 0, the color at 255, halfway rounded at 128.
        XCTAssertEqual(tints.count, 256)
        XCTAssertEqual(tints[0], 0)
        XCTAssertEqual(tints[255], RGBA8(r: 200, g: 0, b: 17, a: 201).packed)
        XCTAssertEqual(tints[128], RGBA8(r: 100, g: 0, b: 9, a: 101).packed)
    }
}
