import QuartzCore
import TestSupport
import XCTest

/// Setting a transformed layer's frame, as Core Animation does it: the bounds take the size the
/// transform maps onto the frame and the frame reads back as set (transition code shrinks a
/// snapshot with a scale and then places it by its frame).
final class CALayerFrameWithTransformTests: LayerTestCase {
    func test_frameOfAScaledLayer_readsBackAsSet_andItsBoundsAreTheUnscaledSize() {
        let layer = CALayer()
        layer.bounds = CGRect(x: 0, y: 0, width: 390, height: 844)
        layer.position = CGPoint(x: 195, y: 422)
        layer.transform = CATransform3DMakeScale(0.86, 0.86, 1)

        layer.frame = CGRect(x: 334, y: 59.08, width: 335.4, height: 725.84)

        XCTAssertEqual(layer.frame.minX, 334, accuracy: 1e-6)
        XCTAssertEqual(layer.frame.minY, 59.08, accuracy: 1e-6)
        XCTAssertEqual(layer.frame.width, 335.4, accuracy: 1e-6)
        XCTAssertEqual(layer.bounds.width, 390, accuracy: 1e-6)
        XCTAssertEqual(layer.bounds.height, 844, accuracy: 1e-6)
    }
}
