import Foundation

/// An object that can take part in touch handling, as UIKit's `UIResponder`.
open class UIResponder: NSObject {
    /// The next object in the responder chain (a view's superview or view controller).
    open var next: UIResponder? { nil }

    /// Whether the responder can become first responder (false by default).
    open var canBecomeFirstResponder: Bool { false }

    /// Asks to become first responder; returns whether it did (it never does here).
    /// Unlike UIKit, there is no keyboard, so first-responder status has no effect.
    @discardableResult
    open func becomeFirstResponder() -> Bool { false }

    /// Gives up first-responder status.
    @discardableResult
    open func resignFirstResponder() -> Bool { true }

    /// Fingers touched down in the responder.
    open func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        next?.touchesBegan(touches, with: event)
    }

    /// Fingers moved.
    open func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {
        next?.touchesMoved(touches, with: event)
    }

    /// Fingers lifted.
    open func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        next?.touchesEnded(touches, with: event)
    }

    /// The touches were cancelled (a gesture recognizer took them over).
    open func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {
        next?.touchesCancelled(touches, with: event)
    }
}

/// One finger on the screen, as UIKit's `UITouch`.
open class UITouch: NSObject {
    /// Where a touch is in its life.
    public enum Phase: Int {
        /// The finger touched down.
        case began
        /// The finger moved.
        case moved
        /// The finger is down and did not move.
        case stationary
        /// The finger lifted.
        case ended
        /// The system cancelled the touch.
        case cancelled
    }

    /// The touch's phase.
    open internal(set) var phase: Phase = .began
    /// When the touch last changed, in media time.
    open internal(set) var timestamp: TimeInterval = 0
    /// How many taps in quick succession this touch is part of.
    open internal(set) var tapCount = 1
    /// The view the touch began in (found by hit testing).
    open internal(set) weak var view: UIView?
    /// The window of the touch.
    open internal(set) weak var window: UIWindow?
    /// The gesture recognizers receiving the touch.
    open internal(set) var gestureRecognizers: [UIGestureRecognizer]? = nil

    var locationInWindow = CGPoint.zero
    var previousLocationInWindow = CGPoint.zero

    /// Creates a touch (the simulator creates them from mouse input).
    public override init() { super.init() }

    /// Where the touch is, in `view`'s coordinates (the window's when nil).
    open func location(in view: UIView?) -> CGPoint {
        guard let view else { return locationInWindow }
        return view.convert(locationInWindow, from: nil)
    }

    /// Where the touch was at the previous event, in `view`'s coordinates.
    open func previousLocation(in view: UIView?) -> CGPoint {
        guard let view else { return previousLocationInWindow }
        return view.convert(previousLocationInWindow, from: nil)
    }
}

/// A touch event: the touches that changed together, as UIKit's `UIEvent`.
open class UIEvent: NSObject {
    /// Kinds of events.
    public enum EventType: Int {
        /// Touches on the screen.
        case touches
    }

    /// The kind of event.
    open var type: EventType { .touches }
    /// When the event happened, in media time.
    open internal(set) var timestamp: TimeInterval = 0
    var touchSet: Set<UITouch> = []

    /// Creates an event (the simulator creates them from mouse input).
    public override init() { super.init() }

    /// All touches of the event.
    open var allTouches: Set<UITouch>? { touchSet }

    /// The touches in `view`.
    open func touches(for view: UIView) -> Set<UITouch>? {
        touchSet.filter { $0.view === view }
    }

    /// The touches delivered to `gesture`.
    open func touches(for gesture: UIGestureRecognizer) -> Set<UITouch>? {
        touchSet.filter { $0.gestureRecognizers?.contains { $0 === gesture } ?? false }
    }
}
