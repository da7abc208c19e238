import XCTest
@testable import Raster

/// Anti-aliased and aliased coverage of quad edges and rounded corners.
final class QuadCoverageTests: XCTestCase {
    private let white = RGBA8.white

    /// Alpha of every pixel of row `y`.
    private func alphas(_ bitmap: Bitmap, row y: Int) -> [Int] {
        (0..<bitmap.width).map { Int(bitmap[$0, y].a) }
    }

    func test_drawQuad_opaqueImageExactlyCoveringTarget_equalsCopy() {
        let image = TestScenes.background(width: 37, height: 23)
        for kernel in [QuadKernel.automatic, .general] {
            var target = Bitmap(width: 37, height: 23, color: RGBA8(r: 9, g: 80, b: 3, a: 200))
            let quad = QuadDraw(width: 37, height: 23, fill: .image(image))
            target.withTarget { $0.draw(quad, clip: $0.bounds, kernel: kernel) }
            XCTAssertEqual(target, image, "\(kernel)")
        }
    }

    func test_drawQuad_scaledQuadWithIntegerEdges_isFullInsideAndUntouchedOutside() {
        // Local 5 x 3 scaled by 2 lands on columns 4..<14 and rows 6..<12.
        for antialiased in [true, false] {
            var target = Bitmap(width: 20, height: 16)
            let t = Homography.translation(4, 6).after(.scale(2, 2))
            target.draw(QuadDraw(width: 5, height: 3, transform: t, fill: .color(white), antialiased: antialiased))
            for y in 0..<16 {
                for x in 0..<20 {
                    let inside = x >= 4 && x < 14 && y >= 6 && y < 12
                    XCTAssertEqual(target[x, y], inside ? white : .clear, "(\(x), \(y)) antialiased \(antialiased)")
                }
            }
        }
    }

    func test_drawQuad_edgeAtHalfPixel_givesHalfCoverage() {
        var target = Bitmap(width: 12, height: 4)
        target.draw(QuadDraw(width: 5, height: 4, transform: .translation(3.5, 0), fill: .color(white)))
        XCTAssertEqual(alphas(target, row: 1), [0, 0, 0, 128, 255, 255, 255, 255, 128, 0, 0, 0])
    }

    func test_drawQuad_cornerAtHalfPixel_givesQuarterCoverage() {
        var target = Bitmap(width: 8, height: 8)
        target.draw(QuadDraw(width: 4, height: 4, transform: .translation(2.5, 2.5), fill: .color(white)))
        XCTAssertEqual(target[2, 2].a, 64)
        XCTAssertEqual(target[2, 3].a, 128)
        XCTAssertEqual(target[3, 3].a, 255)
        XCTAssertEqual(target[6, 6].a, 64)
    }

    func test_drawQuad_sliverThinnerThanPixel_coverageIsItsWidth() {
        var target = Bitmap(width: 8, height: 3)
        target.draw(QuadDraw(width: 0.25, height: 3, transform: .translation(4.375, 0), fill: .color(white)))
        XCTAssertEqual(alphas(target, row: 1), [0, 0, 0, 0, 64, 0, 0, 0])
    }

    func test_drawQuad_rotatedEdge_coverageRampsFromZeroToFull() {
        var target = Bitmap(width: 24, height: 24)
        let t = TestScenes.rotateScale(degrees: 30, scale: 1, about: 8, 8, translate: 4, 4)
        target.draw(QuadDraw(width: 16, height: 16, transform: t, fill: .color(white)))
        let row = alphas(target, row: 12)
        let partial = row.filter { $0 > 0 && $0 < 255 }
        XCTAssertTrue(row.contains(255))
        XCTAssertTrue(row.contains(0))
        XCTAssertGreaterThanOrEqual(partial.count, 2, "each side crossing the row leaves partly covered pixels")
        XCTAssertLessThanOrEqual(partial.count, 4, "a 30 degree edge spans at most two pixels per row")
    }

    func test_drawQuad_withoutAntialiasing_pixelIsInExactlyWhenCenterIs() {
        var target = Bitmap(width: 12, height: 3)
        // Covers x in [3.4, 9.6): centers 3.5 ... 9.5 are inside, 2.5 and 10.5 are not.
        target.draw(QuadDraw(width: 6.2, height: 3, transform: .translation(3.4, 0), fill: .color(white),
                             antialiased: false))
        XCTAssertEqual(alphas(target, row: 1), [0, 0, 0, 255, 255, 255, 255, 255, 255, 255, 0, 0])
    }

    func test_drawQuad_roundedCorners_areMirrorSymmetric() {
        var target = Bitmap(width: 24, height: 24)
        target.draw(QuadDraw(width: 20, height: 20, transform: .translation(2, 2), fill: .color(white), cornerRadius: 6.5))
        for y in 0..<24 {
            for x in 0..<24 {
                let a = Int(target[x, y].a)
                XCTAssertLessThanOrEqual(abs(a - Int(target[23 - x, y].a)), 1, "(\(x), \(y)) left-right")
                XCTAssertLessThanOrEqual(abs(a - Int(target[x, 23 - y].a)), 1, "(\(x), \(y)) top-bottom")
                XCTAssertLessThanOrEqual(abs(a - Int(target[y, x].a)), 1, "(\(x), \(y)) diagonal")
            }
        }
        XCTAssertEqual(target[2, 2].a, 0, "the corner pixel is outside the arc")
        XCTAssertEqual(target[12, 2].a, 255, "the middle of the top edge is fully covered")
    }

    func test_drawQuad_roundedCorners_totalCoverageMatchesRoundedRectArea() {
        var target = Bitmap(width: 40, height: 30)
        let r = 8.0
        target.draw(QuadDraw(width: 32, height: 22, transform: .translation(4.25, 3.75), fill: .color(white), cornerRadius: r))
        let covered = target.pixels.reduce(0.0) { $0 + Double($1 >> 24) / 255 }
        let area = 32 * 22 - (4 - Double.pi) * r * r
        XCTAssertEqual(covered, area, accuracy: area * 0.005)
    }

    func test_drawQuad_roundedCornersWithoutAntialiasing_areFullOrEmpty() {
        var target = Bitmap(width: 24, height: 24)
        target.draw(QuadDraw(width: 20, height: 20, transform: .translation(2, 2), fill: .color(white), cornerRadius: 6,
                             antialiased: false))
        XCTAssertTrue(target.pixels.allSatisfy { $0 == 0 || $0 == white.packed })
        XCTAssertEqual(target[2, 2].a, 0)
        XCTAssertEqual(target[4, 4].a, 255, "center (4.5, 4.5) is 2.1 from the arc's center (8, 8), inside")
        XCTAssertEqual(target[3, 3].a, 0, "center (3.5, 3.5) is 6.4 from the arc's center, outside")
    }

    func test_factor_nanCoverage_isZero_whateverItsSignBit() {
        let positiveNaN = Float.nan, negativeNaN = -Float.nan
        let coverage = Floats8(positiveNaN, negativeNaN, 0, 0.5, 1, -0.25, 2, Float(bitPattern: 0x7FC0_1234))

        let factors = PixelMath.factor(coverage, times: 255)

        XCTAssertEqual(positiveNaN.sign, .plus)
        XCTAssertEqual(negativeNaN.sign, .minus)
        XCTAssertEqual(factors, Pixels8(0, 0, 0, 128, 255, 0, 255, 0))
    }
}
