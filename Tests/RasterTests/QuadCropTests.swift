import XCTest
@testable import Raster

/// Crop rectangles (`contentsRect`): sampling clamps to the texels the crop touches, so texels
/// outside it never bleed in, with every kernel.
final class QuadCropTests: XCTestCase {
    private let red = RGBA8(r: 255, g: 0, b: 0, a: 255)
    private let green = RGBA8(r: 0, g: 255, b: 0, a: 255)
    private let blue = RGBA8(r: 0, g: 0, b: 255, a: 255)

    /// Transforms of a 10 x 10 quad that use each kernel family: integer offset, scale, affine,
    /// per-column perspective (door) and general perspective.
    private let tenByTenTransforms: [Homography] = [
        .translation(3, 4),
        Homography.translation(2.3, 1.6).after(.scale(1.7, 1.3)),
        TestScenes.rotateScale(degrees: 30, scale: 1.2, about: 5, 5, translate: 4, 4),
        TestScenes.door(degrees: 50, distance: 30, height: 10, left: 3, top: 2),
        Homography(1.1, 0.3, 3, -0.2, 1.2, 5, 0.02, -0.015, 1),
    ]

    /// Draws `quad` onto a clear 20 x 20 bitmap with both the automatic and the general kernel.
    private func renders(_ quad: QuadDraw) -> [Bitmap] {
        [QuadKernel.automatic, .general].map { kernel in
            var target = Bitmap(width: 20, height: 20)
            target.withTarget { $0.draw(quad, clip: $0.bounds, kernel: kernel) }
            return target
        }
    }

    /// Whether every pixel is `color` times some coverage: zero wherever `color` is zero.
    private func onlyShows(_ bitmap: Bitmap, _ color: RGBA8) -> Bool {
        bitmap.pixels.allSatisfy { p in
            let c = RGBA8(packed: p)
            return (color.r > 0 || c.r == 0) && (color.g > 0 || c.g == 0) && (color.b > 0 || c.b == 0)
        }
    }

    func test_drawQuad_cropOfRightTexel_givesPureBlueAtIdentityScale() {
        let redBlue = Bitmap(width: 2, height: 1, pixels: [red.packed, blue.packed])
        let crop = TexelRect(x: 1, y: 0, width: 1, height: 1)
        for filter in [SamplingFilter.bilinear, .nearest] {
            var target = Bitmap(width: 10, height: 10)
            target.draw(QuadDraw(width: 10, height: 10, fill: .image(redBlue, crop: crop), filter: filter))
            XCTAssertTrue(target.pixels.allSatisfy { $0 == blue.packed }, "\(filter)")
        }
    }

    func test_drawQuad_cropOfRightTexel_staysBlueUnderEveryTransform() {
        let redBlue = Bitmap(width: 2, height: 1, pixels: [red.packed, blue.packed])
        let crop = TexelRect(x: 1, y: 0, width: 1, height: 1)
        for t in tenByTenTransforms {
            for filter in [SamplingFilter.bilinear, .nearest] {
                for image in renders(QuadDraw(width: 10, height: 10, transform: t, fill: .image(redBlue, crop: crop),
                                              filter: filter)) {
                    XCTAssertTrue(onlyShows(image, blue), "\(t) \(filter)")
                    XCTAssertTrue(image.pixels.contains(blue.packed), "\(t) \(filter)")
                }
            }
        }
    }

    func test_drawQuad_cropOfMiddleTexel_neverShowsTheOuterTexels() {
        let strip = Bitmap(width: 3, height: 1, pixels: [red.packed, green.packed, blue.packed])
        // Whole and fractional crops inside texel 1 touch only texel 1.
        let crops = [TexelRect(x: 1, y: 0, width: 1, height: 1), TexelRect(x: 1.25, y: 0.1, width: 0.5, height: 0.8)]
        for crop in crops {
            for t in tenByTenTransforms {
                for filter in [SamplingFilter.bilinear, .nearest] {
                    for image in renders(QuadDraw(width: 10, height: 10, transform: t, fill: .image(strip, crop: crop),
                                                  filter: filter)) {
                        XCTAssertTrue(onlyShows(image, green), "\(crop) \(t) \(filter)")
                        XCTAssertTrue(image.pixels.contains(green.packed), "\(crop) \(t) \(filter)")
                    }
                }
            }
        }
    }

    func test_drawQuad_cropInsideLargerImage_neverShowsTheFrame() {
        // A 9 x 7 image: a red frame one texel wide around blue texels 1...7 x 1...5; the crop
        // is sampled in place (through the bitmap's stride) rather than copied out.
        var framed = Bitmap(width: 9, height: 7, color: red)
        framed.fill(PixelRect(x0: 1, y0: 1, x1: 8, y1: 6), color: blue)
        for crop in [TexelRect(x: 1, y: 1, width: 7, height: 5), TexelRect(x: 1.4, y: 1.2, width: 6.2, height: 4.5)] {
            for t in tenByTenTransforms {
                for image in renders(QuadDraw(width: 10, height: 10, transform: t, fill: .image(framed, crop: crop))) {
                    XCTAssertTrue(onlyShows(image, blue), "\(crop) \(t)")
                }
            }
        }
    }

    func test_drawQuad_fractionalCrop_withinFourLevelsOfFloat64ReferenceAndClipIndependent() {
        let image = TestScenes.texturedImage()
        let crop = TexelRect(x: 5.5, y: 3.25, width: 30.3, height: 27)
        let transforms: [Homography] = [
            .translation(10, 12),
            Homography.translation(7.3, 5.6).after(.scale(0.9, 0.9)),
            TestScenes.rotateScale(degrees: 15, scale: 0.9, about: 24, 20, translate: 12, 12),
            TestScenes.door(degrees: 60, distance: 60, height: 40, left: 8, top: 10),
            Homography(0.8, 0.2, 9, -0.15, 0.9, 14, 0.004, -0.003, 1),
        ]
        for t in transforms {
            let quad = QuadDraw(width: 48, height: 40, transform: t, fill: .image(image, crop: crop))
            var reference = TestScenes.background()
            ReferenceRenderer.draw(quad, into: &reference)
            for kernel in [QuadKernel.automatic, .general] {
                var whole = TestScenes.background(), bands = whole
                whole.withTarget { $0.draw(quad, clip: $0.bounds, kernel: kernel) }
                bands.withTarget { target in
                    for y in stride(from: 0, to: 64, by: 5) {
                        target.draw(quad, clip: PixelRect(x0: 0, y0: y, x1: 72, y1: y + 5), kernel: kernel)
                    }
                }
                XCTAssertNotEqual(whole, TestScenes.background())
                XCTAssertLessThanOrEqual(TestScenes.maxDifference(whole, reference), 4, "\(t) \(kernel)")
                XCTAssertEqual(bands, whole, "\(t) \(kernel)")
            }
        }
    }

    func test_drawQuad_cropOutsideOrAcrossTheBitmap_clampsToItsEdges() {
        let strip = Bitmap(width: 3, height: 1, pixels: [red.packed, green.packed, blue.packed])
        // Entirely right of the bitmap: the last texel; huge values must not overflow.
        for crop in [TexelRect(x: 5, y: 0, width: 2, height: 1), TexelRect(x: 1e300, y: -1e300, width: 1e300, height: 1)] {
            var target = Bitmap(width: 10, height: 10)
            target.draw(QuadDraw(width: 10, height: 10, fill: .image(strip, crop: crop)))
            XCTAssertTrue(target.pixels.allSatisfy { $0 == blue.packed }, "\(crop)")
        }
    }
}
