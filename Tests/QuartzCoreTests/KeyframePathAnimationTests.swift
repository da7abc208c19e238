import XCTest
import TestSupport
@testable import QuartzCore

/// CAKeyframeAnimation with a path: a point property follows the path's lines and curves.
final class KeyframePathAnimationTests: LayerTestCase {
    /// An L: 100 to the right, then 300 down.
    private func ell() -> CGPath {
        let path = CGMutablePath()
        path.move(to: CGPoint(x: 0, y: 0))
        path.addLine(to: CGPoint(x: 100, y: 0))
        path.addLine(to: CGPoint(x: 100, y: 300))
        return path
    }

    private func position(of layer: CALayer, at time: CFTimeInterval) -> CGPoint {
        guard case .point(let p)? = layer.presentationState(atMediaTime: time).value(forKey: "position") else { return .zero }
        return p
    }

    func test_linearMode_givesEachSegmentAnEqualShareOfTheDuration() {
        let layer = CALayer()
        let move = CAKeyframeAnimation(keyPath: "position")
        move.path = ell()
        move.duration = 1
        layer.add(move, forKey: "move")

        XCTAssertEqual(position(of: layer, at: 0.25), CGPoint(x: 50, y: 0))
        XCTAssertEqual(position(of: layer, at: 0.5), CGPoint(x: 100, y: 0))
        XCTAssertEqual(position(of: layer, at: 0.75).y, 150, accuracy: 1e-9)
    }

    func test_pacedMode_movesAtConstantSpeed() {
        let layer = CALayer()
        let move = CAKeyframeAnimation(keyPath: "position")
        move.path = ell()
        move.calculationMode = .paced
        move.duration = 1

        layer.add(move, forKey: "move")

        XCTAssertEqual(position(of: layer, at: 0.25).x, 100, accuracy: 1e-9, "a quarter of 400 is the corner")
        XCTAssertEqual(position(of: layer, at: 0.5).y, 100, accuracy: 1e-9)
    }

    func test_curvedSegment_followsTheArc() {
        let layer = CALayer()
        let path = CGMutablePath()
        path.addArc(center: CGPoint(x: 50, y: 50), radius: 40, startAngle: 0, endAngle: .pi, clockwise: false)
        let move = CAKeyframeAnimation(keyPath: "position")
        move.path = path
        move.calculationMode = .paced
        move.duration = 1
        layer.add(move, forKey: "move")

        let middle = position(of: layer, at: 0.5)

        XCTAssertEqual(middle.x, 50, accuracy: 0.05)
        XCTAssertEqual(middle.y, 90, accuracy: 0.05, "half way round is the bottom of the circle (y down)")
    }
}
