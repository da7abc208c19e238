import Foundation

/// The base class of controls (buttons, switches, sliders), as UIKit's `UIControl`: it tracks
/// a touch, keeps `isHighlighted` while the finger is inside, and sends actions for control
/// events (`.touchDown`, `.touchUpInside`, `.valueChanged`, ...).
///
/// Actions are method references or `UIAction`s (see `addTarget(_:action:for:)` and
/// `addAction(_:for:)`). Members that subclasses override are declared in this file.
open class UIControl: UIView {
    /// Whether the control responds to touches; a disabled control ignores them and draws its
    /// `.disabled` state.
    open var isEnabled: Bool {
        get { _isEnabled }
        set {
            let oldValue = _isEnabled
            _isEnabled = newValue
            if oldValue != isEnabled { stateDidChange() }
        }
    }
    private var _isEnabled: Bool = true

    /// Whether the control is selected (a toggled state the app manages).
    open var isSelected: Bool {
        get { _isSelected }
        set {
            let oldValue = _isSelected
            _isSelected = newValue
            if oldValue != isSelected { stateDidChange() }
        }
    }
    private var _isSelected: Bool = false

    /// Whether the control is highlighted: a finger is down inside it.
    open var isHighlighted: Bool {
        get { _isHighlighted }
        set {
            let oldValue = _isHighlighted
            _isHighlighted = newValue
            if oldValue != isHighlighted { stateDidChange() }
        }
    }
    private var _isHighlighted: Bool = false

    /// How the content sits horizontally.
    open var contentHorizontalAlignment: ContentHorizontalAlignment {
        get { _contentHorizontalAlignment }
        set { _contentHorizontalAlignment = newValue; setNeedsLayout() }
    }
    private var _contentHorizontalAlignment: ContentHorizontalAlignment = .center

    /// How the content sits vertically.
    open var contentVerticalAlignment: ContentVerticalAlignment {
        get { _contentVerticalAlignment }
        set { _contentVerticalAlignment = newValue; setNeedsLayout() }
    }
    private var _contentVerticalAlignment: ContentVerticalAlignment = .center

    /// Whether a touch is being tracked.
    open internal(set) var isTracking = false
    /// Whether the tracked touch is inside the control (with UIKit's 70 pt tolerance).
    open internal(set) var isTouchInside = false

    var actionEntries: [ControlActionEntry] = []

    /// How far outside its bounds a dragged finger still counts as inside (UIKit's tolerance).
    static let touchInsideTolerance: CGFloat = 70

    /// Creates a control.
    public override init(frame: CGRect) {
        super.init(frame: frame)
    }

    /// Creates a control whose `.primaryActionTriggered` action is `primaryAction`.
    public convenience init(frame: CGRect, primaryAction: UIAction?) {
        self.init(frame: frame)
        if let primaryAction { addAction(primaryAction, for: .primaryActionTriggered) }
    }

    /// Creates a control from an archive: not supported (there are no storyboards here).
    public required init?(coder: NSCoder) {
        return nil
    }

    // MARK: Tracking (override points)

    /// A touch went down in the control; return whether to keep tracking it (true).
    open func beginTracking(_ touch: UITouch, with event: UIEvent?) -> Bool { true }
    /// The tracked touch moved; return whether to keep tracking it (true).
    open func continueTracking(_ touch: UITouch, with event: UIEvent?) -> Bool { true }
    /// The tracked touch lifted.
    open func endTracking(_ touch: UITouch?, with event: UIEvent?) {}
    /// The tracked touch was cancelled (a scroll view or recognizer took it over).
    open func cancelTracking(with event: UIEvent?) {}

    /// Runs an action's handler with this control as its sender (override to intercept).
    open func sendAction(_ action: UIAction) {
        action.senderStorage = self
        action.handler(action)
    }

    /// Called when `isEnabled`, `isSelected` or `isHighlighted` changes, so that subclasses redraw
    /// (UIButton swaps its title and image).
    func stateDidChange() {}

    // MARK: Touches

    open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        guard isEnabled, let touch = touches.first else { return }
        isTouchInside = true
        isTracking = beginTracking(touch, with: event)
        isHighlighted = true
        var events: Event = [.touchDown]
        if touch.tapCount > 1 { events.insert(.touchDownRepeat) }
        sendActions(for: events, with: event)
    }

    open override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {
        guard isEnabled, let touch = touches.first else { return }
        let wasInside = isTouchInside
        isTouchInside = isTouch(touch, insideWithTolerance: true)
        isHighlighted = isTouchInside
        if isTracking { isTracking = continueTracking(touch, with: event) }
        var events: Event = isTouchInside ? .touchDragInside : .touchDragOutside
        if wasInside != isTouchInside { events.insert(isTouchInside ? .touchDragEnter : .touchDragExit) }
        sendActions(for: events, with: event)
    }

    open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        guard isEnabled, let touch = touches.first else { return }
        isTouchInside = isTouch(touch, insideWithTolerance: true)
        if isTracking { endTracking(touch, with: event) }
        isTracking = false
        isHighlighted = false
        if isTouchInside {
            sendActions(for: .touchUpInside, with: event)
            if sendsPrimaryActionOnTouchUpInside { sendActions(for: .primaryActionTriggered, with: event) }
        } else {
            sendActions(for: .touchUpOutside, with: event)
        }
        isTouchInside = false
    }

    open override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {
        guard isTracking || isHighlighted else { return }
        if isTracking { cancelTracking(with: event) }
        isTracking = false
        isHighlighted = false
        isTouchInside = false
        sendActions(for: .touchCancel, with: event)
    }

    /// Whether lifting inside sends `.primaryActionTriggered` too (buttons do).
    var sendsPrimaryActionOnTouchUpInside: Bool { false }

    /// Whether a touch counts as inside: the bounds, grown by UIKit's tolerance while dragging.
    func isTouch(_ touch: UITouch, insideWithTolerance tolerance: Bool) -> Bool {
        let margin = tolerance ? Self.touchInsideTolerance : 0
        return bounds.insetBy(dx: -margin, dy: -margin).contains(touch.location(in: self))
    }

    /// UIKit's rule that a control's own tap beats a single-tap recognizer of a superview (a
    /// button inside a view with a tap recognizer sends its action; the recognizer fails).
    func blocksSuperviewGesture(_ recognizer: UIGestureRecognizer) -> Bool {
        guard isEnabled, let tap = recognizer as? UITapGestureRecognizer, recognizer.view !== self,
              tap.numberOfTapsRequired == 1, tap.numberOfTouchesRequired == 1 else { return false }
        return !actionEntries.isEmpty
    }

    // MARK: Members implemented in the concern files

    // Declared here, in the class body, so subclasses can override them as on iOS (Swift cannot
    // override a member declared in an extension); each forwards to its implementation in the
    // `UIControl+Concern.swift` files, named with a `base` prefix, which is what `super` runs.

    /// The control's current state, from `isEnabled`, `isSelected` and `isHighlighted`.
    open var state: State { baseState }
    /// The events that have at least one action.
    open var allControlEvents: Event { baseAllControlEvents }
    /// Removes `target`'s actions (every target's when nil) for `controlEvents`.
    open func removeTarget(_ target: AnyObject?, for controlEvents: Event) { baseRemoveTarget(target, for: controlEvents) }
    /// Calls, in the order they were added, the actions registered for any of `controlEvents`.
    open func sendActions(for controlEvents: Event) { baseSendActions(for: controlEvents) }
}
