import Foundation

/// The ambient state Core Animation's free functions read: the media clock and the stack of
/// open transactions.
///
/// Unlike Core Animation, time never comes from the system: `CACurrentMediaTime()` returns
/// `mediaTime`, which only moves when the owner calls `advance(by:)` or `setMediaTime(_:)`
/// (the simulator does so once per frame). There is no default context: a host binds one with
/// `run(_:)` around everything that touches layers, so that the same inputs always give the
/// same frames and no state is shared by accident.
public final class LayerContext {
    /// The current media time in seconds, returned by `CACurrentMediaTime()`.
    public private(set) var mediaTime: CFTimeInterval
    /// The clock touches are stamped with: it moves as `mediaTime` does, except when animations
    /// are slowed (the simulator's Ctrl+T), which slows `mediaTime` only.
    ///
    /// Unlike Core Animation, where touches carry the system's uptime and slow animations change
    /// only the render server's clock, one context holds both clocks here; `advance(by:eventTime:)`
    /// moves them apart.
    public private(set) var eventTime: CFTimeInterval

    /// Open explicit transactions, innermost last.
    var transactionStack: [CATransaction.State] = []
    /// The implicit transaction opened by the first change outside any explicit one.
    var implicitTransaction: CATransaction.State?
    /// Completion blocks waiting for their transaction's animations to end.
    var pendingCompletions: [CATransaction.CompletionGroup] = []
    /// Display links driven by this context's frames.
    var displayLinks: [CADisplayLink] = []
    /// The layer properties already warned about for a non-finite value (one warning each).
    var reportedNonFiniteKeys: Set<String> = []
    /// The display's pixels per point, at which pictures of layers are taken (the old look of a
    /// `CATransition`). The host sets it from its screen; 1 by default.
    public var displayScale: CGFloat = 1
    /// The limits already warned about (one warning each, such as the compositor's nesting depth).
    var reportedLimits: Set<String> = []
    /// Bumped by every change to a layer, so a host can tell that a new frame may differ.
    public internal(set) var changeCount = 0
    /// The pictures of the last snapshot (`LayerCompositor.snapshot`): its offscreen groups and
    /// the snapshot itself, kept until a snapshot of other layers, so a snapshot taken again
    /// with nothing changed (a snapshot "after screen updates", drawn once when asked for and
    /// again at the next commit) reuses them.
    let snapshotCache = OffscreenCache()
    /// How many snapshots' pixels were made (drawn, or taken from the screen) in this context:
    /// a snapshot's are made when first read, not when it is taken (`LayerCompositor.snapshotImage`).
    package internal(set) var snapshotsDrawn = 0
    /// The compositor that last made a frame in this context, whose pixels and offscreen
    /// pictures snapshots take rather than drawing the same again (`LayerCompositor.snapshot`).
    weak var screen: LayerCompositor?
    /// How many threads draw the rows of a snapshot (`LayerCompositor.snapshot`); the host sets
    /// it as it sets its compositor's `threads`. 1 by default.
    public var drawingThreads = 1

    /// Creates a context whose clock reads `mediaTime`.
    public init(mediaTime: CFTimeInterval = 0) {
        self.mediaTime = mediaTime
        eventTime = mediaTime
    }

    /// Moves the clock forward by `seconds` (never backwards), and the event clock by
    /// `eventSeconds` (by default the same).
    public func advance(by seconds: CFTimeInterval, eventSeconds: CFTimeInterval? = nil) {
        precondition(seconds >= 0 && seconds.isFinite, "LayerContext.advance(by:) needs a finite, non-negative step")
        mediaTime += seconds
        eventTime += max(0, eventSeconds ?? seconds)
    }

    /// Sets the clock to `time`, which must not be earlier than the current time.
    public func setMediaTime(_ time: CFTimeInterval) {
        precondition(time >= mediaTime && time.isFinite, "LayerContext.setMediaTime(_:) cannot move the clock backwards")
        eventTime += time - mediaTime
        mediaTime = time
    }

    /// Runs `body` with this context as `LayerContext.current`.
    public func run<R>(_ body: () throws -> R) rethrows -> R {
        try LayerContext.$bound.withValue(self, operation: body)
    }

    @TaskLocal static var bound: LayerContext?

    /// Whether a context is bound (inside some `run(_:)`).
    public static var isBound: Bool { bound != nil }

    /// The context bound by the innermost `run(_:)`.
    ///
    /// Reading it outside any `run(_:)` (changing a layer, opening a transaction, asking the
    /// time) stops the program: a silent per-thread default would hide the mistake.
    public static var current: LayerContext {
        guard let context = bound else {
            fatalError("Core Animation was used outside any LayerContext: change layers inside "
                       + "LayerContext.run { } (UIKit code: Device.run { } or UIKitEnvironment.run { })")
        }
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
