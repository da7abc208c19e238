import TestSupport
import Foundation
import XCTest
@testable import QuartzCore

final class CGAffineTransformTests: LayerTestCase {
    private func assertEqual(_ a: CGAffineTransform, _ b: CGAffineTransform, accuracy: CGFloat = 1e-12,
                             file: StaticString = #filePath, line: UInt = #line) {
        let x = [a.a, a.b, a.c, a.d, a.tx, a.ty], y = [b.a, b.b, b.c, b.d, b.tx, b.ty]
        for i in 0..<6 where abs(x[i] - y[i]) > accuracy {
            XCTFail("\(a) != \(b)", file: file, line: line)
            return
        }
    }

    func test_init_identityOrEmpty_isIdentityOrAllZero() {
        XCTAssertTrue(CGAffineTransform.identity.isIdentity)
        XCTAssertEqual(CGAffineTransform(), CGAffineTransform(a: 0, b: 0, c: 0, d: 0, tx: 0, ty: 0))
        XCTAssertFalse(CGAffineTransform(translationX: 1, y: 0).isIdentity)
        XCTAssertEqual(CGAffineTransform(1, 2, 3, 4, 5, 6), CGAffineTransform(a: 1, b: 2, c: 3, d: 4, tx: 5, ty: 6))
    }

    func test_makers_appliedToPoints_translateScaleAndRotate() {
        XCTAssertEqual(CGPoint(x: 1, y: 2).applying(CGAffineTransform(translationX: 10, y: 20)), CGPoint(x: 11, y: 22))
        XCTAssertEqual(CGPoint(x: 1, y: 2).applying(CGAffineTransform(scaleX: 3, y: -1)), CGPoint(x: 3, y: -2))
        // Positive angles turn +x toward +y (clockwise on a UIKit screen).
        let p = CGPoint(x: 1, y: 0).applying(CGAffineTransform(rotationAngle: .pi / 2))
        XCTAssertEqual(p.x, 0, accuracy: 1e-15); XCTAssertEqual(p.y, 1, accuracy: 1e-15)
        let r = CGAffineTransform(rotationAngle: 0.3)
        XCTAssertEqual(r.a, cos(0.3)); XCTAssertEqual(r.b, sin(0.3)); XCTAssertEqual(r.c, -sin(0.3))
    }

    func test_chaining_anOperation_putsTheNewOperationFirst() {
        let base = CGAffineTransform(a: 1.5, b: 0.2, c: -0.4, d: 0.9, tx: 7, ty: -3)
        assertEqual(base.translatedBy(x: 2, y: 5), CGAffineTransform(translationX: 2, y: 5).concatenating(base))
        assertEqual(base.scaledBy(x: 2, y: 0.5), CGAffineTransform(scaleX: 2, y: 0.5).concatenating(base))
        assertEqual(base.rotated(by: 0.7), CGAffineTransform(rotationAngle: 0.7).concatenating(base))
        // The seed's push: scaled, then translated in the scaled space.
        let t = CGAffineTransform(scaleX: 2, y: 2).translatedBy(x: 10, y: 0)
        XCTAssertEqual(CGPoint.zero.applying(t), CGPoint(x: 20, y: 0))
    }

    func test_concatenating_twoTransforms_appliesSelfFirst() {
        let t = CGAffineTransform(translationX: 10, y: 0).concatenating(CGAffineTransform(rotationAngle: .pi / 2))
        let p = CGPoint(x: 1, y: 0).applying(t)
        XCTAssertEqual(p.x, 0, accuracy: 1e-12); XCTAssertEqual(p.y, 11, accuracy: 1e-12)
    }

    func test_inverted_regularOrSingular_roundTripsOrIsUnchanged() {
        let t = CGAffineTransform(a: 1.5, b: 0.2, c: -0.4, d: 0.9, tx: 7, ty: -3)
        assertEqual(t.concatenating(t.inverted()), .identity)
        assertEqual(t.inverted().concatenating(t), .identity)
        let singular = CGAffineTransform(scaleX: 0, y: 1)
        XCTAssertEqual(singular.inverted(), singular)
    }

    func test_applying_toSizesAndRects_transformsThem() {
        let r = CGAffineTransform(rotationAngle: .pi / 2)
        let size = CGSize(width: 10, height: 20).applying(r)
        XCTAssertEqual(size.width, -20, accuracy: 1e-12); XCTAssertEqual(size.height, 10, accuracy: 1e-12)
        // Translation does not move sizes.
        XCTAssertEqual(CGSize(width: 3, height: 4).applying(CGAffineTransform(translationX: 9, y: 9)), CGSize(width: 3, height: 4))
        // A rotated rectangle's bounding box: a 10 x 20 rect at the origin turned 45 degrees.
        let box = CGRect(x: 0, y: 0, width: 10, height: 20).applying(CGAffineTransform(rotationAngle: .pi / 4))
        let h = CGFloat(2).squareRoot() / 2
        XCTAssertEqual(box.minX, -20 * h, accuracy: 1e-12); XCTAssertEqual(box.maxX, 10 * h, accuracy: 1e-12)
        XCTAssertEqual(box.minY, 0, accuracy: 1e-12); XCTAssertEqual(box.maxY, 30 * h, accuracy: 1e-12)
        // Mirroring keeps a positive size.
        XCTAssertEqual(CGRect(x: 1, y: 2, width: 3, height: 4).applying(CGAffineTransform(scaleX: -1, y: 1)),
                       CGRect(x: -4, y: 2, width: 3, height: 4))
        XCTAssertTrue(CGRect.null.applying(r).isNull)
    }

    func test_codable_encoded_isSixNumbers() throws {
        let t = CGAffineTransform(a: 1, b: 2, c: 3, d: 4, tx: 5, ty: 6)
        let data = try JSONEncoder().encode(t)
        XCTAssertEqual(String(decoding: data, as: UTF8.self), "[1,2,3,4,5,6]")
        XCTAssertEqual(try JSONDecoder().decode(CGAffineTransform.self, from: data), t)
    }

    func test_geometryExtras_vectorsAndEqualTo_compareByValue() {
        XCTAssertEqual(CGVector(dx: 1, dy: 2), CGVector(dx: 1.0, dy: 2.0))
        XCTAssertEqual(CGVector.zero, CGVector())
        XCTAssertTrue(CGPoint(x: 1, y: 2).equalTo(CGPoint(x: 1, y: 2)))
        XCTAssertTrue(CGSize(width: 1, height: 2).equalTo(CGSize(width: 1, height: 2)))
        XCTAssertTrue(CGRect(x: 0, y: 0, width: 10, height: 10).equalTo(CGRect(x: 10, y: 10, width: -10, height: -10)))
        XCTAssertFalse(CGRect(x: 0, y: 0, width: 10, height: 10).equalTo(.null))
    }
}
