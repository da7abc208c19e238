import XCTest
@testable import Raster

/// Every pixel a quad's spans call fully covered has coverage exactly 1 by the per-pixel formula
/// (`CoverageRow`), rounded corners included, so full spans and edge spans give the same bytes.
final class QuadFullSpanTests: XCTestCase {
    /// Asserts that the per-pixel blend factor of every pixel in a full span of `quad` is 255.
    private func assertFullSpansAreFullyCovered(_ quad: QuadDraw, _ message: String) {
        guard let geometry = QuadGeometry(quad) else { return XCTFail("\(message): no geometry") }
        let area = geometry.destinationBounds
        var fullPixels = 0
        for y in area.y0..<area.y1 {
            let coverage = CoverageRow(geometry, row: y, opacityScale: 255)
            geometry.forEachSpan(row: y, from: area.x0, to: area.x1) { x0, x1, full in
                guard full else { return }
                for x in x0..<x1 {
                    fullPixels += 1
                    let k = coverage.factors(at: x)[0]
                    if k != 255 { XCTFail("\(message): pixel (\(x), \(y)) in a full span has factor \(k)") }
                }
            }
        }
        XCTAssertGreaterThan(fullPixels, 0, message)
    }

    func test_roundedQuadsOnlyScaledAndMoved_haveFullSpansOnlyWhereCoverageIsOne() {
        for (index, (scale, radius)) in [(1.0, 12.0), (1.5, 20.0), (3.0, 10.0), (2.25, 25.0), (0.5, 24.0)].enumerated() {
            let transform = Homography.translation(3.3 + Double(index), 5.7).after(.scale(scale, scale * 1.1))
            for antialiased in [true, false] {
                let quad = QuadDraw(width: 50, height: 40.5, transform: transform, fill: .color(.white),
                                    cornerRadius: radius, antialiased: antialiased)
                assertFullSpansAreFullyCovered(quad, "scale \(scale), radius \(radius), antialiased \(antialiased)")
            }
        }
    }

    func test_aCircle_isDrawnMostlyInFullSpans() {
        let quad = QuadDraw(width: 60, height: 60, transform: .translation(2.5, 2.5), fill: .color(.white), cornerRadius: 30)
        let geometry = QuadGeometry(quad)!
        var full = 0, edge = 0
        for y in geometry.destinationBounds.y0..<geometry.destinationBounds.y1 {
            geometry.forEachSpan(row: y, from: geometry.destinationBounds.x0, to: geometry.destinationBounds.x1) { x0, x1, isFull in
                if isFull { full += x1 - x0 } else { edge += x1 - x0 }
            }
        }
        XCTAssertGreaterThan(full, edge, "inside the arc, away from it, no pixel needs the arc formula (before: none did)")
        assertFullSpansAreFullyCovered(quad, "circle")
    }

    func test_roundedQuadsOnlyScaledAndMoved_leaveOutOnlyPixelsOfCoverageZero() {
        // A circle, a stadium and a rounded rectangle, at fractional places and scales.
        let shapes: [(Double, Double, Double)] = [(60, 60, 30), (90, 40.5, 20.25), (50, 40.5, 12)]
        for (index, (width, height, radius)) in shapes.enumerated() {
            for scale in [0.5, 1.0, 2.25, 3.0] {
                let transform = Homography.translation(1.3 + Double(index), 2.7).after(.scale(scale, scale * 1.1))
                for antialiased in [true, false] {
                    let quad = QuadDraw(width: width, height: height, transform: transform, fill: .color(.white),
                                        cornerRadius: radius, antialiased: antialiased)
                    let geometry = QuadGeometry(quad)!
                    let area = geometry.destinationBounds
                    var leftOut = 0
                    for y in area.y0..<area.y1 {
                        guard let (a, b) = geometry.withinReachOfCorners(row: y) else { continue }
                        let coverage = CoverageRow(geometry, row: y, opacityScale: 255)
                        for x in area.x0..<area.x1 where x < a || x >= b {
                            leftOut += 1
                            let k = coverage.factors(at: x)[0]
                            if k != 0 { XCTFail("\(width)x\(height) r \(radius) at \(scale): pixel (\(x), \(y)) left out has factor \(k)") }
                        }
                    }
                    XCTAssertGreaterThan(leftOut, 0, "every shape has corner pixels out of the arcs' reach")
                }
            }
        }
    }
}
