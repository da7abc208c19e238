import XCTest
@testable import Raster

/// The door kernel's two shortcuts change no pixel: eight adjacent 2 x 2 blocks read as four
/// vectors sample as the lane-by-lane loads do, and the texel rows fetched ahead are the rows
/// the kernel reads that many rows further down.
final class ColumnPerspectiveShaderTests: XCTestCase {
    private static let width = 200, height = 240
    private static let image = TestScenes.texturedImage(width: width, height: height)

    /// A door of the image's size turned about its left edge by the angle with cosine `c` and
    /// sine `s`, at perspective distance `d`, as the kernel's texel mapping.
    private static func doorMapping(cos c: Double, sin s: Double, distance d: Double) -> TexelMapping {
        let h = Double(height)
        let door = Homography(c, 0, 0, h / 2 * s / d, 1, 0, s / d, 0, 1)
        return TexelMapping(inverse: door.inverse!, width: Double(width), height: h,
                            crop: TexelRect(x: 0, y: 0, width: Double(width), height: h))
    }

    /// Runs `body` with a bilinear shader for `mapping` over the image's columns.
    private static func withShader(_ mapping: TexelMapping, _ body: (inout ColumnPerspectiveShader) -> Void) {
        image.pixels.withUnsafeBufferPointer { pixels in
            let source = SourceImage(base: pixels.baseAddress!, width: Int32(width), height: Int32(height),
                                     stride: Int32(width))
            var shader = ColumnPerspectiveShader(source: source, nearest: false, mapping: mapping, columns: 0, width)
            defer { shader.deallocate() }
            body(&shader)
        }
    }

    func test_adjacentBlocks_doorHardlyTurned_sampleAsLaneByLaneLoads() {
        // Setup: a door turned by 1 degree, whose columns read adjacent texel columns.
        let mapping = Self.doorMapping(cos: 0.9998476951563913, sin: 0.01745240643728351, distance: 500)
        var chunks = 0, adjacentChunks = 0, differing = 0
        Self.withShader(mapping) { shader in
            XCTAssertTrue(shader.adjacentColumns)
            // Action: every whole chunk of every row inside the door, sampled both ways.
            for y in 2..<(Self.height - 2) {
                shader.beginRow(y)
                for x in stride(from: 0, to: Self.width - 8, by: 8) {
                    let rows = (0..<8).map { shader.texelRow(column: x + $0, rowCenter: Float(y) + 0.5) }
                    let columns = (0..<8).map { Int(shader.columns[x + $0]) }
                    chunks += 1
                    if Set(rows).count == 1 && columns == Array(columns[0]..<columns[0] + 8) { adjacentChunks += 1 }
                    if shader.bilinear(x, adjacent: true) != shader.bilinear(x) { differing += 1 }
                }
            }
        }
        // Assertions: the shortcut serves most chunks and gives the same pixels in every one.
        XCTAssertGreaterThan(adjacentChunks, chunks / 2, "the adjacent path would hardly ever be taken")
        XCTAssertEqual(differing, 0, "of \(chunks) chunks")
    }

    func test_adjacentColumns_doorAt60Degrees_isOff() {
        // Setup and action: a door at 60 degrees reads every third or fourth texel column.
        Self.withShader(Self.doorMapping(cos: 0.5, sin: 0.8660254037844387, distance: 500)) { shader in
            // Assertions: no chunk would pass the test, so none pays for it.
            XCTAssertFalse(shader.adjacentColumns)
        }
    }

    func test_texelRowAhead_isTheRowReadThatManyRowsLater() {
        // Setup: doors at 1, 30 and 60 degrees.
        let doors = [(0.9998476951563913, 0.01745240643728351), (0.8660254037844387, 0.5), (0.5, 0.8660254037844387)]
        var compared = 0, worst = 0
        for (c, s) in doors {
            let mapping = Self.doorMapping(cos: c, sin: s, distance: 500), m = mapping.matrix
            Self.withShader(mapping) { shader in
                // Action: the row fetched ahead from row y, against texel y computed exactly
                // (double precision) at row y + prefetchDistance.
                for y in stride(from: 0, to: Self.height, by: 3) {
                    for x in stride(from: 0, to: Self.width, by: 5) {
                        let ahead = Double(y + ColumnPerspectiveShader.prefetchDistance) + 0.5, xc = Double(x) + 0.5
                        let exact = (m.m10 * xc + m.m11 * ahead + m.m12) / (m.m20 * xc + m.m22)
                        let expected = min(max(Int(exact.rounded(.down)), 0), Self.height - 2)
                        let fetched = shader.texelRow(column: x, rowCenter: Float(y) + 0.5
                                                        + Float(ColumnPerspectiveShader.prefetchDistance))
                        worst = max(worst, abs(fetched - expected))
                        compared += 1
                    }
                }
            }
        }
        // Assertions: within the one row a single-precision rounding can move it.
        XCTAssertGreaterThan(compared, 0)
        XCTAssertLessThanOrEqual(worst, 1)
    }

    func test_texelRow_hostileCoefficients_isClampedToTheImage() {
        // Setup: a door's tables with the values a transform turned edge-on can leave in them.
        let mapping = Self.doorMapping(cos: 0.5, sin: 0.8660254037844387, distance: 500)
        let hostile: [Float] = [.nan, .infinity, -.infinity, 1e30, -1e30, 0]
        Self.withShader(mapping) { shader in
            for x in 0..<Self.width {
                shader.slopes[x] = hostile[x % hostile.count]
                shader.intercepts[x] = hostile[(x / hostile.count) % hostile.count]
            }
            // Action and assertions: every row asked for is a row of the image, without a trap.
            for x in 0..<Self.width {
                for rowCenter: Float in [-1e30, -0.5, 0.5, 1e30, .infinity, -.infinity, .nan] {
                    let row = shader.texelRow(column: x, rowCenter: rowCenter)
                    XCTAssertTrue((0...(Self.height - 2)).contains(row), "column \(x), row center \(rowCenter): \(row)")
                }
            }
        }
    }
}
