import Foundation

/// An animator of view property changes that can be started, paused, scrubbed, reversed and
/// stopped, as UIKit's `UIViewPropertyAnimator`.
///
/// As in UIKit, the animation blocks run when the animator first becomes active (start, pause,
/// or setting `fractionComplete`): the views' model values take their end values at once and
/// each change becomes a layer animation. Those animations keep no time of their own: the
/// animator holds one clock and sets the animations' `beginTime`, `speed` and `timeOffset`
/// from it, so pausing freezes them, scrubbing moves them and reversing runs them backwards in
/// place. The animator notices its end through a display link of the current `LayerContext`
/// (the host fires display links once per frame). Finishing at `.start` or `.current` sets
/// the model values to the start values or to what is on screen.
/// Unlike UIKit, `isUserInteractionEnabled` and `isManualHitTestingEnabled` are recorded but
/// do not change hit testing, and `scrubsLinearly` only linearizes cubic timing (a spring is
/// scrubbed along its own motion).
open class UIViewPropertyAnimator: NSObject, UIViewImplicitlyAnimating, NSCopying {
    /// The timing the animations use.
    open internal(set) var timingParameters: UITimingCurveProvider?
    /// The duration of the animations given at creation (a physical spring imposes its own).
    open private(set) var duration: TimeInterval
    /// The delay before the animations start (set by `runningPropertyAnimator`).
    open internal(set) var delay: TimeInterval = 0
    /// Whether the animator can be paused, scrubbed and reversed (default true).
    open var isInterruptible = true
    /// Whether the animated views receive touches (recorded only; default true).
    open var isUserInteractionEnabled = true
    /// Whether the app hit-tests animated views itself (recorded only; default false).
    open var isManualHitTestingEnabled = false
    /// Whether a paused animator shows `fractionComplete` as a linear fraction of the change
    /// (default true); the timing curve applies again when it resumes, from the same place.
    open var scrubsLinearly = true
    /// Whether reaching the end pauses the animator instead of finishing it (default false).
    open var pausesOnCompletion = false
    /// Whether the animations have not started, have started, or were stopped.
    open internal(set) var state: UIViewAnimatingState = .inactive

    var pendingAnimations: [(animations: () -> Void, delayFactor: CGFloat)] = []
    var completions: [(UIViewAnimatingPosition) -> Void] = []
    var tracks: [AnimatorTrack] = []
    var clock = AnimatorClock()
    var pacing: AnimatorPacing
    var displayLink: CADisplayLink?

    /// Creates an animator with custom timing; `animations` can be added later.
    ///
    /// Unlike UIKit this initializer is `required`, because `runningPropertyAnimator` returns
    /// `Self` and Swift without Objective-C needs a required initializer for that.
    public required init(duration: TimeInterval, timingParameters parameters: UITimingCurveProvider) {
        self.duration = duration
        timingParameters = parameters
        pacing = AnimatorPacing(parameters)
        super.init()
    }

    /// Creates an animator with a standard curve.
    public convenience init(duration: TimeInterval, curve: UIView.AnimationCurve, animations: (() -> Void)? = nil) {
        self.init(duration: duration, timingParameters: UICubicTimingParameters(animationCurve: curve))
        if let animations { addAnimations(animations) }
    }

    /// Creates an animator with a cubic Bezier curve through two control points.
    public convenience init(duration: TimeInterval, controlPoint1 point1: CGPoint, controlPoint2 point2: CGPoint,
                            animations: (() -> Void)? = nil) {
        self.init(duration: duration, timingParameters: UICubicTimingParameters(controlPoint1: point1, controlPoint2: point2))
        if let animations { addAnimations(animations) }
    }

    /// Creates an animator with a spring of `ratio` that settles within `duration`.
    public convenience init(duration: TimeInterval, dampingRatio ratio: CGFloat, animations: (() -> Void)? = nil) {
        self.init(duration: duration, timingParameters: UISpringTimingParameters(dampingRatio: ratio))
        if let animations { addAnimations(animations) }
    }

    /// Creates an animator with the curve of `options`, starts it after `delay` and returns it.
    open class func runningPropertyAnimator(withDuration duration: TimeInterval, delay: TimeInterval,
                                            options: UIView.AnimationOptions = [], animations: @escaping () -> Void,
                                            completion: ((UIViewAnimatingPosition) -> Void)? = nil) -> Self {
        let animator = self.init(duration: duration, timingParameters: UICubicTimingParameters(animationCurve: options.curve))
        animator.addAnimations(animations)
        if let completion { animator.addCompletion(completion) }
        animator.delay = delay
        animator.startAnimation(afterDelay: delay)
        return animator
    }

    /// A new inactive animator with the same duration and timing (no animations).
    open func copy(with zone: NSZone? = nil) -> Any {
        let parameters = (timingParameters as? NSCopying)?.copy(with: zone) as? UITimingCurveProvider
        return type(of: self).init(duration: duration, timingParameters: parameters ?? UICubicTimingParameters())
    }

    // MARK: UIViewAnimating

    /// Whether the animations are running (false while paused, stopped or inactive).
    open var isRunning: Bool { state == .active && clock.anchor != nil }

    /// Whether the animations run toward their start; changing it while running turns them
    /// around where they are.
    open var isReversed: Bool {
        get { clock.reversed }
        set {
            guard newValue != clock.reversed else { return }
            guard isInterruptible else { return UIKitLog.warn("UIViewPropertyAnimator: isReversed cannot change on a non-interruptible animator") }
            reanchor()
            clock.reversed = newValue
            applyTimingToTracks()
        }
    }

    /// How far along the animations are in time, 0...1. Setting it while paused (or inactive,
    /// which pauses at once) scrubs the animations there; while running it is ignored.
    open var fractionComplete: CGFloat {
        get { CGFloat(effectiveDuration > 0 ? currentTime / effectiveDuration : (state == .inactive ? 0 : 1)) }
        set {
            guard isInterruptible else { return UIKitLog.warn("UIViewPropertyAnimator: fractionComplete cannot be set on a non-interruptible animator") }
            if state == .inactive { activate() }
            guard state == .active, !isRunning else { return }
            clock.u = min(1, max(0, Double(newValue))) * effectiveDuration
            clock.scrubbedLinearly = scrubsLinearly
            applyTimingToTracks()
        }
    }

    /// Starts the animations, or resumes them where they were paused.
    open func startAnimation() {
        startAnimation(afterDelay: 0)
    }

    /// Starts (or resumes) the animations after `delay` seconds.
    open func startAnimation(afterDelay delay: TimeInterval) {
        switch state {
        case .stopped:
            return UIKitLog.warn("UIViewPropertyAnimator: startAnimation() on a stopped animator; call finishAnimation(at:) first")
        case .inactive:
            activate()
        case .active:
            guard !isRunning else { return }
        }
        resume(after: max(0, delay))
    }

    /// Pauses the animations where they are (activating the animator if needed).
    open func pauseAnimation() {
        guard isInterruptible else { return UIKitLog.warn("UIViewPropertyAnimator: pauseAnimation() on a non-interruptible animator") }
        if state == .inactive { activate() }
        guard state == .active else { return }
        reanchor()
        clock.anchor = nil
        applyTimingToTracks()
    }

    /// Stops the animations where they are: the views keep what is on screen as their model
    /// values. With `withoutFinishing` the animator becomes inactive without completions;
    /// otherwise it is `.stopped` until `finishAnimation(at:)`.
    open func stopAnimation(_ withoutFinishing: Bool) {
        guard state == .active else { return }
        settleTracks(at: .current, keepingTracks: !withoutFinishing)
        clock.anchor = nil
        stopTicking()
        state = withoutFinishing ? .inactive : .stopped
    }

    /// Ends a stopped animator at `finalPosition` (the views take their end or start values,
    /// or keep their current ones) and runs the completion handlers with it.
    open func finishAnimation(at finalPosition: UIViewAnimatingPosition) {
        guard state == .stopped else {
            return UIKitLog.warn("UIViewPropertyAnimator: finishAnimation(at:) needs a stopped animator (call stopAnimation(false) first)")
        }
        settleTracks(at: finalPosition)
        complete(at: finalPosition)
    }

    // MARK: UIViewImplicitlyAnimating

    /// Adds animations that run with the animator's timing (for the remaining duration when
    /// the animator is already active).
    open func addAnimations(_ animation: @escaping () -> Void) {
        addAnimations(animation, delayFactor: 0)
    }

    /// Adds animations that start after `delayFactor` (0...1) of the remaining duration and
    /// run for the rest of it.
    open func addAnimations(_ animation: @escaping () -> Void, delayFactor: CGFloat) {
        switch state {
        case .inactive: pendingAnimations.append((animation, delayFactor))
        case .active: runAnimations(animation, delayFactor: delayFactor)
        case .stopped: UIKitLog.warn("UIViewPropertyAnimator: addAnimations on a stopped animator; ignored")
        }
    }

    /// Adds a block to run when the animations end, with where they ended.
    open func addCompletion(_ completion: @escaping (UIViewAnimatingPosition) -> Void) {
        completions.append(completion)
    }

    /// Resumes a paused animator with new timing (nil keeps the current one) over
    /// `durationFactor` times its duration (0 keeps it). Unlike UIKit, spring parameters are not
    /// applied to animations already running with a cubic curve, nor the reverse (a warning says so).
    open func continueAnimation(withTimingParameters parameters: UITimingCurveProvider?, durationFactor: CGFloat) {
        guard state == .active else { return }
        reanchor()
        if durationFactor > 0 { clock.rate = 1 / Double(durationFactor) }
        if let parameters { retime(with: parameters) }
        resume(after: 0)
    }
}
