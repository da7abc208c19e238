import Foundation
import TestSupport
import UIKit
import XCTest

/// Key-value coding on the view properties animations name, through plain `import UIKit`.
final class ViewKeyValueCodingTests: UIKitTestCase {
    func test_setValueForKey_viewAnimatedProperties_goThroughTheSetters() {
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))

        view.setValue(0.5, forKey: "alpha")
        view.setValue(CGPoint(x: 200, y: 300), forKey: "center")
        view.setValue(CGAffineTransform(scaleX: 2, y: 2), forKey: "transform")
        view.setValue(UIColor.red, forKey: "backgroundColor")
        view.setValue(true, forKey: "hidden")

        XCTAssertEqual(view.alpha, 0.5)
        XCTAssertEqual(view.center, CGPoint(x: 200, y: 300))
        XCTAssertEqual(view.frame, CGRect(x: 100, y: 200, width: 200, height: 200))
        XCTAssertEqual(view.backgroundColor, .red)
        XCTAssertTrue(view.isHidden)
    }

    func test_valueForKeyPath_viewPartsAndLayer_readCurrentValues() {
        let view = UIView(frame: CGRect(x: 10, y: 20, width: 100, height: 60))
        view.layer.cornerRadius = 6

        XCTAssertEqual(view.value(forKey: "frame") as? CGRect, CGRect(x: 10, y: 20, width: 100, height: 60))
        XCTAssertEqual(view.value(forKeyPath: "center.x") as? CGFloat, 60)
        XCTAssertEqual(view.value(forKeyPath: "frame.size.height") as? CGFloat, 60)
        XCTAssertEqual(view.value(forKeyPath: "layer.cornerRadius") as? CGFloat, 6)
        XCTAssertEqual(view.value(forKey: "alpha") as? CGFloat, 1)
        XCTAssertNil(view.value(forKey: "noSuchProperty"))
    }

    func test_setValueForKeyPath_partsOfGeometry_changeOnlyThatPart() {
        let view = UIView(frame: CGRect(x: 10, y: 20, width: 100, height: 60))

        view.setValue(200, forKeyPath: "frame.size.width")
        view.setValue(5, forKeyPath: "center.y")
        view.setValue(CGFloat.pi, forKeyPath: "transform.rotation.z")
        view.setValue(9, forKeyPath: "layer.cornerRadius")

        XCTAssertEqual(view.bounds.size, CGSize(width: 200, height: 60))
        XCTAssertEqual(view.center.y, 5)
        XCTAssertEqual(view.transform.a, -1, accuracy: 1e-9)
        XCTAssertEqual(view.layer.cornerRadius, 9)
    }

    func test_setValueForKey_insideAnimationBlock_animatesAsTheSetterDoes() {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        window.addSubview(view)

        UIView.animate(withDuration: 0.3) { view.setValue(0, forKey: "alpha") }

        XCTAssertEqual(view.layer.animationKeys() ?? [], ["opacity"])
        XCTAssertEqual(view.alpha, 0)
    }
}
