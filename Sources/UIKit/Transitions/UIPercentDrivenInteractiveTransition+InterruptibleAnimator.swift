import Foundation

extension UIPercentDrivenInteractiveTransition {
    /// Drives an animator that implements `interruptibleAnimator(using:)` through the animator
    /// it returns, as UIKit does since iOS 10: the animator is paused and scrubbed by
    /// `fractionComplete` instead of the container's layer being frozen, so a
    /// `UIViewPropertyAnimator` follows the finger (its own clock would otherwise run on).
    ///
    /// `animateTransition(using:)` is not called: the interruptible animator is the transition's
    /// animation. Returns false when the animator has no interruptible animator.
    func beginDrivingInterruptibleAnimator(of animator: UIViewControllerAnimatedTransitioning,
                                           context: UIViewControllerContextTransitioning) -> Bool {
        guard let interruptible = InterruptibleAnimatorQuery.animator(of: animator, context: context) else { return false }
        adopt(context, animator: animator)
        drivenInterruptible = interruptible
        // After the app's own completions, which complete the transition.
        interruptible.addCompletion { [weak self, weak interruptible] _ in
            guard let self, let interruptible, self.drivenInterruptible === interruptible else { return }
            self.finishDriving()
        }
        interruptible.pauseAnimation()
        interruptible.fractionComplete = percent
        reportStart(of: context) { interruptible.startAnimation() }
        return true
    }

    /// Plays the interruptible animator from where it is to its end, or back to its start, at
    /// `completionSpeed`; with `timingCurve` set, along that curve (else the animator's own).
    func continueInterruptible(_ interruptible: UIViewImplicitlyAnimating, towardsEnd: Bool) {
        interruptible.isReversed = !towardsEnd
        interruptible.continueAnimation(withTimingParameters: timingCurve, durationFactor: 1 / max(completionSpeed, 0.001))
    }
}
