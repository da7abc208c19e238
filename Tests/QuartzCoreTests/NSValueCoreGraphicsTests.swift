import QuartzCore
import TestSupport
import XCTest

/// `NSValue(cgRect:)` and friends: boxed, unboxed, compared and used as animation values.
final class NSValueCoreGraphicsTests: LayerTestCase {
    func test_boxes_roundTripEveryStructure() {
        let transform = CATransform3DRotate(CATransform3DMakeScale(2, 3, 1), 0.5, 0, 0, 1)
        let affine = CGAffineTransform(a: 1, b: 2, c: 3, d: 4, tx: 5, ty: 6)

        XCTAssertEqual(NSValue(cgPoint: CGPoint(x: 1, y: 2)).cgPointValue, CGPoint(x: 1, y: 2))
        XCTAssertEqual(NSValue(cgSize: CGSize(width: 3, height: 4)).cgSizeValue, CGSize(width: 3, height: 4))
        XCTAssertEqual(NSValue(cgRect: CGRect(x: 1, y: 2, width: 3, height: 4)).cgRectValue, CGRect(x: 1, y: 2, width: 3, height: 4))
        XCTAssertEqual(NSValue(cgVector: CGVector(dx: 5, dy: 6)).cgVectorValue, CGVector(dx: 5, dy: 6))
        XCTAssertEqual(NSValue(cgAffineTransform: affine).cgAffineTransformValue, affine)
        XCTAssertTrue(CATransform3DEqualToTransform(NSValue(caTransform3D: transform).caTransform3DValue, transform))
    }

    func test_boxes_equalWhenTheirValuesAre_andWrongReadsAreZero() {
        XCTAssertEqual(NSValue(caTransform3D: CATransform3DIdentity), NSValue(caTransform3D: CATransform3DIdentity))
        XCTAssertNotEqual(NSValue(cgAffineTransform: .identity), NSValue(cgAffineTransform: CGAffineTransform(scaleX: 2, y: 2)))
        XCTAssertEqual(NSValue(cgPoint: CGPoint(x: 1, y: 1)).cgRectValue, .zero)
        XCTAssertEqual(NSValue(cgRect: .infinite).caTransform3DValue.m11, 0)
    }

    func test_boxedTransformAsAnimationValues_animatesTheLayer() {
        let layer = CALayer()
        layer.bounds = CGRect(x: 0, y: 0, width: 100, height: 100)
        let animation = CABasicAnimation(keyPath: "transform")
        animation.fromValue = NSValue(caTransform3D: CATransform3DIdentity)
        animation.toValue = NSValue(caTransform3D: CATransform3DMakeScale(3, 3, 1))
        animation.duration = 1
        layer.add(animation, forKey: "grow")

        LayerContext.current.advance(by: 0.5)
        let halfway = layer.presentation()?.transform.m11

        XCTAssertEqual(halfway ?? 0, 2, accuracy: 1e-6)
    }

    func test_boxedPointThroughSetValueForKey_movesTheLayer() {
        let layer = CALayer()

        layer.setValue(NSValue(cgPoint: CGPoint(x: 40, y: 50)), forKey: "position")

        XCTAssertEqual(layer.position, CGPoint(x: 40, y: 50))
    }
}
