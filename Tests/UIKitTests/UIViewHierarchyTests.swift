import TestSupport
import XCTest
@testable import QuartzCore
@testable import UIKit

final class UIViewHierarchyTests: UIKitTestCase {
    func test_addSubview_movesLayerAndSetsSuperview() {
        let parent = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let child = UIView(frame: CGRect(x: 10, y: 10, width: 20, height: 20))

        parent.addSubview(child)

        XCTAssertTrue(child.superview === parent)
        XCTAssertTrue(parent.layer.sublayers?.first === child.layer)
    }

    func test_insertBelowAndAbove_orderSubviewsAndLayersAlike() {
        let parent = UIView(frame: .zero)
        let a = UIView(), b = UIView(), c = UIView()
        parent.addSubview(a)
        parent.addSubview(b)

        parent.insertSubview(c, belowSubview: b)
        parent.insertSubview(a, aboveSubview: b)

        XCTAssertEqual(parent.subviews.map(ObjectIdentifier.init), [c, b, a].map(ObjectIdentifier.init))
        XCTAssertEqual(parent.layer.sublayers!.map(ObjectIdentifier.init), [c, b, a].map { ObjectIdentifier($0.layer) })
    }

    func test_frame_withAutoresizingMask_followsSuperviewResize() {
        let parent = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let fill = UIView(frame: CGRect(x: 10, y: 10, width: 80, height: 80))
        fill.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        let pinnedRight = UIView(frame: CGRect(x: 70, y: 0, width: 20, height: 20))
        pinnedRight.autoresizingMask = [.flexibleLeftMargin]
        parent.addSubview(fill)
        parent.addSubview(pinnedRight)

        parent.frame = CGRect(x: 0, y: 0, width: 200, height: 150)

        XCTAssertEqual(fill.frame, CGRect(x: 10, y: 10, width: 180, height: 130))
        XCTAssertEqual(pinnedRight.frame, CGRect(x: 170, y: 0, width: 20, height: 20))
    }

    func test_convertRect_throughScaledSuperview() {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
        let scaled = UIView(frame: CGRect(x: 100, y: 100, width: 100, height: 100))
        scaled.transform = CGAffineTransform(scaleX: 2, y: 2)
        let inner = UIView(frame: CGRect(x: 10, y: 10, width: 10, height: 10))
        root.addSubview(scaled)
        scaled.addSubview(inner)

        let rect = root.convert(inner.bounds, from: inner)

        XCTAssertEqual(rect, CGRect(x: 70, y: 70, width: 20, height: 20))
    }

    func test_hitTest_skipsHiddenTransparentAndNonInteractiveViews() {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let visible = UIView(frame: CGRect(x: 0, y: 0, width: 50, height: 50))
        let hidden = UIView(frame: CGRect(x: 0, y: 0, width: 50, height: 50))
        hidden.isHidden = true
        let transparent = UIView(frame: CGRect(x: 0, y: 0, width: 50, height: 50))
        transparent.alpha = 0
        let inert = UIView(frame: CGRect(x: 0, y: 0, width: 50, height: 50))
        inert.isUserInteractionEnabled = false
        [visible, hidden, transparent, inert].forEach(root.addSubview)

        XCTAssertTrue(root.hitTest(CGPoint(x: 10, y: 10), with: nil) === visible)
        XCTAssertTrue(root.hitTest(CGPoint(x: 80, y: 80), with: nil) === root)
        XCTAssertNil(root.hitTest(CGPoint(x: 180, y: 80), with: nil))
    }

    func test_viewsDoNotAnimateImplicitly_outsideAnimationBlocks() {
        TestScene.inEnvironment { environment in
            let view = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
            view.layer.hasBeenCommitted = true

            view.alpha = 0.5
            view.center = CGPoint(x: 40, y: 40)

            XCTAssertNil(view.layer.animationKeys())
        }
    }
}
