import Foundation

/// Several animations sharing one timeline, as Core Animation's `CAAnimationGroup`.
///
/// Each animation's time is the group's local time; the group's duration cuts them off.
open class CAAnimationGroup: CAAnimation {
    /// The animations played together.
    open var animations: [CAAnimation]?

    /// Copies the animations besides the timing.
    open override func copyProperties(into copy: CAAnimation) {
        super.copyProperties(into: copy)
        (copy as? CAAnimationGroup)?.animations = animations?.map { $0.copy() as! CAAnimation }
    }

    override func apply(to state: inout LayerState, at progress: AnimationProgress) {
        // The group's timing function warps the time its children see.
        let groupTime = pacedFraction(progress) * progress.cycleDuration
        for animation in animations ?? [] {
            let (_, childProgress) = animation.timeline(atParentTime: groupTime)
            if let childProgress { animation.apply(to: &state, at: childProgress) }
        }
    }
}
