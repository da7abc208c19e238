import CoreGraphics
import XCTest

/// `import CoreGraphics` alone compiles Core Graphics code, as on iOS: the types come from the
/// CoreGraphics module's re-exports (this file imports neither QuartzCore nor Foundation).
final class CoreGraphicsImportTests: XCTestCase {
    func test_importCoreGraphicsAlone_compilesGeometryPathsColorsAndGradients() {
        let rect = CGRect(x: 0, y: 0, width: 10, height: 20)
        let transform = CGAffineTransform(translationX: 5, y: 0).scaledBy(x: 2, y: 1)
        let path = CGMutablePath()
        path.addRect(rect, transform: transform)
        let space = CGColorSpaceCreateDeviceRGB()
        let colors = [CGColor(red: 1, green: 0, blue: 0, alpha: 1), CGColor(gray: 0, alpha: 1)]
        let gradient = CGGradient(colorsSpace: space, colors: colors as CFArray, locations: [0, 1])
        let vector = CGVector(dx: 1, dy: 2)
        let boxed = NSValue(cgRect: rect)

        XCTAssertEqual(path.boundingBox, CGRect(x: 5, y: 0, width: 20, height: 20))
        XCTAssertEqual(gradient?.locations, [0, 1])
        XCTAssertEqual(space.numberOfComponents, 3)
        XCTAssertEqual(vector.dy, 2)
        XCTAssertEqual(boxed.cgRectValue, rect)
    }
}
