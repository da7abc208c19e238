import Foundation

/// The simulated interval of timers made by `Timer(simulatedTimeInterval:…)`, read when they are
/// added to the simulated clock (Foundation forgets a non-repeating timer's interval).
private nonisolated(unsafe) var simulatedIntervalKey: UInt8 = 0

extension Timer {
    /// Calls a method of `target` with the timer after `interval` seconds of simulated time, again
    /// every `interval` if `repeats`, as Foundation's `scheduledTimer(timeInterval:target:selector:
    /// userInfo:repeats:)`: `Timer.scheduledTimer(timeInterval: 1, target: self, selector:
    /// ViewController.tick, userInfo: nil, repeats: true)` where `func tick(_ timer: Timer)`.
    ///
    /// Unlike Foundation, the selector is a method reference, the timer fires on the simulated
    /// clock (frame by frame, never the wall clock: see `SimulatedTimerDriver`), and `userInfo` is
    /// not kept (Foundation on Linux has none to set). As on iOS, the target is retained until the
    /// timer is invalidated.
    @discardableResult
    public static func scheduledTimer<Target: AnyObject>(timeInterval interval: TimeInterval, target: Target,
                                                         selector: @escaping (Target) -> (Timer) -> Void,
                                                         userInfo: Any?, repeats: Bool) -> Timer {
        let timer = Timer(simulatedTimeInterval: interval, repeats: repeats) { timer in selector(target)(timer) }
        SimulatedTimerDriver.start(timer, interval: interval, repeats: repeats)
        return timer
    }

    /// The same with a method that takes no argument (`func tick()`).
    @discardableResult
    public static func scheduledTimer<Target: AnyObject>(timeInterval interval: TimeInterval, target: Target,
                                                         selector: @escaping (Target) -> () -> Void,
                                                         userInfo: Any?, repeats: Bool) -> Timer {
        scheduledTimer(timeInterval: interval, target: target, selector: { target in { _ in selector(target)() } },
                       userInfo: userInfo, repeats: repeats)
    }

    /// A timer calling a method of `target`, not scheduled yet: add it with
    /// `RunLoop.main.addOnSimulatedClock(_:forMode:)`.
    ///
    /// Unlike Foundation, the selector is a method reference and `userInfo` is not kept.
    public convenience init<Target: AnyObject>(timeInterval interval: TimeInterval, target: Target,
                                               selector: @escaping (Target) -> (Timer) -> Void,
                                               userInfo: Any?, repeats: Bool) {
        self.init(simulatedTimeInterval: interval, repeats: repeats) { timer in selector(target)(timer) }
    }

    /// The same with a method that takes no argument.
    public convenience init<Target: AnyObject>(timeInterval interval: TimeInterval, target: Target,
                                               selector: @escaping (Target) -> () -> Void,
                                               userInfo: Any?, repeats: Bool) {
        self.init(simulatedTimeInterval: interval, repeats: repeats) { _ in selector(target)() }
    }

    /// A block timer for the simulated clock, not scheduled yet: what `transition-lab port` makes
    /// of Foundation's `Timer(timeInterval:repeats:block:)`.
    ///
    /// Unlike Foundation, whose timers run on a run loop's wall clock; add it with
    /// `RunLoop.main.addOnSimulatedClock(_:forMode:)`.
    public convenience init(simulatedTimeInterval interval: TimeInterval, repeats: Bool, block: @escaping (Timer) -> Void) {
        // UIKit runs on one thread: the block never crosses to another.
        nonisolated(unsafe) let body = block
        self.init(timeInterval: interval, repeats: repeats) { timer in body(timer) }
        objc_setAssociatedObject(self, &simulatedIntervalKey, interval, .OBJC_ASSOCIATION_RETAIN_NONATOMIC)
    }

    /// Calls `block` after `interval` seconds of simulated time (again every `interval` if
    /// `repeats`): what `transition-lab port` makes of Foundation's
    /// `scheduledTimer(withTimeInterval:repeats:block:)`.
    ///
    /// Unlike Foundation, whose timer waits on the wall clock, this one fires on the simulated
    /// frames, the same in every run.
    @discardableResult
    public static func scheduledTimer(withSimulatedTimeInterval interval: TimeInterval, repeats: Bool,
                                      block: @escaping (Timer) -> Void) -> Timer {
        let timer = Timer(simulatedTimeInterval: interval, repeats: repeats, block: block)
        SimulatedTimerDriver.start(timer, interval: interval, repeats: repeats)
        return timer
    }

    /// The interval a timer fires after on the simulated clock: the one it was made with.
    var simulatedInterval: TimeInterval {
        objc_getAssociatedObject(self, &simulatedIntervalKey) as? TimeInterval ?? timeInterval
    }
}

extension RunLoop {
    /// Schedules `timer` on the simulated clock: what `transition-lab port` makes of
    /// `RunLoop.main.add(timer, forMode: .common)`.
    ///
    /// Unlike Foundation's `add(_:forMode:)`, the timer fires on the simulated frames, never on this
    /// run loop or the wall clock; the mode is accepted for source compatibility.
    public func addOnSimulatedClock(_ timer: Timer, forMode mode: RunLoop.Mode) {
        guard timer.isValid else { return }
        SimulatedTimerDriver.start(timer, interval: timer.simulatedInterval, repeats: timer.timeInterval > 0)
    }
}
