import Foundation

/// Where an animation is on its timeline at one moment.
struct AnimationProgress {
    /// Seconds into the current cycle, already mirrored on the way back of an autoreversing cycle.
    var cycleTime: CFTimeInterval
    /// The length of one cycle (never 0).
    var cycleDuration: CFTimeInterval
    /// Which cycle is playing, from 0 (for cumulative animations).
    var iteration: Int

    /// The linear fraction of the cycle, 0...1.
    var linearFraction: Double { min(1, max(0, cycleTime / cycleDuration)) }
}

/// Whether an animation is waiting, running or done at one moment.
enum AnimationPhase: Equatable {
    case before, active, after
}

extension CAAnimation {
    /// The duration used for one cycle: Core Animation reads 0 as 0.25 s.
    var effectiveDuration: CFTimeInterval { duration > 0 ? duration : 0.25 }

    /// The active duration: all cycles, forwards and back.
    var activeDuration: CFTimeInterval {
        let cycle = effectiveDuration * (autoreverses ? 2 : 1)
        if repeatDuration > 0 { return repeatDuration }
        if repeatCount > 0 { return repeatCount.isInfinite ? .infinity : cycle * CFTimeInterval(repeatCount) }
        return cycle
    }

    /// The phase and, when the animation has an effect, its progress, at `parentTime` (the
    /// layer's local time for an animation on a layer, the group's time inside a group).
    func timeline(atParentTime parentTime: CFTimeInterval) -> (AnimationPhase, AnimationProgress?) {
        let t = localTime(fromParentTime: parentTime)
        let d = effectiveDuration
        let active = activeDuration
        if t < 0 {
            return (.before, fillMode.fillsBackwards ? AnimationProgress(cycleTime: 0, cycleDuration: d, iteration: 0) : nil)
        }
        if t >= active {
            guard fillMode.fillsForwards else { return (.after, nil) }
            return (.after, progress(atActiveTime: active, duration: d, atEnd: true))
        }
        return (.active, progress(atActiveTime: t, duration: d, atEnd: false))
    }

    private func progress(atActiveTime t: CFTimeInterval, duration d: CFTimeInterval, atEnd: Bool) -> AnimationProgress {
        let cycle = d * (autoreverses ? 2 : 1)
        var iteration = Int((t / cycle).rounded(.down))
        var inCycle = t - Double(iteration) * cycle
        // At the very end, the last cycle is complete rather than the next one just begun.
        if atEnd && inCycle <= 1e-12 && iteration > 0 {
            iteration -= 1
            inCycle = cycle
        }
        if autoreverses && inCycle > d { inCycle = cycle - inCycle }
        return AnimationProgress(cycleTime: min(d, max(0, inCycle)), cycleDuration: d, iteration: iteration)
    }

    /// The paced fraction of a cycle: the timing function applied to the linear fraction.
    func pacedFraction(_ progress: AnimationProgress) -> Double {
        let x = progress.linearFraction
        guard let function = timingFunction else { return x }
        return function.solve(forInput: x)
    }
}
