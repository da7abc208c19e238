import Foundation

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
