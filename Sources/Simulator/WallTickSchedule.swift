import Foundation

/// How many 60 Hz ticks a display frame owes the wall clock: the whole ticks since an anchor
/// not run yet, rounded to the nearest (a frame a little early or late runs one), at most
/// `LiveClock.catchUpLimit`. What the live window's clock (`LiveClock`) and the review window's
/// take-over count their ticks with; plain, so it reads no clock of its own.
package struct WallTickSchedule {
    /// The wall time and the tick count the schedule counts from; nil until the next frame.
    private var anchor: (time: Double, ticks: Int)?
    /// The ticks run since the schedule was made.
    private var ticks = 0

    /// A schedule that counts from the next display frame.
    package init() {}

    /// Counts afresh from the next display frame (after an idle wait, a pause or a step, whose
    /// time is not owed as ticks).
    package mutating func restart() {
        anchor = nil
    }

    /// The ticks due at wall time `time` (seconds), counted as run: one at the first frame after
    /// a restart, then as many as the time since calls for.
    package mutating func ticksDue(at time: Double) -> Int {
        guard let anchor else {
            self.anchor = (time - 1.0 / 60, ticks)
            ticks += 1
            return 1
        }
        let lag = (time - anchor.time) * 60 - Double(ticks - anchor.ticks)
        var due = max(0, Int(lag.rounded()))
        if due > LiveClock.catchUpLimit {
            // Too far behind to catch up: count from now, as if the last limit's ticks were on time.
            self.anchor = (time - Double(LiveClock.catchUpLimit) / 60, ticks)
            due = LiveClock.catchUpLimit
        }
        ticks += due
        return due
    }
}
