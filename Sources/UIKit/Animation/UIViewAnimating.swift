import Foundation

/// The state of an animator, as UIKit's `UIViewAnimatingState`.
public enum UIViewAnimatingState: Int, Sendable {
    /// Its animations have not started, or have finished (the views hold their final values).
    case inactive = 0
    /// Its animations have started: running, or paused.
    case active = 1
    /// It was stopped with `stopAnimation(false)` and waits for `finishAnimation(at:)`.
    case stopped = 2
}

/// Where an animation ended, as UIKit's `UIViewAnimatingPosition`.
public enum UIViewAnimatingPosition: Int, Sendable {
    /// At the end values.
    case end = 0
    /// At the start values.
    case start = 1
    /// Somewhere in between, where it was stopped.
    case current = 2
}

/// The kind of timing an animation uses, as UIKit's `UITimingCurveType`.
public enum UITimingCurveType: Int, Sendable {
    /// One of the standard curves (`UIView.AnimationCurve`).
    case builtin = 0
    /// A custom cubic Bezier curve.
    case cubic = 1
    /// A spring.
    case spring = 2
    /// A cubic curve and a spring together.
    case composed = 3
}

/// An object that supplies the timing of an animation, as UIKit's `UITimingCurveProvider`.
public protocol UITimingCurveProvider: NSObjectProtocol {
    /// Which kind of timing the provider describes.
    var timingCurveType: UITimingCurveType { get }
    /// The cubic curve, for `.builtin`, `.cubic` and `.composed`.
    var cubicTimingParameters: UICubicTimingParameters? { get }
    /// The spring, for `.spring` and `.composed`.
    var springTimingParameters: UISpringTimingParameters? { get }
}

/// An object that runs, pauses, scrubs and stops animations, as UIKit's `UIViewAnimating`.
public protocol UIViewAnimating: NSObjectProtocol {
    /// Whether the animations have not started, have started, or were stopped.
    var state: UIViewAnimatingState { get }
    /// Whether the animations are running (false while paused).
    var isRunning: Bool { get }
    /// Whether the animations run backwards, toward their start values.
    var isReversed: Bool { get set }
    /// How far along the animations are, 0...1; settable while paused to scrub.
    var fractionComplete: CGFloat { get set }
    /// Starts or resumes the animations.
    func startAnimation()
    /// Starts the animations after `delay` seconds.
    func startAnimation(afterDelay delay: TimeInterval)
    /// Pauses the animations where they are.
    func pauseAnimation()
    /// Stops the animations where they are; `withoutFinishing` skips `finishAnimation(at:)`.
    func stopAnimation(_ withoutFinishing: Bool)
    /// Ends stopped animations at `finalPosition` and runs completion handlers.
    func finishAnimation(at finalPosition: UIViewAnimatingPosition)
}

/// An animator whose animations come from blocks that change view properties, as UIKit's
/// `UIViewImplicitlyAnimating`.
///
/// Unlike UIKit, where these methods are optional (Objective-C), they are requirements with
/// default implementations that do nothing, so conformers implement only what they support.
public protocol UIViewImplicitlyAnimating: UIViewAnimating {
    /// Adds animations that run with the animator's timing.
    func addAnimations(_ animation: @escaping () -> Void)
    /// Adds animations that start after `delayFactor` of the remaining duration.
    func addAnimations(_ animation: @escaping () -> Void, delayFactor: CGFloat)
    /// Adds a block to run when the animations end.
    func addCompletion(_ completion: @escaping (UIViewAnimatingPosition) -> Void)
    /// Resumes paused animations with new timing and a duration scaled by `durationFactor`.
    func continueAnimation(withTimingParameters parameters: UITimingCurveProvider?, durationFactor: CGFloat)
}

extension UIViewImplicitlyAnimating {
    /// Does nothing (the method is optional in UIKit).
    public func addAnimations(_ animation: @escaping () -> Void) {}
    /// Does nothing (the method is optional in UIKit).
    public func addAnimations(_ animation: @escaping () -> Void, delayFactor: CGFloat) {}
    /// Does nothing (the method is optional in UIKit).
    public func addCompletion(_ completion: @escaping (UIViewAnimatingPosition) -> Void) {}
    /// Does nothing (the method is optional in UIKit).
    public func continueAnimation(withTimingParameters parameters: UITimingCurveProvider?, durationFactor: CGFloat) {}
}
