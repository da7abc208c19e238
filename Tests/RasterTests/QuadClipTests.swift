import XCTest
@testable import Raster

/// Clipping, clip independence, points behind the eye and degenerate input.
final class QuadClipTests: XCTestCase {
    private let image = TestScenes.texturedImage()

    /// Draws `quad` onto the test background once per clip rectangle in `clips`.
    private func render(_ quad: QuadDraw, clips: [PixelRect]) -> Bitmap {
        var target = TestScenes.background()
        target.withTarget { t in clips.forEach { t.draw(quad, clip: $0) } }
        return target
    }

    /// Tiles of `width` x `height` covering the test background.
    private func tiles(width: Int, height: Int) -> [PixelRect] {
        let size = TestScenes.background().bounds
        return stride(from: 0, to: size.y1, by: height).flatMap { y in
            stride(from: 0, to: size.x1, by: width).map { x in PixelRect(x: x, y: y, width: width, height: height) }
        }
    }

    func test_drawQuad_wholeVersusBandsVersusOddTiles_giveIdenticalBitmaps() {
        let quads = [
            QuadDraw(width: 48, height: 40, transform: .translation(9, 11), fill: .image(image), opacity: 0.7),
            QuadDraw(width: 48, height: 40, transform: Homography.translation(7.3, 5.6).after(.scale(0.9, 0.9)),
                     fill: .image(image)),
            QuadDraw(width: 48, height: 40, transform: TestScenes.rotateScale(degrees: 15, scale: 0.9, about: 24, 20,
                                                                              translate: 12, 12),
                     fill: .image(image), cornerRadius: 7),
            QuadDraw(width: 48, height: 40, transform: TestScenes.door(degrees: 60, distance: 60, height: 40, left: 8, top: 10),
                     fill: .image(image)),
            QuadDraw(width: 48, height: 40, transform: Homography(0.8, 0.2, 9, -0.15, 0.9, 14, 0.004, -0.003, 1),
                     fill: .image(image), filter: .nearest),
            QuadDraw(width: 50, height: 41, transform: TestScenes.rotateScale(degrees: 33, scale: 1, about: 25, 20,
                                                                              translate: 11, 12),
                     fill: .color(RGBA8(red: 0.9, green: 0.4, blue: 0.1, alpha: 0.8)), cornerRadius: 12),
        ]
        for quad in quads {
            let whole = render(quad, clips: [TestScenes.background().bounds])
            let bands = render(quad, clips: [PixelRect(x0: 0, y0: 0, x1: 72, y1: 29), PixelRect(x0: 0, y0: 29, x1: 72, y1: 64)])
            let oddTiles = render(quad, clips: tiles(width: 7, height: 5))
            let narrowTiles = render(quad, clips: tiles(width: 3, height: 64))
            XCTAssertNotEqual(whole, TestScenes.background())
            XCTAssertEqual(bands, whole, "\(quad.transform)")
            XCTAssertEqual(oddTiles, whole, "\(quad.transform)")
            XCTAssertEqual(narrowTiles, whole, "\(quad.transform)")
        }
    }

    func test_drawQuad_wideQuadsDrawnInStrips_equalRowByRowTilesBitForBit() {
        // About 200 columns wide, so whole draws of the door and rotation kernels walk column
        // strips while 7-column tiles walk rows; both must give the same bitmap, and stay close
        // to the reference.
        let wideImage = TestScenes.texturedImage(width: 120, height: 50)
        let t = TestScenes.door(degrees: 30, distance: 300, height: 100, left: 3, top: 12)
        let r = TestScenes.rotateScale(degrees: 15, scale: 0.9, about: 130, 50, translate: 15, 12)
        let quads = [QuadDraw(width: 400, height: 100, transform: t, fill: .image(wideImage)),
                     QuadDraw(width: 400, height: 100, transform: t, fill: .image(wideImage), cornerRadius: 20, opacity: 0.7),
                     QuadDraw(width: 400, height: 100, transform: t, fill: .image(wideImage), filter: .nearest),
                     QuadDraw(width: 260, height: 100, transform: r, fill: .image(wideImage), cornerRadius: 12),
                     QuadDraw(width: 260, height: 100, transform: r, fill: .image(wideImage), opacity: 0.6, filter: .nearest)]
        let background = TestScenes.background(width: 300, height: 130)
        for quad in quads {
            var whole = background, tiled = background, reference = background
            whole.draw(quad)
            tiled.withTarget { target in
                for y in stride(from: 0, to: 130, by: 5) {
                    for x in stride(from: 0, to: 300, by: 7) { target.draw(quad, clip: PixelRect(x: x, y: y, width: 7, height: 5)) }
                }
            }
            XCTAssertEqual(TestScenes.pixelsDiffering(tiled, whole), 0)
            XCTAssertGreaterThan(TestScenes.pixelsDiffering(whole, background), 15000)
            if quad.filter == .bilinear {
                ReferenceRenderer.draw(quad, into: &reference)
                XCTAssertLessThanOrEqual(TestScenes.maxDifference(whole, reference), 4)
            }
        }
    }

    func test_drawQuad_tallDoorsDrawnInStagedTiles_equalRowByRowTilesAndGeneralKernel() {
        // Over 400 rows tall, so whole draws of the door kernel stage several tiles of texels per
        // strip; the squeezed 1200-texel image needs more texels per tile than are staged, so
        // those tiles sample the image in place. Every variant must equal row-by-row tiles bit
        // for bit and stay close to the general kernel and the reference.
        let t = TestScenes.door(degrees: 55, distance: 400, height: 420, left: 5, top: 6)
        let narrow = TestScenes.texturedImage(width: 150, height: 210)
        let squeezed = TestScenes.texturedImage(width: 1200, height: 420)
        let quads = [QuadDraw(width: 300, height: 420, transform: t, fill: .image(narrow)),
                     QuadDraw(width: 300, height: 420, transform: t, fill: .image(narrow), filter: .nearest),
                     QuadDraw(width: 300, height: 420, transform: t, fill: .image(squeezed), cornerRadius: 30, opacity: 0.8),
                     QuadDraw(width: 300, height: 420, transform: t, fill: .image(squeezed), filter: .nearest)]
        let background = TestScenes.background(width: 190, height: 432)
        for quad in quads {
            var whole = background, tiled = background, general = background, reference = background
            whole.draw(quad)
            tiled.withTarget { target in
                for y in stride(from: 0, to: 432, by: 23) {
                    for x in stride(from: 0, to: 190, by: 7) { target.draw(quad, clip: PixelRect(x: x, y: y, width: 7, height: 23)) }
                }
            }
            general.withTarget { $0.draw(quad, clip: $0.bounds, kernel: .general) }
            XCTAssertEqual(TestScenes.pixelsDiffering(tiled, whole), 0)
            XCTAssertGreaterThan(TestScenes.pixelsDiffering(whole, background), 30000)
            XCTAssertLessThanOrEqual(TestScenes.pixelsDiffering(whole, general, byMoreThan: 2), quad.filter == .nearest ? 40 : 0)
            if quad.filter == .bilinear {
                ReferenceRenderer.draw(quad, into: &reference)
                XCTAssertLessThanOrEqual(TestScenes.maxDifference(whole, reference), 4)
            }
        }
    }

    func test_drawQuad_clip_leavesPixelsOutsideItUntouched() {
        let clip = PixelRect(x0: 20, y0: 15, x1: 41, y1: 33)
        let quad = QuadDraw(width: 48, height: 40, transform: .translation(5, 5), fill: .image(image))
        let clipped = render(quad, clips: [clip]), whole = render(quad, clips: [TestScenes.background().bounds])
        let background = TestScenes.background()
        for y in 0..<background.height {
            for x in 0..<background.width {
                XCTAssertEqual(clipped[x, y], clip.contains(x: x, y: y) ? whole[x, y] : background[x, y], "(\(x), \(y))")
            }
        }
    }

    func test_drawQuad_partlyBehindEye_drawsOnlyTheFrontPartAndMatchesReference() {
        // Swinging toward the viewer past 90 degrees of apparent depth: W = 1 - u sin(a) / d
        // reaches zero at u = 34.6 of the 48 local units, so the far part is behind the eye.
        let t = TestScenes.door(degrees: -60, distance: 30, height: 40, left: 20, top: 12)
        let quad = QuadDraw(width: 48, height: 40, transform: t, fill: .image(image))
        var ours = TestScenes.background(), reference = ours
        ours.draw(quad)
        ReferenceRenderer.draw(quad, into: &reference)
        let background = TestScenes.background()
        XCTAssertNotEqual(ours, background)
        XCTAssertLessThanOrEqual(TestScenes.maxDifference(ours, reference), 4)
        // The part behind the eye would project mirrored to the left of the hinge.
        for y in 0..<background.height {
            for x in 0..<19 { XCTAssertEqual(ours[x, y], background[x, y], "(\(x), \(y))") }
        }
    }

    func test_drawQuad_entirelyBehindEye_drawsNothing() {
        let behind = Homography(1, 0, 0, 0, 1, 0, 0, 0, -1)
        // W = 0.01 u - 0.5 is negative over the whole 48-unit width.
        let perspectiveBehind = Homography(1, 0, 0, 0, 1, 0, 0.01, 0, -0.5)
        for t in [behind, perspectiveBehind] {
            var target = TestScenes.background()
            target.draw(QuadDraw(width: 48, height: 40, transform: t, fill: .image(image)))
            XCTAssertEqual(target, TestScenes.background(), "\(t)")
        }
    }

    func test_drawQuad_singularOrNonFiniteTransforms_drawNothing() {
        let transforms = [
            Homography.scale(0, 1),
            Homography(1, 2, 0, 2, 4, 0, 0, 0, 1),
            Homography(.nan, 0, 0, 0, 1, 0, 0, 0, 1),
            Homography(1, 0, .infinity, 0, 1, 0, 0, 0, 1),
            Homography(0, 0, 0, 0, 0, 0, 0, 0, 0),
        ]
        for t in transforms {
            var target = TestScenes.background()
            target.draw(QuadDraw(width: 48, height: 40, transform: t, fill: .image(image)))
            target.draw(QuadDraw(width: 48, height: 40, transform: t, fill: .color(.white)))
            XCTAssertEqual(target, TestScenes.background(), "\(t)")
        }
    }

    func test_drawQuad_degenerateSizesOrOpacity_drawNothing() {
        let quads = [
            QuadDraw(width: 0, height: 40, fill: .color(.white)),
            QuadDraw(width: -5, height: 40, fill: .color(.white)),
            QuadDraw(width: .nan, height: 40, fill: .color(.white)),
            QuadDraw(width: 10, height: .infinity, fill: .color(.white)),
            QuadDraw(width: 10, height: 10, fill: .color(.white), opacity: 0),
            QuadDraw(width: 10, height: 10, fill: .color(.white), opacity: .nan),
            QuadDraw(width: 10, height: 10, fill: .image(Bitmap(width: 0, height: 0))),
            QuadDraw(width: 10, height: 10, fill: .image(image, crop: TexelRect(x: 0, y: 0, width: 0, height: 4))),
        ]
        for quad in quads {
            var target = TestScenes.background()
            target.draw(quad)
            XCTAssertEqual(target, TestScenes.background())
        }
    }

    func test_drawQuad_hugeCoordinates_neitherCrashNorDrawOffscreenQuads() {
        let farAway = [Homography.translation(1e12, -1e12), Homography.translation(-3e9, 5)]
        for t in farAway {
            var target = TestScenes.background()
            target.draw(QuadDraw(width: 48, height: 40, transform: t, fill: .image(image)))
            XCTAssertEqual(target, TestScenes.background(), "\(t)")
        }
        // Enormous scales and near-singular perspective cover the target or part of it; they
        // must simply not crash and must stay within the target.
        let wild = [Homography.scale(1e9, 1e9), Homography(1e-9, 0, 5, 0, 1e-9, 5, 0, 0, 1),
                    Homography(1, 0, 0, 0, 1, 0, 0.5, 0.5, 1e-12), Homography(1e15, 3, -2e15, 7, 1e-15, 0, 1, 1, 1)]
        for t in wild {
            var target = TestScenes.background()
            target.draw(QuadDraw(width: 48, height: 40, transform: t, fill: .image(image), cornerRadius: 5))
            target.draw(QuadDraw(width: 48, height: 40, transform: t, fill: .color(.white), cornerRadius: 5))
            XCTAssertEqual(target.pixels.count, 72 * 64)
        }
    }
}
