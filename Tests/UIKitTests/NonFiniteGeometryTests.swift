import TestSupport
import XCTest
@testable import QuartzCore
@testable import UIKit

/// Views given NaN or infinite geometry keep their last good values and the window still draws.
final class NonFiniteGeometryTests: UIKitTestCase {
    func test_labelWithAnInfiniteWidthOrNaNFrame_keepsItsFrame_andTheWindowDraws() {
        let root = UIViewController()
        let scene = WindowTestScene(environment: UIKitEnvironment.current, root: root)
        let label = UILabel(frame: CGRect(x: 10, y: 10, width: 100, height: 20))
        label.text = "Hello"
        root.view.addSubview(label)
        scene.frame()

        label.frame = CGRect(x: 0, y: 0, width: CGFloat.infinity, height: 20)
        scene.frame()
        label.frame = CGRect(x: CGFloat.nan, y: 0, width: 10, height: 10)
        label.center = CGPoint(x: CGFloat.nan, y: 4)
        scene.frame()

        XCTAssertEqual(label.frame, CGRect(x: 10, y: 10, width: 100, height: 20))
    }

    func test_viewAlphaAndTransformNaN_areIgnored() {
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        view.alpha = 0.5

        view.alpha = .nan
        view.transform = CGAffineTransform(scaleX: .nan, y: 1)

        XCTAssertEqual(view.alpha, 0.5)
        XCTAssertEqual(view.transform, .identity)
    }
}
