import TestSupport
import Foundation
import XCTest
@testable import QuartzCore

final class SpringMotionTests: LayerTestCase {
    /// Integrates m x'' = -k (x - 1) - c x' with classic Runge-Kutta: an independent check of
    /// the closed forms.
    private func integrate(_ s: SpringMotion, until end: Double, step: Double = 1e-4) -> Double {
        var x = 0.0, v = s.initialVelocity
        func acceleration(_ x: Double, _ v: Double) -> Double { (-s.stiffness * (x - 1) - s.damping * v) / s.mass }
        var t = 0.0
        while t < end - 1e-12 {
            let h = min(step, end - t)
            let k1x = v, k1v = acceleration(x, v)
            let k2x = v + h / 2 * k1v, k2v = acceleration(x + h / 2 * k1x, v + h / 2 * k1v)
            let k3x = v + h / 2 * k2v, k3v = acceleration(x + h / 2 * k2x, v + h / 2 * k2v)
            let k4x = v + h * k3v, k4v = acceleration(x + h * k3x, v + h * k3v)
            x += h / 6 * (k1x + 2 * k2x + 2 * k3x + k4x)
            v += h / 6 * (k1v + 2 * k2v + 2 * k3v + k4v)
            t += h
        }
        return x
    }

    /// Asserts that the motion is within the threshold from `settlingDuration` on (sampled
    /// densely for 5 s) and outside it just before.
    private func assertSettles(_ s: SpringMotion, file: StaticString = #filePath, line: UInt = #line) {
        let settle = s.settlingDuration
        let eps = SpringMotion.settlingThreshold
        XCTAssertTrue(settle.isFinite && settle > 0, "\(s)", file: file, line: line)
        XCTAssertEqual(abs(1 - s.fraction(at: settle)), eps, accuracy: 1e-9, "\(s)", file: file, line: line)
        XCTAssertGreaterThan(abs(1 - s.fraction(at: settle - 1e-6)), eps, "\(s)", file: file, line: line)
        for i in 1...50_000 {
            let t = settle + Double(i) * 1e-4
            if abs(1 - s.fraction(at: t)) > eps + 1e-12 {
                XCTFail("\(s) leaves the threshold at \(t) after settling at \(settle)", file: file, line: line)
                return
            }
        }
    }

    func test_defaults_ofANewSpring_areCoreAnimations() {
        let s = SpringMotion()
        XCTAssertEqual([s.mass, s.stiffness, s.damping, s.initialVelocity], [1, 100, 10, 0])
        XCTAssertEqual(s.dampingRatio, 0.5)
        XCTAssertEqual(s.naturalFrequency, 10)
    }

    func test_closedForms_ofEveryDamping_matchNumericalIntegration() {
        let springs = [
            SpringMotion(),                                                       // under-damped
            SpringMotion(mass: 2, stiffness: 300, damping: 5, initialVelocity: -3),
            SpringMotion(mass: 1, stiffness: 100, damping: 20),                   // critical
            SpringMotion(mass: 1, stiffness: 100, damping: 20, initialVelocity: 15),
            SpringMotion(mass: 1, stiffness: 100, damping: 45, initialVelocity: 4), // over-damped
            SpringMotion(mass: 3, stiffness: 50, damping: 60, initialVelocity: -2),
        ]
        for s in springs {
            for t in [0.05, 0.2, 0.5, 1.3] {
                XCTAssertEqual(s.fraction(at: t), integrate(s, until: t), accuracy: 1e-9, "\(s) at \(t)")
            }
        }
    }

    func test_settling_criticallyDamped_isAtTheAnalyticTime() {
        // e(t) = (1 + w t) exp(-w t) reaches 0.001 at w t = 9.2334134764...
        let s = SpringMotion(mass: 1, stiffness: 100, damping: 20)
        XCTAssertEqual(s.settlingDuration, 0.92334134764, accuracy: 1e-9)
        XCTAssertEqual(s.fraction(at: 0), 0)
        XCTAssertLessThanOrEqual(s.fraction(at: s.settlingDuration + 0.1), 1)
        assertSettles(s)
    }

    func test_overshoot_underdamped_isTheAnalyticPeak() {
        // Peak overshoot exp(-pi zeta / sqrt(1 - zeta^2)) at t = pi / wd, for zeta = 0.5, wd = 10 sqrt(3) / 2.
        let s = SpringMotion()
        let peakTime = Double.pi / (10 * 3.0.squareRoot() / 2)
        let overshoot = exp(-Double.pi * 0.5 / 0.75.squareRoot())
        XCTAssertEqual(s.fraction(at: peakTime), 1 + overshoot, accuracy: 1e-12)
        XCTAssertEqual(s.velocity(at: peakTime), 0, accuracy: 1e-9)
        XCTAssertGreaterThan(s.fraction(at: peakTime), s.fraction(at: peakTime - 0.01))
        XCTAssertGreaterThan(s.fraction(at: peakTime), s.fraction(at: peakTime + 0.01))
        assertSettles(s)
        // The envelope bounds the settling time: sqrt(1 + b^2) exp(-5 t) = 0.001 at about 1.41 s.
        XCTAssertLessThanOrEqual(s.settlingDuration, log(1000 / 0.75.squareRoot()) / 5)
        XCTAssertGreaterThan(s.settlingDuration, 1.2)
    }

    func test_motion_overdamped_neverOvershootsAndSettles() {
        let s = SpringMotion(mass: 1, stiffness: 100, damping: 45)
        var previous = 0.0
        for i in 1...2000 {
            let x = s.fraction(at: Double(i) * 1e-3)
            XCTAssertGreaterThanOrEqual(x, previous)
            XCTAssertLessThanOrEqual(x, 1)
            previous = x
        }
        assertSettles(s)
        assertSettles(SpringMotion(mass: 1, stiffness: 100, damping: 45, initialVelocity: 30))
        assertSettles(SpringMotion(mass: 2, stiffness: 300, damping: 5, initialVelocity: -3))
        assertSettles(SpringMotion(mass: 1, stiffness: 100, damping: 20, initialVelocity: -10))
    }

    func test_initialVelocity_atTheStart_isTheSlope() {
        let h = 1e-7
        for v in [-4.0, 0, 2, 12] {
            for s in [SpringMotion(initialVelocity: v), SpringMotion(mass: 1, stiffness: 100, damping: 20, initialVelocity: v),
                      SpringMotion(mass: 1, stiffness: 100, damping: 45, initialVelocity: v)] {
                XCTAssertEqual(s.fraction(at: h) / h, v, accuracy: 1e-3, "\(s)")
                XCTAssertEqual(s.velocity(at: 0), v, accuracy: 1e-12, "\(s)")
            }
        }
        // Moving away first: the value goes negative before it comes back.
        XCTAssertLessThan(SpringMotion(mass: 1, stiffness: 100, damping: 20, initialVelocity: -5).fraction(at: 0.05), 0)
        // A fast start overshoots even a critically damped spring.
        let flick = SpringMotion(mass: 1, stiffness: 100, damping: 20, initialVelocity: 30)
        XCTAssertGreaterThan((1...100).map { flick.fraction(at: Double($0) * 0.01) }.max()!, 1)
    }

    func test_settling_undamped_neverHappens() {
        XCTAssertEqual(SpringMotion(damping: 0).settlingDuration, .infinity)
    }

    func test_dampingRatio_withResponse_givesStiffnessAndRatio() {
        let s = SpringMotion.dampingRatio(0.8, response: 0.5)
        XCTAssertEqual(s.stiffness, pow(2 * .pi / 0.5, 2), accuracy: 1e-9)
        XCTAssertEqual(s.dampingRatio, 0.8, accuracy: 1e-12)
        XCTAssertEqual(s.mass, 1)
        XCTAssertEqual(SpringMotion.perceptualDuration(0.5, bounce: 0.2), s)
        XCTAssertEqual(SpringMotion.perceptualDuration(0.5, bounce: -0.5).dampingRatio, 2, accuracy: 1e-12)
    }

    func test_dampingRatio_withDuration_settlesAtTheDuration() {
        for (ratio, duration, velocity) in [(1.0, 0.5, 0.0), (0.6, 0.35, 0.0), (0.8, 1.2, 2.5), (1.0, 0.4, -1.0)] {
            let s = SpringMotion.dampingRatio(ratio, duration: duration, initialVelocity: velocity)
            XCTAssertEqual(s.dampingRatio, ratio, accuracy: 1e-12)
            XCTAssertEqual(s.initialVelocity, velocity)
            XCTAssertEqual(s.settlingDuration, duration, accuracy: 1e-6, "\(ratio) \(duration) \(velocity)")
        }
    }
}
