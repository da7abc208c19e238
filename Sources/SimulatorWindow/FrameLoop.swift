import CSDL2

/// What a window does in one turn of its frame loop, after an event.
enum FrameLoopOutcome {
    /// Nothing on screen changed.
    case none
    /// The picture must be presented again.
    case redraw
    /// The window closes.
    case quit
}

/// A window driven by `FrameLoop`: the live simulator, the replay review and the diff each say
/// what an event does, what a display frame does and how to present their picture; the loop
/// owns the pacing they share.
protocol FrameLoopWindow: AnyObject {
    /// What the window's events are: SDL's, or a test's own.
    associatedtype Event = SDL_Event
    /// Whether nothing moves on its own: the loop then waits for input instead of ticking.
    var isIdle: Bool { get }
    /// When, in seconds of SDL's clock (`SDL_GetTicks64() / 1000`), the picture next changes
    /// by itself while idle (a toast ending), or nil.
    var wakeUp: Double? { get }
    /// Carries out one event.
    func handle(_ event: Event) throws -> FrameLoopOutcome
    /// One display frame, `whileIdle` when the loop had been waiting for input; returns whether
    /// the picture changed.
    func tick(whileIdle: Bool) throws -> Bool
    /// Presents the picture as it stands.
    func present() throws
    /// Hears the milliseconds spent waiting for input while idle.
    func slept(milliseconds: Double)
}

extension FrameLoopWindow {
    var wakeUp: Double? { nil }
    func slept(milliseconds: Double) {}
}

/// The pacing every window shares: a display frame every 1/60 s while something moves, events
/// handled as they come, the picture presented only when it changed, and a wait for input
/// (at most 500 ms, or until the window's wake-up) when nothing moves, so an unchanged window
/// costs no CPU.
enum FrameLoop {
    /// Milliseconds between display frames: 60 Hz, kept on average on SDL's millisecond clock
    /// (16 and 17 ms in turn), so a live window's clock (`LiveClock`) finds one tick due a frame.
    static let framePeriod = 1000.0 / 60
    /// The longest wait for input while idle, in milliseconds.
    static let longestWait = 500.0

    /// Runs `window` on SDL's events and clock until it quits; after `maxFrames` display frames
    /// (screenshots and scripts) it presents once more and returns, never waiting for input on
    /// the way.
    static func run<Window: FrameLoopWindow>(_ window: Window, maxFrames: Int? = nil) throws where Window.Event == SDL_Event {
        var source = SDLFrameLoopSource()
        try run(window, source: &source, maxFrames: maxFrames)
    }

    /// Runs `window` on `source`'s events and clock (SDL's in the windows, a script in tests).
    static func run<Window: FrameLoopWindow, Source: FrameLoopSource>(_ window: Window, source: inout Source,
                                                                      maxFrames: Int? = nil) throws where Source.Event == Window.Event {
        var nextTick = Double(source.milliseconds())
        var frames = 0
        var needsPresent = true
        while true {
            let idle = window.isIdle && !needsPresent && maxFrames == nil
            let wakeUp = window.wakeUp
            var event: Window.Event?
            if idle {
                let sleptFrom = source.milliseconds()
                let wait = wakeUp.map { max(1, min(longestWait, ($0 - Double(sleptFrom) / 1000) * 1000)) } ?? longestWait
                event = source.waitEvent(timeout: Int32(wait.rounded(.up)))
                window.slept(milliseconds: Double(source.milliseconds() - sleptFrom))
            } else {
                event = source.pollEvent()
            }
            while let pending = event {
                switch try window.handle(pending) {
                case .quit: return
                case .redraw: needsPresent = true
                case .none: break
                }
                event = source.pollEvent()
            }
            let now = Double(source.milliseconds())
            if let wakeUp, now / 1000 >= wakeUp { needsPresent = true }
            if now >= nextTick {
                if try window.tick(whileIdle: idle) { needsPresent = true }
                nextTick = max(nextTick + framePeriod, now)
                frames += 1
                if let maxFrames, frames >= maxFrames {
                    try window.present()
                    return
                }
            }
            if needsPresent {
                try window.present()
                needsPresent = false
            }
            if !window.isIdle || maxFrames != nil {
                let wait = max(0, nextTick - Double(source.milliseconds()))
                source.delay(milliseconds: UInt32(min(wait, framePeriod).rounded(.up)))
            }
        }
    }
}
