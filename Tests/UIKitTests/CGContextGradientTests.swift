import Raster
import TestSupport
import UIKit
import XCTest

/// `CGContext.drawLinearGradient` and `drawRadialGradient`, as iOS drawing code calls them
/// (plain `import UIKit`): the pixels along and around the gradient.
final class CGContextGradientTests: UIKitTestCase {
    private let redToBlue = CGGradient(colorsSpace: CGColorSpaceCreateDeviceRGB(),
                                       colors: [UIColor.red.cgColor, UIColor.blue.cgColor] as CFArray, locations: [0, 1])!

    private func pixel(_ context: CGContext, _ x: Int, _ y: Int) -> RGBA8 { context.bitmap[x, y] }

    func test_drawLinearGradient_interpolatesAlongTheLineOnly() {
        let context = CGContext(width: 100, height: 10)

        context.drawLinearGradient(redToBlue, start: CGPoint(x: 20, y: 0), end: CGPoint(x: 80, y: 0), options: [])

        XCTAssertEqual(pixel(context, 10, 5).a, 0, "before the start, without drawsBeforeStartLocation")
        XCTAssertEqual(pixel(context, 90, 5).a, 0, "after the end, without drawsAfterEndLocation")
        XCTAssertEqual(Double(pixel(context, 20, 5).r), 255, accuracy: 6)
        XCTAssertEqual(Double(pixel(context, 79, 5).b), 255, accuracy: 6)
        let middle = pixel(context, 50, 5)
        XCTAssertEqual(Double(middle.r), 128, accuracy: 4)
        XCTAssertEqual(Double(middle.b), 128, accuracy: 4)
        XCTAssertEqual(pixel(context, 50, 0), pixel(context, 50, 9), "constant across the line")
    }

    func test_drawLinearGradient_withExtendingOptions_fillsBothEnds() {
        let context = CGContext(width: 100, height: 10)

        context.drawLinearGradient(redToBlue, start: CGPoint(x: 20, y: 0), end: CGPoint(x: 80, y: 0),
                                   options: [.drawsBeforeStartLocation, .drawsAfterEndLocation])

        XCTAssertEqual(pixel(context, 2, 5), RGBA8(red: 1, green: 0, blue: 0, alpha: 1))
        XCTAssertEqual(pixel(context, 97, 5), RGBA8(red: 0, green: 0, blue: 1, alpha: 1))
    }

    func test_drawRadialGradient_concentricCircles_colorByDistance() {
        let context = CGContext(width: 100, height: 100)
        let center = CGPoint(x: 50, y: 50)

        context.drawRadialGradient(redToBlue, startCenter: center, startRadius: 0, endCenter: center, endRadius: 40, options: [])

        XCTAssertEqual(Double(pixel(context, 50, 50).r), 255, accuracy: 8)
        XCTAssertEqual(Double(pixel(context, 70, 50).r), 128, accuracy: 8)
        XCTAssertEqual(pixel(context, 50, 70), pixel(context, 70, 50), "the same distance: the same color")
        XCTAssertEqual(pixel(context, 95, 50).a, 0, "outside the end circle")
    }

    func test_drawGradient_respectsClipAndScale() {
        UIGraphicsBeginImageContextWithOptions(CGSize(width: 50, height: 10), false, 2)
        let context = UIGraphicsGetCurrentContext()!
        context.clip(to: CGRect(x: 0, y: 0, width: 25, height: 10))
        context.drawLinearGradient(redToBlue, start: .zero, end: CGPoint(x: 50, y: 0), options: [])
        let image = UIGraphicsGetImageFromCurrentImageContext()
        UIGraphicsEndImageContext()

        XCTAssertEqual(context.bitmap.width, 100)
        XCTAssertEqual(Double(pixel(context, 40, 10).r), 152, accuracy: 3, "x = 20.25 pt of 50")
        XCTAssertEqual(pixel(context, 60, 10).a, 0, "clipped")
        XCTAssertNotNil(image)
    }
}
