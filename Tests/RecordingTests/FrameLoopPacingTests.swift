@testable import SimulatorWindow
import XCTest

/// The pacing every window shares (`FrameLoop`), driven by a script of events on a fake clock
/// instead of SDL: 60 display frames a second while something moves, no tick and waits of at
/// most half a second while idle, a wake-up honoured, events before the frame.
final class FrameLoopPacingTests: XCTestCase {
    func test_movingWindow_ticksSixtyTimesASecond_andPresentsOnlyWhatChanged() throws {
        let window = ScriptedWindow(idle: false, changesEvery: 2)
        var source = ScriptedSource(events: [])

        try FrameLoop.run(window, source: &source, maxFrames: 60)

        XCTAssertEqual(window.ticks, 60)
        XCTAssertEqual(Double(source.now), 1000, accuracy: FrameLoop.framePeriod + 1, "60 frames take a second")
        XCTAssertEqual(window.presents, 1 + 29 + 1, "the first picture, the 29 changed before the last frame, and the last once more")
        XCTAssertEqual(source.waits, [], "a moving window never waits for input")
    }

    func test_idleWindow_waitsForInput_halfASecondAtMost_tickingOnlyAsItWakes() throws {
        let window = ScriptedWindow(idle: true, changesEvery: 0)
        var source = ScriptedSource(events: [(at: 2_000, event: .quit)])

        try FrameLoop.run(window, source: &source)

        XCTAssertEqual(source.waits, [500, 500, 500, 500], "waits of at most \(FrameLoop.longestWait) ms until the event")
        XCTAssertEqual(window.idleTicks, [false, true, true, true], "the first frame, then one tick after each wait that timed out")
        XCTAssertEqual(window.slept, 2_000, accuracy: 20, "the time waiting is told to the window")
        XCTAssertEqual(source.now, 2_000, "the quit event ends the loop when it comes")
    }

    func test_wakeUp_shortensTheWait_andPresentsThePicture() throws {
        var source = ScriptedSource(events: [(at: 1_000, event: .quit)])
        let window = ScriptedWindow(idle: true, changesEvery: 0)
        window.wakeUpUntilPassed = (0.3, source.clock)

        try FrameLoop.run(window, source: &source)

        XCTAssertEqual(source.waits.first, 300, "the first wait ends at the wake-up")
        XCTAssertEqual(window.presents, 2, "the first picture, and again at the wake-up")
    }

    func test_eventsOfAFrame_areHandledBeforeItsTick_andARedrawPresents() throws {
        let window = ScriptedWindow(idle: false, changesEvery: 0)
        var source = ScriptedSource(events: [(at: 0, event: .press), (at: 0, event: .press), (at: 40, event: .quit)])

        try FrameLoop.run(window, source: &source)

        XCTAssertEqual(window.log.prefix(3), ["press", "press", "tick"])
        XCTAssertEqual(window.presents, 1, "two redraws before the first present make one present")
        XCTAssertEqual(window.ticks, 3, "frames at 0, 17 and 33 ms before the quit at 40 ms")
    }
}

/// An event of the script.
private enum ScriptedEvent { case press, quit }

/// A window that logs what the loop asks of it.
private final class ScriptedWindow: FrameLoopWindow {
    let isIdle: Bool
    /// A wake-up time in seconds, given until the clock passes it (as a toast's end).
    var wakeUpUntilPassed: (seconds: Double, clock: FakeClock)?
    var wakeUp: Double? {
        guard let (seconds, clock) = wakeUpUntilPassed, Double(clock.now) < seconds * 1000 else { return nil }
        return seconds
    }
    let changesEvery: Int
    var ticks = 0, presents = 0
    var idleTicks: [Bool] = []
    var slept = 0.0
    var log: [String] = []

    init(idle: Bool, changesEvery: Int) {
        isIdle = idle
        self.changesEvery = changesEvery
    }

    func handle(_ event: ScriptedEvent) throws -> FrameLoopOutcome {
        log.append("\(event)")
        return event == .quit ? .quit : .redraw
    }

    func tick(whileIdle: Bool) throws -> Bool {
        ticks += 1
        idleTicks.append(whileIdle)
        log.append("tick")
        return changesEvery > 0 && ticks % changesEvery == 0
    }

    func present() throws { presents += 1 }

    func slept(milliseconds: Double) { slept += milliseconds }
}

/// Events at given milliseconds of a clock that moves only when the loop waits or delays.
private struct ScriptedSource: FrameLoopSource {
    var events: [(at: UInt64, event: ScriptedEvent)]
    let clock = FakeClock()
    var now: UInt64 {
        get { clock.now }
        nonmutating set { clock.now = newValue }
    }
    /// Each wait's timeout, in milliseconds.
    var waits: [Int32] = []

    func milliseconds() -> UInt64 { now }

    mutating func waitEvent(timeout: Int32) -> ScriptedEvent? {
        waits.append(timeout)
        guard let next = events.first, next.at <= now + UInt64(timeout) else {
            now += UInt64(timeout)
            return nil
        }
        now = max(now, next.at)
        return events.removeFirst().event
    }

    mutating func pollEvent() -> ScriptedEvent? {
        guard let next = events.first, next.at <= now else { return nil }
        return events.removeFirst().event
    }

    mutating func delay(milliseconds: UInt32) { now += UInt64(milliseconds) }
}

/// The fake clock's time, shared by the source and a window that reads it.
private final class FakeClock {
    var now: UInt64 = 0
}
