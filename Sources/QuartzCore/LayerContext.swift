import Foundation

/// The ambient state Core Animation's free functions read: the media clock and the stack of
/// open transactions.
///
/// Unlike Core Animation, time never comes from the system: `CACurrentMediaTime()` returns
/// `mediaTime`, which only moves when the owner calls `advance(by:)` or `setMediaTime(_:)`
/// (the simulator does so once per frame). Each thread starts with its own context; a host binds
/// one explicitly with `run(_:)` so that the same inputs always give the same frames.
public final class LayerContext {
    /// The current media time in seconds, returned by `CACurrentMediaTime()`.
    public private(set) var mediaTime: CFTimeInterval

    /// Open explicit transactions, innermost last.
    var transactionStack: [CATransaction.State] = []
    /// The implicit transaction opened by the first change outside any explicit one.
    var implicitTransaction: CATransaction.State?
    /// Completion blocks waiting for their transaction's animations to end.
    var pendingCompletions: [CATransaction.CompletionGroup] = []
    /// Display links driven by this context's frames.
    var displayLinks: [CADisplayLink] = []
    /// Bumped by every change to a layer, so a host can tell that a new frame may differ.
    public internal(set) var changeCount = 0
    /// State that frameworks built on the layers keep per context (UIKit's screen, windows and
    /// animation blocks), so that it is never process-global. Keyed by the framework's name.
    public var attachments: [String: AnyObject] = [:]

    /// Creates a context whose clock reads `mediaTime`.
    public init(mediaTime: CFTimeInterval = 0) {
        self.mediaTime = mediaTime
    }

    /// Moves the clock forward by `seconds` (never backwards).
    public func advance(by seconds: CFTimeInterval) {
        precondition(seconds >= 0 && seconds.isFinite, "LayerContext.advance(by:) needs a finite, non-negative step")
        mediaTime += seconds
    }

    /// Sets the clock to `time`, which must not be earlier than the current time.
    public func setMediaTime(_ time: CFTimeInterval) {
        precondition(time >= mediaTime && time.isFinite, "LayerContext.setMediaTime(_:) cannot move the clock backwards")
        mediaTime = time
    }

    /// Runs `body` with this context as `LayerContext.current`.
    public func run<R>(_ body: () throws -> R) rethrows -> R {
        try LayerContext.$bound.withValue(self, operation: body)
    }

    @TaskLocal static var bound: LayerContext?

    /// The context in effect: the one bound by `run(_:)`, else this thread's own.
    public static var current: LayerContext {
        if let context = bound { return context }
        let key = "TransitionLab.LayerContext"
        let dictionary = Thread.current.threadDictionary
        if let context = dictionary[key] as? LayerContext { return context }
        let context = LayerContext()
        dictionary[key] = context
        return context
    }
}

/// The current media time: the injected clock of `LayerContext.current`, in seconds.
///
/// Unlike Core Animation, this is not the host's uptime: it is the simulated clock, which the
/// simulator advances one frame at a time.
public func CACurrentMediaTime() -> CFTimeInterval {
    LayerContext.current.mediaTime
}
