import TestSupport
import Foundation
import XCTest
@testable import QuartzCore

final class CATransform3DDecompositionTests: LayerTestCase {
    /// Fixed matrices made of every kind of part; the literals stand in for random ones.
    private var samples: [CATransform3D] {
        var door = CATransform3DIdentity
        door.m34 = 4.5 / -2000
        door = CATransform3DRotate(door, .pi / 2 * 0.999, 0, 1, 0)
        var mixed = CATransform3DMakeTranslation(12.5, -40.25, 3)
        mixed = CATransform3DRotate(mixed, 0.73, 0.2, -0.9, 0.4)
        mixed = CATransform3DScale(mixed, 1.7, -0.6, 2.2)
        mixed.m34 = -1 / 500
        mixed.m14 = 0.0007
        let skewed = CATransform3D(m11: 1.2, m12: 0.3, m13: -0.1, m14: 0,
                                   m21: 0.45, m22: 0.9, m23: 0.2, m24: 0,
                                   m31: -0.3, m32: 0.15, m33: 1.1, m34: -0.0025,
                                   m41: 7, m42: -3, m43: 11, m44: 1.3)
        let mirrored = CATransform3DConcat(CATransform3DMakeScale(-1, 1, 1), CATransform3DMakeRotation(2.9, 1, 1, 1))
        let halfTurn = CATransform3DMakeRotation(.pi, 0.6, 0, 0.8)
        return [CATransform3DIdentity, door, mixed, skewed, mirrored, halfTurn,
                CATransform3DMakeAffineTransform(CGAffineTransform(a: 0.8, b: 0.3, c: -0.5, d: 1.4, tx: 9, ty: -2))]
    }

    func test_decomposition_recomposed_roundTrips() throws {
        for (index, t) in samples.enumerated() {
            let parts = try XCTUnwrap(t.decomposed(), "sample \(index)")
            assertTransformsEqual(CATransform3D(parts), t, accuracy: 1e-12, "sample \(index)")
            XCTAssertEqual((parts.quaternion * parts.quaternion).sum(), 1, accuracy: 1e-12)
            XCTAssertGreaterThanOrEqual(parts.quaternion.w, 0)
        }
    }

    func test_decomposition_ofKnownTransforms_givesTheirComponents() throws {
        var t = CATransform3DIdentity
        t.m34 = -1 / 500
        t = CATransform3DTranslate(t, 10, 20, 30)
        t = CATransform3DRotate(t, 0.6, 0, 0, 1)
        t = CATransform3DScale(t, 2, 3, 4)
        let parts = try XCTUnwrap(t.decomposed())
        XCTAssertEqual(parts.scale.x, 2, accuracy: 1e-12)
        XCTAssertEqual(parts.scale.y, 3, accuracy: 1e-12)
        XCTAssertEqual(parts.scale.z, 4, accuracy: 1e-12)
        XCTAssertEqual(parts.skew, .zero)
        // The chain built S * R * T * P, exactly the decomposition's order, so every part
        // comes back as given.
        XCTAssertEqual(parts.translation.x, 10, accuracy: 1e-12)
        XCTAssertEqual(parts.translation.y, 20, accuracy: 1e-12)
        XCTAssertEqual(parts.translation.z, 30, accuracy: 1e-12)
        XCTAssertEqual(parts.quaternion.z, sin(0.3), accuracy: 1e-12)
        XCTAssertEqual(parts.quaternion.w, cos(0.3), accuracy: 1e-12)
        // Perspective set first (the camera) comes out untouched, even with translation in z.
        XCTAssertEqual(parts.perspective.z, -1 / 500, accuracy: 1e-15)
        XCTAssertEqual(parts.perspective.w, 1, accuracy: 1e-12)
    }

    func test_decomposition_zeroScaleOrParallelRows_succeedsOrFails() throws {
        let flat = try XCTUnwrap(CATransform3DMakeScale(0, 0, 1).decomposed())
        XCTAssertEqual(flat.scale, SIMD3(0, 0, 1))
        let sheared = CATransform3D(m11: 1, m12: 1, m13: 0, m14: 0, m21: 2, m22: 2, m23: 0, m24: 0,
                                    m31: 0, m32: 0, m33: 1, m34: 0, m41: 0, m42: 0, m43: 0, m44: 1)
        XCTAssertNil(sheared.decomposed())
        // Then interpolation falls back to blending entries.
        let mid = sheared.interpolated(to: CATransform3DIdentity, fraction: 0.5)
        XCTAssertEqual(mid.m11, 1); XCTAssertEqual(mid.m12, 0.5); XCTAssertEqual(mid.m21, 1); XCTAssertEqual(mid.m22, 1.5)
    }

    func test_decomposition_mirroredWithAFlatAxis_flipsTheFlatAxis() throws {
        // Setup: x mirrored and y flattened, so the basis completed for y makes it left-handed.
        let t = CATransform3DMakeScale(-2, 0, 1)

        // Action
        let parts = try XCTUnwrap(t.decomposed())

        // Assertions: the flat axis turns (its sign is free), the scales keep theirs, and the
        // rotation is the half turn about z that maps x to -x and y to -y.
        XCTAssertEqual(parts.scale, SIMD3(2, 0, 1))
        XCTAssertEqual(parts.quaternion.z, 1, accuracy: 1e-12)
        XCTAssertEqual(parts.quaternion.w, 0, accuracy: 1e-12)
        assertTransformsEqual(CATransform3D(parts), t, accuracy: 1e-12)
    }

    func test_interpolation_doorAtHalfway_isHalfTheAngleWithTheSamePerspective() {
        // Seed 003: identity -> m34 = 4.5 / -2000, rotated 90 degrees about y.
        var perspective = CATransform3DIdentity
        perspective.m34 = 4.5 / -2000
        let open = CATransform3DRotate(perspective, .pi / 2, 0, 1, 0)
        for fraction in [0.25, 0.5, 0.8] {
            let frame = CATransform3DIdentity.interpolated(to: open, fraction: CGFloat(fraction))
            let expected = CATransform3DRotate(perspective, CGFloat(fraction) * .pi / 2, 0, 1, 0)
            assertTransformsEqual(frame, expected, accuracy: 1e-12, "fraction \(fraction)")
        }
        // Closing runs the same frames backwards.
        assertTransformsEqual(open.interpolated(to: CATransform3DIdentity, fraction: 0.75),
                              CATransform3DRotate(perspective, .pi / 8, 0, 1, 0), accuracy: 1e-12)
    }

    func test_interpolation_atFractionsZeroAndOne_isExact() {
        let a = samples[2], b = samples[3]
        XCTAssertEqual(a.interpolated(to: b, fraction: 0), a)
        XCTAssertEqual(a.interpolated(to: b, fraction: 1), b)
    }

    func test_interpolation_nearTheEnds_isContinuous() {
        for a in samples { for b in samples {
            let near0 = a.interpolated(to: b, fraction: 1e-9)
            let near1 = a.interpolated(to: b, fraction: 1 - 1e-9)
            // Compare where a layer corner lands rather than entries (which may differ by a
            // projective factor when perspective is held).
            for (x, y) in [(0.0, 0.0), (100.0, 0.0), (0.0, 100.0), (100.0, 100.0)] {
                let p = CGPoint(x: x, y: y)
                XCTAssertEqual(near0.projectedPoint(p).x, a.projectedPoint(p).x, accuracy: 1e-4)
                XCTAssertEqual(near0.projectedPoint(p).y, a.projectedPoint(p).y, accuracy: 1e-4)
                XCTAssertEqual(near1.projectedPoint(p).x, b.projectedPoint(p).x, accuracy: 1e-4)
                XCTAssertEqual(near1.projectedPoint(p).y, b.projectedPoint(p).y, accuracy: 1e-4)
            }
        } }
    }

    func test_interpolation_ofTranslationScaleAndRotation_isIndependent() {
        let a = CATransform3DMakeTranslation(0, 0, 0)
        let b = CATransform3DScale(CATransform3DRotate(CATransform3DMakeTranslation(100, 50, 0), 1, 0, 0, 1), 3, 3, 1)
        let mid = a.interpolated(to: b, fraction: 0.5)
        let expected = CATransform3DScale(CATransform3DRotate(CATransform3DMakeTranslation(50, 25, 0), 0.5, 0, 0, 1), 2, 2, 1)
        assertTransformsEqual(mid, expected, accuracy: 1e-12)
    }

    func test_interpolation_ofRotation_takesTheShorterWayAndExtrapolates() {
        let a = CATransform3DMakeRotation(3, 0, 0, 1)
        let b = CATransform3DMakeRotation(-3, 0, 0, 1)
        // From 3 rad to -3 rad the short way passes through pi.
        assertTransformsEqual(a.interpolated(to: b, fraction: 0.5), CATransform3DMakeRotation(.pi, 0, 0, 1), accuracy: 1e-12)
        // A spring overshoot of 10% turns 10% further.
        let overshoot = CATransform3DIdentity.interpolated(to: CATransform3DMakeRotation(1, 0, 1, 0), fraction: 1.1)
        assertTransformsEqual(overshoot, CATransform3DMakeRotation(1.1, 0, 1, 0), accuracy: 1e-12)
    }

    func test_interpolation_whenHoldingPerspectiveWouldJump_interpolatesIt() throws {
        // The start is turned about y without perspective: adding perspective there would change
        // it, so m34 blends from 0 instead of being held.
        let start = CATransform3DMakeRotation(.pi / 3, 0, 1, 0)
        var end = CATransform3DIdentity
        end.m34 = -1 / 500
        let mid = try XCTUnwrap(start.interpolated(to: end, fraction: 0.5).decomposed())
        XCTAssertEqual(mid.perspective.z, -1 / 1000, accuracy: 1e-15)
    }
}
