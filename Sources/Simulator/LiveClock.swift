import Foundation

/// The live window's clock: simulated time follows the wall clock. Each display frame runs the
/// 60 Hz ticks that the time since the last one calls for, all but the last undrawn, so a late
/// frame drops the frames it missed instead of slowing the app down, as iOS does: a 0.35 s push
/// takes 0.35 s however late the frames come (docs/ARCHITECTURE.md, "Time").
///
/// The wall clock is read only through `now`, which the window host gives (SDL's clock) and a
/// test replaces. What the clock decided reaches the recording as the frames it did not draw
/// (`Device.lastStepWasDrawn`, written as dropped frames), so a replay runs the same ticks.
/// Fixed-step (`--frames N`, scripts), while paused (a step draws its frame) and after an idle
/// wait (the time slept is recorded as a wait, not as ticks), a display frame runs one tick.
package final class LiveClock {
    /// The most ticks one display frame runs: half a second. A process stopped for longer (a
    /// debugger, a suspended laptop) loses the rest rather than replaying it undrawn at once.
    package static let catchUpLimit = 30

    /// The session ticked.
    package let session: SimulatorSession
    /// The wall clock, in seconds from any origin.
    package let now: () -> Double
    /// Whether every display frame runs exactly one tick, whatever the wall clock says.
    package let isFixedStep: Bool
    /// How many ticks drew their frame, and how many ran undrawn (dropped), so far.
    package private(set) var framesDrawn = 0, framesDropped = 0
    /// The ticks owed to the wall clock (`WallTickSchedule`).
    private var schedule = WallTickSchedule()

    /// A clock for `session` reading the wall clock `now`, fixed-step when `fixedStep`.
    package init(session: SimulatorSession, fixedStep: Bool = false, now: @escaping () -> Double) {
        self.session = session
        isFixedStep = fixedStep
        self.now = now
    }

    /// How many ticks are due at wall time `time` (`WallTickSchedule`), counted as run.
    func ticksDue(at time: Double) -> Int {
        schedule.ticksDue(at: time)
    }

    /// One display frame: runs the ticks due, the last one drawn; returns whether the picture
    /// changed. `afterIdle`: the host waited for input before it (nothing moved), so the time
    /// waited is not owed as ticks.
    @discardableResult
    package func displayFrame(afterIdle: Bool = false) -> Bool {
        if afterIdle || isFixedStep || session.isPaused {
            // Counted afresh from the next moving frame.
            schedule.restart()
            framesDrawn += 1
            return session.tick()
        }
        let due = ticksDue(at: now())
        guard due > 0 else { return false }
        for _ in 1..<due {
            session.tick(drawing: false)
            framesDropped += 1
        }
        framesDrawn += 1
        return session.tick()
    }
}
