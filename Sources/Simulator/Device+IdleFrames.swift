import Foundation
import QuartzCore

extension Device {
    /// Moves the clocks `count` frames on without stepping them one by one: what `count` calls
    /// of `step()` do while nothing moves (`isIdle`, and the last frame drew nothing), at the
    /// cost of none. Unlike `step`, it fires no display link and renders nothing: an idle step
    /// has none to fire and nothing to draw. The clocks add one frame at a time, so they read
    /// exactly what stepping would have left (a product would round differently).
    package func skipIdleFrames(_ count: Int) {
        guard count > 0 else { return }
        run {
            let seconds = frameDuration * animationSpeed
            for _ in 0..<count { context.advance(by: seconds, eventSeconds: frameDuration) }
            frameCount += count
        }
    }

    /// Whether the frames ahead can be skipped with `skipIdleFrames`: nothing moves, and the
    /// last frame was drawn and changed no pixel (a frame that ended an animation may have work
    /// left for the next). After a step without drawing nothing is skipped: the compositor has
    /// not compared that frame with the one before, so it cannot tell that nothing moved.
    package var canSkipIdleFrames: Bool {
        lastStepWasDrawn && compositor.lastDamage.isEmpty && isIdle
    }
}
