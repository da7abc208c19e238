import Foundation
import RasterTestSupport
import XCTest
@testable import Raster

/// Rows of a path whose only active edges are vertical and unchanged (a rectangle's or a
/// rounded rectangle's sides) are copied from the first such row instead of sampled again, and
/// clipping to a path multiplies and fills only where the mask needs it: the masks and pixels
/// must be the same bits as sampling every row and visiting every pixel.
final class PathCoverageSteadyRowTests: XCTestCase {
    /// A rounded rectangle flattened as `CGPath` flattens its arcs, only the corners in `rounded`
    /// (top left, top right, bottom right, bottom left) curved.
    private func roundedRect(x: Double, y: Double, width: Double, height: Double, radius: Double,
                             rounded: [Bool] = [true, true, true, true]) -> [(x: Double, y: Double)] {
        let corners: [(cx: Double, cy: Double, start: Double)] = [
            (x + radius, y + radius, Double.pi), (x + width - radius, y + radius, 1.5 * Double.pi),
            (x + width - radius, y + height - radius, 0), (x + radius, y + height - radius, 0.5 * Double.pi),
        ]
        let square = [(x, y), (x + width, y), (x + width, y + height), (x, y + height)]
        var points: [(x: Double, y: Double)] = []
        for (index, corner) in corners.enumerated() {
            guard rounded[index] else {
                points.append(square[index])
                continue
            }
            for step in 0...8 {
                let angle = corner.start + Double(step) / 8 * Double.pi / 2
                points.append((corner.cx + radius * cos(angle), corner.cy + radius * sin(angle)))
            }
        }
        return points
    }

    /// The mask sampled one row at a time (a one-row clip copies nothing), stitched together.
    private func rowByRow(_ polygons: [[(x: Double, y: Double)]], rule: PathFillRule, clip: PixelRect) -> CoverageMask {
        let whole = PathCoverage.rasterize(polygons, rule: rule, clip: clip)
        var stitched = CoverageMask(box: whole.box)
        for y in whole.box.y0..<whole.box.y1 {
            let row = PathCoverage.rasterize(polygons, rule: rule, clip: PixelRect(x0: whole.box.x0, y0: y, x1: whole.box.x1, y1: y + 1))
            for x in row.box.x0..<row.box.x1 {
                stitched.values[(y - whole.box.y0) * whole.box.width + x - whole.box.x0] = row[x, y]
            }
        }
        return stitched
    }

    func test_roundedRectangles_copiedRows_equalRowsSampledOneByOne() {
        var generator = SplitMix(state: 37)
        for _ in 0..<40 {
            let x = generator.unit() * 20 - 5, y = generator.unit() * 20 - 5
            let width = 10 + generator.unit() * 120, height = 10 + generator.unit() * 160
            let radius = generator.unit() * min(width, height) / 2
            let rounded = (0..<4).map { _ in generator.unit() < 0.6 }
            let polygon = roundedRect(x: x, y: y, width: width, height: height, radius: radius, rounded: rounded)
            let clip = PixelRect(x0: Int(generator.unit() * 10) - 10, y0: Int(generator.unit() * 30), x1: 140, y1: 150)

            let mask = PathCoverage.rasterize([polygon], rule: .nonZero, clip: clip)

            XCTAssertEqual(mask, rowByRow([polygon], rule: .nonZero, clip: clip), "\(x) \(y) \(width) \(height) \(radius) \(rounded)")
        }
    }

    func test_keptColumns_areTheBitsOfTheWholeRows_andTheirFullRunsLieInThem() {
        var generator = SplitMix(state: 53)
        for _ in 0..<40 {
            let width = 10 + generator.unit() * 120, height = 10 + generator.unit() * 160
            let radius = generator.unit() * min(width, height) / 2
            let rounded = (0..<4).map { _ in generator.unit() < 0.6 }
            let polygons = [roundedRect(x: generator.unit() * 9.7, y: generator.unit() * 7.3, width: width, height: height,
                                        radius: radius, rounded: rounded),
                            [(x: 30.5, y: 20.25), (70.0, 40.0), (50.0, 60.5)]]
            let clip = PixelRect(x0: 0, y0: Int(generator.unit() * 30), x1: 140, y1: 150)
            let first = Int(generator.unit() * 130), count = 1 + Int(generator.unit() * 20)
            let whole = PathCoverage.rasterize(polygons, rule: .evenOdd, clip: clip)

            let kept = PathCoverage.rasterize(polygons, rule: .evenOdd, clip: clip, columns: first..<(first + count))

            XCTAssertEqual(kept.box, whole.box.intersection(PixelRect(x0: first, y0: clip.y0, x1: first + count, y1: clip.y1)))
            for y in kept.box.y0..<kept.box.y1 {
                for x in kept.box.x0..<kept.box.x1 where kept[x, y].bitPattern != whole[x, y].bitPattern {
                    XCTFail("\(x), \(y): \(kept[x, y]) against the whole row's \(whole[x, y])")
                }
                let run = kept.fullRun(ofRow: y - kept.box.y0)
                XCTAssertTrue(run.allSatisfy { kept[kept.box.x0 + $0, y] == 1 }, "row \(y)")
            }
        }
    }

    func test_rectangleWithAHole_andASlantedShape_copiedRows_equalRowsSampledOneByOne() {
        let frame = [(x: 2.25, y: 3.5), (60.75, 3.5), (60.75, 90.125), (2.25, 90.125)]
        let hole = [(x: 20.5, y: 30.0), (40.5, 30.0), (40.5, 50.75), (20.5, 50.75)]
        let slanted = [(x: 70.0, y: 5.0), (95.0, 20.0), (95.0, 80.0), (70.0, 60.0)]
        let clip = PixelRect(x0: 0, y0: 0, x1: 100, y1: 100)

        for rule in [PathFillRule.evenOdd, .nonZero] {
            let mask = PathCoverage.rasterize([frame, hole, slanted], rule: rule, clip: clip)

            XCTAssertEqual(mask, rowByRow([frame, hole, slanted], rule: rule, clip: clip), "\(rule)")
        }
    }

    func test_multiplyByMask_equalsVisitingEveryPixel_withTheMaskMovedAndCut() {
        var generator = SplitMix(state: 11)
        let polygon = roundedRect(x: 3.3, y: 2.7, width: 50.4, height: 40.2, radius: 9.5, rounded: [true, true, false, false])
        let mask = PathCoverage.rasterize([polygon], rule: .nonZero, clip: PixelRect(x0: 0, y0: 0, x1: 60, y1: 50))
        for (dx, dy) in [(0, 0), (5, -3), (-7, 4), (70, 0), (0, -60)] {
            var bitmap = Bitmap(width: 48, height: 44, pixels: (0..<(48 * 44)).map { _ in generator.premultipliedPixel() })
            let expected = Self.multipliedPixelByPixel(bitmap, by: mask, dx: dx, dy: dy)

            bitmap.multiply(by: mask, dx: dx, dy: dy)

            XCTAssertEqual(bitmap.pixels, expected, "moved by \(dx), \(dy)")
        }
    }

    func test_fillThroughMask_equalsBlendingEveryPixel_opaqueAndTranslucent() {
        var generator = SplitMix(state: 5)
        let polygon = roundedRect(x: 1.6, y: 4.2, width: 40.1, height: 30.9, radius: 12.25)
        let mask = PathCoverage.rasterize([polygon], rule: .nonZero, clip: PixelRect(x0: 0, y0: 0, x1: 50, y1: 40))
        for color in [RGBA8(r: 10, g: 200, b: 90, a: 255), RGBA8(r: 60, g: 20, b: 30, a: 128)] {
            let background = (0..<(46 * 38)).map { _ in generator.premultipliedPixel() }
            var bitmap = Bitmap(width: 46, height: 38, pixels: background)
            var expected = background
            for y in 0..<38 {
                for x in 0..<46 {
                    let k = Bitmap.coverageLevel(mask[x, y])
                    if k > 0 { expected[y * 46 + x] = Bitmap.blend(color, coverage: k, over: background[y * 46 + x]) }
                }
            }

            bitmap.fill(mask, color: color)

            XCTAssertEqual(bitmap.pixels, expected, "\(color)")
        }
    }

    func test_fullRuns_areEachRowsLongestRunOfFullCoverage() {
        var generator = SplitMix(state: 23)
        var rowsWithARun = 0
        for index in 0..<30 {
            let width = 10 + generator.unit() * 90, height = 10 + generator.unit() * 90
            var polygons = [roundedRect(x: generator.unit() * 10, y: generator.unit() * 10, width: width, height: height,
                                        radius: generator.unit() * min(width, height) / 2)]
            if index % 3 == 0 { polygons.append([(x: 30.5, y: 20.25), (50.0, 20.25), (50.0, 60.5), (30.5, 60.5)]) }
            if index % 3 == 1 { polygons.append([(x: 5.0, y: 5.0), (80.0, 30.0), (60.0, 90.0)]) }

            let mask = PathCoverage.rasterize(polygons, rule: index % 2 == 0 ? .evenOdd : .nonZero,
                                              clip: PixelRect(x0: 0, y0: 0, x1: 100, y1: 100))

            for row in 0..<mask.box.height {
                let values = Array(mask.values[row * mask.box.width..<(row + 1) * mask.box.width])
                var longest = 0, current = 0
                for value in values {
                    current = value == 1 ? current + 1 : 0
                    longest = max(longest, current)
                }
                let run = mask.fullRun(ofRow: row)
                XCTAssertTrue(values[run].allSatisfy { $0 == 1 }, "shape \(index) row \(row)")
                XCTAssertEqual(run.count, longest, "shape \(index) row \(row)")
                if !run.isEmpty { rowsWithARun += 1 }
            }
        }
        XCTAssertGreaterThan(rowsWithARun, 500)
    }

    func test_fillThroughMask_withinAClip_paintsOnlyTheClip() {
        var generator = SplitMix(state: 8)
        let polygon = roundedRect(x: 0.6, y: 1.2, width: 44.1, height: 33.9, radius: 6.5)
        let mask = PathCoverage.rasterize([polygon], rule: .nonZero, clip: PixelRect(x0: 0, y0: 0, x1: 50, y1: 40))
        let clip = PixelRect(x0: 7, y0: 3, x1: 30, y1: 35)
        for color in [RGBA8(r: 10, g: 200, b: 90, a: 255), RGBA8(r: 60, g: 20, b: 30, a: 128)] {
            let background = (0..<(46 * 38)).map { _ in generator.premultipliedPixel() }
            var bitmap = Bitmap(width: 46, height: 38, pixels: background)
            var expected = background
            for y in clip.y0..<clip.y1 {
                for x in clip.x0..<clip.x1 {
                    let k = Bitmap.coverageLevel(mask[x, y])
                    if k > 0 { expected[y * 46 + x] = Bitmap.blend(color, coverage: k, over: background[y * 46 + x]) }
                }
            }

            bitmap.fill(mask, color: color, clip: clip)

            XCTAssertEqual(bitmap.pixels, expected, "\(color)")
        }
    }

    /// What `multiply(by:dx:dy:)` did pixel by pixel before it went row by row.
    private static func multipliedPixelByPixel(_ bitmap: Bitmap, by mask: CoverageMask, dx: Int, dy: Int) -> [UInt32] {
        var pixels = bitmap.pixels
        for y in 0..<bitmap.height {
            for x in 0..<bitmap.width {
                let c = mask[x + dx, y + dy]
                let index = y * bitmap.width + x
                if c >= 1 { continue }
                if c <= 0 { pixels[index] = 0; continue }
                let p = RGBA8(packed: pixels[index])
                func scaled(_ v: UInt8) -> UInt8 { UInt8((Double(v) * Double(c)).rounded()) }
                pixels[index] = RGBA8(r: scaled(p.r), g: scaled(p.g), b: scaled(p.b), a: scaled(p.a)).packed
            }
        }
        return pixels
    }
}

private extension SplitMix {
    /// A premultiplied pixel: each color channel at most its alpha.
    mutating func premultipliedPixel() -> UInt32 {
        let a = UInt32(next() % 256)
        guard a > 0 else { return 0 }
        let r = UInt32(next() % UInt64(a + 1)), g = UInt32(next() % UInt64(a + 1)), b = UInt32(next() % UInt64(a + 1))
        return r | g << 8 | b << 16 | a << 24
    }
}
