import Foundation

/// The keys that name the two view controllers of a transition, as UIKit's
/// `UITransitionContextViewControllerKey`.
public struct UITransitionContextViewControllerKey: Hashable, RawRepresentable, Sendable {
    /// The key's name.
    public let rawValue: String
    /// Creates a key from its name.
    public init(rawValue: String) { self.rawValue = rawValue }
    /// Creates a key from its name.
    public init(_ rawValue: String) { self.rawValue = rawValue }

    /// The view controller that is on screen when the transition starts.
    public static let from = UITransitionContextViewControllerKey(rawValue: "UITransitionContextFromViewControllerKey")
    /// The view controller that is on screen when the transition ends.
    public static let to = UITransitionContextViewControllerKey(rawValue: "UITransitionContextToViewControllerKey")
}

/// The keys that name the two views of a transition, as UIKit's `UITransitionContextViewKey`.
public struct UITransitionContextViewKey: Hashable, RawRepresentable, Sendable {
    /// The key's name.
    public let rawValue: String
    /// Creates a key from its name.
    public init(rawValue: String) { self.rawValue = rawValue }
    /// Creates a key from its name.
    public init(_ rawValue: String) { self.rawValue = rawValue }

    /// The view that is on screen when the transition starts.
    public static let from = UITransitionContextViewKey(rawValue: "UITransitionContextFromViewKey")
    /// The view that is on screen when the transition ends.
    public static let to = UITransitionContextViewKey(rawValue: "UITransitionContextToViewKey")
}

/// An object that animates a view controller transition, as UIKit's
/// `UIViewControllerAnimatedTransitioning`.
///
/// `interruptibleAnimator(using:)` and `animationEnded(_:)` are optional in UIKit; here they have
/// default implementations in a protocol extension (no animator, nothing to do).
public protocol UIViewControllerAnimatedTransitioning: NSObjectProtocol {
    /// How long the transition's animation lasts, in seconds.
    func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval
    /// Runs the animations; must end with `transitionContext.completeTransition(_:)`.
    func animateTransition(using transitionContext: UIViewControllerContextTransitioning)
    /// The interruptible animator driving the transition, when it has one (iOS 10).
    func interruptibleAnimator(using transitionContext: UIViewControllerContextTransitioning) -> UIViewImplicitlyAnimating
    /// Called once the transition has completed or been cancelled.
    func animationEnded(_ transitionCompleted: Bool)
}

extension UIViewControllerAnimatedTransitioning {
    /// Unlike UIKit, where the method is optional and absent by default, the default
    /// implementation cannot return "nothing": called by an app, it stops with a clear message
    /// (as calling a missing method does on iOS). UIKit asks for it only through
    /// `InterruptibleAnimatorQuery`, which tells the default apart, as iOS asks whether the
    /// animator responds to the method.
    public func interruptibleAnimator(using transitionContext: UIViewControllerContextTransitioning) -> UIViewImplicitlyAnimating {
        if InterruptibleAnimatorQuery.isAsking { return InterruptibleAnimatorQuery.absent }
        fatalError("\(type(of: self)) does not implement interruptibleAnimator(using:)")
    }
    /// Does nothing by default.
    public func animationEnded(_ transitionCompleted: Bool) {}
}

/// An object that drives a transition interactively, as UIKit's
/// `UIViewControllerInteractiveTransitioning`.
///
/// `completionSpeed`, `completionCurve` and `wantsInteractiveStart` are optional in UIKit; the
/// protocol extension gives UIKit's defaults (1, ease-in-out, true).
public protocol UIViewControllerInteractiveTransitioning: NSObjectProtocol {
    /// Starts the transition; the interactor then reports progress to the context.
    func startInteractiveTransition(_ transitionContext: UIViewControllerContextTransitioning)
    /// How fast the rest of the transition plays after the interaction ends (1 = normal).
    var completionSpeed: CGFloat { get }
    /// The curve of the rest of the transition after the interaction ends.
    var completionCurve: UIView.AnimationCurve { get }
    /// Whether the transition starts interactively (true) or animating (false).
    var wantsInteractiveStart: Bool { get }
}

extension UIViewControllerInteractiveTransitioning {
    /// UIKit's default: normal speed.
    public var completionSpeed: CGFloat { 1 }
    /// UIKit's default: ease in and out.
    public var completionCurve: UIView.AnimationCurve { .easeInOut }
    /// UIKit's default: interactive from the start.
    public var wantsInteractiveStart: Bool { true }
}

/// What an animator and an interactor get to run a transition, as UIKit's
/// `UIViewControllerContextTransitioning`.
public protocol UIViewControllerContextTransitioning: NSObjectProtocol {
    /// The view in which the transition takes place; the animator adds the "to" view to it.
    var containerView: UIView { get }
    /// Whether the transition is animated.
    var isAnimated: Bool { get }
    /// Whether the transition is being driven interactively right now.
    var isInteractive: Bool { get }
    /// Whether the interaction was cancelled (the transition goes back to its start).
    var transitionWasCancelled: Bool { get }
    /// The presentation style of a modal transition (`.none` for navigation).
    var presentationStyle: UIModalPresentationStyle { get }
    /// Reports interactive progress, 0...1.
    func updateInteractiveTransition(_ percentComplete: CGFloat)
    /// Reports that the interaction ended and the transition will complete.
    func finishInteractiveTransition()
    /// Reports that the interaction ended and the transition will go back.
    func cancelInteractiveTransition()
    /// Reports that a running transition was paused to become interactive (iOS 10).
    func pauseInteractiveTransition()
    /// Must be called exactly once when the animations are done: true if the transition
    /// completed, false if it was cancelled.
    func completeTransition(_ didComplete: Bool)
    /// One of the two view controllers (`.from`, `.to`).
    func viewController(forKey key: UITransitionContextViewControllerKey) -> UIViewController?
    /// One of the two views (`.from`, `.to`); nil when the animator must not touch it.
    func view(forKey key: UITransitionContextViewKey) -> UIView?
    /// The rotation applied during the transition (identity here: no rotation).
    var targetTransform: CGAffineTransform { get }
    /// Where a view controller's view is when the transition starts (`.zero` if unknown).
    func initialFrame(for vc: UIViewController) -> CGRect
    /// Where a view controller's view must be when the transition ends (`.zero` if unknown).
    func finalFrame(for vc: UIViewController) -> CGRect
}
