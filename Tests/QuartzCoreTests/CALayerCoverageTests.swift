import TestSupport
import XCTest
@testable import QuartzCore

/// Issue 35: the `CALayer` members added for API coverage answer as Core Animation's do.
final class CALayerCoverageTests: LayerTestCase {
    func test_cornerCurveExpansionFactor_isOneForCircular_andLargerForContinuous() {
        XCTAssertEqual(CALayer.cornerCurveExpansionFactor(.circular), 1)
        XCTAssertEqual(CALayer.cornerCurveExpansionFactor(.continuous), 1.528665, accuracy: 1e-6)
    }

    func test_visibleRect_withoutAScrollLayer_isTheBounds() {
        let layer = CALayer()
        layer.bounds = CGRect(x: 5, y: 6, width: 100, height: 50)

        XCTAssertEqual(layer.visibleRect, CGRect(x: 5, y: 6, width: 100, height: 50))
    }

    func test_contentsCenter_defaultsToTheWholeImage_andIsKept() {
        let layer = CALayer()
        let before = layer.contentsCenter

        layer.contentsCenter = CGRect(x: 0.25, y: 0.25, width: 0.5, height: 0.5)

        XCTAssertEqual(before, CGRect(x: 0, y: 0, width: 1, height: 1))
        XCTAssertEqual(layer.contentsCenter, CGRect(x: 0.25, y: 0.25, width: 0.5, height: 0.5))
    }
}
