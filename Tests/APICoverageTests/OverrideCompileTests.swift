import Foundation
import TestSupport
import UIKit
import XCTest

// Compile tests: the overrides iOS code writes against members that are `open` in UIKit.
// Plain `import UIKit`; each would fail to compile if the member were `public` or mistyped.

/// A view backed by a shape layer, declared with Apple's `AnyClass` type, that sizes itself.
final class OverridingShapeView: UIView {
    override class var layerClass: AnyClass { CAShapeLayer.self }
    var sizedToFit = false
    override func sizeToFit() {
        sizedToFit = true
        super.sizeToFit()
    }
    override func sizeThatFits(_ size: CGSize) -> CGSize { CGSize(width: 40, height: 20) }
}

/// A controller overriding the content-container and system-preference members.
final class OverridingController: UIViewController {
    var childSizeChanges = 0
    override func preferredContentSizeDidChange(forChildContentContainer container: UIContentContainer) {
        childSizeChanges += 1
    }
    override func systemLayoutFittingSizeDidChange(forChildContentContainer container: UIContentContainer) {
        childSizeChanges += 1
    }
    override var preferredInterfaceOrientationForPresentation: UIInterfaceOrientation { .landscapeRight }
    override var prefersHomeIndicatorAutoHidden: Bool { true }
    override var preferredScreenEdgesDeferringSystemGestures: UIRectEdge { .bottom }
}

/// Overrides of `open` members behave as on iOS.
final class OverrideCompileTests: XCTestCase {
    func test_layerClass_asAnyClass_makesTheLayerOfThatClass() {
        TestScene.inEnvironment { _ in
            let view = OverridingShapeView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
            XCTAssertTrue(view.layer is CAShapeLayer)
            view.sizeToFit()
            XCTAssertTrue(view.sizedToFit)
            XCTAssertEqual(view.bounds.size, CGSize(width: 40, height: 20))
        }
    }

    func test_controllerOverrides_areCalledThroughTheBaseClass() {
        TestScene.inEnvironment { _ in
            let controller = OverridingController()
            let base: UIViewController = controller
            base.preferredContentSizeDidChange(forChildContentContainer: UIViewController())
            base.systemLayoutFittingSizeDidChange(forChildContentContainer: UIViewController())
            XCTAssertEqual(controller.childSizeChanges, 2)
            XCTAssertEqual(base.preferredInterfaceOrientationForPresentation, .landscapeRight)
            XCTAssertTrue(base.prefersHomeIndicatorAutoHidden)
            XCTAssertEqual(base.preferredScreenEdgesDeferringSystemGestures, .bottom)
            XCTAssertEqual(UIViewController().preferredInterfaceOrientationForPresentation, .portrait)
        }
    }

    func test_layerAffineTransform_roundTrips() {
        TestScene.inEnvironment { _ in
            let layer = CALayer()
            layer.setAffineTransform(CGAffineTransform(translationX: 5, y: 7))
            XCTAssertEqual(layer.affineTransform(), CGAffineTransform(translationX: 5, y: 7))
        }
    }
}
