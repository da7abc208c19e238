import Foundation

/// A scroll view's motion after the finger lifts, per axis: free deceleration at the scroll
/// view's rate, then (past an edge) a critically damped spring back to it; or a spring straight
/// to a target (paging); or a timed ease to an offset (`setContentOffset(_:animated:)`).
///
/// Every step is the exact solution over the elapsed time, so the result does not depend on
/// the frame rate; time is the layer context's media clock.
final class ScrollMotion {
    enum Phase: Equatable { case free, spring(target: CGFloat), done }

    struct Axis {
        var position: CGFloat
        /// Content-offset velocity in points per second.
        var velocity: CGFloat
        var phase: Phase
    }

    /// Below this speed (points per second) free deceleration stops.
    static let stopSpeed: CGFloat = 10
    /// A release faster than this (points per second) turns the page.
    static let pagingFlickSpeed: CGFloat = 300
    /// The spring's natural frequency (rad/s); critically damped, it settles in about 0.5 s.
    static let springFrequency: CGFloat = 14
    /// The duration of an animated `setContentOffset`.
    static let animationDuration: CFTimeInterval = 0.3

    var x: Axis
    var y: Axis
    private var lastTime: CFTimeInterval
    /// For a timed scroll: from, to, start time.
    private let animation: (from: CGPoint, to: CGPoint, start: CFTimeInterval)?
    var link: CADisplayLink?

    /// Whether this motion is an animated `setContentOffset` (it reports a different delegate call).
    var isAnimatedScroll: Bool { animation != nil }

    init(deceleratingFrom offset: CGPoint, velocity: CGPoint, at time: CFTimeInterval) {
        x = Axis(position: offset.x, velocity: velocity.x, phase: .free)
        y = Axis(position: offset.y, velocity: velocity.y, phase: .free)
        lastTime = time
        animation = nil
    }

    init(springingFrom offset: CGPoint, velocity: CGPoint, to target: CGPoint, at time: CFTimeInterval) {
        x = Axis(position: offset.x, velocity: velocity.x, phase: .spring(target: target.x))
        y = Axis(position: offset.y, velocity: velocity.y, phase: .spring(target: target.y))
        lastTime = time
        animation = nil
    }

    init(animatingFrom offset: CGPoint, to target: CGPoint, at time: CFTimeInterval) {
        x = Axis(position: offset.x, velocity: 0, phase: .free)
        y = Axis(position: offset.y, velocity: 0, phase: .free)
        lastTime = time
        animation = (offset, target, time)
    }

    /// ln(rate per second): velocity decays as e^(k t).
    static func decayConstant(_ rate: UIScrollView.DecelerationRate) -> CGFloat {
        log(min(max(rate.rawValue, 0.5), 0.999_999)) * 1000
    }

    var offset: CGPoint { CGPoint(x: x.position, y: y.position) }
    var isFinished: Bool { x.phase == .done && y.phase == .done }

    /// Whether there is anything to animate (a release at rest inside the limits has nothing).
    func needsToRun(limits: CGRect) -> Bool {
        if animation != nil { return true }
        func axisNeeds(_ a: Axis, _ low: CGFloat, _ high: CGFloat) -> Bool {
            switch a.phase {
            case .free: return abs(a.velocity) >= Self.stopSpeed || a.position < low || a.position > high
            case .spring(let target): return abs(a.position - target) > 0.1 || abs(a.velocity) > 1
            case .done: return false
            }
        }
        return axisNeeds(x, limits.minX, limits.maxX) || axisNeeds(y, limits.minY, limits.maxY)
    }

    /// Advances to `time` and returns the new offset.
    func step(to time: CFTimeInterval, limits: CGRect, rate: UIScrollView.DecelerationRate, bounces: (x: Bool, y: Bool)) -> CGPoint {
        let dt = CGFloat(max(0, time - lastTime))
        lastTime = time
        if let animation {
            let t = min(1, CGFloat((time - animation.start) / Self.animationDuration))
            let eased = t < 0.5 ? 4 * t * t * t : 1 - pow(-2 * t + 2, 3) / 2
            x.position = animation.from.x + (animation.to.x - animation.from.x) * eased
            y.position = animation.from.y + (animation.to.y - animation.from.y) * eased
            if t >= 1 { x.phase = .done; y.phase = .done }
            return offset
        }
        let k = Self.decayConstant(rate)
        Self.advance(&x, by: dt, low: limits.minX, high: limits.maxX, k: k, bounces: bounces.x)
        Self.advance(&y, by: dt, low: limits.minY, high: limits.maxY, k: k, bounces: bounces.y)
        return offset
    }

    private static func advance(_ a: inout Axis, by dt: CGFloat, low: CGFloat, high: CGFloat, k: CGFloat, bounces: Bool) {
        if case .free = a.phase, a.position < low || a.position > high {
            // Released past an edge, or decelerated past it: spring back to the edge.
            if bounces {
                a.phase = .spring(target: min(max(a.position, low), high))
            } else {
                a.position = min(max(a.position, low), high)
                a.velocity = 0
                a.phase = .done
            }
        }
        switch a.phase {
        case .free:
            let decay = exp(k * dt)
            a.position += a.velocity * (decay - 1) / k
            a.velocity *= decay
            if !bounces, a.position < low || a.position > high {
                a.position = min(max(a.position, low), high)
                a.velocity = 0
                a.phase = .done
            } else if abs(a.velocity) < stopSpeed, a.position >= low, a.position <= high {
                a.velocity = 0
                a.phase = .done
            }
        case .spring(let target):
            // Critically damped: x(t) = (x0 + (v0 + w x0) t) e^(-w t).
            let w = springFrequency
            let x0 = a.position - target, v0 = a.velocity
            let b = v0 + w * x0
            let e = exp(-w * dt)
            a.position = target + (x0 + b * dt) * e
            a.velocity = (v0 - w * b * dt) * e
            if abs(a.position - target) < 0.1, abs(a.velocity) < 1 {
                a.position = target
                a.velocity = 0
                a.phase = .done
            }
        case .done:
            break
        }
    }
}

extension UIScrollView {
    /// Runs `next` on a display link of the current layer context until it settles.
    /// `isDecelerating` is left false: callers set it after (an animated scroll is not one).
    func startMotion(_ next: ScrollMotion) {
        stopMotion()
        motion = next
        let link = CADisplayLink { [weak self, weak next] link in
            // A scroll view that went away (or replaced its motion) must not keep the host ticking.
            guard let self, let next, self.motion === next else {
                link.invalidate()
                return
            }
            self.tickMotion(next, at: max(link.timestamp, CACurrentMediaTime()))
        }
        next.link = link
        link.add(to: .current, forMode: .common)
    }

    /// Stops the current motion where it is (a drag caught it, or code set the offset).
    func stopMotion() {
        motion?.link?.invalidate()
        motion = nil
        isDecelerating = false
    }

    private func tickMotion(_ current: ScrollMotion, at time: CFTimeInterval) {
        let offset = current.step(to: time, limits: offsetLimits, rate: decelerationRate, bounces: (bouncesAlongX, bouncesAlongY))
        contentOffset = offset
        guard current.isFinished, motion === current else { return }
        current.link?.invalidate()
        motion = nil
        let wasDecelerating = isDecelerating
        isDecelerating = false
        if current.isAnimatedScroll {
            delegate?.scrollViewDidEndScrollingAnimation(self)
        } else if wasDecelerating {
            delegate?.scrollViewDidEndDecelerating(self)
        }
    }
}
