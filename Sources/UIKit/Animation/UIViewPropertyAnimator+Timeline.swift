import Foundation

/// The animator's clock: seconds into its animations (0 at the start values, the duration at
/// the end values), running from an anchor media time or paused.
struct AnimatorClock {
    /// The animator time at `anchor` (or now, when paused).
    var u: Double = 0
    /// The media time from which the clock runs; nil while paused. May be in the future while
    /// a delayed start waits.
    var anchor: CFTimeInterval?
    /// Animator seconds per media second (1 / `durationFactor`).
    var rate: Double = 1
    /// Whether the clock runs backwards.
    var reversed = false
    /// Whether the paused animations show a linear fraction of the change.
    var scrubbedLinearly = false
    /// Whether the layer animations were last set up running (not frozen).
    var tracksRunning = false

    /// The animator time at media time `now`, within 0...duration.
    func time(at now: CFTimeInterval, duration: Double) -> Double {
        guard let anchor, now > anchor else { return u }
        let elapsed = (now - anchor) * rate * (reversed ? -1 : 1)
        return min(duration, max(0, u + elapsed))
    }
}

/// How the animator's animations are paced.
enum AnimatorPacing {
    /// A cubic Bezier curve.
    case curve(CAMediaTimingFunction)
    /// A spring.
    case spring(UISpringTimingParameters)

    /// The pacing a timing provider describes (a composed provider uses its spring).
    init(_ provider: UITimingCurveProvider) {
        if provider.timingCurveType == .spring || provider.timingCurveType == .composed,
           let spring = provider.springTimingParameters {
            self = .spring(spring)
        } else {
            self = .curve(provider.cubicTimingParameters?.timingFunction ?? CAMediaTimingFunction(name: .easeInEaseOut))
        }
    }
}

extension UIViewPropertyAnimator {
    /// The length of the animator's timeline: `duration`, or a physical spring's settling time.
    var effectiveDuration: TimeInterval {
        if case .spring(let spring) = pacing, let implied = spring.impliedDuration { return implied }
        return duration
    }

    /// The animator time now.
    var currentTime: Double { clock.time(at: CACurrentMediaTime(), duration: effectiveDuration) }

    /// Makes the animator active: runs the animation blocks added so far, which set the model
    /// values to their ends and create the layer animations, paused at the start.
    func activate() {
        state = .active
        clock.u = 0
        clock.anchor = nil
        let pending = pendingAnimations
        pendingAnimations = []
        for entry in pending { runAnimations(entry.animations, delayFactor: entry.delayFactor) }
    }

    /// Runs one animation block now; its changes start after `delayFactor` of the remaining
    /// time and last until the end of the timeline.
    func runAnimations(_ animations: () -> Void, delayFactor: CGFloat) {
        let now = currentTime, total = effectiveDuration
        let offset = now + Double(min(1, max(0, delayFactor))) * max(0, total - now)
        let sink = AnimatorSink(animator: self, offset: offset, length: max(total - offset, 1e-6))
        UIViewAnimationState.current.run(ViewAnimationBlock(sink: sink, timing: nil, animates: true), animations)
    }

    /// Folds the elapsed time into `clock.u` and re-anchors a running clock at now.
    func reanchor() {
        let now = CACurrentMediaTime()
        clock.u = currentTime
        if let anchor = clock.anchor, anchor < now { clock.anchor = now }
    }

    /// Runs the clock from `delay` seconds from now.
    func resume(after delay: TimeInterval) {
        if clock.scrubbedLinearly, case .curve(let function) = pacing, effectiveDuration > 0 {
            // Continue the curve from the value the linear scrub shows, so nothing jumps.
            clock.u = effectiveDuration * Self.inverse(of: function, at: clock.u / effectiveDuration)
        }
        clock.scrubbedLinearly = false
        clock.anchor = CACurrentMediaTime() + delay
        applyTimingToTracks()
        startTicking()
    }

    /// Sets every layer animation's time from the clock: running ones follow it from its
    /// anchor, frozen ones (paused, or waiting for a delayed start) show the current time.
    func applyTimingToTracks() {
        let now = CACurrentMediaTime()
        let running = clock.anchor.map { $0 <= now } ?? false
        clock.tracksRunning = running
        let time = currentTime
        for track in tracks {
            guard let animation = track.attachedAnimation else { continue }
            if running, let anchor = clock.anchor {
                animation.speed = Float(clock.rate * (clock.reversed ? -1 : 1))
                animation.beginTime = track.layer.convertTime(anchor, from: nil)
                animation.timeOffset = clock.u - track.offset
            } else {
                animation.speed = 0
                animation.timeOffset = time - track.offset
            }
            if case .curve(let function) = pacing {
                animation.timingFunction = clock.scrubbedLinearly && !running ? nil : function
            }
        }
    }

    /// Called once per frame while running: starts delayed animations and ends the timeline.
    func tick() {
        guard state == .active, let anchor = clock.anchor else { return stopTicking() }
        guard CACurrentMediaTime() >= anchor else { return }
        if !clock.tracksRunning { applyTimingToTracks() }
        let time = currentTime, total = effectiveDuration
        if !clock.reversed && time >= total - 1e-9 {
            reachEnd(.end)
        } else if clock.reversed && time <= 1e-9 {
            reachEnd(.start)
        }
    }

    private func reachEnd(_ position: UIViewAnimatingPosition) {
        if pausesOnCompletion {
            clock.u = position == .end ? effectiveDuration : 0
            clock.anchor = nil
            applyTimingToTracks()
            return stopTicking()
        }
        settleTracks(at: position)
        complete(at: position)
    }

    /// Ends the animator: inactive again, completion handlers run with `position`.
    func complete(at position: UIViewAnimatingPosition) {
        state = .inactive
        let reversed = clock.reversed
        clock = AnimatorClock()
        clock.reversed = reversed
        stopTicking()
        let handlers = completions
        completions = []
        UIViewAnimationState.current.deliver { handlers.forEach { $0(position) } }
    }

    /// Switches to new cubic timing without a jump: the clock moves to the time at which the
    /// new curve shows what the old one shows now.
    func retime(with parameters: UITimingCurveProvider) {
        let newPacing = AnimatorPacing(parameters)
        guard case .curve(let old) = pacing, case .curve(let new) = newPacing else {
            return UIKitLog.warn("UIViewPropertyAnimator: continueAnimation can only change a cubic curve into another cubic curve here; keeping the current timing")
        }
        let total = effectiveDuration
        if total > 0 {
            let x = clock.u / total
            let shown = clock.scrubbedLinearly ? x : old.solve(forInput: x)
            clock.u = total * Self.inverse(of: new, at: shown)
        }
        clock.scrubbedLinearly = false
        pacing = newPacing
        timingParameters = parameters
    }

    /// The time fraction at which `function` reaches `y` (bisection; timing curves rise).
    static func inverse(of function: CAMediaTimingFunction, at y: Double) -> Double {
        var low = 0.0, high = 1.0
        for _ in 0..<60 {
            let mid = (low + high) / 2
            if function.solve(forInput: mid) < y { low = mid } else { high = mid }
        }
        return (low + high) / 2
    }

    func startTicking() {
        guard displayLink == nil else { return }
        // The link keeps the animator alive while it runs, as UIKit keeps running animators.
        let link = CADisplayLink { [self] _ in self.tick() }
        link.add(to: .main, forMode: .common)
        displayLink = link
    }

    func stopTicking() {
        displayLink?.invalidate()
        displayLink = nil
    }
}
