import RasterTestSupport
import XCTest
@testable import Raster

/// `EdgeFactorMemo` gives, chunk by chunk, the very factors `CoverageRow.factors(at:)` gives for
/// each row, and actually reuses them between the top and bottom edges of a scaled quad.
final class EdgeFactorMemoTests: XCTestCase {
    /// The factors of every edge chunk of `quad` in `area`, row after row: through one memo and
    /// from each row's own `CoverageRow`; and how many chunks the memo answered from a record.
    private func factors(_ quad: QuadDraw, area: PixelRect, opacity: Float) -> (memo: [[Int]], direct: [[Int]], replays: Int)? {
        guard let geometry = QuadGeometry(quad) else { return nil }
        let steady = AxisAlignedSpans(geometry, from: area.x0, to: area.x1)
        // Rounded quads are left to the general row walk, as `SpanDriver.run` leaves them.
        guard steady != nil || quad.cornerRadius > 0 else { return nil }
        var memo = EdgeFactorMemo()
        var viaMemo: [[Int]] = [], direct: [[Int]] = []
        for y in area.y0..<area.y1 {
            let coverage = CoverageRow(geometry, row: y, opacityScale: opacity * 255)
            memo.beginRow()
            let spans: [(Int, Int, Bool)]
            if let steady {
                var found: [(Int, Int, Bool)] = []
                steady.forEachSpan(row: y) { found.append(($0, $1, $2)) }
                spans = found
            } else {
                var found: [(Int, Int, Bool)] = []
                geometry.forEachSpan(row: y, from: area.x0, to: area.x1) { found.append(($0, $1, $2)) }
                spans = found
            }
            for (x0, x1, full) in spans {
                guard !full else { continue }
                SpanDriver.forEachChunk(x0, x1) { x, _, _ in
                    let k = memo.factors(at: x, coverage)
                    viaMemo.append([y, x] + (0..<8).map { Int(k[$0]) })
                    let own = coverage.factors(at: x)
                    direct.append([y, x] + (0..<8).map { Int(own[$0]) })
                }
            }
        }
        return (viaMemo, direct, memo.replayedChunks)
    }

    func test_memo_overTheRowsOfScaledQuads_givesEachRowsOwnFactors() {
        // Setup: scales up, down and mirrored, fractional places, slivers, areas cut or wider.
        var generator = SplitMix(state: 41)
        var compared = 0, replayed = 0
        for index in 0..<300 {
            let sx = [0.93, 1, 2, 2.997, 0.25, -1.5][index % 6] * (1 + generator.unit() * 0.01)
            let sy = [1, 0.93, 2, 3, 0.4, -0.8][(index / 6) % 6] * (1 + generator.unit() * 0.01)
            let width = [0.3, 1, 17.25, 390, 2.5][index % 5], height = [0.5, 44, 1, 96.75, 0.2][(index / 5) % 5]
            let transform = Homography.translation(generator.unit() * 40 + 20, generator.unit() * 40 + 20).after(.scale(sx, sy))
            let quad = QuadDraw(width: width, height: height, transform: transform, fill: .color(.white), antialiased: index % 3 != 0)
            let bounds = quad.pixelBounds
            let area = PixelRect(x0: bounds.x0 - 2 + index % 4, y0: bounds.y0 - 1, x1: bounds.x1 + 1 - index % 3, y1: bounds.y1 + 2)

            // Action.
            guard let result = factors(quad, area: area, opacity: [1, 0.5, 0.93][index % 3]) else { continue }

            // Assertions: the same factors, chunk for chunk.
            XCTAssertEqual(result.memo, result.direct, "quad \(index): \(width) x \(height) scaled \(sx), \(sy)")
            compared += 1
            replayed += result.replays
        }
        XCTAssertGreaterThan(compared, 200, "most quads are only scaled and moved")
        XCTAssertGreaterThan(replayed, 1_000, "rows between the top and bottom edges share their factors")
    }

    func test_memo_overTheRowsOfRoundedQuads_givesEachRowsOwnFactors() {
        // Setup: rounded rectangles and circles, scaled and moved (the general row walk).
        var generator = SplitMix(state: 43)
        var compared = 0, replayed = 0
        for index in 0..<120 {
            let scale = [0.93, 1, 2, 3, 0.5][index % 5] * (1 + generator.unit() * 0.01)
            let width = [60.5, 200, 33.25][index % 3], height = [90.75, 40, 200][(index / 3) % 3]
            let radius = [4, 12.5, min(width, height) / 2][(index / 9) % 3]
            let transform = Homography.translation(generator.unit() * 30 + 10, generator.unit() * 30 + 10).after(.scale(scale, scale))
            let quad = QuadDraw(width: width, height: height, transform: transform, fill: .color(.white),
                                cornerRadius: radius, antialiased: index % 4 != 0)
            let bounds = quad.pixelBounds
            let area = PixelRect(x0: bounds.x0 - 1, y0: bounds.y0 - 1, x1: bounds.x1 + 1, y1: bounds.y1 + 1)

            // Action.
            guard let result = factors(quad, area: area, opacity: [1, 0.6][index % 2]) else { continue }

            // Assertions.
            XCTAssertEqual(result.memo, result.direct, "quad \(index): \(width) x \(height), radius \(radius), scaled \(scale)")
            compared += 1
            replayed += result.replays
        }
        XCTAssertEqual(compared, 120)
        XCTAssertGreaterThan(replayed, 1_000, "rows between the corners share their factors")
    }

    func test_edgeKey_ofARowCrossedByTheTopEdge_isNil_andOfAMiddleRow_isNot() {
        // Setup: a quad from y = 10.25 to 50.25, scaled by 0.93 around its corner.
        let quad = QuadDraw(width: 40, height: 40, transform: Homography.translation(10.25, 10.25).after(.scale(0.93, 1)),
                            fill: .color(.white))
        let geometry = QuadGeometry(quad)!

        // Action.
        let top = CoverageRow(geometry, row: 10, opacityScale: 255).edgeKey
        let middle = CoverageRow(geometry, row: 30, opacityScale: 255).edgeKey
        let next = CoverageRow(geometry, row: 31, opacityScale: 255).edgeKey

        // Assertions.
        XCTAssertNil(top, "the top edge covers part of row 10")
        XCTAssertNotNil(middle)
        XCTAssertEqual(middle, next, "middle rows have the same key")
    }
}
