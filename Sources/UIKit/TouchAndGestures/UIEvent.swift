import Foundation

/// An event: the touches that changed together, or a motion of the device (a shake), as
/// UIKit's `UIEvent`.
open class UIEvent: NSObject {
    /// Kinds of events.
    public enum EventType: Int {
        /// Touches on the screen.
        case touches
        /// A motion of the device: a shake (`EventSubtype.motionShake`).
        case motion
    }

    /// What kind of motion an event of type `.motion` is.
    public enum EventSubtype: Int {
        /// No subtype: a touch event.
        case none = 0
        /// The device was shaken (the simulator's Ctrl+Shift+Z, docs/UIKIT.md, "Shaking").
        case motionShake = 1
    }

    /// The kind of event.
    open var type: EventType { eventType }
    /// The motion an event of type `.motion` is; `.none` for touches.
    open var subtype: EventSubtype { eventSubtype }
    /// When the event happened, in media time.
    open internal(set) var timestamp: TimeInterval = 0
    var touchSet: Set<UITouch> = []
    /// The kind set by whoever made the event (`UIKitEnvironment.shake()` for a motion).
    var eventType = EventType.touches
    /// The motion set by whoever made the event.
    var eventSubtype = EventSubtype.none

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
