import Foundation

extension UIView {
    /// Animates changes to one or more views using the specified duration, delay, options, and
    /// completion handler, as UIKit's.
    ///
    /// Inside `animations`, every animatable property set on a view or on a view's layer (frame,
    /// bounds, center, transform, alpha, backgroundColor, cornerRadius, shadow values, ...) gets
    /// a layer animation to its new model value with this duration, delay and curve; the model
    /// holds the new value at once. As in UIKit since iOS 8, numbers, points, sizes and
    /// transforms animate additively (see `beginFromCurrentState`), so a second block on the
    /// same property mid-flight continues smoothly. `completion` runs once every animation the
    /// block created has stopped, with `true` when all ran to their end; with no animations (or
    /// a zero duration, or animations disabled) it runs on the next frame with `true`.
    /// Nested blocks inherit the enclosing duration, curve and options unless overridden.
    public class func animate(withDuration duration: TimeInterval, delay: TimeInterval,
                              options: UIView.AnimationOptions = [], animations: @escaping () -> Void,
                              completion: ((Bool) -> Void)? = nil) {
        let timing = ViewAnimationTiming(duration: duration, delay: delay, options: options,
                                         pacing: .curve(options.curve.timingFunction))
        runBlock(timing, animations: animations, completion: completion)
    }

    /// Animates changes to one or more views with the default curve and no delay, then calls
    /// `completion`, as UIKit's.
    public class func animate(withDuration duration: TimeInterval, animations: @escaping () -> Void,
                              completion: ((Bool) -> Void)? = nil) {
        animate(withDuration: duration, delay: 0, options: [], animations: animations, completion: completion)
    }

    /// Animates changes to one or more views with the default curve and no delay, as UIKit's.
    public class func animate(withDuration duration: TimeInterval, animations: @escaping () -> Void) {
        animate(withDuration: duration, delay: 0, options: [], animations: animations, completion: nil)
    }

    /// Animates changes with a timing curve that follows a damped spring, as UIKit's.
    ///
    /// `dampingRatio` below 1 overshoots; `velocity` is the initial speed in whole animation
    /// distances per second (1 covers the distance in one second), as UIKit documents. Curve
    /// options are ignored, as in UIKit. Unlike UIKit, whose mapping is private, the spring is
    /// the one of this damping ratio that settles (to 0.1%) exactly at the end of `duration`
    /// (`SpringMotion.dampingRatio(_:duration:initialVelocity:)`), so nothing jumps at the end.
    public class func animate(withDuration duration: TimeInterval, delay: TimeInterval,
                              usingSpringWithDamping dampingRatio: CGFloat, initialSpringVelocity velocity: CGFloat,
                              options: UIView.AnimationOptions = [], animations: @escaping () -> Void,
                              completion: ((Bool) -> Void)? = nil) {
        // The spring is this block's curve: nested blocks inherit it like any other.
        let timing = ViewAnimationTiming(duration: duration, delay: delay, options: options.union(.overrideInheritedCurve),
                                         pacing: .spring(dampingRatio: Double(dampingRatio),
                                                         initialVelocity: Double(velocity)))
        runBlock(timing, animations: animations, completion: completion)
    }

    /// Runs `actionsWithoutAnimation` with animations disabled, even inside an animation block:
    /// the changes it makes apply at once, as UIKit's.
    public class func performWithoutAnimation(_ actionsWithoutAnimation: () -> Void) {
        let state = UIViewAnimationState.current
        state.withoutAnimationDepth += 1
        defer { state.withoutAnimationDepth -= 1 }
        actionsWithoutAnimation()
    }

    /// Turns animation blocks on or off for the current context; while off, their changes apply
    /// at once and their completions still run (on the next frame, with `true`).
    public class func setAnimationsEnabled(_ enabled: Bool) {
        UIViewAnimationState.current.animationsEnabled = enabled
    }

    /// Whether animation blocks animate (see `setAnimationsEnabled(_:)`).
    public class var areAnimationsEnabled: Bool {
        UIViewAnimationState.current.animationsEnabled
    }

    /// The duration of the innermost open animation block, or 0 outside any, as UIKit's.
    public class var inheritedAnimationDuration: TimeInterval {
        UIViewAnimationState.current.blocks.last?.timing?.duration ?? 0
    }

    /// Opens a block with `timing` (resolved against enclosing blocks), runs `animations` in it
    /// and arranges `completion`.
    static func runBlock(_ own: ViewAnimationTiming, animations: () -> Void, completion: ((Bool) -> Void)?) {
        let state = UIViewAnimationState.current
        let timing = state.resolveTiming(own)
        let tracker = ViewAnimationCompletion(completion: completion)
        let animates = timing.duration > 0 && state.animationsEnabled && state.withoutAnimationDepth == 0
        let block = ViewAnimationBlock(sink: ViewAnimationBlockSink(timing: timing, completion: tracker),
                                       timing: timing, animates: animates)
        state.run(block, animations)
        tracker.close()
    }
}
