import Dispatch
import Foundation

extension DispatchQueue {
    /// Runs `work` after `delay` seconds of simulated time: what `transition-lab port` makes of
    /// `DispatchQueue.main.asyncAfter(deadline: .now() + delay) { … }` (docs/PORTING.md).
    ///
    /// Unlike Dispatch, whose deadline is on the wall clock (so which frame the work lands on
    /// would depend on the machine), the work runs on the first simulated frame at or after the
    /// delay, the same in every run, on the main thread where UIKit runs. Only for the main queue:
    /// the work runs there whichever queue it is asked of.
    public func asyncAfter(simulatedDelay delay: TimeInterval, execute work: @escaping () -> Void) {
        // UIKit runs on one thread: the block never crosses to another.
        nonisolated(unsafe) let body = work
        Timer.scheduledTimer(withSimulatedTimeInterval: max(0, delay), repeats: false) { _ in body() }
    }

    /// Runs `work` on the next simulated frame: what `transition-lab port` makes of
    /// `DispatchQueue.main.async { … }`.
    ///
    /// Unlike Dispatch, whose main queue runs when the run loop turns (between frames, at a
    /// moment the wall clock decides, and never in a test stepping frames itself), the work runs
    /// with the next frame's timers, so the frames are the same in every run.
    public func asyncOnSimulatedClock(execute work: @escaping () -> Void) {
        asyncAfter(simulatedDelay: 0, execute: work)
    }
}
