import Foundation

/// An interaction controller that scrubs an ordinary animator's animations by a percentage, as
/// UIKit's `UIPercentDrivenInteractiveTransition`.
///
/// Apple's algorithm: `startInteractiveTransition(_:)` runs the animator's
/// `animateTransition(using:)`, then freezes the container view's layer (`speed = 0`);
/// `update(_:)` moves the frozen layer's `timeOffset` to `duration * percent`; `finish()` and
/// `cancel()` play the rest at `completionSpeed` along `completionCurve`, `cancel()` playing
/// backwards to the start, driven by a `CADisplayLink` on the injected clock. The animations then
/// end and the animator's completion calls `completeTransition(!transitionWasCancelled)`.
///
/// Unlike UIKit: times are relative to the moment the transition started (the container's local
/// time then plus `duration * percent`); at the end of a cancel, the animations left in the
/// container's subtree are removed so their completions run (with `finished == false`); a
/// spring `timingCurve` settles along its cubic part, or ease-in-ease-out without one; and the
/// navigation bar's transition, outside the container, is frozen and scrubbed with it (left
/// frozen at its start after a cancel, for the navigation controller to remove). A transition
/// that completes before the settle ends runs its frozen layers again at once
/// (`transitionDidComplete(_:whileInteractive:)`, docs/UIKIT.md, "Interactive transitions").
/// One object may be both the animator and the interactor (seed 001's subclass). An animator
/// that implements `interruptibleAnimator(using:)` is driven through that animator instead
/// (`+InterruptibleAnimator`), as on iOS 10 and later.
open class UIPercentDrivenInteractiveTransition: NSObject, UIViewControllerInteractiveTransitioning {
    /// How fast the rest of the transition plays after `finish()` or `cancel()` (1 = the
    /// animator's speed).
    open var completionSpeed: CGFloat = 1
    /// The curve of the rest of the transition after `finish()` or `cancel()`.
    open var completionCurve: UIView.AnimationCurve = .easeInOut
    /// The timing of the rest of the transition (iOS 10); when set, it replaces `completionCurve`.
    open var timingCurve: UITimingCurveProvider?
    /// Whether the transition starts frozen for interaction (true) or playing (false); a playing
    /// transition can be caught with `pause()`.
    open var wantsInteractiveStart = true

    var transitionContext: UIViewControllerContextTransitioning?
    var drivenAnimator: UIViewControllerAnimatedTransitioning?
    /// The animator's interruptible animator, when it has one and drives the transition.
    var drivenInterruptible: UIViewImplicitlyAnimating?
    weak var frozenLayer: CALayer?
    /// Layers outside the container frozen with it (the context's `companionLayers`).
    var companions: [FrozenCompanionLayer] = []
    /// The container's local time when the animations were created: `timeOffset` is this plus
    /// `duration * percent` while frozen.
    var startLocalTime: CFTimeInterval = 0
    var savedSpeed: Float = 1
    /// The container's `timeOffset` before the transition froze it, put back when it runs again.
    var savedTimeOffset: CFTimeInterval = 0
    var animatorDuration: TimeInterval = 0
    var percent: CGFloat = 0
    var settleLink: CADisplayLink?
    /// Whether `finish()` or `cancel()` was asked for before the transition started.
    var pendingSettle: Bool?
    /// Whether the transition completed while still interactive, so the interaction's own
    /// `finish()` or `cancel()` is still to come and has nothing left to do.
    var ignoresNextSettle = false

    /// Creates an interaction controller.
    public override init() { super.init() }

    /// The animator's duration, read when the transition started (UIKit's "non-interactive
    /// duration").
    open var duration: CGFloat { CGFloat(animatorDuration) }

    /// How far the transition is, 0...1.
    open var percentComplete: CGFloat { percent }

    /// Starts the transition: runs the animator's animations and freezes them at the current
    /// percent.
    open func startInteractiveTransition(_ transitionContext: UIViewControllerContextTransitioning) {
        beginDriving(transitionContext)
    }

    /// Moves the frozen animations to `percentComplete` (clamped to 0...1).
    open func update(_ percentComplete: CGFloat) {
        percent = min(1, max(0, percentComplete))
        if let interruptible = drivenInterruptible {
            if !interruptible.isRunning { interruptible.fractionComplete = percent }
        } else if settleLink == nil {
            applyFrozenPercent()
        }
        transitionContext?.updateInteractiveTransition(percent)
    }

    /// Ends the interaction and plays the rest of the transition backwards to its start.
    open func cancel() {
        guard let context = transitionContext else {
            if ignoresNextSettle {
                ignoresNextSettle = false
            } else {
                pendingSettle = false
            }
            return
        }
        context.cancelInteractiveTransition()
        if let interruptible = drivenInterruptible { return continueInterruptible(interruptible, towardsEnd: false) }
        settle(towards: 0)
    }

    /// Ends the interaction and plays the rest of the transition to its end.
    open func finish() {
        guard let context = transitionContext else {
            if ignoresNextSettle {
                ignoresNextSettle = false
            } else {
                pendingSettle = true
            }
            return
        }
        context.finishInteractiveTransition()
        if let interruptible = drivenInterruptible { return continueInterruptible(interruptible, towardsEnd: true) }
        settle(towards: 1)
    }

    /// Stops a playing transition where it is and makes it interactive again (iOS 10).
    open func pause() {
        guard let context = transitionContext else { return }
        if let interruptible = drivenInterruptible {
            interruptible.pauseAnimation()
            percent = interruptible.fractionComplete
        } else {
            stopSettling()
            applyFrozenPercent()
        }
        context.pauseInteractiveTransition()
    }
}
