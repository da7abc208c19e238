import Foundation

/// A layer outside the container that a percent-driven interactor freezes and scrubs with it
/// (the navigation bar's transition), and what it needs to put the layer's time back.
struct FrozenCompanionLayer {
    let layer: CALayer
    /// The layer's local time when the transition's animations were created.
    let startLocalTime: CFTimeInterval
    let savedSpeed: Float
    /// The layer's `timeOffset` before it was frozen, put back when it runs again.
    let savedTimeOffset: CFTimeInterval

    /// Records the layer's time now, before the transition's animations are added.
    init(_ layer: CALayer) {
        self.layer = layer
        startLocalTime = layer.convertTime(CACurrentMediaTime(), from: nil)
        savedSpeed = layer.speed == 0 ? 1 : layer.speed
        savedTimeOffset = layer.speed == 0 ? 0 : layer.timeOffset
    }

    /// Stops the layer's time at `elapsed` seconds into the transition.
    func freeze(at elapsed: CFTimeInterval) {
        layer.speed = 0
        layer.timeOffset = startLocalTime + elapsed
    }

    /// Runs the layer's time again from where it is frozen, without a jump (as the container's).
    func resume() {
        LayerTimeResumption.resume(layer, speed: savedSpeed, timeOffset: savedTimeOffset)
    }
}
