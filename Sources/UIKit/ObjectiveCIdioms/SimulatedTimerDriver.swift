import Foundation

/// Fires a Foundation `Timer` on the simulated clock instead of a run loop: a display link watches
/// the current layer context's event clock (the touches' clock, which slow animations do not slow,
/// as on iOS where they slow only Core Animation) and calls `fire()` on the first frame at or after
/// each deadline. So a ported timer fires on the same frame in every run, and never on the wall
/// clock. The link keeps the timer (and through its block the target) alive until the timer is
/// invalidated or, when it does not repeat, has fired: as a run loop does on iOS.
final class SimulatedTimerDriver {
    private let timer: Timer
    private let interval: TimeInterval
    private let repeats: Bool
    private var deadline: CFTimeInterval
    private var link: CADisplayLink?

    private init(timer: Timer, interval: TimeInterval, repeats: Bool, now: CFTimeInterval) {
        self.timer = timer
        // As Foundation: a non-positive interval is 0.1 ms.
        self.interval = max(interval, 0.0001)
        self.repeats = repeats
        deadline = now + self.interval
    }

    /// Starts firing `timer` every `interval` seconds (once unless `repeats`) of simulated time from
    /// now. Needs a bound layer context (`Device.run { }`, `UIKitEnvironment.run { }`).
    static func start(_ timer: Timer, interval: TimeInterval, repeats: Bool) {
        let context = LayerContext.current
        let driver = SimulatedTimerDriver(timer: timer, interval: interval, repeats: repeats, now: context.eventTime)
        let link = CADisplayLink { _ in driver.tick() }
        link.label = nil
        driver.link = link
        link.add(to: .current, forMode: .common)
    }

    private func tick() {
        guard timer.isValid else { return stop() }
        let now = LayerContext.current.eventTime
        // A hair of slack: frame steps of 1/60 s add up to a deadline within rounding.
        guard now + 1e-9 >= deadline else { return }
        if repeats {
            // As a run loop does: one fire for however many deadlines a long frame passed.
            while deadline <= now + 1e-9 { deadline += interval }
            timer.fire()
        } else {
            timer.fire()
            timer.invalidate()
            stop()
        }
    }

    private func stop() {
        link?.invalidate()
        link = nil
    }
}
