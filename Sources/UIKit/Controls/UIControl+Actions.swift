import Foundation

extension UIControl {
    /// Things that happen to a control, which actions are registered for, as UIKit's
    /// `UIControl.Event`.
    public struct Event: OptionSet, Hashable, Sendable {
        /// The raw value.
        public let rawValue: UInt
        /// Creates events from their bits.
        public init(rawValue: UInt) { self.rawValue = rawValue }
        /// A finger touched down in the control.
        public static let touchDown = Event(rawValue: 1 << 0)
        /// A repeated touch-down (tap count above one).
        public static let touchDownRepeat = Event(rawValue: 1 << 1)
        /// The finger moved inside the control.
        public static let touchDragInside = Event(rawValue: 1 << 2)
        /// The finger moved outside the control.
        public static let touchDragOutside = Event(rawValue: 1 << 3)
        /// The finger moved into the control.
        public static let touchDragEnter = Event(rawValue: 1 << 4)
        /// The finger moved out of the control.
        public static let touchDragExit = Event(rawValue: 1 << 5)
        /// The finger lifted inside the control: the usual "tap".
        public static let touchUpInside = Event(rawValue: 1 << 6)
        /// The finger lifted outside the control.
        public static let touchUpOutside = Event(rawValue: 1 << 7)
        /// The touch was cancelled.
        public static let touchCancel = Event(rawValue: 1 << 8)
        /// The control's value changed (switches, sliders).
        public static let valueChanged = Event(rawValue: 1 << 12)
        /// The control's primary action fired (a button's tap).
        public static let primaryActionTriggered = Event(rawValue: 1 << 13)
        /// A menu action fired.
        public static let menuActionTriggered = Event(rawValue: 1 << 14)
        /// Editing began in a text control.
        public static let editingDidBegin = Event(rawValue: 1 << 16)
        /// Text changed.
        public static let editingChanged = Event(rawValue: 1 << 17)
        /// Editing ended.
        public static let editingDidEnd = Event(rawValue: 1 << 18)
        /// Editing ended with the return key.
        public static let editingDidEndOnExit = Event(rawValue: 1 << 19)
        /// Every touch event.
        public static let allTouchEvents = Event(rawValue: 0x0000_0FFF)
        /// Every editing event.
        public static let allEditingEvents = Event(rawValue: 0x000F_0000)
        /// Events for the app's own use.
        public static let applicationReserved = Event(rawValue: 0x0F00_0000)
        /// Events reserved for the system.
        public static let systemReserved = Event(rawValue: 0xF000_0000)
        /// Every event.
        public static let allEvents = Event(rawValue: 0xFFFF_FFFF)
    }

    /// A control's states, to configure titles and images per state, as UIKit's
    /// `UIControl.State`.
    public struct State: OptionSet, Hashable, Sendable {
        /// The raw value.
        public let rawValue: UInt
        /// Creates a state from its bits.
        public init(rawValue: UInt) { self.rawValue = rawValue }
        /// The default state (no bits).
        public static let normal = State([])
        /// A finger is down inside.
        public static let highlighted = State(rawValue: 1 << 0)
        /// The control is disabled.
        public static let disabled = State(rawValue: 1 << 1)
        /// The control is selected.
        public static let selected = State(rawValue: 1 << 2)
        /// The control has focus.
        public static let focused = State(rawValue: 1 << 3)
        /// States for the app's own use.
        public static let application = State(rawValue: 0x00FF_0000)
        /// States reserved for the system.
        public static let reserved = State(rawValue: 0xFF00_0000)
    }

    /// Horizontal placement of a control's content.
    public enum ContentHorizontalAlignment: Int, Sendable {
        /// Centered.
        case center, left, right, fill, leading, trailing
    }

    /// Vertical placement of a control's content.
    public enum ContentVerticalAlignment: Int, Sendable {
        /// Centered.
        case center, top, bottom, fill
    }

    /// The control's current state, from `isEnabled`, `isSelected` and `isHighlighted`.
    var baseState: State {
        var result: State = []
        if isHighlighted { result.insert(.highlighted) }
        if !isEnabled { result.insert(.disabled) }
        if isSelected { result.insert(.selected) }
        return result
    }

    /// The events that have at least one action.
    var baseAllControlEvents: Event {
        actionEntries.reduce(into: Event()) { $0.formUnion($1.events) }
    }

    // MARK: Adding actions

    /// Calls a method of `target` with the control when one of `controlEvents` happens, e.g.
    /// `button.addTarget(self, action: MyController.didTapSave, for: .touchUpInside)` where
    /// `func didTapSave(_ sender: UIButton)`.
    ///
    /// Unlike UIKit, the action is a method reference instead of a selector; `target` is held
    /// weakly (as UIKit does). A nil target (UIKit's responder-chain search) is not supported.
    public func addTarget<Target: AnyObject, Sender: UIControl>(_ target: Target, action: @escaping (Target) -> (Sender) -> Void, for controlEvents: Event) {
        addEntry(target: target, events: controlEvents) { target, control, _ in
            guard let target = target as? Target, let sender = control as? Sender else { return }
            action(target)(sender)
        }
    }

    /// Calls a method of `target` with the control and the event.
    public func addTarget<Target: AnyObject, Sender: UIControl>(_ target: Target, action: @escaping (Target) -> (Sender, UIEvent?) -> Void, for controlEvents: Event) {
        addEntry(target: target, events: controlEvents) { target, control, event in
            guard let target = target as? Target, let sender = control as? Sender else { return }
            action(target)(sender, event)
        }
    }

    /// Calls a method of `target` taking `Any` (an `@IBAction`'s `sender: Any`) with the control.
    ///
    /// Unlike UIKit, the action is a method reference instead of a selector.
    public func addTarget<Target: AnyObject>(_ target: Target, action: @escaping (Target) -> (Any) -> Void, for controlEvents: Event) {
        addEntry(target: target, events: controlEvents) { target, control, _ in
            guard let target = target as? Target else { return }
            action(target)(control)
        }
    }

    /// Calls a method of `target` without arguments.
    public func addTarget<Target: AnyObject>(_ target: Target, action: @escaping (Target) -> () -> Void, for controlEvents: Event) {
        addEntry(target: target, events: controlEvents) { target, _, _ in
            guard let target = target as? Target else { return }
            action(target)()
        }
    }

    /// Runs `action`'s handler when one of `controlEvents` happens; adding the same action (or
    /// one with the same identifier) twice for an event keeps one.
    public func addAction(_ action: UIAction, for controlEvents: Event) {
        removeAction(action, for: controlEvents)
        actionEntries.append(ControlActionEntry(target: nil, hasTarget: false, action: action, events: controlEvents) { _, control, _ in
            control.sendAction(action)
        })
    }

    /// Removes `action` (matched by identity or identifier) from `controlEvents`.
    public func removeAction(_ action: UIAction, for controlEvents: Event) {
        removeEntries(for: controlEvents) { entry in
            guard let other = entry.action else { return false }
            return other === action || other.identifier == action.identifier
        }
    }

    /// Removes the action with `actionIdentifier` from `controlEvents`.
    public func removeAction(identifiedBy actionIdentifier: UIAction.Identifier, for controlEvents: Event) {
        removeEntries(for: controlEvents) { $0.action?.identifier == actionIdentifier }
    }

    /// Removes `target`'s actions (every target's when nil) for `controlEvents`.
    ///
    /// Unlike UIKit, there is no action argument: method references cannot be compared.
    func baseRemoveTarget(_ target: AnyObject?, for controlEvents: Event) {
        removeEntries(for: controlEvents) { entry in entry.hasTarget && (target == nil || entry.target === target) }
    }

    /// Calls, in the order they were added, the actions registered for any of `controlEvents`.
    func baseSendActions(for controlEvents: Event) {
        sendActions(for: controlEvents, with: nil)
    }

    func sendActions(for controlEvents: Event, with event: UIEvent?) {
        actionEntries.removeAll { $0.hasTarget && $0.target == nil }
        for entry in actionEntries where !entry.events.isDisjoint(with: controlEvents) {
            if entry.hasTarget {
                guard let target = entry.target else { continue }
                entry.invoke(target, self, event)
            } else {
                entry.invoke(nil, self, event)
            }
        }
    }

    private func addEntry(target: AnyObject, events: Event, invoke: @escaping (AnyObject?, UIControl, UIEvent?) -> Void) {
        actionEntries.append(ControlActionEntry(target: target, hasTarget: true, action: nil, events: events, invoke: invoke))
    }

    /// Takes `controlEvents` out of the matching entries, dropping entries left with no event.
    private func removeEntries(for controlEvents: Event, where matches: (ControlActionEntry) -> Bool) {
        for index in actionEntries.indices where matches(actionEntries[index]) {
            actionEntries[index].events.subtract(controlEvents)
        }
        actionEntries.removeAll { $0.events.isEmpty }
    }
}

/// One registered action of a control.
struct ControlActionEntry {
    weak var target: AnyObject?
    let hasTarget: Bool
    let action: UIAction?
    var events: UIControl.Event
    let invoke: (AnyObject?, UIControl, UIEvent?) -> Void
}

/// The closure type of a `UIAction`.
public typealias UIActionHandler = (UIAction) -> Void

/// A closure-based action for controls (and menus), as UIKit's `UIAction`:
/// `button.addAction(UIAction { _ in save() }, for: .touchUpInside)`.
///
/// Unlike UIKit, it is not a `UIMenuElement` (there are no menus) and carries no attributes;
/// its image is kept for code that reads it but drawn nowhere (buttons show their own).
open class UIAction: NSObject {
    /// A name that identifies an action, so it can be replaced or removed.
    public struct Identifier: RawRepresentable, Hashable, Sendable {
        /// The raw value.
        public let rawValue: String
        /// Creates an identifier.
        public init(rawValue: String) { self.rawValue = rawValue }
        /// Creates an identifier.
        public init(_ rawValue: String) { self.rawValue = rawValue }
    }

    /// The action's title (for menus; unused by buttons here).
    open var title: String
    /// The action's identifier (unique to the action by default).
    public var identifier: Identifier {
        explicitIdentifier ?? Identifier("UIAction-\(UInt(bitPattern: ObjectIdentifier(self).hashValue))")
    }
    private let explicitIdentifier: Identifier?
    /// The action's image (for menus; kept, not drawn here).
    open var image: UIImage?
    /// A longer title for discoverability (unused here).
    open var discoverabilityTitle: String?
    /// The control that sent the action last.
    open var sender: Any? { senderStorage }
    weak var senderStorage: AnyObject?
    let handler: UIActionHandler

    /// Creates an action that runs `handler`.
    public init(title: String = "", image: UIImage? = nil, identifier: Identifier? = nil, discoverabilityTitle: String? = nil,
                handler: @escaping UIActionHandler) {
        self.title = title
        self.image = image
        self.explicitIdentifier = identifier
        self.discoverabilityTitle = discoverabilityTitle
        self.handler = handler
        super.init()
    }
}
