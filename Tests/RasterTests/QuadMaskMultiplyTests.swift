import XCTest
@testable import Raster

/// `multiplyAlpha(byCoverageOf:)` gives the bytes of `multiplyAlpha(by:)` with the quad drawn in
/// white on a transparent mask, for every kind of quad the clip of a layer can be.
final class QuadMaskMultiplyTests: XCTestCase {
    /// A translucent image over the test background: every channel of every pixel differs.
    private var picture: Bitmap {
        var b = TestScenes.background()
        b.draw(QuadDraw(width: 48, height: 40, transform: .translation(10, 12), fill: .image(TestScenes.texturedImage()),
                        opacity: 0.8))
        return b
    }

    private func quads() -> [(String, QuadDraw)] {
        let rounded = Homography.translation(5.3, 4.6).after(.scale(1.25, 1.1))
        return [
            ("rounded, scaled", QuadDraw(width: 50, height: 44.5, transform: rounded, fill: .color(.white), cornerRadius: 9.5)),
            ("circle", QuadDraw(width: 40, height: 40, transform: .translation(14.5, 9.25), fill: .color(.white), cornerRadius: 20)),
            ("square, whole pixels", QuadDraw(width: 30, height: 20, transform: .translation(8, 6), fill: .color(.white))),
            ("rotated", QuadDraw(width: 40, height: 30, transform: TestScenes.rotateScale(degrees: 20, scale: 1, about: 20, 15,
                                                                                           translate: 14, 12),
                                 fill: .color(.white), cornerRadius: 6)),
            ("door", QuadDraw(width: 50, height: 50, transform: TestScenes.door(degrees: 40, distance: 120, height: 50, left: 6, top: 5),
                              fill: .color(.white), cornerRadius: 8)),
            ("half opacity", QuadDraw(width: 50, height: 40, transform: .translation(3.5, 7.5), fill: .color(.white),
                                      cornerRadius: 10, opacity: 0.5)),
            ("past the edges", QuadDraw(width: 90, height: 30, transform: .translation(-10.5, 40.3), fill: .color(.white),
                                        cornerRadius: 15)),
            ("outside", QuadDraw(width: 10, height: 10, transform: .translation(200, 200), fill: .color(.white))),
            ("transparent", QuadDraw(width: 30, height: 30, transform: .translation(4, 4), fill: .color(.white), opacity: 0)),
        ]
    }

    func test_multiplyAlphaByCoverage_equalsMultiplyingByTheQuadDrawnAsAMask() {
        for (name, quad) in quads() {
            // Setup: the reference multiplies by a mask bitmap of the same size.
            var expected = picture
            var mask = Bitmap(width: expected.width, height: expected.height)
            mask.draw(quad)
            expected.multiplyAlpha(by: mask)

            // Action.
            var actual = picture
            actual.multiplyAlpha(byCoverageOf: quad)

            // Assertions.
            XCTAssertEqual(actual.pixels, expected.pixels, name)
        }
    }

    func test_multiplyAlphaByCoverage_inDisjointPieces_equalsTheWholeThere_andLeavesTheRest() {
        // Setup: pieces as a gap between two doors leaves them (a column, a row along the
        // bottom, one past the picture's edge), and pixels outside them that must keep their bytes.
        let pieces = [PixelRect(x0: 20, y0: 0, x1: 29, y1: 55), PixelRect(x0: 0, y0: 55, x1: 64, y1: 57),
                      PixelRect(x0: 50, y0: 2, x1: 90, y1: 9)]
        for (name, quad) in quads() {
            var whole = picture
            whole.multiplyAlpha(byCoverageOf: quad)
            // Action.
            var inPieces = picture
            for piece in pieces { inPieces.multiplyAlpha(byCoverageOf: quad, region: piece) }
            // Assertions: the whole clip's bytes in the pieces, the picture's elsewhere.
            var expected = picture
            for y in 0..<picture.height {
                for x in 0..<picture.width where pieces.contains(where: { $0.contains(x: x, y: y) }) {
                    expected[x, y] = whole[x, y]
                }
            }
            XCTAssertEqual(inPieces.pixels, expected.pixels, name)
        }
    }

    func test_multiplyAlphaByCoverage_ofARoundedRect_keepsTheInsideAndClearsTheOutside() {
        let quad = QuadDraw(width: 40, height: 30, transform: .translation(10, 10), fill: .color(.white), cornerRadius: 8)
        let before = picture
        var clipped = before

        clipped.multiplyAlpha(byCoverageOf: quad)

        XCTAssertEqual(clipped[30, 25], before[30, 25], "inside the rounded rectangle")
        XCTAssertEqual(clipped[5, 5], RGBA8(packed: 0), "outside it")
        XCTAssertEqual(clipped[10, 10], RGBA8(packed: 0), "the cut corner")
    }
}
