import Foundation

/// A timer that fires once per display frame, as Core Animation's `CADisplayLink`.
///
/// Unlike Core Animation, there are no selectors on Linux: the link calls a closure. It fires when
/// the host calls `LayerContext.fireDisplayLinks(frameDuration:)`, once per simulated frame, so
/// its timestamps are the injected clock's.
open class CADisplayLink {
    private let handler: (CADisplayLink) -> Void
    /// The media time of the frame being prepared when the link last fired.
    open private(set) var timestamp: CFTimeInterval = 0
    /// The media time of the next frame.
    open private(set) var targetTimestamp: CFTimeInterval = 0
    /// The time between frames.
    open private(set) var duration: CFTimeInterval = 1.0 / 60.0
    /// Whether firing is suspended.
    open var isPaused = false
    /// The frame rate wanted (0: the display's); lower rates skip frames.
    open var preferredFramesPerSecond = 0
    private weak var context: LayerContext?
    private var lastFire: CFTimeInterval?

    /// Who made the link, for diagnostics (UIKit labels its own, such as a transition's time-out).
    ///
    /// Unlike Core Animation, which has no such property, TransitionLab's invariant checker uses
    /// it to find UIKit's links left running with no transition.
    public var label: String?

    /// Creates a link that calls `handler` every frame once added to the run loop.
    public init(handler: @escaping (CADisplayLink) -> Void) {
        self.handler = handler
    }

    /// Starts firing on the current layer context's frames (the run loop and mode are accepted for
    /// source compatibility).
    open func add(to runloop: RunLoop = .current, forMode mode: RunLoop.Mode = .common) {
        let ctx = LayerContext.current
        guard !ctx.displayLinks.contains(where: { $0 === self }) else { return }
        context = ctx
        ctx.displayLinks.append(self)
    }

    /// Stops firing (the run loop and mode are accepted for source compatibility, as in
    /// `add(to:forMode:)`); adding the link again resumes it.
    open func remove(from runloop: RunLoop, forMode mode: RunLoop.Mode) {
        context?.displayLinks.removeAll { $0 === self }
        context = nil
    }

    /// Stops firing for good.
    open func invalidate() {
        context?.displayLinks.removeAll { $0 === self }
        context = nil
    }

    func fire(at time: CFTimeInterval, frameDuration: CFTimeInterval) {
        guard !isPaused else { return }
        if preferredFramesPerSecond > 0, let last = lastFire,
           time - last + frameDuration * 0.5 < 1.0 / Double(preferredFramesPerSecond) {
            return
        }
        lastFire = time
        timestamp = time
        duration = frameDuration
        targetTimestamp = time + frameDuration
        handler(self)
    }
}

extension LayerContext {
    /// Fires every unpaused display link for the frame at the current media time.
    public func fireDisplayLinks(frameDuration: CFTimeInterval) {
        for link in displayLinks { link.fire(at: mediaTime, frameDuration: frameDuration) }
    }

    /// Whether any display link would fire on the next frame (so the host must keep ticking).
    public var hasActiveDisplayLinks: Bool { displayLinks.contains { !$0.isPaused } }

    /// The labels of the display links registered now (nil for unlabelled ones), for
    /// diagnostics (see `CADisplayLink.label`).
    public var displayLinkLabels: [String?] { displayLinks.map(\.label) }
}
