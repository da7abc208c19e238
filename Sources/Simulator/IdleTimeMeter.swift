/// Turns the wall time a window host sleeps while its session is idle into 60 Hz frames of idle
/// time for a recording (`SessionRecorder.idleTimePassed`): the host owns the wall clock and
/// hands this the milliseconds; the ticks it makes meanwhile are frames of that time too, so
/// each takes one frame off what is still to report. Free of SDL, so tests drive it.
package struct IdleTimeMeter {
    /// The length of a 60 Hz frame.
    package static let frameMilliseconds = 1000.0 / 60
    /// Idle time slept and not yet reported or taken by a tick.
    private var milliseconds = 0.0

    /// A meter with nothing to report.
    package init() {}

    /// The host slept `sleptMilliseconds` while idle: returns the whole frames to report now,
    /// keeping one back for the tick that follows the sleep.
    package mutating func slept(_ sleptMilliseconds: Double) -> Int {
        milliseconds += max(0, sleptMilliseconds)
        let frames = Int(milliseconds / Self.frameMilliseconds) - 1
        guard frames > 0 else { return 0 }
        milliseconds -= Double(frames) * Self.frameMilliseconds
        return frames
    }

    /// The host ticked: while idle the tick is a frame of the time slept; otherwise the idle
    /// stretch is over and what is left of it (less than two frames) is dropped.
    package mutating func ticked(whileIdle: Bool) {
        milliseconds = whileIdle ? max(0, milliseconds - Self.frameMilliseconds) : 0
    }
}
