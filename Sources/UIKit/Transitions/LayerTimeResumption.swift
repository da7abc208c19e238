import Foundation

/// Runs a layer's time again after an interaction froze it (speed 0, `timeOffset` at the
/// scrubbed time), the way Apple's Technical Q&A QA1673 resumes a paused layer: its speed and
/// `timeOffset` go back to what they were before it was frozen, and its `beginTime` absorbs the
/// time spent frozen, so the animations continue from the frozen time without a jump.
///
/// A layer's local time is `(parent time - beginTime) * speed + timeOffset`; with `beginTime`
/// set to `now - (frozen - timeOffset) / speed`, the local time at `now` is the frozen time.
/// The percent-driven interactor resumes the transition's container with it, and its companion
/// layers (the navigation bar's transition), so that once a push, pop or tab switch ends every
/// layer it froze runs as before (the invariant `containerRunning` checks the containers).
enum LayerTimeResumption {
    /// Unfreezes `layer` at its current (frozen) local time, with `speed` and `timeOffset` as
    /// they were before it was frozen.
    static func resume(_ layer: CALayer, speed: Float, timeOffset: CFTimeInterval) {
        let frozenTime = layer.timeOffset
        let parentNow = layer.superlayer?.convertTime(CACurrentMediaTime(), from: nil) ?? CACurrentMediaTime()
        let running = speed == 0 ? 1 : speed
        layer.speed = running
        layer.timeOffset = timeOffset
        layer.beginTime = parentNow - (frozenTime - timeOffset) / CFTimeInterval(running)
    }
}
