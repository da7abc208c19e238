import Foundation

extension UIView {
    /// Options for animating views with block objects, as UIKit's `UIView.AnimationOptions`.
    ///
    /// The raw values are Apple's, so options built from raw values (as Objective-C code does)
    /// mean the same here. The curve is a two-bit field at bits 16-17; the transition style a
    /// three-bit field at bits 20-22.
    public struct AnimationOptions: OptionSet, Hashable, Sendable {
        /// The bits.
        public let rawValue: UInt
        /// Creates options from their bits.
        public init(rawValue: UInt) { self.rawValue = rawValue }

        /// Lays out subviews at commit time so they animate along with their parent.
        public static let layoutSubviews = AnimationOptions(rawValue: 1 << 0)
        /// Lets the user interact with views while they animate (accepted; hit testing here
        /// never excludes animating views).
        public static let allowUserInteraction = AnimationOptions(rawValue: 1 << 1)
        /// Starts from the current on-screen value of an in-flight animation. Unlike UIKit
        /// (where only additive properties ignore it), it is always in effect here: every
        /// animation starts from what is on screen.
        public static let beginFromCurrentState = AnimationOptions(rawValue: 1 << 2)
        /// Repeats the animation indefinitely.
        public static let `repeat` = AnimationOptions(rawValue: 1 << 3)
        /// Runs the animation backwards and forwards (use with `repeat` to loop).
        public static let autoreverse = AnimationOptions(rawValue: 1 << 4)
        /// Uses this block's duration instead of the enclosing block's.
        public static let overrideInheritedDuration = AnimationOptions(rawValue: 1 << 5)
        /// Uses this block's curve instead of the enclosing block's.
        public static let overrideInheritedCurve = AnimationOptions(rawValue: 1 << 6)
        /// Redraws changing content (accepted; contents are not re-rendered here).
        public static let allowAnimatedContent = AnimationOptions(rawValue: 1 << 7)
        /// Hides and shows views instead of removing and adding them in view transitions.
        public static let showHideTransitionViews = AnimationOptions(rawValue: 1 << 8)
        /// Inherits neither the enclosing block's options nor its animation type.
        public static let overrideInheritedOptions = AnimationOptions(rawValue: 1 << 9)

        /// Slow at the start and the end (the default curve).
        public static let curveEaseInOut = AnimationOptions(rawValue: 0 << 16)
        /// Slow at the start.
        public static let curveEaseIn = AnimationOptions(rawValue: 1 << 16)
        /// Slow at the end.
        public static let curveEaseOut = AnimationOptions(rawValue: 2 << 16)
        /// Even speed throughout.
        public static let curveLinear = AnimationOptions(rawValue: 3 << 16)

        /// No view transition (the default).
        public static let transitionNone = AnimationOptions(rawValue: 0 << 20)
        /// Flips the view around its vertical axis from left to right.
        public static let transitionFlipFromLeft = AnimationOptions(rawValue: 1 << 20)
        /// Flips the view around its vertical axis from right to left.
        public static let transitionFlipFromRight = AnimationOptions(rawValue: 2 << 20)
        /// Curls the view up from the bottom.
        public static let transitionCurlUp = AnimationOptions(rawValue: 3 << 20)
        /// Curls the view down from the top.
        public static let transitionCurlDown = AnimationOptions(rawValue: 4 << 20)
        /// Dissolves from one view to the other.
        public static let transitionCrossDissolve = AnimationOptions(rawValue: 5 << 20)
        /// Flips the view around its horizontal axis from top to bottom.
        public static let transitionFlipFromTop = AnimationOptions(rawValue: 6 << 20)
        /// Flips the view around its horizontal axis from bottom to top.
        public static let transitionFlipFromBottom = AnimationOptions(rawValue: 7 << 20)

        /// The display's frame rate (accepted; frames come from the host).
        public static let preferredFramesPerSecondDefault = AnimationOptions(rawValue: 0 << 24)
        /// 60 frames per second (accepted; frames come from the host).
        public static let preferredFramesPerSecond60 = AnimationOptions(rawValue: 3 << 24)
        /// 30 frames per second (accepted; frames come from the host).
        public static let preferredFramesPerSecond30 = AnimationOptions(rawValue: 7 << 24)

        /// The curve named by bits 16-17.
        var curve: AnimationCurve { AnimationCurve(rawValue: Int((rawValue >> 16) & 0x3)) ?? .easeInOut }
    }

    /// The pacing of a view animation, as UIKit's `UIView.AnimationCurve`.
    public enum AnimationCurve: Int, Sendable {
        /// Slow at the start and the end.
        case easeInOut = 0
        /// Slow at the start.
        case easeIn = 1
        /// Slow at the end.
        case easeOut = 2
        /// Even speed throughout.
        case linear = 3

        /// The Core Animation timing function with the same control points.
        var timingFunction: CAMediaTimingFunction {
            switch self {
            case .easeInOut: return CAMediaTimingFunction(name: .easeInEaseOut)
            case .easeIn: return CAMediaTimingFunction(name: .easeIn)
            case .easeOut: return CAMediaTimingFunction(name: .easeOut)
            case .linear: return CAMediaTimingFunction(name: .linear)
            }
        }
    }

    /// Options for keyframe animations, as UIKit's `UIView.KeyframeAnimationOptions`.
    ///
    /// The low bits are those of `AnimationOptions`; bits 10-12 choose how values are
    /// interpolated between keyframes. As in UIKit, `AnimationOptions` curve bits
    /// (`UIView.KeyframeAnimationOptions(rawValue: UIView.AnimationOptions.curveLinear.rawValue)`)
    /// pace the whole animation; the default is ease-in-ease-out.
    public struct KeyframeAnimationOptions: OptionSet, Hashable, Sendable {
        /// The bits.
        public let rawValue: UInt
        /// Creates options from their bits.
        public init(rawValue: UInt) { self.rawValue = rawValue }

        /// Lays out subviews at commit time so they animate along with their parent.
        public static let layoutSubviews = KeyframeAnimationOptions(rawValue: 1 << 0)
        /// Lets the user interact with views while they animate.
        public static let allowUserInteraction = KeyframeAnimationOptions(rawValue: 1 << 1)
        /// Starts from the current on-screen value (always in effect here).
        public static let beginFromCurrentState = KeyframeAnimationOptions(rawValue: 1 << 2)
        /// Repeats the animation indefinitely.
        public static let `repeat` = KeyframeAnimationOptions(rawValue: 1 << 3)
        /// Runs the animation backwards and forwards.
        public static let autoreverse = KeyframeAnimationOptions(rawValue: 1 << 4)
        /// Uses this block's duration instead of the enclosing block's.
        public static let overrideInheritedDuration = KeyframeAnimationOptions(rawValue: 1 << 5)
        /// Inherits neither the enclosing block's options nor its animation type.
        public static let overrideInheritedOptions = KeyframeAnimationOptions(rawValue: 1 << 9)
        /// Straight interpolation between keyframes (the default).
        public static let calculationModeLinear = KeyframeAnimationOptions(rawValue: 0 << 10)
        /// Each value holds until the next keyframe.
        public static let calculationModeDiscrete = KeyframeAnimationOptions(rawValue: 1 << 10)
        /// Keyframe times spread so the value changes at an even rate.
        public static let calculationModePaced = KeyframeAnimationOptions(rawValue: 2 << 10)
        /// A smooth curve through the values (interpolated like linear, see `CAAnimationCalculationMode`).
        public static let calculationModeCubic = KeyframeAnimationOptions(rawValue: 3 << 10)
        /// A smooth, evenly paced curve (interpolated like paced).
        public static let calculationModeCubicPaced = KeyframeAnimationOptions(rawValue: 4 << 10)
        /// The display's frame rate (accepted; frames come from the host).
        public static let preferredFramesPerSecondDefault = KeyframeAnimationOptions(rawValue: 0 << 24)
        /// 60 frames per second (accepted).
        public static let preferredFramesPerSecond60 = KeyframeAnimationOptions(rawValue: 3 << 24)
        /// 30 frames per second (accepted).
        public static let preferredFramesPerSecond30 = KeyframeAnimationOptions(rawValue: 7 << 24)

        /// The Core Animation calculation mode named by bits 10-12.
        var calculationMode: CAAnimationCalculationMode {
            switch (rawValue >> 10) & 0x7 {
            case 1: return .discrete
            case 2: return .paced
            case 3: return .cubic
            case 4: return .cubicPaced
            default: return .linear
            }
        }
    }
}
