import Foundation

extension UIView {
    /// Animates with a spring described as iOS 17 does, by its duration and bounce, as UIKit's
    /// `animate(springDuration:bounce:initialSpringVelocity:delay:options:animations:completion:)`.
    ///
    /// A bounce of 0 is critically damped, up to 1 ever bouncier (damping ratio `1 - bounce`),
    /// below 0 overdamped (`1 / (1 + bounce)`), as SwiftUI's `Spring(duration:bounce:)`; it runs
    /// as `animate(withDuration:delay:usingSpringWithDamping:initialSpringVelocity:options:animations:completion:)`.
    /// Unlike UIKit, whose duration is perceptual, the spring settles at the end of `duration`.
    public class func animate(springDuration duration: TimeInterval = 0.5, bounce: CGFloat = 0,
                              initialSpringVelocity velocity: CGFloat = 0, delay: TimeInterval = 0,
                              options: UIView.AnimationOptions = [], animations: @escaping () -> Void,
                              completion: ((Bool) -> Void)? = nil) {
        animate(withDuration: duration, delay: delay, usingSpringWithDamping: dampingRatio(forBounce: bounce),
                initialSpringVelocity: velocity, options: options, animations: animations, completion: completion)
    }

    /// The damping ratio of a spring of `bounce` (-1 < bounce < 1): `1 - bounce` when bouncy,
    /// `1 / (1 + bounce)` when overdamped.
    static func dampingRatio(forBounce bounce: CGFloat) -> CGFloat {
        let clamped = min(max(bounce, -0.99), 0.99)
        return clamped >= 0 ? 1 - clamped : 1 / (1 + clamped)
    }

    /// Repeats the changes made in `animations` `count` times (fractions allowed), reversing
    /// each repeat when `autoreverses`, within the enclosing animation block's duration, curve
    /// and delay, as UIKit's `modifyAnimations(withRepeatCount:autoreverses:animations:)`.
    /// Outside an animation block the changes apply at once.
    public class func modifyAnimations(withRepeatCount count: CGFloat, autoreverses: Bool, animations: () -> Void) {
        guard let parent = UIViewAnimationState.current.blocks.last?.timing else { return animations() }
        var timing = parent
        // The enclosing block's timing as it is, not inherited again (its delay is added back).
        timing.delay = 0
        timing.options.formUnion([.overrideInheritedDuration, .overrideInheritedCurve, .overrideInheritedOptions])
        timing.repeatCount = Float(count)
        timing.autoreverses = autoreverses
        runBlock(timing, animations: animations, completion: nil)
    }
}
