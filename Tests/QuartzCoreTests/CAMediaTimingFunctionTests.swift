import TestSupport
import Foundation
import XCTest
@testable import QuartzCore

final class CAMediaTimingFunctionTests: LayerTestCase {
    private func controlPoints(_ f: CAMediaTimingFunction) -> [[Float]] {
        (0...3).map { index in
            var values: [Float] = [0, 0]
            f.getControlPoint(at: index, values: &values)
            return values
        }
    }

    /// An independent reference: sample the Bernstein form of the curve at a million parameter
    /// steps, find the step that brackets x and interpolate y linearly within it.
    private func reference(_ f: CAMediaTimingFunction, _ x: Double) -> Double {
        // The control points as written (0.42, not Float's 0.41999998688697815), as the solver reads them.
        let p = controlPoints(f).map { $0.map { Double($0.description)! } }
        func point(_ t: Double) -> (Double, Double) {
            let u = 1 - t
            let b1 = 3 * u * u * t, b2 = 3 * u * t * t, b3 = t * t * t
            return (b1 * p[1][0] + b2 * p[2][0] + b3, b1 * p[1][1] + b2 * p[2][1] + b3)
        }
        let steps = 1_000_000
        var previous = point(0)
        for i in 1...steps {
            let current = point(Double(i) / Double(steps))
            if current.0 >= x {
                let span = current.0 - previous.0
                let w = span > 0 ? (x - previous.0) / span : 0
                return previous.1 + w * (current.1 - previous.1)
            }
            previous = current
        }
        return 1
    }

    func test_namedFunction_created_hasApplesControlPoints() {
        XCTAssertEqual(controlPoints(CAMediaTimingFunction(name: .linear)), [[0, 0], [0, 0], [1, 1], [1, 1]])
        XCTAssertEqual(controlPoints(CAMediaTimingFunction(name: .easeIn)), [[0, 0], [0.42, 0], [1, 1], [1, 1]])
        XCTAssertEqual(controlPoints(CAMediaTimingFunction(name: .easeOut)), [[0, 0], [0, 0], [0.58, 1], [1, 1]])
        XCTAssertEqual(controlPoints(CAMediaTimingFunction(name: .easeInEaseOut)), [[0, 0], [0.42, 0], [0.58, 1], [1, 1]])
        XCTAssertEqual(controlPoints(CAMediaTimingFunction(name: .default)), [[0, 0], [0.25, 0.1], [0.25, 1], [1, 1]])
        XCTAssertEqual(CAMediaTimingFunctionName.easeInEaseOut.rawValue, "easeInEaseOut")
        XCTAssertEqual(CAMediaTimingFunctionName("default"), .default)
    }

    func test_equality_ofTwoFunctions_comparesControlPoints() {
        XCTAssertEqual(CAMediaTimingFunction(name: .easeIn), CAMediaTimingFunction(controlPoints: 0.42, 0, 1, 1))
        XCTAssertNotEqual(CAMediaTimingFunction(name: .easeIn), CAMediaTimingFunction(name: .easeOut))
        XCTAssertEqual(CAMediaTimingFunction(name: .easeIn).hash, CAMediaTimingFunction(controlPoints: 0.42, 0, 1, 1).hash)
    }

    func test_solve_atTheEndsAndMirrored_isExactAndSymmetric() {
        for name in [CAMediaTimingFunctionName.linear, .easeIn, .easeOut, .easeInEaseOut, .default] {
            let f = CAMediaTimingFunction(name: name)
            XCTAssertEqual(f.solve(forInput: 0), 0)
            XCTAssertEqual(f.solve(forInput: 1), 1)
            XCTAssertEqual(f.solve(forInput: -0.5), 0)
            XCTAssertEqual(f.solve(forInput: 1.5), 1)
        }
        let easeInOut = CAMediaTimingFunction(name: .easeInEaseOut)
        XCTAssertEqual(easeInOut.solve(forInput: 0.5), 0.5, accuracy: 1e-14)
        // Symmetric control points make the curve point-symmetric about (0.5, 0.5).
        for x in [0.1, 0.27, 0.4] {
            XCTAssertEqual(easeInOut.solve(forInput: x) + easeInOut.solve(forInput: 1 - x), 1, accuracy: 1e-13)
        }
        // Linear is the identity.
        XCTAssertEqual(CAMediaTimingFunction(name: .linear).solve(forInput: 0.37), 0.37, accuracy: 1e-14)
    }

    func test_solve_acrossTheCurve_matchesAnIndependentReference() {
        let functions = [CAMediaTimingFunction(name: .easeIn), CAMediaTimingFunction(name: .easeOut),
                         CAMediaTimingFunction(name: .default), CAMediaTimingFunction(controlPoints: 0.1, 0.9, 0.2, 1)]
        for f in functions {
            for x in [0.05, 0.25, 0.5, 0.75, 0.95] {
                XCTAssertEqual(f.solve(forInput: x), reference(f, x), accuracy: 1e-9, "\(f) at \(x)")
            }
        }
        // Published values: CSS's ease-in (the same curve) at 0.5 and ease at 0.5.
        XCTAssertEqual(CAMediaTimingFunction(name: .easeIn).solve(forInput: 0.5), 0.3153568, accuracy: 1e-7)
        XCTAssertEqual(CAMediaTimingFunction(name: .default).solve(forInput: 0.5), 0.8024034, accuracy: 1e-7)
    }

    func test_solve_withFlatEnds_reachesDoublePrecision() {
        // x'(t) vanishes at t = 0 here, where Newton's method stalls and bisection must finish.
        let f = CAMediaTimingFunction(controlPoints: 1, 0, 1, 1)
        for x in [1e-9, 1e-4, 0.3, 0.999999] {
            let y = f.solve(forInput: x)
            XCTAssertEqual(y, reference(f, x), accuracy: 1e-6)
            XCTAssertTrue((0...1).contains(y))
        }
        // Overshooting y control points are allowed and pass 1.
        let back = CAMediaTimingFunction(controlPoints: 0.3, 1.6, 0.6, 1)
        XCTAssertGreaterThan(back.solve(forInput: 0.5), 1)
        XCTAssertEqual(back.solve(forInput: 0.5), reference(back, 0.5), accuracy: 1e-9)
    }

    func test_slope_atAnInput_matchesTheNumericDerivative() {
        let linear = CAMediaTimingFunction(name: .linear)
        XCTAssertEqual(linear.slope(atInput: 0.3), 1, accuracy: 1e-12)
        let easeOut = CAMediaTimingFunction(name: .easeOut)
        // Finite differences agree with the analytic slope.
        let h = 1e-6
        let numeric = (easeOut.solve(forInput: 0.4 + h) - easeOut.solve(forInput: 0.4 - h)) / (2 * h)
        XCTAssertEqual(easeOut.slope(atInput: 0.4), numeric, accuracy: 1e-6)
        // Ease-in starts flat, ease-out ends flat.
        XCTAssertEqual(CAMediaTimingFunction(name: .easeIn).slope(atInput: 0), 0, accuracy: 1e-12)
        XCTAssertEqual(easeOut.slope(atInput: 1), 0, accuracy: 1e-12)
    }
}
