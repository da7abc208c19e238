import Foundation
import XCTest
@testable import Raster

/// The path rasterizer: coverage of filled polygons and of strokes.
final class PathCoverageTests: XCTestCase {
    private let everywhere = PixelRect(x0: -1000, y0: -1000, x1: 1000, y1: 1000)

    private func circle(_ cx: Double, _ cy: Double, _ r: Double, clockwise: Bool = false) -> [(x: Double, y: Double)] {
        let n = 720
        let points = (0..<n).map { k -> (x: Double, y: Double) in
            let t = Double(k) / Double(n) * 2 * .pi
            return (cx + r * cos(t), cy + r * sin(t))
        }
        return clockwise ? points.reversed() : points
    }

    func test_filledCircle_coversItsAreaWithinHalfAPercent() {
        let mask = PathCoverage.rasterize([circle(50.3, 49.7, 30)], rule: .nonZero, clip: everywhere)

        XCTAssertEqual(mask.area, Double.pi * 900, accuracy: Double.pi * 900 * 0.005)
        XCTAssertEqual(mask[50, 50], 1, accuracy: 1e-6, "inside is fully covered")
        XCTAssertEqual(mask[22, 22], 0, "outside the circle, inside its box")
        let edge = mask[80, 49]
        XCTAssertTrue(edge > 0 && edge < 1, "the edge pixel is partly covered, got \(edge)")
    }

    func test_comb_ofFortyTeethInShuffledOrder_coversAsEachToothAlone() {
        // Setup: forty slanted teeth, 0.6 px wide with gaps, listed out of order, so that each
        // sample row crosses 80 edges, to be sorted, and each tooth alone crosses 2.
        let order = (0..<40).map { ($0 * 17) % 40 }
        let teeth = order.map { k -> [(x: Double, y: Double)] in
            let x = 2.3 + Double(k) * 1.7
            return [(x, 1.2), (x + 0.6, 1.2), (x + 1.4, 12.7), (x + 0.8, 12.7)]
        }
        // Action.
        let together = PathCoverage.rasterize(teeth, rule: .nonZero, clip: everywhere)
        let alone = teeth.map { PathCoverage.rasterize([$0], rule: .nonZero, clip: everywhere) }
        // Assertions: every pixel as the sum of the teeth drawn alone.
        for y in 0..<15 {
            for x in 0..<75 {
                let sum = alone.reduce(0) { $0 + $1[x, y] }
                XCTAssertEqual(together[x, y], sum, accuracy: 1e-5, "pixel (\(x), \(y))")
            }
        }
        XCTAssertEqual(together.area, 40 * 0.6 * 11.5, accuracy: 1e-3)
    }

    func test_overlappingShapes_sharingEdges_giveTheSameBits_inEveryListOrder() {
        // Setup: a stroke-like outline (quads along a rounded rectangle's sides, wedges at its
        // corners, overlapping and sharing edges), so samples cross up to about 20 edges, some
        // at the same x, listed forward, backward and with each polygon's points rotated.
        var shapes: [[(x: Double, y: Double)]] = []
        for k in 0..<6 {
            let x = 3.25 + Double(k) * 4.5
            shapes.append([(x, 2.5), (x + 4.5, 2.5), (x + 4.5, 4.0), (x, 4.0)])
            shapes.append([(x, 14.0), (x + 4.5, 14.0), (x + 4.5, 15.5), (x, 15.5)])
            shapes.append([(x + 2.25, 2.0), (x + 5.0, 9.0), (x + 2.25, 16.0), (x - 0.5, 9.0)])
        }
        shapes.append([(3.25, 2.5), (4.75, 2.5), (4.75, 15.5), (3.25, 15.5)])
        shapes.append([(29.5, 2.5), (31.0, 2.5), (31.0, 15.5), (29.5, 15.5)])
        let rotated = shapes.enumerated().map { k, shape in Array(shape[(k % shape.count)...] + shape[..<(k % shape.count)]) }
        // Action.
        let forward = PathCoverage.rasterize(shapes, rule: .nonZero, clip: everywhere)
        let backward = PathCoverage.rasterize(shapes.reversed(), rule: .nonZero, clip: everywhere)
        let turned = PathCoverage.rasterize(rotated, rule: .nonZero, clip: everywhere)
        // Assertions: the same box and the same bits, and something drawn.
        XCTAssertEqual(forward.box, backward.box)
        XCTAssertEqual(forward.box, turned.box)
        XCTAssertEqual(forward.values.map(\.bitPattern), backward.values.map(\.bitPattern))
        XCTAssertEqual(forward.values.map(\.bitPattern), turned.values.map(\.bitPattern))
        XCTAssertGreaterThan(forward.area, 100)
    }

    func test_evenOdd_leavesAHole_nonZero_fillsIt_unlessTheInnerRunsBackwards() {
        let outer = [(x: 0.0, y: 0.0), (40, 0), (40, 40), (0, 40)]
        let inner = [(x: 10.0, y: 10.0), (30, 10), (30, 30), (10, 30)]

        let evenOdd = PathCoverage.rasterize([outer, inner], rule: .evenOdd, clip: everywhere)
        let nonZero = PathCoverage.rasterize([outer, inner], rule: .nonZero, clip: everywhere)
        let reversedHole = PathCoverage.rasterize([outer, inner.reversed()], rule: .nonZero, clip: everywhere)

        XCTAssertEqual(evenOdd.area, 1600 - 400, accuracy: 1e-3)
        XCTAssertEqual(evenOdd[20, 20], 0)
        XCTAssertEqual(nonZero.area, 1600, accuracy: 1e-3)
        XCTAssertEqual(reversedHole[20, 20], 0, "a hole wound the other way is a hole under non-zero too")
    }

    func test_coverage_isCutToTheClip() {
        let square = [(x: 0.0, y: 0.0), (40, 0), (40, 40), (0, 40)]

        let mask = PathCoverage.rasterize([square], rule: .nonZero, clip: PixelRect(x0: 10, y0: 10, x1: 20, y1: 30))

        XCTAssertEqual(mask.box, PixelRect(x0: 10, y0: 10, x1: 20, y1: 30))
        XCTAssertEqual(mask.area, 200, accuracy: 1e-3)
    }

    func test_stroke_ofAStraightLine_isWidthTimesLength_withButtEnds() {
        let style = StrokeStyle(width: 4, cap: .butt)

        let polygons = PathStroker.outline(of: [(10, 20), (50, 20)], closed: false, style: style, tolerance: 0.1)
        let mask = PathCoverage.rasterize(polygons, rule: .nonZero, clip: everywhere)

        XCTAssertEqual(mask.area, 160, accuracy: 1e-3)
        XCTAssertEqual((0..<40).filter { mask[30, $0] > 0 }, [18, 19, 20, 21], "4 pixels across, centred on y = 20")
        XCTAssertEqual(mask[9, 20], 0); XCTAssertEqual(mask[10, 20], 1, accuracy: 1e-6)
    }

    func test_stroke_squareAndRoundCaps_reachHalfAWidthPastTheEnds() {
        let square = PathStroker.outline(of: [(10, 20), (50, 20)], closed: false, style: StrokeStyle(width: 4, cap: .square), tolerance: 0.1)
        let round = PathStroker.outline(of: [(10, 20), (50, 20)], closed: false, style: StrokeStyle(width: 4, cap: .round), tolerance: 0.05)

        let squareArea = PathCoverage.rasterize(square, rule: .nonZero, clip: everywhere).area
        let roundArea = PathCoverage.rasterize(round, rule: .nonZero, clip: everywhere).area

        XCTAssertEqual(squareArea, 44 * 4, accuracy: 1e-3)
        XCTAssertEqual(roundArea, 160 + Double.pi * 4, accuracy: 0.2)
    }

    func test_stroke_closedSquareWithMiterJoins_hasSharpFullCorners() {
        let square = [(x: 10.0, y: 10.0), (30, 10), (30, 30), (10, 30)]

        let polygons = PathStroker.outline(of: square, closed: true, style: StrokeStyle(width: 2, join: .miter), tolerance: 0.1)
        let mask = PathCoverage.rasterize(polygons, rule: .nonZero, clip: everywhere)

        // A ring 22 on the outside, 18 inside: 484 - 324.
        XCTAssertEqual(mask.area, 160, accuracy: 1e-3)
        XCTAssertEqual(mask[9, 9], 1, accuracy: 1e-6, "the corner pixel is filled")
        XCTAssertEqual(mask[20, 20], 0)
    }

    func test_stroke_bevelJoin_cutsTheCorner() {
        let corner = [(x: 0.0, y: 0.0), (20, 0), (20, 20)]

        let miter = PathCoverage.rasterize(PathStroker.outline(of: corner, closed: false, style: StrokeStyle(width: 4, join: .miter), tolerance: 0.1),
                                           rule: .nonZero, clip: everywhere)
        let bevel = PathCoverage.rasterize(PathStroker.outline(of: corner, closed: false, style: StrokeStyle(width: 4, join: .bevel), tolerance: 0.1),
                                           rule: .nonZero, clip: everywhere)

        XCTAssertEqual(miter.area - bevel.area, 2, accuracy: 1e-3, "the miter adds a 2 x 2 triangle's worth")
        XCTAssertEqual(miter[21, -2], 1, accuracy: 1e-6)
        XCTAssertLessThan(bevel[21, -2], 0.5)
    }

    func test_trimming_keepsTheRequestedFractionOfTheLength() {
        let lines = [Polyline(points: [(0, 0), (100, 0)], closed: false), Polyline(points: [(0, 10), (100, 10)], closed: false)]

        let trimmed = PolylineCutting.trimmed(lines, from: 0.25, to: 0.6)

        XCTAssertEqual(trimmed.count, 2)
        XCTAssertEqual(trimmed.reduce(0) { $0 + $1.length }, 70, accuracy: 1e-9)
        XCTAssertEqual(trimmed[0].points.first?.x ?? -1, 50, accuracy: 1e-9)
        XCTAssertEqual(trimmed[1].points.last?.x ?? -1, 20, accuracy: 1e-9)
    }

    func test_dashes_alternateOnAndOff() {
        let lines = [Polyline(points: [(0, 0), (100, 0)], closed: false)]

        let dashes = PolylineCutting.dashed(lines, pattern: [10, 5], phase: 0)

        XCTAssertEqual(dashes.count, 7)
        XCTAssertEqual(dashes[1].points.first?.x ?? -1, 15, accuracy: 1e-9)
        XCTAssertEqual(dashes.reduce(0) { $0 + $1.length }, 70, accuracy: 1e-9)
    }

    func test_gradient_axial_runsBetweenItsEndColors() {
        let gradient = GradientFill(kind: .axial(start: (0, 0), end: (10, 0)), stops: [
            GradientFill.Stop(location: 0, red: 1, green: 0, blue: 0, alpha: 1),
            GradientFill.Stop(location: 1, red: 0, green: 0, blue: 1, alpha: 1),
        ])
        var bitmap = Bitmap(width: 10, height: 1)

        bitmap.fill(gradient)

        XCTAssertEqual(bitmap[0, 0], RGBA8(red: 0.95, green: 0, blue: 0.05))
        XCTAssertEqual(bitmap[9, 0], RGBA8(red: 0.05, green: 0, blue: 0.95))
    }
}
