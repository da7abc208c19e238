import XCTest
@testable import Raster

/// Compares every kernel against the double-precision reference renderer.
final class QuadAccuracyTests: XCTestCase {
    private let image = TestScenes.texturedImage()

    /// Draws `image` (local size 48 x 40) under `transform` with both renderers onto the test
    /// background and returns the largest channel difference.
    private func referenceDifference(_ transform: Homography, filter: SamplingFilter = .bilinear,
                                     kernel: QuadKernel = .automatic, cornerRadius: Double = 0,
                                     opacity: Double = 1) -> Int {
        let quad = QuadDraw(width: 48, height: 40, transform: transform, fill: .image(image),
                            cornerRadius: cornerRadius, opacity: opacity, filter: filter)
        var ours = TestScenes.background(), reference = ours
        ours.withTarget { $0.draw(quad, clip: $0.bounds, kernel: kernel) }
        ReferenceRenderer.draw(quad, into: &reference)
        XCTAssertNotEqual(ours, TestScenes.background(), "the quad should draw something")
        return TestScenes.maxDifference(ours, reference)
    }

    func test_drawQuad_identityTranslation_matchesFloat64ReferenceExactly() {
        XCTAssertEqual(referenceDifference(.translation(10, 12)), 0)
    }

    func test_drawQuad_scaleAndTranslate_withinFourLevelsOfFloat64Reference() {
        let t = Homography.translation(7.3, 5.6).after(.scale(0.9, 0.9))
        XCTAssertLessThanOrEqual(referenceDifference(t), 4)
    }

    func test_drawQuad_upscaleAndTranslate_withinFourLevelsOfFloat64Reference() {
        let t = Homography.translation(-3.25, 2.5).after(.scale(1.45, 1.3))
        XCTAssertLessThanOrEqual(referenceDifference(t), 4)
    }

    func test_drawQuad_rotate15AndScale_withinFourLevelsOfFloat64Reference() {
        let t = TestScenes.rotateScale(degrees: 15, scale: 0.9, about: 24, 20, translate: 12, 12)
        XCTAssertLessThanOrEqual(referenceDifference(t), 4)
    }

    func test_drawQuad_door60_withinFourLevelsOfFloat64Reference() {
        let t = TestScenes.door(degrees: 60, distance: 60, height: 40, left: 8, top: 10)
        XCTAssertLessThanOrEqual(referenceDifference(t), 4)
    }

    func test_drawQuad_door89_withinFourLevelsOfFloat64Reference() {
        let t = TestScenes.door(degrees: 89, distance: 60, height: 40, left: 8, top: 10)
        XCTAssertLessThanOrEqual(referenceDifference(t), 4)
    }

    func test_drawQuad_doorSwingingTowardViewer_withinFourLevelsOfFloat64Reference() {
        let t = TestScenes.door(degrees: -30, distance: 200, height: 40, left: 8, top: 10)
        XCTAssertLessThanOrEqual(referenceDifference(t), 4)
    }

    func test_drawQuad_rotateAboutXAxisWithPerspective_withinFourLevelsOfFloat64Reference() {
        // A rotation about the horizontal axis through the top edge: depth varies by row only.
        let a = 50.0 * .pi / 180, d = 80.0
        let t = Homography.translation(10, 8).after(Homography(1, 24 * sin(a) / d, 0, 0, cos(a), 0, 0, sin(a) / d, 1))
        XCTAssertLessThanOrEqual(referenceDifference(t), 4)
    }

    func test_drawQuad_generalPerspective_withinFourLevelsOfFloat64Reference() {
        let t = Homography(0.8, 0.2, 9, -0.15, 0.9, 14, 0.004, -0.003, 1)
        XCTAssertLessThanOrEqual(referenceDifference(t), 4)
    }

    func test_drawQuad_roundedCornersUnderRotation_withinFourLevelsOfFloat64Reference() {
        let t = TestScenes.rotateScale(degrees: 25, scale: 1.1, about: 24, 20, translate: 12, 12)
        XCTAssertLessThanOrEqual(referenceDifference(t, cornerRadius: 11), 4)
    }

    func test_drawQuad_roundedCornersOnDoorWithOpacity_withinFourLevelsOfFloat64Reference() {
        let t = TestScenes.door(degrees: 45, distance: 80, height: 40, left: 8, top: 10)
        XCTAssertLessThanOrEqual(referenceDifference(t, cornerRadius: 9, opacity: 0.6), 4)
    }

    func test_drawQuad_everyTransformWithGeneralKernel_withinFourLevelsOfFloat64Reference() {
        let transforms: [Homography] = [
            .translation(10, 12),
            Homography.translation(7.3, 5.6).after(.scale(0.9, 0.9)),
            TestScenes.rotateScale(degrees: 15, scale: 0.9, about: 24, 20, translate: 12, 12),
            TestScenes.door(degrees: 60, distance: 60, height: 40, left: 8, top: 10),
        ]
        for t in transforms {
            XCTAssertLessThanOrEqual(referenceDifference(t, kernel: .general), 4, "\(t)")
        }
    }

    func test_drawQuad_nearestUnderRotation_matchesFloat64ReferenceOnAlmostAllPixels() {
        // Nearest sampling may pick the other texel where a pixel center falls within rounding
        // distance of a texel edge, so count the pixels that differ by more than the blend's
        // rounding rather than bounding levels.
        let t = TestScenes.rotateScale(degrees: 15, scale: 1.3, about: 24, 20, translate: 12, 12)
        let quad = QuadDraw(width: 48, height: 40, transform: t, fill: .image(image), filter: .nearest)
        var ours = TestScenes.background(), reference = ours
        ours.draw(quad)
        ReferenceRenderer.draw(quad, into: &reference)
        XCTAssertLessThanOrEqual(TestScenes.pixelsDiffering(ours, reference, byMoreThan: 2), 4)
    }

    func test_drawQuad_fastKernels_agreeWithGeneralKernelWithinTwoLevels() {
        let transforms: [Homography] = [
            Homography.translation(7.3, 5.6).after(.scale(0.9, 0.9)),
            TestScenes.rotateScale(degrees: 15, scale: 0.9, about: 24, 20, translate: 12, 12),
            TestScenes.door(degrees: 60, distance: 60, height: 40, left: 8, top: 10),
        ]
        for t in transforms {
            let quad = QuadDraw(width: 48, height: 40, transform: t, fill: .image(image))
            var fast = TestScenes.background(), general = fast
            fast.withTarget { $0.draw(quad, clip: $0.bounds, kernel: .automatic) }
            general.withTarget { $0.draw(quad, clip: $0.bounds, kernel: .general) }
            XCTAssertLessThanOrEqual(TestScenes.maxDifference(fast, general), 2, "\(t)")
        }
    }
}
