import Foundation

/// UIKit's standard push and pop animation (its private `_UINavigationParallaxTransition`):
/// the upper page slides in from (or out to) the right edge while the lower page moves between
/// its place and -1/3 of the width (parallax), under a black dimming of alpha 0.1 and beside a
/// soft shadow on the upper page's left edge.
///
/// It animates the layers directly with Core Animation, so it runs the same way whether the
/// navigation controller plays it or a percent-driven interaction scrubs it: linear while
/// interactive (the page follows the finger), UIKit's ease-in-ease-out otherwise.
final class DefaultNavigationAnimator: NSObject, UIViewControllerAnimatedTransitioning {
    /// UIKit's push and pop duration.
    static let standardDuration: TimeInterval = 0.35
    /// How far the lower page moves left, as a fraction of the width.
    static let parallaxFraction: CGFloat = 1.0 / 3.0
    /// The alpha of the black dimming over the lower page when fully covered.
    static let dimmingAlpha: CGFloat = 0.1
    /// The upper page's edge shadow.
    static let shadowOpacity: Float = 0.25
    static let shadowRadius: CGFloat = 6

    let operation: UINavigationController.Operation

    init(operation: UINavigationController.Operation) {
        self.operation = operation
    }

    func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval {
        transitionContext?.isAnimated == false ? 0 : Self.standardDuration
    }

    func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
        let container = transitionContext.containerView
        guard let fromView = transitionContext.view(forKey: .from), let toView = transitionContext.view(forKey: .to),
              let toController = transitionContext.viewController(forKey: .to) else {
            transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
            return
        }
        let isPush = operation != .pop
        let finalFrame = transitionContext.finalFrame(for: toController)
        let width = finalFrame.width
        toView.frame = finalFrame
        let upper = isPush ? toView : fromView
        let lower = isPush ? fromView : toView
        if isPush { container.addSubview(toView) } else { container.insertSubview(toView, belowSubview: fromView) }

        // Centers: on screen, off to the right, and the parallax place on the left.
        let onScreen = CGPoint(x: finalFrame.midX, y: finalFrame.midY)
        let offRight = CGPoint(x: onScreen.x + width, y: onScreen.y)
        let parallax = CGPoint(x: onScreen.x - width * Self.parallaxFraction, y: onScreen.y)

        let dimming = UIView(frame: finalFrame)
        dimming.backgroundColor = .black
        dimming.isUserInteractionEnabled = false
        container.insertSubview(dimming, aboveSubview: lower)
        let savedShadow = EdgeShadow(saving: upper.layer)

        let timing = CAMediaTimingFunction(name: transitionContext.isInteractive ? .linear : .easeInEaseOut)
        let duration = transitionDuration(using: transitionContext)
        // Completion through the animations' delegate rather than a transaction completion
        // block: what runs next (appearance callbacks, deferred pushes) may start new
        // transactions, which Core Animation's completion list must not see while it runs.
        let completion = AnimationStopCounter {
            dimming.removeFromSuperview()
            savedShadow.restore(on: upper.layer)
            if transitionContext.transitionWasCancelled {
                upper.center = isPush ? offRight : onScreen
                lower.center = isPush ? onScreen : parallax
            }
            transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
        }
        CATransaction.begin()
        CATransaction.setDisableActions(true)
        EdgeShadow.apply(to: upper.layer)
        Self.move(upper.layer, from: isPush ? offRight : onScreen, to: isPush ? onScreen : offRight, duration, timing, completion)
        Self.move(lower.layer, from: isPush ? onScreen : parallax, to: isPush ? parallax : onScreen, duration, timing, completion)
        Self.move(dimming.layer, from: isPush ? onScreen : parallax, to: isPush ? parallax : onScreen, duration, timing, completion)
        Self.fade(dimming.layer, from: isPush ? 0 : Float(Self.dimmingAlpha), to: isPush ? Float(Self.dimmingAlpha) : 0,
                  duration, timing, completion)
        CATransaction.commit()
    }

    /// Sets the layer's position to `to` and animates it from `from`.
    static func move(_ layer: CALayer, from: CGPoint, to: CGPoint, _ duration: TimeInterval,
                     _ timing: CAMediaTimingFunction, _ completion: AnimationStopCounter) {
        layer.position = to
        let animation = CABasicAnimation(keyPath: "position")
        completion.track(animation)
        animation.fromValue = from
        animation.toValue = to
        animation.duration = duration
        animation.timingFunction = timing
        layer.add(animation, forKey: "navigationPosition")
    }

    /// Sets the layer's opacity to `to` and animates it from `from`.
    static func fade(_ layer: CALayer, from: Float, to: Float, _ duration: TimeInterval,
                     _ timing: CAMediaTimingFunction, _ completion: AnimationStopCounter) {
        layer.opacity = to
        let animation = CABasicAnimation(keyPath: "opacity")
        completion.track(animation)
        animation.fromValue = from
        animation.toValue = to
        animation.duration = duration
        animation.timingFunction = timing
        layer.add(animation, forKey: "navigationDimming")
    }
}
