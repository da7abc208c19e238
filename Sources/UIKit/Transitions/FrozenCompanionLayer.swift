import Foundation

/// A layer outside the container that a percent-driven interactor freezes and scrubs with it
/// (the navigation bar's transition), and what it needs to put the layer's time back.
struct FrozenCompanionLayer {
    let layer: CALayer
    /// The layer's local time when the transition's animations were created.
    let startLocalTime: CFTimeInterval
    let savedSpeed: Float

    /// Records the layer's time now, before the transition's animations are added.
    init(_ layer: CALayer) {
        self.layer = layer
        startLocalTime = layer.convertTime(CACurrentMediaTime(), from: nil)
        savedSpeed = layer.speed == 0 ? 1 : layer.speed
    }

    /// Stops the layer's time at `elapsed` seconds into the transition.
    func freeze(at elapsed: CFTimeInterval) {
        layer.speed = 0
        layer.timeOffset = startLocalTime + elapsed
    }

    /// Runs the layer's time again from where it is frozen, without a jump (as the container's).
    func resume() {
        let frozenTime = layer.timeOffset
        let parentNow = layer.superlayer?.convertTime(CACurrentMediaTime(), from: nil) ?? CACurrentMediaTime()
        layer.speed = savedSpeed
        layer.beginTime = parentNow
        layer.timeOffset = frozenTime
    }
}
