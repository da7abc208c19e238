import TestSupport
import Raster
import XCTest
@testable import QuartzCore
@testable import UIKit

final class UIImageViewTests: UIKitTestCase {
    let red = RGBA8(red: 1, green: 0, blue: 0)

    /// A 20 x 10 pt red image at 1x.
    func redImage() -> UIImage {
        UIImage(cgImage: CGImage(bitmap: Bitmap(width: 20, height: 10, color: red)))
    }

    /// `view` drawn on a white 40 x 40 root at 1x.
    func render(_ view: UIView) -> Bitmap {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 40, height: 40))
        root.backgroundColor = .white
        root.addSubview(view)
        return LayerCompositor(width: 40, height: 40, scale: 1).render(root.layer)
    }

    /// The rows (at column 20) and columns (at row 20) that are red.
    func redExtent(_ bitmap: Bitmap) -> (rows: [Int], columns: [Int]) {
        ((0..<40).filter { bitmap[20, $0] == red }, (0..<40).filter { bitmap[$0, 20] == red })
    }

    func test_initWithImage_sizesTheViewAndSetsTheContents() {
        withDrawingScreen {
            let image = UIImage(cgImage: CGImage(bitmap: Bitmap(width: 40, height: 20)), scale: 2, orientation: .up)
            let view = UIImageView(image: image)
            XCTAssertEqual(view.frame, CGRect(x: 0, y: 0, width: 20, height: 10))
            XCTAssertEqual(view.intrinsicContentSize, CGSize(width: 20, height: 10))
            XCTAssertEqual(view.sizeThatFits(.zero), CGSize(width: 20, height: 10))
            XCTAssertTrue(view.layer.contents as? CGImage === image.cgImage)
            XCTAssertEqual(view.layer.contentsScale, 2)
            XCTAssertFalse(view.isUserInteractionEnabled)
            view.image = nil
            XCTAssertNil(view.layer.contents)
            XCTAssertEqual(view.intrinsicContentSize.width, UIView.noIntrinsicMetric)
        }
    }

    func test_contentModes_eachSet_placeTheImage() {
        withDrawingScreen(scale: 1) {
            let view = UIImageView(frame: CGRect(x: 0, y: 0, width: 40, height: 40))
            view.image = redImage()
            view.contentMode = .scaleAspectFit
            let fit = redExtent(render(view))
            XCTAssertEqual(fit.rows, Array(10..<30), "20 x 10 fit into 40 x 40: 40 x 20, centered")
            XCTAssertEqual(fit.columns, Array(0..<40))

            view.contentMode = .scaleAspectFill
            XCTAssertEqual(redExtent(render(view)).rows, Array(0..<40))

            view.contentMode = .center
            let center = redExtent(render(view))
            XCTAssertEqual(center.rows, Array(15..<25))
            XCTAssertEqual(center.columns, Array(10..<30))

            view.contentMode = .scaleToFill
            XCTAssertEqual(redExtent(render(view)).rows, Array(0..<40))
        }
    }

    func test_highlightedImageAndTemplate_whenHighlightedOrTinted_showTheRightPixels() {
        withDrawingScreen {
            let normal = redImage()
            let highlighted = UIImage(cgImage: CGImage(bitmap: Bitmap(width: 1, height: 1, color: .white)))
            let view = UIImageView(image: normal, highlightedImage: highlighted)
            view.isHighlighted = true
            XCTAssertTrue(view.layer.contents as? CGImage === highlighted.cgImage)
            view.isHighlighted = false
            XCTAssertTrue(view.layer.contents as? CGImage === normal.cgImage)

            view.image = normal.withRenderingMode(.alwaysTemplate)
            view.tintColor = .blue
            XCTAssertEqual((view.layer.contents as? CGImage)?.bitmap[0, 0], RGBA8(red: 0, green: 0, blue: 1))
        }
    }

    func test_setNeedsDisplay_onAnImageView_keepsTheImage() {
        withDrawingScreen {
            let view = UIImageView(image: redImage())
            view.setNeedsDisplay()
            view.layer.displayIfNeeded()
            XCTAssertNotNil(view.layer.contents as? CGImage)
        }
    }
}
