import TestSupport
import XCTest
@testable import QuartzCore

final class CALayerGeometryTests: LayerTestCase {
    func test_frame_followsAnchorPointAndPosition() {
        let layer = CALayer()
        layer.bounds = CGRect(x: 0, y: 0, width: 100, height: 50)
        layer.anchorPoint = CGPoint(x: 0, y: 0.5)
        layer.position = CGPoint(x: 10, y: 100)

        XCTAssertEqual(layer.frame, CGRect(x: 10, y: 75, width: 100, height: 50))
    }

    func test_settingFrame_movesPositionByAnchor() {
        let layer = CALayer()
        layer.anchorPoint = CGPoint(x: 1, y: 0.5)

        layer.frame = CGRect(x: 20, y: 40, width: 100, height: 60)

        XCTAssertEqual(layer.position, CGPoint(x: 120, y: 70))
        XCTAssertEqual(layer.bounds.size, CGSize(width: 100, height: 60))
    }

    func test_doorAt45Degrees_farEdgeProjectsToAnalyticX() {
        // A 200 pt door hinged at x = 100, rotated 45 degrees about y with m34 = -1/500.
        let door = CALayer()
        door.bounds = CGRect(x: 0, y: 0, width: 200, height: 400)
        door.anchorPoint = CGPoint(x: 0, y: 0.5)
        door.position = CGPoint(x: 100, y: 300)
        var t = CATransform3DIdentity
        t.m34 = -1.0 / 500
        door.transform = CATransform3DRotate(t, .pi / 4, 0, 1, 0)

        let edge = door.convert(CGPoint(x: 200, y: 200), to: nil)

        // Row-vector rotation about y by a: x' = x cos a, z' = -x sin a... with Core Animation's
        // sign, w = 1 - z' / 500 where z' = 200 sin(45) for a positive angle (the edge recedes).
        let a = Double.pi / 4
        let z = 200 * sin(a)
        let w = 1 + z / 500
        XCTAssertEqual(Double(edge.x), 100 + 200 * cos(a) / w, accuracy: 1e-6)
        XCTAssertEqual(Double(edge.y), 300, accuracy: 1e-6, "the door's vertical middle stays put")
    }

    func test_convertPoint_roundTripsThroughRotatedAndScaledLayers() {
        let root = makeLayer(CGRect(x: 0, y: 0, width: 400, height: 400))
        let a = makeLayer(CGRect(x: 50, y: 60, width: 200, height: 100))
        a.transform = CATransform3DMakeRotation(0.3, 0, 0, 1)
        let b = makeLayer(CGRect(x: 10, y: 10, width: 50, height: 50))
        b.transform = CATransform3DMakeScale(1.5, 0.5, 1)
        root.addSublayer(a)
        a.addSublayer(b)
        let p = CGPoint(x: 12, y: 34)

        let inRoot = b.convert(p, to: root)
        let back = b.convert(inRoot, from: root)

        XCTAssertEqual(back.x, p.x, accuracy: 1e-9)
        XCTAssertEqual(back.y, p.y, accuracy: 1e-9)
        XCTAssertNotEqual(inRoot, p)
    }

    func test_hitTest_rotatedLayer_missesCornersOfItsBoundingBox() {
        let root = makeLayer(CGRect(x: 0, y: 0, width: 300, height: 300))
        let diamond = makeLayer(CGRect(x: 100, y: 100, width: 100, height: 100))
        diamond.transform = CATransform3DMakeRotation(.pi / 4, 0, 0, 1)
        root.addSublayer(diamond)

        let center = root.hitTest(CGPoint(x: 150, y: 150))
        let boxCorner = root.hitTest(CGPoint(x: 85, y: 85))

        XCTAssertTrue(center === diamond)
        XCTAssertTrue(boxCorner === root, "inside the frame's box but outside the rotated square")
    }

    func test_hitTest_frontMostSiblingByZPositionWins() {
        let root = makeLayer(CGRect(x: 0, y: 0, width: 100, height: 100))
        let back = makeLayer(CGRect(x: 0, y: 0, width: 100, height: 100))
        let front = makeLayer(CGRect(x: 0, y: 0, width: 100, height: 100))
        front.zPosition = 10
        root.addSublayer(front)
        root.addSublayer(back)

        XCTAssertTrue(root.hitTest(CGPoint(x: 50, y: 50)) === front)
    }

    func test_hitTest_hiddenAndMaskedLayersAreSkipped() {
        let root = makeLayer(CGRect(x: 0, y: 0, width: 100, height: 100))
        let clip = makeLayer(CGRect(x: 0, y: 0, width: 50, height: 50))
        clip.masksToBounds = true
        let overflow = makeLayer(CGRect(x: 40, y: 40, width: 50, height: 50))
        clip.addSublayer(overflow)
        root.addSublayer(clip)
        let hidden = makeLayer(CGRect(x: 0, y: 0, width: 20, height: 20))
        hidden.isHidden = true
        root.addSublayer(hidden)

        XCTAssertTrue(root.hitTest(CGPoint(x: 45, y: 45)) === overflow)
        XCTAssertTrue(root.hitTest(CGPoint(x: 70, y: 70)) === root, "outside the masking parent")
        XCTAssertTrue(root.hitTest(CGPoint(x: 10, y: 10)) === clip)
    }

    func test_sublayerEditing_insertAboveBelowAndReplace() {
        let root = CALayer()
        let a = CALayer(), b = CALayer(), c = CALayer(), d = CALayer(), e = CALayer()
        root.addSublayer(a)
        root.addSublayer(b)

        root.insertSublayer(c, below: b)
        root.insertSublayer(d, above: b)
        root.replaceSublayer(a, with: e)
        root.addSublayer(c)

        XCTAssertEqual(root.sublayers?.count, 4)
        XCTAssertTrue(root.sublayers?.first === e)
        XCTAssertNil(a.superlayer)
        XCTAssertTrue(root.sublayers?.last === c, "re-adding moves a layer to the top")
        XCTAssertTrue(root.sublayers?[1] === b)
        XCTAssertTrue(root.sublayers?[2] === d)
    }

    func test_addingAncestorAsSublayer_isRefused() {
        let root = CALayer(), child = CALayer()
        root.addSublayer(child)

        child.addSublayer(root)

        XCTAssertNil(root.superlayer)
        XCTAssertNil(child.sublayers)
    }

    func test_presentation_reflectsAnimation_andModelPointsBack() {
        withFreshContext { context in
            let layer = CALayer()
            let move = CABasicAnimation(keyPath: "position")
            move.fromValue = CGPoint(x: 0, y: 0)
            move.toValue = CGPoint(x: 100, y: 200)
            move.duration = 1
            layer.add(move, forKey: "move")
            context.advance(by: 0.5)

            let presentation = layer.presentation()

            XCTAssertEqual(presentation?.position, CGPoint(x: 50, y: 100))
            XCTAssertTrue(presentation?.model() === layer)
            XCTAssertEqual(layer.position, .zero)
        }
    }

    func test_convertTime_throughScaledSpeed() {
        let root = CALayer(), child = CALayer()
        root.addSublayer(child)
        child.speed = 2
        child.beginTime = 1
        child.timeOffset = 0.5

        XCTAssertEqual(child.convertTime(3, from: nil), 4.5, accuracy: 1e-12)
        XCTAssertEqual(child.convertTime(4.5, to: nil), 3, accuracy: 1e-12)
    }
}
