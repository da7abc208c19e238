import Foundation

extension UIView {
    /// Creates a transition animation for the specified container view, as UIKit's.
    ///
    /// `animations` runs at once (changing the model) inside an animation block of this
    /// duration and curve, so property changes in it animate as in `animate(withDuration:...)`;
    /// the transition style of `options` (`.transitionFlipFromLeft/Right/Top/Bottom`,
    /// `.transitionCurlUp/Down`, `.transitionCrossDissolve`) then animates from a picture of the
    /// view before the block to a picture after it (see `ViewTransitionAnimation`). `completion`
    /// runs once, on the simulated clock, when everything has stopped, with `true` when all ran to
    /// their end. A duration of 0 or less, `performWithoutAnimation`, or animations turned off
    /// make the change at once and complete on the next frame; `.transitionNone` animates the
    /// block's property changes only.
    ///
    /// Unlike UIKit, the pictures are still images: the old one is the view as it would be drawn
    /// now (changes made earlier in the same turn of the run loop included), and the new one is
    /// the view once the block's own animations have ended, so content that animates by itself
    /// inside the view is frozen during the transition. A view without a superview changes at
    /// once, without the transition.
    public class func transition(with view: UIView, duration: TimeInterval, options: UIView.AnimationOptions = [],
                                 animations: (() -> Void)?, completion: ((Bool) -> Void)? = nil) {
        let state = UIViewAnimationState.current
        let curveOptions = options.subtracting(UIView.AnimationOptions(rawValue: 0x7 << 20))
        guard let style = ViewTransitionAnimation.Style(options) else {
            animate(withDuration: duration, delay: 0, options: curveOptions, animations: animations ?? {}, completion: completion)
            return
        }
        let animates = duration > 0 && state.animationsEnabled && state.withoutAnimationDepth == 0
        guard animates, let superlayer = view.layer.superlayer else {
            if animates { UIKitLog.warn("UIView.transition(with:): the view has no superview; changing it without a transition") }
            performWithoutAnimation { animations?() }
            state.deliverOnNextFrame { completion?(true) }
            return
        }
        let timing = state.resolveTiming(ViewAnimationTiming(duration: duration, delay: 0, options: curveOptions,
                                                             pacing: .curve(curveOptions.curve.timingFunction)))
        let old = ViewTransitionAnimation.picture(of: view, at: CACurrentMediaTime())
        let tracker = ViewAnimationCompletion(completion: completion)
        let block = ViewAnimationBlock(sink: ViewAnimationBlockSink(timing: timing, completion: tracker),
                                       timing: timing, animates: true)
        state.run(block) { animations?() }
        // The new state is the model: render it after the block's own animations have ended.
        let needsNew: Bool
        switch style {
        case .flip, .curlDown: needsNew = true
        case .crossDissolve, .curlUp: needsNew = false
        }
        let new = needsNew ? ViewTransitionAnimation.picture(of: view, at: CACurrentMediaTime() + timing.delay + timing.duration) : nil
        CATransaction.begin()
        CATransaction.setDisableActions(true)
        ViewTransitionAnimation(completion: tracker).start(style, on: view, superlayer: superlayer, old: old, new: new, timing: timing)
        CATransaction.commit()
        tracker.close()
    }

    /// Creates a transition animation between the specified views, as UIKit's: `toView` takes
    /// `fromView`'s place in its superview, which performs the transition of `options`.
    ///
    /// By default `toView` is inserted just above `fromView` and `fromView` is removed from its
    /// superview, at once in the view hierarchy (the pictures show the change). With
    /// `.showHideTransitionViews`, `fromView` is hidden and `toView` shown instead, neither
    /// moving. Its frame is not changed. See `transition(with:duration:options:animations:completion:)`
    /// for timing and completion. When `fromView` has no superview, the views change without
    /// animation.
    public class func transition(from fromView: UIView, to toView: UIView, duration: TimeInterval,
                                 options: UIView.AnimationOptions = [], completion: ((Bool) -> Void)? = nil) {
        let swap = {
            if options.contains(.showHideTransitionViews) {
                fromView.isHidden = true
                toView.isHidden = false
            } else {
                if let container = fromView.superview, toView !== fromView {
                    container.insertSubview(toView, aboveSubview: fromView)
                }
                fromView.removeFromSuperview()
            }
        }
        guard let container = fromView.superview else {
            performWithoutAnimation(swap)
            UIViewAnimationState.current.deliverOnNextFrame { completion?(true) }
            return
        }
        transition(with: container, duration: duration, options: options, animations: swap, completion: completion)
    }
}
