import TestSupport
import Raster
import XCTest
@testable import QuartzCore
@testable import UIKit

/// UIBezierPath: curves, arcs, corners, and drawing into the current context.
final class UIBezierPathTests: UIKitTestCase {
    private func draw(size: CGSize, _ body: () -> Void) -> Bitmap {
        var result = Bitmap(width: 0, height: 0)
        withDrawingScreen(scale: 1) {
            result = UIGraphicsImageRenderer(size: size).image { _ in body() }.cgImage!.bitmap
        }
        return result
    }

    func test_arcClockwise_runsDownFirstOnAUIKitScreen() {
        let path = UIBezierPath(arcCenter: CGPoint(x: 50, y: 50), radius: 10, startAngle: 0, endAngle: .pi / 2, clockwise: true)

        XCTAssertEqual(path.currentPoint.x, 50, accuracy: 1e-9)
        XCTAssertEqual(path.currentPoint.y, 60, accuracy: 1e-9)
        XCTAssertEqual(path.cgPath.segments.count, 2, "a quarter turn is one cubic")
    }

    func test_ovalAndFullCircleArc_haveTheSameElementKinds() {
        let oval = UIBezierPath(ovalIn: CGRect(x: 0, y: 0, width: 20, height: 20))
        let arc = UIBezierPath(arcCenter: CGPoint(x: 10, y: 10), radius: 10, startAngle: 0, endAngle: 2 * .pi, clockwise: true)

        let kinds = { (p: UIBezierPath) in p.cgPath.segments.filter { $0 != .close }.map(\.type) }

        XCTAssertEqual(kinds(oval), kinds(arc))
        XCTAssertNotNil(oval.cgPath.interpolated(to: arc.cgPath, fraction: 0.5))
    }

    func test_roundingSomeCorners_roundsOnlyThose() {
        let bitmap = draw(size: CGSize(width: 40, height: 40)) {
            UIColor.red.setFill()
            UIBezierPath(roundedRect: CGRect(x: 0, y: 0, width: 40, height: 40), byRoundingCorners: [.topLeft, .topRight],
                         cornerRadii: CGSize(width: 12, height: 12)).fill()
        }

        XCTAssertEqual(bitmap[0, 0].a, 0, "top left rounded")
        XCTAssertEqual(bitmap[39, 0].a, 0, "top right rounded")
        XCTAssertEqual(bitmap[0, 39].a, 255, "bottom left square")
        XCTAssertEqual(bitmap[39, 39].a, 255, "bottom right square")
    }

    func test_curvedPath_fillsTheAreaUnderTheCurve() {
        // A parabola's segment: the area under y = 40 - x²/10 for |x| <= 20 is 2/3 of 40 x 40.
        let bitmap = draw(size: CGSize(width: 40, height: 40)) {
            UIColor.black.setFill()
            let path = UIBezierPath()
            path.move(to: CGPoint(x: 0, y: 40))
            path.addQuadCurve(to: CGPoint(x: 40, y: 40), controlPoint: CGPoint(x: 20, y: -40))
            path.close()
            path.fill()
        }

        let area = bitmap.pixels.reduce(0.0) { $0 + Double($1 >> 24) / 255 }
        XCTAssertEqual(area, 40 * 40 * 2 / 3, accuracy: 3)
    }

    func test_evenOddFillRule_leavesTheInnerOvalEmpty() {
        let bitmap = draw(size: CGSize(width: 40, height: 40)) {
            UIColor.black.setFill()
            let path = UIBezierPath(rect: CGRect(x: 0, y: 0, width: 40, height: 40))
            path.append(UIBezierPath(ovalIn: CGRect(x: 10, y: 10, width: 20, height: 20)))
            path.usesEvenOddFillRule = true
            path.fill()
        }

        XCTAssertEqual(bitmap[20, 20].a, 0)
        XCTAssertEqual(bitmap[2, 20].a, 255)
    }

    func test_strokedCircle_coversARingOfTheLineWidth() {
        let bitmap = draw(size: CGSize(width: 60, height: 60)) {
            UIColor.black.setStroke()
            let circle = UIBezierPath(arcCenter: CGPoint(x: 30, y: 30), radius: 20, startAngle: 0, endAngle: 2 * .pi, clockwise: true)
            circle.lineWidth = 4
            circle.stroke()
        }

        let area = bitmap.pixels.reduce(0.0) { $0 + Double($1 >> 24) / 255 }
        XCTAssertEqual(area, 2 * Double.pi * 20 * 4, accuracy: 4)
        XCTAssertEqual(bitmap[30, 30].a, 0)
        XCTAssertEqual(bitmap[50, 30].a, 255)
    }

    func test_addClip_limitsLaterDrawingToTheOval() {
        let bitmap = draw(size: CGSize(width: 40, height: 40)) {
            UIBezierPath(ovalIn: CGRect(x: 0, y: 0, width: 40, height: 40)).addClip()
            UIColor.red.setFill()
            UIRectFill(CGRect(x: 0, y: 0, width: 40, height: 40))
        }

        XCTAssertEqual(bitmap[1, 1].a, 0, "outside the oval")
        XCTAssertEqual(bitmap[20, 20].a, 255)
        let area = bitmap.pixels.reduce(0.0) { $0 + Double($1 >> 24) / 255 }
        XCTAssertEqual(area, Double.pi * 400, accuracy: 4)
    }

    func test_reversing_runsBackwardsAndKeepsTheInside() {
        let path = UIBezierPath()
        path.move(to: CGPoint(x: 0, y: 0))
        path.addLine(to: CGPoint(x: 10, y: 0))
        path.addCurve(to: CGPoint(x: 10, y: 10), controlPoint1: CGPoint(x: 15, y: 2), controlPoint2: CGPoint(x: 15, y: 8))
        path.close()

        let reversed = path.reversing()

        guard case .move(let start)? = reversed.cgPath.segments.first else { return XCTFail("starts with a move") }
        XCTAssertEqual(start, CGPoint(x: 10, y: 10))
        XCTAssertEqual(reversed.currentPoint, start, "closed again")
        XCTAssertTrue(reversed.contains(CGPoint(x: 8, y: 3)))
        XCTAssertEqual(reversed.bounds, path.bounds)
    }

    func test_applyTransform_movesEveryPoint() {
        let path = UIBezierPath(ovalIn: CGRect(x: 0, y: 0, width: 10, height: 10))

        path.apply(CGAffineTransform(scaleX: 2, y: 3))

        XCTAssertEqual(path.bounds, CGRect(x: 0, y: 0, width: 20, height: 30))
        XCTAssertTrue(path.contains(CGPoint(x: 10, y: 15)))
        XCTAssertFalse(path.contains(CGPoint(x: 1, y: 1)))
    }

    func test_dashedLine_paintsOnlyTheDashes() {
        let bitmap = draw(size: CGSize(width: 40, height: 10)) {
            UIColor.black.setStroke()
            let line = UIBezierPath()
            line.move(to: CGPoint(x: 0, y: 5))
            line.addLine(to: CGPoint(x: 40, y: 5))
            line.lineWidth = 2
            var pattern: [CGFloat] = [5, 5]
            line.setLineDash(&pattern, count: 2, phase: 0)
            line.stroke()
        }

        XCTAssertEqual((0..<40).filter { bitmap[$0, 5].a == 255 }, [0, 1, 2, 3, 4, 10, 11, 12, 13, 14, 20, 21, 22, 23, 24, 30, 31, 32, 33, 34])
    }
}
