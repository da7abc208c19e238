import XCTest
import TestSupport
@testable import QuartzCore

/// CGPath and CGMutablePath: elements, arcs, boxes, hit testing and interpolation.
final class CGPathGeometryTests: LayerTestCase {
    private func assertClose(_ a: CGPoint, _ b: CGPoint, accuracy: CGFloat = 1e-9, file: StaticString = #filePath, line: UInt = #line) {
        XCTAssertEqual(a.x, b.x, accuracy: accuracy, "x of \(a) vs \(b)", file: file, line: line)
        XCTAssertEqual(a.y, b.y, accuracy: accuracy, "y of \(a) vs \(b)", file: file, line: line)
    }

    func test_arc_startsAndEndsOnTheCircleAtItsAngles() {
        let path = CGMutablePath()

        path.addArc(center: CGPoint(x: 10, y: 20), radius: 5, startAngle: .pi / 6, endAngle: .pi, clockwise: false)

        guard case .move(let start)? = path.segments.first else { return XCTFail("an arc on an empty path starts with a move") }
        let angle = CGFloat.pi / 6
        assertClose(start, CGPoint(x: 10 + 5 * cos(angle), y: 20 + 5 * sin(angle)))
        assertClose(path.currentPoint, CGPoint(x: 5, y: 20))
        // 150 degrees: two cubic pieces of at most a quarter turn each.
        XCTAssertEqual(path.segments.count, 3)
    }

    func test_arc_clockwiseInCoreGraphicsTerms_runsTowardDecreasingAngles() {
        let path = CGMutablePath()

        path.addArc(center: .zero, radius: 10, startAngle: 0, endAngle: .pi / 2, clockwise: true)

        // Three quarters of a turn the long way: from (10, 0) through (0, -10) to (0, 10).
        XCTAssertEqual(path.segments.count, 4)
        guard case .cubic(_, _, let firstEnd) = path.segments[1] else { return XCTFail("expected a cubic") }
        assertClose(firstEnd, CGPoint(x: 0, y: -10))
        assertClose(path.currentPoint, CGPoint(x: 0, y: 10))
    }

    func test_fullCircleArc_hasTheOvalsStructureAndPoints() {
        let arc = CGMutablePath()
        arc.addArc(center: CGPoint(x: 50, y: 50), radius: 20, startAngle: 0, endAngle: 2 * .pi, clockwise: false)
        let oval = CGPath(ellipseIn: CGRect(x: 30, y: 30, width: 40, height: 40), transform: nil)

        let arcKinds = arc.segments.filter { $0 != .close }.map(\.type)
        let ovalKinds = oval.segments.filter { $0 != .close }.map(\.type)

        XCTAssertEqual(arcKinds, ovalKinds)
        for (a, b) in zip(arc.segments.flatMap(\.points), oval.segments.flatMap(\.points)) { assertClose(a, b, accuracy: 1e-9) }
    }

    func test_boundingBox_holdsControlPoints_boundingBoxOfPath_holdsOnlyTheCurve() {
        let path = CGMutablePath()
        path.move(to: CGPoint(x: 0, y: 0))
        path.addCurve(to: CGPoint(x: 30, y: 0), control1: CGPoint(x: 0, y: 40), control2: CGPoint(x: 30, y: 40))

        let loose = path.boundingBox, tight = path.boundingBoxOfPath

        XCTAssertEqual(loose, CGRect(x: 0, y: 0, width: 30, height: 40))
        // The curve's highest point is at t = 1/2: 3/4 of the control height.
        XCTAssertEqual(tight.minX, 0, accuracy: 1e-9); XCTAssertEqual(tight.maxX, 30, accuracy: 1e-9)
        XCTAssertEqual(tight.height, 30, accuracy: 1e-9)
    }

    func test_contains_evenOddLeavesTheInnerSquareOut_windingKeepsIt() {
        let path = CGMutablePath()
        path.addRect(CGRect(x: 0, y: 0, width: 100, height: 100))
        path.addRect(CGRect(x: 25, y: 25, width: 50, height: 50))

        XCTAssertTrue(path.contains(CGPoint(x: 50, y: 50), using: .winding))
        XCTAssertFalse(path.contains(CGPoint(x: 50, y: 50), using: .evenOdd))
        XCTAssertTrue(path.contains(CGPoint(x: 10, y: 50), using: .evenOdd))
        XCTAssertFalse(path.contains(CGPoint(x: 150, y: 50)))
    }

    func test_contains_followsCurvesNotTheirControlPolygon() {
        let circle = CGPath(ellipseIn: CGRect(x: 0, y: 0, width: 100, height: 100), transform: nil)

        XCTAssertTrue(circle.contains(CGPoint(x: 50 + 49 * cos(0.7), y: 50 + 49 * sin(0.7))))
        XCTAssertFalse(circle.contains(CGPoint(x: 50 + 51 * cos(0.7), y: 50 + 51 * sin(0.7))))
        XCTAssertFalse(circle.contains(CGPoint(x: 3, y: 3)), "the corner of the box is outside the circle")
    }

    func test_tangentArc_meetsBothLinesAtRadiusFromTheCorner() {
        let path = CGMutablePath()
        path.move(to: CGPoint(x: 0, y: 0))

        path.addArc(tangent1End: CGPoint(x: 100, y: 0), tangent2End: CGPoint(x: 100, y: 100), radius: 20)

        guard case .line(let t1) = path.segments[1] else { return XCTFail("a line to the first tangent point") }
        assertClose(t1, CGPoint(x: 80, y: 0), accuracy: 1e-9)
        assertClose(path.currentPoint, CGPoint(x: 100, y: 20), accuracy: 1e-9)
    }

    func test_currentPoint_afterClose_isTheSubpathsStart_andEmptyPathIsEmpty() {
        let path = CGMutablePath()
        XCTAssertTrue(path.isEmpty)
        path.move(to: CGPoint(x: 5, y: 6))
        path.addLine(to: CGPoint(x: 50, y: 6))
        path.addQuadCurve(to: CGPoint(x: 50, y: 60), control: CGPoint(x: 70, y: 30))

        path.closeSubpath()

        XCTAssertFalse(path.isEmpty)
        XCTAssertEqual(path.currentPoint, CGPoint(x: 5, y: 6))
    }

    func test_shapeInitializers_keepTheirShape_andTransformsMovePoints() {
        var shift = CGAffineTransform(translationX: 10, y: 0)
        let rect = CGPath(rect: CGRect(x: 0, y: 0, width: 4, height: 2), transform: nil)

        let moved = rect.copy(using: &shift)!

        XCTAssertEqual(rect.shape, .rect(CGRect(x: 0, y: 0, width: 4, height: 2)))
        XCTAssertEqual(moved.boundingBox, CGRect(x: 10, y: 0, width: 4, height: 2))
        XCTAssertNil(moved.shape)
        XCTAssertEqual(rect.mutableCopy()!, rect, "copies compare equal by elements")
    }

    func test_roundedRectWithSomeCorners_curvesOnlyThoseCorners() {
        let path = CGMutablePath()
        let r = CGSize(width: 10, height: 10)

        path.addRoundedRect(in: CGRect(x: 0, y: 0, width: 100, height: 60), corners: [r, r, .zero, .zero])

        XCTAssertEqual(path.segments.filter { $0.type == .addCurveToPoint }.count, 2)
        XCTAssertFalse(path.contains(CGPoint(x: 1, y: 1)), "top-left corner cut")
        XCTAssertTrue(path.contains(CGPoint(x: 1, y: 59)), "bottom-left corner square")
    }

    func test_interpolation_betweenTwoCircles_isTheCircleHalfwayBetween() {
        let small = CGPath(ellipseIn: CGRect(x: 40, y: 40, width: 20, height: 20), transform: nil)
        let big = CGMutablePath()
        big.addArc(center: CGPoint(x: 50, y: 50), radius: 50, startAngle: 0, endAngle: 2 * .pi, clockwise: false)

        let middle = small.interpolated(to: big, fraction: 0.5)

        XCTAssertNotNil(middle)
        XCTAssertEqual(middle?.boundingBoxOfPath.width ?? 0, 60, accuracy: 1e-6)
        let line = CGMutablePath()
        line.move(to: .zero); line.addLine(to: CGPoint(x: 1, y: 1))
        XCTAssertNil(small.interpolated(to: line, fraction: 0.5), "different structures do not interpolate")
    }

    func test_applyWithBlock_handsOutEveryElementWithItsPoints() {
        let path = CGMutablePath()
        path.move(to: CGPoint(x: 1, y: 2))
        path.addCurve(to: CGPoint(x: 7, y: 8), control1: CGPoint(x: 3, y: 4), control2: CGPoint(x: 5, y: 6))
        path.closeSubpath()
        var seen: [(CGPathElementType, [CGPoint])] = []

        path.applyWithBlock { element in
            let count = [CGPathElementType.moveToPoint: 1, .addCurveToPoint: 3][element.pointee.type] ?? 0
            seen.append((element.pointee.type, (0..<count).map { element.pointee.points[$0] }))
        }

        XCTAssertEqual(seen.map(\.0), [.moveToPoint, .addCurveToPoint, .closeSubpath])
        XCTAssertEqual(seen[1].1, [CGPoint(x: 3, y: 4), CGPoint(x: 5, y: 6), CGPoint(x: 7, y: 8)])
    }

    func test_strokedCopy_coversPointsWithinHalfTheWidth_dashedCopy_hasTheDashes() {
        let line = CGMutablePath()
        line.move(to: CGPoint(x: 0, y: 0))
        line.addLine(to: CGPoint(x: 100, y: 0))

        let outline = line.copy(strokingWithWidth: 10, lineCap: .butt, lineJoin: .miter, miterLimit: 10)
        let dashes = line.copy(dashingWithPhase: 0, lengths: [10, 10])

        XCTAssertTrue(outline.contains(CGPoint(x: 50, y: 4.9)))
        XCTAssertFalse(outline.contains(CGPoint(x: 50, y: 5.1)))
        XCTAssertFalse(outline.contains(CGPoint(x: -1, y: 0)), "butt ends stop at the end points")
        XCTAssertEqual(dashes.segments.filter { $0.type == .moveToPoint }.count, 5)
        XCTAssertEqual(dashes.boundingBox.maxX, 90, accuracy: 1e-9)
    }
}
