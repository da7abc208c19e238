import RasterTestSupport
import XCTest
@testable import Raster

/// `AxisAlignedSpans` gives, row by row, exactly the spans `QuadGeometry.forEachSpan` gives for a
/// quad only scaled and moved, and declines every other quad.
final class AxisAlignedSpansTests: XCTestCase {
    /// The spans of every row of `area` from both, as (row, x0, x1, full) lists.
    private func spans(_ quad: QuadDraw, area: PixelRect) -> (general: [[Int]], steady: [[Int]])? {
        guard let geometry = QuadGeometry(quad), let steady = AxisAlignedSpans(geometry, from: area.x0, to: area.x1) else {
            return nil
        }
        var general: [[Int]] = [], fast: [[Int]] = []
        for y in area.y0..<area.y1 {
            geometry.forEachSpan(row: y, from: area.x0, to: area.x1) { general.append([y, $0, $1, $2 ? 1 : 0]) }
            steady.forEachSpan(row: y) { fast.append([y, $0, $1, $2 ? 1 : 0]) }
        }
        return (general, fast)
    }

    func test_scaledAndMovedQuads_haveTheSameSpansAsTheGeneralRowWalk() {
        // Setup: fractional and whole places, scales up, down and mirrored, slivers under a pixel.
        var generator = SplitMix(state: 37)
        var compared = 0
        for index in 0..<400 {
            let sx = [0.93, 1, 2, 2.997, 0.25, -1.5][index % 6] * (1 + generator.unit() * 0.01)
            let sy = [1, 0.93, 2, 3, 0.4, -0.8][(index / 6) % 6] * (1 + generator.unit() * 0.01)
            let width = [0.3, 1, 17.25, 390, 2.5][index % 5], height = [0.5, 44, 1, 96.75, 0.2][(index / 5) % 5]
            let transform = Homography.translation(generator.unit() * 40 + 20, generator.unit() * 40 + 20).after(.scale(sx, sy))
            let quad = QuadDraw(width: width, height: height, transform: transform, fill: .color(.white),
                                antialiased: index % 3 != 0)
            // An area cut on some sides and wider than the quad on others, as clips give.
            let bounds = quad.pixelBounds
            let area = PixelRect(x0: bounds.x0 - 2 + index % 4, y0: bounds.y0 - 1, x1: bounds.x1 + 1 - index % 3, y1: bounds.y1 + 2)

            // Action.
            guard let (general, steady) = spans(quad, area: area) else { continue }

            // Assertions.
            XCTAssertEqual(steady, general, "quad \(index): \(width) x \(height) scaled \(sx), \(sy)")
            compared += 1
        }
        XCTAssertGreaterThan(compared, 300, "most of the quads are only scaled and moved")
    }

    func test_turnedProjectiveAndRoundedQuads_areLeftToTheGeneralWalk() {
        // Setup.
        let turned = QuadDraw(width: 50, height: 40, transform: Homography(0.98, -0.2, 30, 0.2, 0.98, 30, 0, 0, 1), fill: .color(.white))
        var projective = Homography.translation(30, 30)
        projective.m20 = 0.001
        let tilted = QuadDraw(width: 50, height: 40, transform: projective, fill: .color(.white))
        let rounded = QuadDraw(width: 50, height: 40, transform: .translation(3.5, 2), fill: .color(.white), cornerRadius: 8)
        let plain = QuadDraw(width: 50, height: 40, transform: .translation(3.5, 2), fill: .color(.white))

        // Action and assertions.
        for (name, quad) in [("turned", turned), ("projective", tilted), ("rounded", rounded)] {
            XCTAssertNil(AxisAlignedSpans(QuadGeometry(quad)!, from: 0, to: 100), name)
        }
        XCTAssertNotNil(AxisAlignedSpans(QuadGeometry(plain)!, from: 0, to: 100))
    }
}
