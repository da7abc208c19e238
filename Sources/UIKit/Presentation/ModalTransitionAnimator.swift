import Foundation

/// UIKit's built-in modal animations, one per `UIModalTransitionStyle`: cover vertical (the
/// presented view slides up from the bottom, and back down), cross dissolve (a fade), and flip
/// horizontal (both views turn half a turn around the vertical axis, in perspective, each hidden
/// while it shows its back).
///
/// They animate the layers directly with Core Animation, as the navigation's default animator
/// does, so a percent-driven interaction scrubs them the same way: linear while interactive,
/// ease-in-ease-out otherwise. `.partialCurl` is `PartialCurlModalAnimator`, drawn by the
/// renderer's page curl.
class ModalTransitionAnimator: NSObject, UIViewControllerAnimatedTransitioning {
    let presenting: Bool
    let duration: TimeInterval
    /// The curve when not interactive: ease-in-ease-out, ease-out for a card (UIKit's spring
    /// settles like one).
    var curve: CAMediaTimingFunctionName = .easeInEaseOut

    init(presenting: Bool, duration: TimeInterval) {
        self.presenting = presenting
        self.duration = duration
    }

    /// The built-in animator of `style`.
    static func make(style: UIModalTransitionStyle, presenting: Bool) -> ModalTransitionAnimator {
        switch style {
        case .coverVertical: return CoverVerticalModalAnimator(presenting: presenting, duration: 0.5)
        case .crossDissolve: return CrossDissolveModalAnimator(presenting: presenting, duration: 0.4)
        case .flipHorizontal: return FlipHorizontalModalAnimator(presenting: presenting, duration: 0.75)
        case .partialCurl: return PartialCurlModalAnimator(presenting: presenting, duration: 0.6)
        }
    }

    func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval {
        transitionContext?.isAnimated == false ? 0 : duration
    }

    func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
        let context = transitionContext
        guard let presentedController = context.viewController(forKey: presenting ? .to : .from),
              let presentedView = context.view(forKey: presenting ? .to : .from) else {
            context.completeTransition(!context.transitionWasCancelled)
            return
        }
        if presenting {
            presentedView.frame = context.finalFrame(for: presentedController)
            context.containerView.addSubview(presentedView)
        }
        let timing = CAMediaTimingFunction(name: context.isInteractive ? .linear : curve)
        var cleanup: (Bool) -> Void = { _ in }
        let counter = AnimationStopCounter {
            cleanup(context.transitionWasCancelled)
            context.completeTransition(!context.transitionWasCancelled)
        }
        CATransaction.begin()
        CATransaction.setDisableActions(true)
        cleanup = animate(presentedView, presenterView: context.view(forKey: presenting ? .from : .to),
                          in: context.containerView, timing: timing, counter: counter)
        CATransaction.commit()
    }

    /// Adds the style's animations (tracked by `counter`) and returns what to put back at the end
    /// (called with whether the transition was cancelled).
    func animate(_ presentedView: UIView, presenterView: UIView?, in container: UIView,
                 timing: CAMediaTimingFunction, counter: AnimationStopCounter) -> (Bool) -> Void {
        { _ in }
    }

    /// Animates `keyPath` of `layer` from `from` to `to` (the model value is set to `to`).
    func add(_ keyPath: String, to layer: CALayer, from: Any, _ to: Any, timing: CAMediaTimingFunction,
             counter: AnimationStopCounter) {
        layer.setValue(to, forKeyPath: keyPath)
        let animation = CABasicAnimation(keyPath: keyPath)
        counter.track(animation)
        animation.fromValue = from
        animation.toValue = to
        animation.duration = duration
        animation.timingFunction = timing
        layer.add(animation, forKey: "modal.\(keyPath)")
    }
}

/// Cover vertical: up from below the container, and back down.
final class CoverVerticalModalAnimator: ModalTransitionAnimator {
    override func animate(_ presentedView: UIView, presenterView: UIView?, in container: UIView,
                          timing: CAMediaTimingFunction, counter: AnimationStopCounter) -> (Bool) -> Void {
        let layer = presentedView.layer
        let shown = layer.position
        let below = CGPoint(x: shown.x, y: shown.y + container.bounds.maxY - presentedView.frame.minY)
        add("position", to: layer, from: presenting ? below : shown, presenting ? shown : below, timing: timing, counter: counter)
        return { _ in
            // Presented: on screen. Dismissed: off screen but back in place for a next time.
            // Cancelled: where it started.
            layer.position = shown
        }
    }
}

/// Cross dissolve: the presented view fades in, and out.
final class CrossDissolveModalAnimator: ModalTransitionAnimator {
    override func animate(_ presentedView: UIView, presenterView: UIView?, in container: UIView,
                          timing: CAMediaTimingFunction, counter: AnimationStopCounter) -> (Bool) -> Void {
        let layer = presentedView.layer
        let opacity = layer.opacity
        add("opacity", to: layer, from: presenting ? Float(0) : opacity, presenting ? opacity : Float(0), timing: timing, counter: counter)
        return { _ in layer.opacity = opacity }
    }
}

/// Flip horizontal: the presenter turns away around the vertical axis while the presented view
/// turns in from behind (and the reverse when dismissing), in perspective; `isDoubleSided` is
/// switched off so each view vanishes while it shows its back.
final class FlipHorizontalModalAnimator: ModalTransitionAnimator {
    /// The perspective of the flip (the eye 1000 pt in front of the screen).
    static let perspective: CGFloat = -1.0 / 1000

    override func animate(_ presentedView: UIView, presenterView: UIView?, in container: UIView,
                          timing: CAMediaTimingFunction, counter: AnimationStopCounter) -> (Bool) -> Void {
        // Presenting turns one way, dismissing the other, so dismissal looks like going back.
        let direction: CGFloat = presenting ? 1 : -1
        let leaving = presenting ? presenterView : presentedView
        let arriving = presenting ? presentedView : presenterView
        var restores: [() -> Void] = []
        for (view, start, end) in [(leaving, 0, direction * .pi), (arriving, -direction * .pi, 0)] {
            guard let layer = view?.layer else { continue }
            let savedTransform = layer.transform, savedDoubleSided = layer.isDoubleSided
            layer.isDoubleSided = false
            addFlip(to: layer, from: start, to: end, timing: timing, counter: counter)
            restores.append {
                layer.transform = savedTransform
                layer.isDoubleSided = savedDoubleSided
            }
        }
        return { _ in for restore in restores { restore() } }
    }

    /// The rotation about y by `angle` seen in the flip's perspective.
    static func transform(angle: CGFloat) -> CATransform3D {
        var t = CATransform3DIdentity
        t.m34 = perspective
        return CATransform3DRotate(t, angle, 0, 1, 0)
    }

    /// A keyframe turn in quarter-turn-or-less steps, so interpolation by decomposition always
    /// turns the intended way (a half turn in one step would be ambiguous).
    private func addFlip(to layer: CALayer, from start: CGFloat, to end: CGFloat, timing: CAMediaTimingFunction,
                         counter: AnimationStopCounter) {
        let steps = 4
        let values = (0...steps).map { Self.transform(angle: start + (end - start) * CGFloat($0) / CGFloat(steps)) }
        layer.transform = values[steps]
        let animation = CAKeyframeAnimation(keyPath: "transform")
        counter.track(animation)
        animation.values = values
        animation.keyTimes = (0...steps).map { NSNumber(value: Double($0) / Double(steps)) }
        animation.duration = duration
        // One curve over the whole turn: keyframe pacing stays linear and the animation's own
        // timing function eases it.
        animation.timingFunction = timing
        layer.add(animation, forKey: "modal.flip")
    }
}

/// The "animator" of a presentation or dismissal without animation: puts the views in place.
final class ImmediateModalAnimator: NSObject, UIViewControllerAnimatedTransitioning {
    let presenting: Bool

    init(presenting: Bool) { self.presenting = presenting }

    func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval { 0 }

    func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
        if presenting, let controller = transitionContext.viewController(forKey: .to),
           let view = transitionContext.view(forKey: .to) {
            view.frame = transitionContext.finalFrame(for: controller)
            transitionContext.containerView.addSubview(view)
        }
        transitionContext.completeTransition(true)
    }
}
