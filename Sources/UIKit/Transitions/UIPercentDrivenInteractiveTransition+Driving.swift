import Foundation

extension UIPercentDrivenInteractiveTransition {
    /// Runs the animator and freezes the container's layer (the body of
    /// `startInteractiveTransition(_:)`, kept here so overrides can call super).
    func beginDriving(_ context: UIViewControllerContextTransitioning) {
        if transitionContext != nil {
            UIKitLog.warn("\(type(of: self)).startInteractiveTransition(_:) called while it drives another transition; "
                + "the old one is abandoned")
            stopSettling()
        }
        guard let animator = (context as? AnimatorDrivenTransitionContext)?.animator
                ?? (self as? UIViewControllerAnimatedTransitioning) else {
            UIKitLog.warn("UIPercentDrivenInteractiveTransition: the transition context has no animator to drive")
            return
        }
        ignoresNextSettle = false
        if beginDrivingInterruptibleAnimator(of: animator, context: context) { return }
        adopt(context, animator: animator)
        let layer = context.containerView.layer
        frozenLayer = layer
        savedSpeed = layer.speed == 0 ? 1 : layer.speed
        savedTimeOffset = layer.speed == 0 ? 0 : layer.timeOffset
        startLocalTime = layer.convertTime(CACurrentMediaTime(), from: nil)
        companions = ((context as? AnimatorDrivenTransitionContext)?.companionLayers ?? []).map(FrozenCompanionLayer.init)
        animator.animateTransition(using: context)
        // The animator may have completed synchronously (a zero-duration transition).
        if let driven = context as? AnimatorDrivenTransitionContext, driven.hasCompleted {
            finishDriving()
            return
        }
        guard transitionContext === context else { return }
        layer.speed = 0
        for companion in companions { companion.freeze(at: 0) }
        applyFrozenPercent()
        reportStart(of: context) { settle(towards: 1) }
    }

    /// Takes `context`, run by `animator`, as the transition this interaction drives.
    func adopt(_ context: UIViewControllerContextTransitioning, animator: UIViewControllerAnimatedTransitioning) {
        transitionContext = context
        drivenAnimator = animator
        animatorDuration = max(0, animator.transitionDuration(using: context))
    }

    /// Reports the percent to `context`, then carries out a finish or cancel asked for before
    /// the animation was ready, or `playToEnd` when the interaction does not start interactively.
    func reportStart(of context: UIViewControllerContextTransitioning, playToEnd: () -> Void) {
        context.updateInteractiveTransition(percent)
        if let finishing = pendingSettle {
            pendingSettle = nil
            finishing ? finish() : cancel()
        } else if !wantsInteractiveStart {
            playToEnd()
        }
    }

    /// Sets the frozen layer's time to the current percent.
    func applyFrozenPercent() {
        guard let layer = frozenLayer, layer.speed == 0 else { return }
        layer.timeOffset = startLocalTime + animatorDuration * Double(percent)
        for companion in companions { companion.freeze(at: animatorDuration * Double(percent)) }
    }

    /// Plays from the current percent to `target` (0 or 1) at `completionSpeed` along
    /// `completionCurve`, one display-link frame at a time.
    func settle(towards target: CGFloat) {
        stopSettling()
        let from = percent
        let speed = max(Double(completionSpeed), 0.001)
        let length = animatorDuration * Double(abs(target - from)) / speed
        guard length > 0 else {
            endSettling(at: target)
            return
        }
        let function: CAMediaTimingFunction
        if let provider = timingCurve {
            function = provider.cubicTimingParameters?.timingFunction ?? CAMediaTimingFunction(name: .easeInEaseOut)
        } else {
            function = UIPercentDrivenInteractiveTransition.timingFunction(for: completionCurve)
        }
        let start = CACurrentMediaTime()
        let link = CADisplayLink { [weak self] link in
            guard let self else { link.invalidate(); return }
            let fraction = min(1, max(0, (CACurrentMediaTime() - start) / length))
            self.percent = from + (target - from) * CGFloat(function.solve(forInput: fraction))
            self.applyFrozenPercent()
            if fraction >= 1 { self.endSettling(at: target) }
        }
        link.label = CADisplayLink.transitionLabel
        settleLink = link
        link.add(to: .current, forMode: .common)
    }

    func stopSettling() {
        settleLink?.invalidate()
        settleLink = nil
    }

    /// The settle reached its end: unfreeze the layer so the animations end and the animator's
    /// completion runs.
    func endSettling(at target: CGFloat) {
        stopSettling()
        percent = target
        applyFrozenPercent()
        let companions = self.companions
        guard let layer = frozenLayer else {
            for companion in companions { companion.resume() }
            return finishDriving()
        }
        // The interactor lets go of the transition and runs the layer's time again before any
        // completion below runs: a completion that starts the next transition, which may freeze
        // the layer for its own interaction, must find this one's work done.
        finishDriving()
        // From where it is frozen, without a jump, with its speed and time offset as they were
        // before the transition froze it (see `LayerTimeResumption`).
        LayerTimeResumption.resume(layer, speed: savedSpeed, timeOffset: savedTimeOffset)
        if target <= 0 {
            // Back at the start: the animations would replay forwards now that the layer runs,
            // so they are removed at once; their completions run now and call
            // completeTransition(false).
            Self.removeAnimations(inSubtreeOf: layer)
        }
        // Back at the start, a companion's animations would replay forwards once it runs again:
        // they are removed (their owners set the cancelled state in their completions) and the
        // layer runs again, so nothing is left frozen at speed 0.
        if target <= 0 { for companion in companions { companion.layer.removeAllAnimations() } }
        for companion in companions { companion.resume() }
    }

    /// The transition this interactor drives has completed (its context calls this first, before
    /// the container's own completion handling). Normally the settle has ended and let go of it
    /// already; when the animator's animations reached their end while the layers were still
    /// frozen (the settle's last step landing on their end time a frame before its own end, an
    /// animator whose animations are shorter than its duration, or the time-out), the layers run
    /// again here, from where they stand, so that no layer of an ended transition stays at speed
    /// 0 (the invariants `notFrozen` and `containerRunning`) and the next transition, which may
    /// begin in this very frame, is not unfrozen or re-timed by this one's settle.
    ///
    /// A completion while the finger still drives it leaves the interaction's coming `finish()`
    /// or `cancel()` with nothing to do: it must not be kept for the next transition.
    func transitionDidComplete(_ context: AnyObject, whileInteractive: Bool) {
        guard let driven = transitionContext, driven === context, drivenInterruptible == nil else { return }
        stopSettling()
        if let layer = frozenLayer, layer.speed == 0 {
            LayerTimeResumption.resume(layer, speed: savedSpeed, timeOffset: savedTimeOffset)
        }
        for companion in companions where companion.layer.speed == 0 { companion.resume() }
        finishDriving()
        ignoresNextSettle = whileInteractive
    }

    /// Forgets the transition, so the object can drive the next one.
    func finishDriving() {
        transitionContext = nil
        drivenAnimator = nil
        drivenInterruptible = nil
        frozenLayer = nil
        companions = []
        percent = 0
    }

    static func removeAnimations(inSubtreeOf layer: CALayer) {
        layer.removeAllAnimations()
        for sublayer in layer.sublayers ?? [] { removeAnimations(inSubtreeOf: sublayer) }
    }

    /// The Core Animation curve of a UIKit animation curve.
    static func timingFunction(for curve: UIView.AnimationCurve) -> CAMediaTimingFunction {
        switch curve {
        case .easeInOut: return CAMediaTimingFunction(name: .easeInEaseOut)
        case .easeIn: return CAMediaTimingFunction(name: .easeIn)
        case .easeOut: return CAMediaTimingFunction(name: .easeOut)
        case .linear: return CAMediaTimingFunction(name: .linear)
        }
    }
}
