import Foundation

/// A basic animation whose fraction follows a damped spring, as Core Animation's
/// `CASpringAnimation`.
///
/// The spring is a real damped harmonic oscillator (`SpringMotion`): it may overshoot the end
/// value. As in Core Animation, `duration` still limits how long the animation runs;
/// `settlingDuration` says how long the spring needs to come to rest.
open class CASpringAnimation: CABasicAnimation {
    /// The mass of the object on the spring (default 1).
    open var mass: CGFloat = 1
    /// The spring's stiffness (default 100).
    open var stiffness: CGFloat = 100
    /// The friction (default 10).
    open var damping: CGFloat = 10
    /// The speed at the start, in whole distances per second (default 0).
    open var initialVelocity: CGFloat = 0

    /// The spring described by the properties.
    var motion: SpringMotion {
        SpringMotion(mass: Double(mass), stiffness: Double(stiffness), damping: Double(damping),
                     initialVelocity: Double(initialVelocity))
    }

    /// How long the spring takes to come to rest with the current parameters.
    open var settlingDuration: CFTimeInterval { motion.settlingDuration }

    /// Copies the spring parameters besides the values and timing.
    open override func copyProperties(into copy: CAAnimation) {
        super.copyProperties(into: copy)
        guard let copy = copy as? CASpringAnimation else { return }
        copy.mass = mass; copy.stiffness = stiffness; copy.damping = damping
        copy.initialVelocity = initialVelocity
    }

    override func valueFraction(at progress: AnimationProgress) -> Double {
        // The spring runs in seconds, not in fractions of the duration: the timing function
        // (if any) only reshapes which moment of the spring is shown.
        let shaped = timingFunction == nil ? progress.cycleTime : pacedFraction(progress) * progress.cycleDuration
        return motion.fraction(at: shaped)
    }
}
