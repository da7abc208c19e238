import Foundation

extension UIWindow {
    /// Delivers one finger's change at a point in the window's coordinates, as the touch screen
    /// would: the simulator calls it for mouse input at frame boundaries, tests call it directly.
    ///
    /// A `.began` hit-tests the window and collects the gesture recognizers of the hit view and
    /// its ancestors; every phase goes to those recognizers first and then to the hit view
    /// (`touchesBegan(_:with:)` ... up the responder chain), unless a recognizer cancelled or
    /// delays it. `.stationary` changes nothing. Actions of recognizers and controls run before
    /// this returns.
    ///
    /// Unlike UIKit (where the system creates events), this is TransitionLab's input API.
    ///
    /// - Parameters:
    ///   - phase: `.began` when the finger touches down, `.moved`, `.ended` when it lifts,
    ///     `.cancelled` when the system takes the touch away.
    ///   - location: where the finger is, in window coordinates (points).
    ///   - timestamp: the event's media time; the current `CACurrentMediaTime()` when nil.
    ///     Velocities and tap timing are computed from these timestamps.
    ///   - finger: which finger, for multi-touch (0 for the mouse).
    /// - Returns: the touch, or nil when the finger was not down (a `moved` without `began`).
    @discardableResult
    @_spi(TransitionLab) public func injectTouch(phase: UITouch.Phase, location: CGPoint, timestamp: TimeInterval? = nil, finger: Int = 0) -> UITouch? {
        TouchDelivery.current.handle(phase, at: location, timestamp: timestamp ?? LayerContext.current.eventTime, finger: finger, in: self)
    }

    /// Whether a finger is down on the window (the simulator keeps rendering while one is).
    @_spi(TransitionLab) public var hasActiveTouches: Bool {
        TouchDelivery.current.activeTouches.values.contains { $0.window === self }
    }
}

/// A finger on a window, for hosts and tests that drive touches step by step: `down(at:)`,
/// `move(to:)`, `up()`.
///
/// Unlike UIKit, this is TransitionLab's input API. It does not move the clock: advance the
/// layer context between calls (and fire its display links) so that timestamps differ.
@_spi(TransitionLab) public final class TouchInjector {
    /// The window receiving the touches.
    public let window: UIWindow
    /// The finger number passed to `UIWindow.injectTouch`.
    public let finger: Int
    /// Where the finger is now (or last was), in window coordinates.
    public private(set) var location: CGPoint = .zero
    /// Whether the finger is down.
    public private(set) var isDown = false

    /// Creates a finger for `window` (finger 0 is the mouse).
    public init(window: UIWindow, finger: Int = 0) {
        self.window = window
        self.finger = finger
    }

    /// Touches down at a window point.
    @discardableResult
    public func down(at point: CGPoint, timestamp: TimeInterval? = nil) -> UITouch? {
        location = point
        isDown = true
        return window.injectTouch(phase: .began, location: point, timestamp: timestamp, finger: finger)
    }

    /// Moves the finger to a window point (does nothing when it is not down).
    @discardableResult
    public func move(to point: CGPoint, timestamp: TimeInterval? = nil) -> UITouch? {
        guard isDown else { return nil }
        location = point
        return window.injectTouch(phase: .moved, location: point, timestamp: timestamp, finger: finger)
    }

    /// Lifts the finger, at `point` when given (else where it is).
    @discardableResult
    public func up(at point: CGPoint? = nil, timestamp: TimeInterval? = nil) -> UITouch? {
        guard isDown else { return nil }
        if let point { location = point }
        isDown = false
        return window.injectTouch(phase: .ended, location: location, timestamp: timestamp, finger: finger)
    }

    /// Cancels the touch (as when the system interrupts it).
    @discardableResult
    public func cancel() -> UITouch? {
        guard isDown else { return nil }
        isDown = false
        return window.injectTouch(phase: .cancelled, location: location, finger: finger)
    }
}
