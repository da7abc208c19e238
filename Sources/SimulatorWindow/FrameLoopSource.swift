/// Where a `FrameLoop` takes its events and its clock from: SDL in the windows
/// (`SDLFrameLoopSource`), a script of events on a fake clock in tests, so the pacing is tested
/// without a display.
protocol FrameLoopSource {
    /// What the events are.
    associatedtype Event
    /// The clock, in milliseconds from any start.
    func milliseconds() -> UInt64
    /// The next event, waiting at most `timeout` milliseconds for one.
    mutating func waitEvent(timeout: Int32) -> Event?
    /// The next event if one is pending.
    mutating func pollEvent() -> Event?
    /// Waits `milliseconds` (the loop's pause before the next display frame).
    mutating func delay(milliseconds: UInt32)
}
