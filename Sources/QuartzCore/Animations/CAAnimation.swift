import Foundation

/// Receives an animation's start and stop, as Core Animation's `CAAnimationDelegate`.
public protocol CAAnimationDelegate: NSObjectProtocol {
    /// The animation began its active duration.
    func animationDidStart(_ anim: CAAnimation)
    /// The animation ended: `flag` is true when it ran to its end, false when it was removed early.
    func animationDidStop(_ anim: CAAnimation, finished flag: Bool)
}

extension CAAnimationDelegate {
    /// Does nothing by default (the method is optional in Core Animation).
    public func animationDidStart(_ anim: CAAnimation) {}
    /// Does nothing by default (the method is optional in Core Animation).
    public func animationDidStop(_ anim: CAAnimation, finished flag: Bool) {}
}

/// The abstract base of every animation: timing, a timing function, a delegate, removal on
/// completion.
///
/// As in Core Animation, a layer copies an animation when it is added, so changing the original
/// afterwards has no effect on the running copy. Unlike Core Animation, the delegate is kept
/// strongly only until the animation stops, and time comes from the injected clock.
open class CAAnimation: NSObject, CAMediaTiming, CAAction {
    /// When the animation begins, in the layer's time; 0 means "when it is added".
    open var beginTime: CFTimeInterval = 0
    /// The length of one cycle; 0 means Core Animation's default of 0.25 s.
    open var duration: CFTimeInterval = 0
    /// How fast the animation's time runs relative to the layer's.
    open var speed: Float = 1
    /// An offset added to the animation's local time.
    open var timeOffset: CFTimeInterval = 0
    /// How many cycles play (fractional and `.infinity` allowed); 0 means one.
    open var repeatCount: Float = 0
    /// How long the cycles repeat; used instead of `repeatCount` when non-zero.
    open var repeatDuration: CFTimeInterval = 0
    /// Whether each cycle plays forwards then backwards.
    open var autoreverses = false
    /// What the animation shows outside its active duration.
    open var fillMode: CAMediaTimingFillMode = .removed
    /// The pacing of each cycle; nil means linear.
    open var timingFunction: CAMediaTimingFunction?
    /// Receives start and stop; kept strongly until the animation stops, as in Core Animation.
    open var delegate: CAAnimationDelegate?
    /// Whether the layer removes the animation once it has finished (default true).
    open var isRemovedOnCompletion = true

    /// Creates an animation with default timing.
    public required override init() { super.init() }

    /// Creates an animation (Core Animation's class constructor).
    open class func animation() -> Self { self.init() }

    /// Whether the animation should be archived (always true here).
    open func shouldArchiveValue(forKey key: String) -> Bool { true }

    /// The default value of a property (Core Animation's class method): nil for all.
    open class func defaultValue(forKey key: String) -> Any? { nil }

    /// Copies every timing and delegate property into `copy`; subclasses extend it.
    open func copyProperties(into copy: CAAnimation) {
        copy.beginTime = beginTime; copy.duration = duration; copy.speed = speed
        copy.timeOffset = timeOffset; copy.repeatCount = repeatCount; copy.repeatDuration = repeatDuration
        copy.autoreverses = autoreverses; copy.fillMode = fillMode; copy.timingFunction = timingFunction
        copy.delegate = delegate; copy.isRemovedOnCompletion = isRemovedOnCompletion
    }

    /// An independent copy of the animation.
    open override func copy() -> Any {
        let copy = type(of: self).init()
        copyProperties(into: copy)
        return copy
    }

    /// Adds the animation to the layer under `event`, which is how a returned action runs.
    open func run(forKey event: String, object anObject: Any, arguments dict: [AnyHashable: Any]?) {
        (anObject as? CALayer)?.add(self, forKey: event)
    }

    /// Applies the animation's effect at one point of its timeline to `state` (the presentation
    /// being built, already holding earlier animations' effects). Subclasses implement it.
    func apply(to state: inout LayerState, at progress: AnimationProgress) {}

    /// The key path this animation changes, if it changes one property.
    var animatedKeyPath: String? { nil }
}
