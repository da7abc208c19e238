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
    /// Whether nothing moves on its own: the loop then waits for input instead of ticking.
    var isIdle: Bool { get }
    /// When, in seconds of SDL's clock (`SDL_GetTicks64() / 1000`), the picture next changes
    /// by itself while idle (a toast ending), or nil.
    var wakeUp: Double? { get }
    /// Carries out one event.
    func handle(_ event: SDL_Event) throws -> FrameLoopOutcome
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

    /// Runs `window` until it quits; after `maxFrames` display frames (screenshots and
    /// scripts) it presents once more and returns, never waiting for input on the way.
    static func run(_ window: FrameLoopWindow, maxFrames: Int? = nil) throws {
        var nextTick = Double(SDL_GetTicks64())
        var frames = 0
        var needsPresent = true
        var event = SDL_Event()
        while true {
            let idle = window.isIdle && !needsPresent && maxFrames == nil
            let wakeUp = window.wakeUp
            var hasEvent: Bool
            if idle {
                let sleptFrom = SDL_GetTicks64()
                let wait = wakeUp.map { max(1, min(longestWait, ($0 - Double(sleptFrom) / 1000) * 1000)) } ?? longestWait
                hasEvent = SDL_WaitEventTimeout(&event, Int32(wait.rounded(.up))) != 0
                window.slept(milliseconds: Double(SDL_GetTicks64() - sleptFrom))
            } else {
                hasEvent = SDL_PollEvent(&event) != 0
            }
            while hasEvent {
                switch try window.handle(event) {
                case .quit: return
                case .redraw: needsPresent = true
                case .none: break
                }
                hasEvent = SDL_PollEvent(&event) != 0
            }
            let now = Double(SDL_GetTicks64())
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
                let wait = max(0, nextTick - Double(SDL_GetTicks64()))
                SDL_Delay(UInt32(min(wait, framePeriod).rounded(.up)))
            }
        }
    }
}
