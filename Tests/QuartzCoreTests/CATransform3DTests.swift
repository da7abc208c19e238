import TestSupport
import Foundation
import XCTest
@testable import QuartzCore

/// Asserts that two transforms agree entry by entry within `accuracy`.
func assertTransformsEqual(_ a: CATransform3D, _ b: CATransform3D, accuracy: Double = 1e-12,
                           _ message: String = "", file: StaticString = #filePath, line: UInt = #line) {
    let x = a.rowMajor, y = b.rowMajor
    for i in 0..<16 where abs(x[i] - y[i]) > accuracy {
        XCTFail("entry m\(i / 4 + 1)\(i % 4 + 1): \(x[i]) != \(y[i]) \(message)\n\(x)\n\(y)", file: file, line: line)
        return
    }
}

final class CATransform3DTests: LayerTestCase {
    /// Maps a point of a layer's plane with `p' = p * M` and divides by w.
    private func project(_ t: CATransform3D, _ x: CGFloat, _ y: CGFloat, _ z: CGFloat = 0) -> (CGFloat, CGFloat, CGFloat) {
        let p = t.transformedPoint(x: x, y: y, z: z)
        return (p.x / p.w, p.y / p.w, p.z / p.w)
    }

    func test_init_emptyOrIdentity_isAllZeroOrIdentity() {
        XCTAssertEqual(CATransform3D().rowMajor, [Double](repeating: 0, count: 16))
        XCTAssertTrue(CATransform3DIsIdentity(CATransform3DIdentity))
        XCTAssertFalse(CATransform3DIsIdentity(CATransform3D()))
        var t = CATransform3DIdentity
        t.m34 = -1 / 500
        XCTAssertFalse(CATransform3DIsIdentity(t))
        XCTAssertTrue(CATransform3DEqualToTransform(t, t))
        XCTAssertFalse(CATransform3DEqualToTransform(t, CATransform3DIdentity))
    }

    func test_translation_made_livesInTheFourthRowAndMovesPoints() {
        let t = CATransform3DMakeTranslation(10, -20, 30)
        XCTAssertEqual([t.m41, t.m42, t.m43], [10, -20, 30])
        let p = project(t, 1, 2, 3)
        XCTAssertEqual(p.0, 11); XCTAssertEqual(p.1, -18); XCTAssertEqual(p.2, 33)
    }

    func test_rotation_aboutZ_turnsXTowardY() {
        // Apple: positive angle about z turns +x toward +y (clockwise on a y-down screen).
        let r = CATransform3DMakeRotation(.pi / 2, 0, 0, 1)
        let p = project(r, 1, 0)
        XCTAssertEqual(p.0, 0, accuracy: 1e-15); XCTAssertEqual(p.1, 1, accuracy: 1e-15)
        // And matches CGAffineTransform(rotationAngle:), which Core Animation shares.
        assertTransformsEqual(r, CATransform3DMakeAffineTransform(CGAffineTransform(rotationAngle: .pi / 2)))
        let q = project(CATransform3DMakeRotation(.pi / 6, 0, 0, 1), 1, 0)
        XCTAssertEqual(q.0, cos(.pi / 6), accuracy: 1e-15); XCTAssertEqual(q.1, 0.5, accuracy: 1e-15)
    }

    func test_rotation_aboutYAndX_isRightHanded() {
        // About +y, +x turns toward -z (away from a viewer at +z); about +x, +y turns toward +z.
        let y = project(CATransform3DMakeRotation(.pi / 2, 0, 1, 0), 1, 0, 0)
        XCTAssertEqual(y.0, 0, accuracy: 1e-15); XCTAssertEqual(y.2, -1, accuracy: 1e-15)
        let x = project(CATransform3DMakeRotation(.pi / 2, 1, 0, 0), 0, 1, 0)
        XCTAssertEqual(x.1, 0, accuracy: 1e-15); XCTAssertEqual(x.2, 1, accuracy: 1e-15)
    }

    func test_rotation_longOrZeroAxis_isNormalizedOrIdentity() {
        assertTransformsEqual(CATransform3DMakeRotation(0.7, 0, 0, 5), CATransform3DMakeRotation(0.7, 0, 0, 1))
        XCTAssertTrue(CATransform3DIsIdentity(CATransform3DMakeRotation(1, 0, 0, 0)))
        // A rotation about a diagonal axis leaves the axis fixed and preserves lengths.
        let r = CATransform3DMakeRotation(1.1, 1, 2, 3)
        let axis = project(r, 1, 2, 3)
        XCTAssertEqual(axis.0, 1, accuracy: 1e-12); XCTAssertEqual(axis.1, 2, accuracy: 1e-12)
        XCTAssertEqual(axis.2, 3, accuracy: 1e-12)
        let p = project(r, 3, -1, 0.5)
        XCTAssertEqual(p.0 * p.0 + p.1 * p.1 + p.2 * p.2, 10.25, accuracy: 1e-12)
    }

    func test_rotation_byQuarterTurns_isExact() {
        let r = CATransform3DMakeRotation(90 * .pi / 180, 0, 1, 0)
        XCTAssertEqual(r.m11, 0); XCTAssertEqual(r.m13, -1); XCTAssertEqual(r.m31, 1); XCTAssertEqual(r.m33, 0)
    }

    func test_chainingFunctions_onATransform_putTheNewOperationFirst() {
        let base = CATransform3DConcat(CATransform3DMakeScale(2, 3, 4), CATransform3DMakeTranslation(5, 6, 7))
        assertTransformsEqual(CATransform3DTranslate(base, 1, 2, 3),
                              CATransform3DConcat(CATransform3DMakeTranslation(1, 2, 3), base))
        assertTransformsEqual(CATransform3DScale(base, 0.5, 2, -1),
                              CATransform3DConcat(CATransform3DMakeScale(0.5, 2, -1), base))
        assertTransformsEqual(CATransform3DRotate(base, 0.3, 1, 1, 0),
                              CATransform3DConcat(CATransform3DMakeRotation(0.3, 1, 1, 0), base))
        // Translate, then scale: the scale applies first to points, so the offset is not scaled.
        let t = CATransform3DScale(CATransform3DMakeTranslation(10, 0, 0), 2, 2, 1)
        XCTAssertEqual(project(t, 1, 1).0, 12)
        XCTAssertEqual(project(t, 1, 1).1, 2)
    }

    func test_concat_twoTransforms_appliesTheFirstArgumentFirst() {
        let a = CATransform3DMakeTranslation(10, 0, 0)
        let b = CATransform3DMakeRotation(.pi / 2, 0, 0, 1)
        // a then b: (1, 0) -> (11, 0) -> (0, 11).
        let p = project(CATransform3DConcat(a, b), 1, 0)
        XCTAssertEqual(p.0, 0, accuracy: 1e-12); XCTAssertEqual(p.1, 11, accuracy: 1e-12)
    }

    func test_invert_regularOrSingular_roundTripsOrLeavesItUnchanged() {
        var t = CATransform3DRotate(CATransform3DMakeTranslation(3, -4, 5), 0.8, 1, 2, -1)
        t = CATransform3DScale(t, 1.5, 0.5, 2)
        t.m34 = -1 / 500
        t.m14 = 0.001
        let inverse = CATransform3DInvert(t)
        assertTransformsEqual(CATransform3DConcat(t, inverse), CATransform3DIdentity, accuracy: 1e-12)
        assertTransformsEqual(CATransform3DConcat(inverse, t), CATransform3DIdentity, accuracy: 1e-12)
        let singular = CATransform3DMakeScale(1, 0, 1)
        XCTAssertEqual(CATransform3DInvert(singular), singular)
    }

    func test_door_withPerspective_projectsAsExpected() {
        // A door of width w hinged at its left edge (anchor (0, 0.5)), turned 45 degrees about y
        // with m34 = -1/500: its free edge (w, 0) goes to (w cos, 0, -w sin), w' = 1 + w sin / 500.
        let w: CGFloat = 200
        var t = CATransform3DIdentity
        t.m34 = -1 / 500
        t = CATransform3DRotate(t, .pi / 4, 0, 1, 0)
        let s = sin(CGFloat.pi / 4), c = cos(CGFloat.pi / 4)
        let expected = w * c / (1 + w * s / 500)
        let p = project(t, w, 0)
        XCTAssertEqual(p.0, expected, accuracy: 1e-12)
        XCTAssertEqual(Double(expected), 110.2406, accuracy: 1e-4)
        // A point off the axis also shrinks toward the vanishing point.
        XCTAssertEqual(project(t, w, 100).1, 100 / (1 + w * s / 500), accuracy: 1e-12)
        XCTAssertEqual(t.projectedPoint(CGPoint(x: w, y: 0)).x, expected, accuracy: 1e-12)
    }

    func test_affineConversion_toAndFrom3D_keepsTheSixValues() {
        let affine = CGAffineTransform(a: 1, b: 2, c: 3, d: 4, tx: 5, ty: 6)
        let t = CATransform3DMakeAffineTransform(affine)
        XCTAssertTrue(CATransform3DIsAffine(t))
        XCTAssertEqual(CATransform3DGetAffineTransform(t), affine)
        XCTAssertEqual([t.m11, t.m12, t.m21, t.m22, t.m41, t.m42], [1, 2, 3, 4, 5, 6])
        var p = t
        p.m34 = -0.002
        XCTAssertFalse(CATransform3DIsAffine(p))
        XCTAssertFalse(CATransform3DIsAffine(CATransform3DMakeRotation(0.1, 0, 1, 0)))
        XCTAssertFalse(CATransform3DIsAffine(CATransform3DMakeTranslation(0, 0, 1)))
        // The 3D version of a composed affine transform is the composition of the 3D versions.
        let a = CGAffineTransform(rotationAngle: 0.4).translatedBy(x: 3, y: 4)
        let b = CGAffineTransform(scaleX: 2, y: 0.5)
        assertTransformsEqual(CATransform3DMakeAffineTransform(a.concatenating(b)),
                              CATransform3DConcat(CATransform3DMakeAffineTransform(a), CATransform3DMakeAffineTransform(b)))
    }

    func test_keyPathComponents_readAndWritten_matchTheDecomposition() throws {
        // Scale first, then rotate: the order the decomposition reads fields in.
        let t = CATransform3DScale(CATransform3DMakeRotation(0.5, 0, 0, 1), 2, 3, 4)
        XCTAssertEqual(try XCTUnwrap(t.keyPathComponentValue("rotation.z")), 0.5, accuracy: 1e-12)
        XCTAssertEqual(try XCTUnwrap(t.keyPathComponentValue("transform.rotation")), 0.5, accuracy: 1e-12)
        XCTAssertEqual(try XCTUnwrap(t.keyPathComponentValue("scale.y")), 3, accuracy: 1e-12)
        XCTAssertEqual(try XCTUnwrap(t.keyPathComponentValue("scale")), 3, accuracy: 1e-12)
        XCTAssertNil(t.keyPathComponentValue("translation"))
        XCTAssertNil(t.keyPathComponentValue("bogus"))

        let moved = try XCTUnwrap(t.settingKeyPathComponent("translation.x", to: 40))
        assertTransformsEqual(moved, CATransform3DConcat(t, CATransform3DMakeTranslation(40, 0, 0)))
        let turned = try XCTUnwrap(t.settingKeyPathComponent("rotation.z", to: 2 * .pi))
        assertTransformsEqual(turned, CATransform3DMakeScale(2, 3, 4), accuracy: 1e-12)
        let rescaled = try XCTUnwrap(t.settingKeyPathComponent("scale", to: 1))
        assertTransformsEqual(rescaled, CATransform3DMakeRotation(0.5, 0, 0, 1), accuracy: 1e-12)

        // Setting one angle keeps the others.
        let tilted = try XCTUnwrap(CATransform3DMakeRotation(0.3, 1, 0, 0).settingKeyPathComponent("rotation.y", to: 0.2))
        let angles = try XCTUnwrap(tilted.eulerAngles)
        XCTAssertEqual(angles.x, 0.3, accuracy: 1e-12); XCTAssertEqual(angles.y, 0.2, accuracy: 1e-12)
        XCTAssertEqual(angles.z, 0, accuracy: 1e-12)
        assertTransformsEqual(tilted, CATransform3DConcat(CATransform3DMakeRotation(0.3, 1, 0, 0),
                                                          CATransform3DMakeRotation(0.2, 0, 1, 0)), accuracy: 1e-12)

        // A layer scaled to zero can still have its scale animated.
        let grown = try XCTUnwrap(CATransform3DMakeScale(0, 0, 1).settingKeyPathComponent("scale.x", to: 0.5))
        assertTransformsEqual(grown, CATransform3DMakeScale(0.5, 0, 1))

        XCTAssertEqual(CATransform3D.fromKeyPathComponent("rotation.y", value: 1), CATransform3DMakeRotation(1, 0, 1, 0))
        XCTAssertEqual(CATransform3D.fromKeyPathComponent("transform.scale", value: 2), CATransform3DMakeScale(2, 2, 2))
        XCTAssertEqual(CATransform3D.fromTranslationComponent(CGSize(width: 3, height: 4)), CATransform3DMakeTranslation(3, 4, 0))
        XCTAssertNil(CATransform3D.fromKeyPathComponent("opacity", value: 1))
    }

    func test_eulerAngles_throughAQuaternion_roundTrip() {
        for angles in [SIMD3(0.1, 0.2, 0.3), SIMD3(-2.5, 1.2, 3.0), SIMD3(1.0, -0.7, -2.9)] {
            let q = CATransform3D.quaternion(eulerAngles: angles)
            let back = CATransform3D.eulerAngles(of: q)
            XCTAssertEqual(back.x, angles.x, accuracy: 1e-12)
            XCTAssertEqual(back.y, angles.y, accuracy: 1e-12)
            XCTAssertEqual(back.z, angles.z, accuracy: 1e-12)
        }
        // Gimbal lock: y = pi/2 keeps the overall rotation even though x and z merge.
        let locked = CATransform3D.quaternion(eulerAngles: SIMD3(0.4, .pi / 2, 0.1))
        let back = CATransform3D.quaternion(eulerAngles: CATransform3D.eulerAngles(of: locked))
        XCTAssertEqual(abs((locked * back).sum()), 1, accuracy: 1e-12)
    }
}
