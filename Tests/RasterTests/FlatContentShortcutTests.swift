import XCTest
@testable import Raster

/// The shortcuts kernels take over flat content draw the bytes of the paths without them: a
/// chunk equal to the last one in source and destination gets its blend again (a page fading over
/// a page, a translucent bar over a page), and texels alike are their own bilinear blend (a page
/// scaled), whatever repeats: the source alone, the destination alone, both, or neither.
final class FlatContentShortcutTests: XCTestCase {
    /// A bitmap made of runs of 1-40 pixels, each one color of `palette`, so that chunks of eight
    /// repeat in the source, in the destination, in both or in neither, at every alignment; about
    /// half its rows repeat the row above (vertically flat content).
    private static func runs(width: Int, height: Int, palette: [RGBA8], seed: UInt64) -> Bitmap {
        var random = SeededSequence(state: seed)
        var bitmap = Bitmap(width: width, height: height)
        for y in 0..<height {
            if y > 0 && random.next(2) == 0 {
                for x in 0..<width { bitmap[x, y] = bitmap[x, y - 1] }
                continue
            }
            var x = 0
            while x < width {
                let color = palette[random.next(palette.count)]
                let end = min(width, x + 1 + random.next(40))
                for column in x..<end { bitmap[column, y] = color }
                x = end
            }
        }
        return bitmap
    }

    /// Opaque, translucent and clear colors (premultiplied).
    private static let sourcePalette = [
        RGBA8(red: 0.96, green: 0.96, blue: 0.96), RGBA8(red: 0.1, green: 0.5, blue: 0.9),
        RGBA8(red: 0.8, green: 0.2, blue: 0.1, alpha: 0.5), .clear, RGBA8(red: 1, green: 1, blue: 1, alpha: 0.07),
    ]
    /// The destination's colors, a clear one among them (group pictures start clear).
    private static let destinationPalette = [
        RGBA8(red: 1, green: 1, blue: 1), RGBA8(red: 0.3, green: 0.3, blue: 0.3), .clear,
        RGBA8(red: 0.2, green: 0.6, blue: 0.2, alpha: 0.6),
    ]

    func test_identityImageAtPartialOpacity_drawsTheGenericPathsBytes() {
        // Setup: a source and a destination of runs, the source moved by whole pixels so that
        // its chunks fall across the destination's at each offset.
        let width = 203, height = 24
        let source = Self.runs(width: width, height: height, palette: Self.sourcePalette, seed: 7)
        let destination = Self.runs(width: width, height: height, palette: Self.destinationPalette, seed: 11)
        var drawn = 0
        for opacity in [0.006, 0.3, 0.5, 0.97] {
            for dx in [-9, -3, 0, 5] {
                let quad = QuadDraw(width: Double(width), height: Double(height),
                                    transform: .translation(Double(dx), 1), fill: .image(source, crop: nil),
                                    opacity: opacity)
                XCTAssertEqual(quad.kernelName, "identity")
                // Action: the shader's own interior loop, and one pixel at a time through the driver.
                var fast = destination, generic = destination
                fast.withTarget { $0.draw(quad, clip: $0.bounds, options: .automatic) }
                generic.withTarget { $0.draw(quad, clip: $0.bounds, options: KernelOptions(onePixelChunks: true)) }
                // Assertions: the same bytes, and the draw changed the destination.
                XCTAssertEqual(TestScenes.pixelsDiffering(fast, generic), 0, "opacity \(opacity), dx \(dx)")
                if fast != destination { drawn += 1 }
            }
        }
        XCTAssertEqual(drawn, 16)
    }

    func test_scaledImage_drawsTheGeneralKernelsBytes() {
        // Setup: a source of runs, some rows repeated, scaled by factors near and far from 1.
        let width = 157, height = 40
        let source = Self.runs(width: width, height: height, palette: Self.sourcePalette, seed: 5)
        let destination = Self.runs(width: 190, height: 90, palette: Self.destinationPalette, seed: 3)
        for (sx, sy) in [(0.97, 0.99), (1.3, 1.7), (0.6, 2.1)] {
            for opacity in [1.0, 0.4] {
                let quad = QuadDraw(width: Double(width), height: Double(height),
                                    transform: Homography.translation(3.25, 2.5).after(.scale(sx, sy)),
                                    fill: .image(source, crop: nil), opacity: opacity)
                XCTAssertEqual(quad.kernelName, "scale")
                // Action: the separable scale kernel and the general per-pixel one.
                var fast = destination, general = destination
                fast.withTarget { $0.draw(quad, clip: $0.bounds, kernel: .automatic) }
                general.withTarget { $0.draw(quad, clip: $0.bounds, kernel: .general) }
                // Assertions: the same bytes, and something drawn.
                XCTAssertEqual(TestScenes.pixelsDiffering(fast, general), 0, "scale \(sx) x \(sy), opacity \(opacity)")
                XCTAssertNotEqual(fast, destination)
            }
        }
    }

    func test_translucentColor_drawsTheGenericPathsBytes() {
        // Setup: translucent colors, and an opaque one at partial opacity, over runs.
        let destination = Self.runs(width: 203, height: 24, palette: Self.destinationPalette, seed: 13)
        let colors: [(RGBA8, Double)] = [
            (RGBA8(red: 0.97, green: 0.97, blue: 0.97, alpha: 0.94), 1), (RGBA8(red: 0.1, green: 0.2, blue: 0.3, alpha: 0.3), 1),
            (RGBA8(red: 0.9, green: 0.4, blue: 0.1), 0.4),
        ]
        for (color, opacity) in colors {
            for left in [0.0, 3.0, 5.5] {
                let quad = QuadDraw(width: 190, height: 20, transform: .translation(left, 2), fill: .color(color),
                                    opacity: opacity)
                // Action: the color kernel's own fill, and one pixel at a time through the driver.
                var fast = destination, generic = destination
                fast.withTarget { $0.draw(quad, clip: $0.bounds, options: .automatic) }
                generic.withTarget { $0.draw(quad, clip: $0.bounds, options: KernelOptions(onePixelChunks: true)) }
                // Assertions: the same bytes, and something drawn.
                XCTAssertEqual(TestScenes.pixelsDiffering(fast, generic), 0, "\(color) at \(opacity), x \(left)")
                XCTAssertNotEqual(fast, destination)
            }
        }
    }
}
