import Foundation
import XCTest
@testable import QuartzCore

/// `AnimationValue(_:)`: the kinds recognized by their exact type convert as the casts would.
final class AnimationValueConversionTests: XCTestCase {
    func test_exactTypes_convertAsTheCastsDo() {
        // Setup: one value of every kind the exact-type path knows, and kinds it leaves to the casts.
        let known: [Any] = [CGFloat(2.5), -7.25, CGPoint(x: 1, y: -2), CGSize(width: 3, height: 4),
                            CGRect(x: 1, y: 2, width: 3, height: 4),
                            CATransform3DRotate(CATransform3DMakeTranslation(5, 6, 7), 0.5, 0, 1, 0),
                            AnimationValue.number(9)]
        // (Not lists: they are boxed, and two boxes are never equal.)
        let others: [Any] = [Float(1.5), 3, NSNumber(value: 4.5), true, CGAffineTransform(scaleX: 2, y: 3),
                             NSValue(cgRect: CGRect(x: 0, y: 0, width: 8, height: 9))]

        for value in known {
            // Action
            let exact = AnimationValue.ofExactType(value)

            // Assertions: the same value as the general casts, through `init?(_:)` too.
            XCTAssertNotNil(exact, "\(type(of: value))")
            XCTAssertEqual(exact, AnimationValue.byCasting(value), "\(type(of: value))")
            XCTAssertEqual(AnimationValue(value), AnimationValue.byCasting(value), "\(type(of: value))")
        }
        for value in others {
            XCTAssertNil(AnimationValue.ofExactType(value), "\(type(of: value)) is left to the casts")
            XCTAssertEqual(AnimationValue(value), AnimationValue.byCasting(value), "\(type(of: value))")
        }
    }
}
