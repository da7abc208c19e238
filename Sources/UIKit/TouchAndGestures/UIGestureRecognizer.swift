import Foundation

/// The base class of gesture recognizers, as UIKit's `UIGestureRecognizer`: it watches the
/// touches of its view and moves through `state`, sending its actions as it does.
///
/// Touches reach recognizers before they reach views (see `UIWindow.injectTouch`). Subclasses
/// override `touchesBegan(_:with:)` and friends, set `state`, and clear their own fields in
/// `reset()`, exactly as with `UIGestureRecognizerSubclass` on iOS (`state` is settable here
/// without a special import).
///
/// Unlike UIKit, there are no selectors: targets are method references or closures, e.g.
/// `UIPanGestureRecognizer(target: self, action: MyController.handlePan)` where
/// `func handlePan(_ recognizer: UIPanGestureRecognizer)`. Targets are held weakly.
///
/// Members that subclasses override are declared in this file (Swift on Linux cannot override
/// members declared in extensions); coordination between recognizers lives in `GestureArena`.
open class UIGestureRecognizer: NSObject {
    /// The values `objc_setAssociatedObject` associated with this object (they go with it).
    var associatedObjectTable: AssociatedObjectTable?
    /// The states a recognizer moves through.
    public enum State: Int, Sendable {
        /// Not recognized yet: the default.
        case possible
        /// A continuous gesture started.
        case began
        /// A continuous gesture changed.
        case changed
        /// A continuous gesture ended, or a discrete one was recognized.
        case ended
        /// A continuous gesture was cancelled.
        case cancelled
        /// The touches are not this gesture.
        case failed

        /// A discrete gesture was recognized (the same as `ended`).
        public static var recognized: State { .ended }
    }

    /// The view the recognizer is attached to.
    open internal(set) weak var view: UIView?

    /// The object asked whether the gesture may begin, receive touches and run alongside others.
    open weak var delegate: UIGestureRecognizerDelegate?

    /// A name for debugging.
    open var name: String?

    /// Whether the recognizer takes part in touch handling; disabling it cancels a gesture in
    /// progress.
    open var isEnabled: Bool {
        get { _isEnabled }
        set {
            let oldValue = _isEnabled
            _isEnabled = newValue
            guard oldValue, !isEnabled else { return }
            UIKitEnvironment.current.gestureArena.recognizerWasDisabled(self)
        }
    }
    private var _isEnabled: Bool = true

    /// Whether the view gets `touchesCancelled` for the gesture's touches once it is recognized.
    open var cancelsTouchesInView = true
    /// Whether `touchesBegan` reaches the view only after this recognizer fails.
    open var delaysTouchesBegan = false
    /// Whether `touchesEnded` reaches the view only after this recognizer fails or recognizes
    /// (it matters while, say, a double tap waits for its second tap).
    open var delaysTouchesEnded = true
    /// Whether touches of another type are ignored (there is only one type here: direct).
    open var requiresExclusiveTouchType = true

    var stateStorage: State = .possible
    var targets: [GestureTarget] = []
    /// The touches down on the recognizer now, in the order they arrived.
    var trackedTouches: [UITouch] = []
    var failureRequirements: [WeakGestureRecognizer] = []
    /// The centroid of the last touches, reported by `location(in:)` after the fingers lift.
    var lastLocationInWindow = CGPoint.zero

    /// Creates a recognizer without targets.
    public override init() { super.init() }

    /// Creates a recognizer that calls a method of `target` with itself, e.g.
    /// `UITapGestureRecognizer(target: self, action: ViewController.didTap)`.
    ///
    /// Unlike UIKit, the action is a method reference instead of a selector; `target` is weak.
    public init<Target: AnyObject, Sender: UIGestureRecognizer>(target: Target, action: @escaping (Target) -> (Sender) -> Void) {
        super.init()
        addTarget(target, action: action)
    }

    /// Creates a recognizer that calls a method of `target` without arguments.
    public init<Target: AnyObject>(target: Target, action: @escaping (Target) -> () -> Void) {
        super.init()
        addTarget(target, action: action)
    }

    /// Creates a recognizer that calls a method of `target` taking `Any` (an `@IBAction`'s
    /// `sender: Any`), e.g. what `transition-lab port` makes of `#selector(handle(_:))`.
    ///
    /// Unlike UIKit, the action is a method reference instead of a selector; `target` is weak.
    public init<Target: AnyObject>(target: Target, action: @escaping (Target) -> (Any) -> Void) {
        super.init()
        addTarget(target, action: action)
    }

    /// Creates a recognizer that performs `action` on `target`, as UIKit's selector form: for a
    /// library's subclass that hands on the `Selector` it was given, `super.init(target:action:)`.
    ///
    /// Unlike UIKit, the selector must carry its method (`Selector(_:method:)`, what
    /// `transition-lab port` makes of a `#selector` passed to such a library); one that is a name
    /// only has nothing to call (logged). `target` is weak; a nil target or action adds nothing.
    public init(target: Any?, action: Selector?) {
        super.init()
        if let target, let action { addTarget(target, action: action) }
    }

    /// Creates a recognizer that calls `handler` with itself whenever it sends its actions.
    ///
    /// Unlike UIKit (which has no closure form), this mirrors `UIControl`'s `UIAction` style.
    public init(handler: @escaping (UIGestureRecognizer) -> Void) {
        super.init()
        addAction(handler)
    }

    // MARK: State

    /// The recognizer's state. Subclasses set it as touches arrive; setting `began` or
    /// `recognized` may be held back by `require(toFail:)` or turned into `failed` by the
    /// delegate, and the actions are sent once the current event has been handled.
    open var state: State {
        get { stateStorage }
        set { UIKitEnvironment.current.gestureArena.request(newValue, for: self) }
    }

    // MARK: Subclass hooks

    /// Clears the subclass's per-gesture fields; called after the gesture ends, is cancelled or
    /// fails, when the state goes back to `possible`. Subclasses call `super.reset()`.
    open func reset() {}

    /// Fingers touched down in the recognizer's view (or a subview).
    open func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {}
    /// Fingers moved.
    open func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {}
    /// Fingers lifted.
    open func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {}
    /// The system cancelled the touches.
    open func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent) {}

    /// Stops delivering `touch` to this recognizer (its view still gets it).
    open func ignore(_ touch: UITouch, for event: UIEvent) {
        trackedTouches.removeAll { $0 === touch }
        touch.gestureRecognizers?.removeAll { $0 === self }
    }

    /// Whether recognizing this gesture may make `preventedGestureRecognizer` fail (true).
    open func canPrevent(_ preventedGestureRecognizer: UIGestureRecognizer) -> Bool { true }
    /// Whether `preventingGestureRecognizer` recognizing may make this one fail (true).
    open func canBePrevented(by preventingGestureRecognizer: UIGestureRecognizer) -> Bool { true }
    /// Whether this recognizer must wait for `otherGestureRecognizer` to fail (false).
    open func shouldRequireFailure(of otherGestureRecognizer: UIGestureRecognizer) -> Bool { false }
    /// Whether `otherGestureRecognizer` must wait for this one to fail (false).
    open func shouldBeRequiredToFail(by otherGestureRecognizer: UIGestureRecognizer) -> Bool { false }

    /// Internal veto checked with the delegate's `gestureRecognizerShouldBegin(_:)`, for UIKit's
    /// own recognizers (a scroll view's pan when there is nothing to scroll).
    func shouldBeginInternally() -> Bool { true }

    // MARK: Touches

    /// The number of fingers down on the recognizer.
    open var numberOfTouches: Int { trackedTouches.count }

    /// The centroid of the gesture's touches in `view`'s coordinates (the window's when nil);
    /// after the fingers lift, where they were last.
    open func location(in view: UIView?) -> CGPoint {
        if !trackedTouches.isEmpty { lastLocationInWindow = centroidInWindow(of: trackedTouches) }
        return Self.convert(windowPoint: lastLocationInWindow, to: view, window: trackedTouches.first?.window ?? self.view?.window)
    }

    /// Where the touch at `touchIndex` is, in `view`'s coordinates.
    open func location(ofTouch touchIndex: Int, in view: UIView?) -> CGPoint {
        guard trackedTouches.indices.contains(touchIndex) else {
            UIKitLog.warn("location(ofTouch:in:): index \(touchIndex) beyond \(trackedTouches.count) touches")
            return .zero
        }
        return trackedTouches[touchIndex].location(in: view)
    }

    /// Makes this recognizer wait until `otherGestureRecognizer` fails before it recognizes (a
    /// single tap waiting for a double tap); if the other recognizes, this one fails.
    open func require(toFail otherGestureRecognizer: UIGestureRecognizer) {
        guard otherGestureRecognizer !== self,
              !failureRequirements.contains(where: { $0.recognizer === otherGestureRecognizer }) else { return }
        failureRequirements.append(WeakGestureRecognizer(otherGestureRecognizer))
    }

    func centroidInWindow(of touches: [UITouch]) -> CGPoint {
        guard !touches.isEmpty else { return lastLocationInWindow }
        let sum = touches.reduce(CGPoint.zero) { CGPoint(x: $0.x + $1.locationInWindow.x, y: $0.y + $1.locationInWindow.y) }
        return CGPoint(x: sum.x / CGFloat(touches.count), y: sum.y / CGFloat(touches.count))
    }

    /// Converts a window point to `view`'s coordinates (unchanged for nil).
    static func convert(windowPoint: CGPoint, to view: UIView?, window: UIWindow?) -> CGPoint {
        guard let view else { return windowPoint }
        return view.convert(windowPoint, from: window)
    }

    open override var description: String {
        "<\(type(of: self)) state=\(stateStorage)\(name.map { " name=\($0)" } ?? "") view=\(view.map { String(describing: type(of: $0)) } ?? "nil")>"
    }
}

/// A weak reference to a recognizer, for `require(toFail:)` lists.
struct WeakGestureRecognizer {
    weak var recognizer: UIGestureRecognizer?
    init(_ recognizer: UIGestureRecognizer) { self.recognizer = recognizer }
}
