import Foundation

/// The motion of a damped spring that carries a value from 0 to 1, as `CASpringAnimation` runs it.
///
/// TransitionLab's addition. The value is a damped harmonic oscillator `m x'' + c x' + k (x - 1) = 0`
/// with x(0) = 0 and x'(0) = `initialVelocity`, solved analytically in its under-, critically and
/// over-damped forms. Velocities are in whole distances per second, as Core Animation's and
/// UIKit's: 1 means the full distance would be covered in one second; positive values move
/// toward the end value, negative ones away from it.
public struct SpringMotion: Equatable, Sendable {
    /// The mass of the object attached to the spring (Core Animation's default is 1).
    public var mass: Double
    /// The spring stiffness coefficient (default 100).
    public var stiffness: Double
    /// The damping coefficient: the friction that slows the motion (default 10).
    public var damping: Double
    /// The velocity at time 0, in whole distances per second (default 0).
    public var initialVelocity: Double

    /// How close to the end value, as a fraction of the distance, counts as settled: 0.001.
    public static let settlingThreshold = 0.001

    /// Creates a spring; the defaults are `CASpringAnimation`'s.
    public init(mass: Double = 1, stiffness: Double = 100, damping: Double = 10, initialVelocity: Double = 0) {
        self.mass = mass
        self.stiffness = stiffness
        self.damping = damping
        self.initialVelocity = initialVelocity
    }

    /// The undamped angular frequency sqrt(k / m), in radians per second.
    public var naturalFrequency: Double { (stiffness / mass).squareRoot() }

    /// The damping ratio c / (2 sqrt(k m)): below 1 the spring overshoots, 1 is critical damping.
    public var dampingRatio: Double { damping / (2 * (stiffness * mass).squareRoot()) }

    /// The position at time `t` seconds: 0 at the start, 1 at rest (it may pass 1 on the way).
    ///
    /// Times before 0 give 0. A spring without mass or stiffness is at its end at once.
    public func fraction(at t: Double) -> Double {
        guard t > 0 else { return 0 }
        guard let shape = Shape(self) else { return 1 }
        return 1 - shape.offset(t)
    }

    /// The velocity at time `t` seconds, in whole distances per second.
    public func velocity(at t: Double) -> Double {
        guard let shape = Shape(self) else { return 0 }
        return -shape.offsetVelocity(max(0, t))
    }

    /// The time after which the position stays within `settlingThreshold` (0.1%) of the end
    /// value for good, in seconds.
    ///
    /// Core Animation's `settlingDuration` documents no rule; this one is exact for the
    /// analytic motion: for an under-damped spring it finds the last extremum further than the
    /// threshold from the end and the crossing after it; otherwise the single crossing after
    /// the motion's only turning point. A spring with no damping never settles (`.infinity`).
    public var settlingDuration: Double {
        settlingDuration(threshold: Self.settlingThreshold)
    }

    /// The time after which the position stays within `threshold` of the end value for good.
    public func settlingDuration(threshold: Double) -> Double {
        guard let shape = Shape(self) else { return 0 }
        return shape.settlingTime(threshold: threshold)
    }
}

extension SpringMotion {
    /// The closed-form offset e(t) = 1 - x(t) from the end value, which decays to 0.
    fileprivate enum Shape {
        /// e = exp(-decay t) (cos(w t) + b sin(w t)).
        case underdamped(decay: Double, frequency: Double, b: Double)
        /// e = (1 + b t) exp(-w t).
        case critical(frequency: Double, b: Double)
        /// e = c1 exp(r1 t) + c2 exp(r2 t), with r1, r2 < 0.
        case overdamped(r1: Double, r2: Double, c1: Double, c2: Double)

        /// The shape of a spring, or nil when it has no meaningful motion (mass or stiffness not positive).
        init?(_ s: SpringMotion) {
            guard s.mass > 0, s.stiffness > 0, s.damping >= 0,
                  s.mass.isFinite, s.stiffness.isFinite, s.damping.isFinite else { return nil }
            let w0 = s.naturalFrequency, zeta = s.dampingRatio
            // e(0) = 1 and e'(0) = -v0: the offset shrinks when the value moves toward the end.
            let slope0 = -s.initialVelocity
            if zeta < 1 - 1e-9 {
                let decay = zeta * w0, wd = w0 * (1 - zeta * zeta).squareRoot()
                self = .underdamped(decay: decay, frequency: wd, b: (slope0 + decay) / wd)
            } else if zeta <= 1 + 1e-9 {
                self = .critical(frequency: w0, b: slope0 + w0)
            } else {
                let root = w0 * (zeta * zeta - 1).squareRoot()
                let r1 = -zeta * w0 + root, r2 = -zeta * w0 - root
                let c2 = (slope0 - r1) / (r2 - r1)
                self = .overdamped(r1: r1, r2: r2, c1: 1 - c2, c2: c2)
            }
        }

        func offset(_ t: Double) -> Double {
            switch self {
            case let .underdamped(decay, w, b): return exp(-decay * t) * (cos(w * t) + b * sin(w * t))
            case let .critical(w, b): return (1 + b * t) * exp(-w * t)
            case let .overdamped(r1, r2, c1, c2): return c1 * exp(r1 * t) + c2 * exp(r2 * t)
            }
        }

        func offsetVelocity(_ t: Double) -> Double {
            switch self {
            case let .underdamped(decay, w, b):
                return exp(-decay * t) * ((w * b - decay) * cos(w * t) - (decay * b + w) * sin(w * t))
            case let .critical(w, b): return (b - w * (1 + b * t)) * exp(-w * t)
            case let .overdamped(r1, r2, c1, c2): return c1 * r1 * exp(r1 * t) + c2 * r2 * exp(r2 * t)
            }
        }

        func settlingTime(threshold eps: Double) -> Double {
            switch self {
            case let .underdamped(decay, w, b):
                guard decay > 0 else { return .infinity }
                // e'(t) is zero where (w b - decay) cos(w t) = (decay b + w) sin(w t): extrema
                // every pi / w, whose sizes shrink by exp(-decay pi / w) each time.
                let first = atan2(w * b - decay, decay * b + w)
                let phase = first < 0 ? first + .pi : first
                let extremum = { (k: Double) in (phase + k * .pi) / w }
                let size0 = abs(offset(extremum(0)))
                var start = 0.0, end = extremum(0)
                if size0 > eps {
                    var k = ((log(size0 / eps)) / (decay * .pi / w)).rounded(.down)
                    // Guard the floor against rounding either way.
                    while k > 0 && abs(offset(extremum(k))) <= eps { k -= 1 }
                    while abs(offset(extremum(k + 1))) > eps { k += 1 }
                    start = extremum(k); end = extremum(k + 1)
                } else if end == 0 {
                    return 0
                }
                // Between consecutive extrema e is monotonic, so |e| drops below eps exactly once.
                return bisectLastExceeding(eps, from: start, to: end)
            case let .critical(w, b):
                // One turning point at most, where e' = 0: t = (b - w) / (w b).
                let turn = b != 0 ? (b - w) / (w * b) : -1
                return monotonicSettling(eps, turn: turn, scale: 1 / w)
            case let .overdamped(r1, r2, c1, c2):
                // e' = 0 where c1 r1 exp(r1 t) = -c2 r2 exp(r2 t).
                let ratio = -(c2 * r2) / (c1 * r1)
                let turn = ratio > 0 && c1 != 0 ? log(ratio) / (r1 - r2) : -1
                return monotonicSettling(eps, turn: turn, scale: -1 / r1)
            }
        }

        /// The settling time of a motion with at most one turning point at `turn` (negative for none).
        private func monotonicSettling(_ eps: Double, turn: Double, scale: Double) -> Double {
            // Past the turning point |e| only shrinks; before it e moves monotonically from 1.
            let start = turn > 0 && abs(offset(turn)) > eps ? turn : 0
            var end = start + scale
            while abs(offset(end)) > eps { end = start + 2 * (end - start) }
            return bisectLastExceeding(eps, from: start, to: end)
        }

        /// The time in [low, high] where |e| stops exceeding eps, given |e(low)| > eps >= |e(high)|
        /// and a single crossing in between.
        private func bisectLastExceeding(_ eps: Double, from low: Double, to high: Double) -> Double {
            var low = low, high = high
            for _ in 0..<200 where high - low > 1e-12 * max(1, high) {
                let mid = (low + high) / 2
                if abs(offset(mid)) > eps { low = mid } else { high = mid }
            }
            return high
        }
    }
}

extension SpringMotion {
    /// A spring of mass 1 described by its damping ratio and response, as SwiftUI's
    /// `Spring(response:dampingRatio:)`: stiffness (2 pi / response)^2 and damping
    /// 4 pi ratio / response.
    ///
    /// The response is the period the spring would oscillate with if it had no damping.
    public static func dampingRatio(_ ratio: Double, response: Double, initialVelocity: Double = 0) -> SpringMotion {
        let w0 = 2 * Double.pi / response
        return SpringMotion(mass: 1, stiffness: w0 * w0, damping: 2 * ratio * w0, initialVelocity: initialVelocity)
    }

    /// A spring of mass 1 described by a perceptual duration and a bounce, as
    /// `CASpringAnimation(perceptualDuration:bounce:)` and SwiftUI's `Spring(duration:bounce:)`.
    ///
    /// The duration is the response; a bounce in [0, 1) gives the damping ratio 1 - bounce, a
    /// negative bounce an over-damped ratio 1 / (1 + bounce).
    public static func perceptualDuration(_ duration: Double, bounce: Double, initialVelocity: Double = 0) -> SpringMotion {
        let ratio = bounce >= 0 ? 1 - bounce : 1 / (1 + bounce)
        return dampingRatio(ratio, response: duration, initialVelocity: initialVelocity)
    }

    /// The spring UIKit's `animate(withDuration:delay:usingSpringWithDamping:initialSpringVelocity:...)`
    /// needs: mass 1, the given damping ratio, and the stiffness that makes it settle (to 0.1%)
    /// exactly at the end of `duration`.
    ///
    /// Unlike UIKit, whose mapping from duration to stiffness is private, TransitionLab chooses
    /// the spring whose `settlingDuration` equals `duration`, so the motion has come to rest
    /// when the animation ends and nothing jumps. Without initial velocity the natural frequency
    /// is `settlingTime(ratio) / duration` for the settling time of the unit spring; with one it
    /// is found by bisection. A ratio of 0 or less never settles, so it falls back to
    /// `dampingRatio(ratio, response: duration)`.
    public static func dampingRatio(_ ratio: Double, duration: Double, initialVelocity: Double = 0) -> SpringMotion {
        func spring(_ w0: Double) -> SpringMotion {
            SpringMotion(mass: 1, stiffness: w0 * w0, damping: 2 * ratio * w0, initialVelocity: initialVelocity)
        }
        guard ratio > 0, duration > 0, duration.isFinite else {
            return dampingRatio(ratio, response: duration, initialVelocity: initialVelocity)
        }
        if initialVelocity == 0 {
            // Time scales as 1 / w0 when the spring starts at rest, so one unit spring suffices.
            return spring(spring(1).settlingDuration / duration)
        }
        // Settling time falls as the spring stiffens; bisect the frequency on a log scale.
        var low = log(1e-3), high = log(1e5)
        for _ in 0..<80 {
            let mid = (low + high) / 2
            if spring(exp(mid)).settlingDuration > duration { low = mid } else { high = mid }
        }
        return spring(exp(high))
    }
}
