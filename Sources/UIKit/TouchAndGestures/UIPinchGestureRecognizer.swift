import Foundation

/// A continuous recognizer for two fingers moving apart or together, as UIKit's
/// `UIPinchGestureRecognizer`: it begins once the distance between the fingers has changed by
/// more than 10 pt, reports `changed` as they move and ends when one of them lifts.
///
/// `scale` is the distance between the fingers over their distance when the second finger
/// touched down (so it already holds the 10 pt of slop when the gesture begins, as a pan's
/// translation does); setting it (usually to 1, to read increments) rebases it on the fingers'
/// current distance. Fingers beyond two are ignored; a lone finger that drags more than
/// 10 pt before the second touches down fails the pinch (so a pan waiting for it can begin). A pinch needs two touches: inject them with
/// two fingers (`UIWindow.injectTouch(phase:location:timestamp:finger:)` or two
/// `TouchInjector`s), or Alt-drag in the simulator window (the mouse's second finger mirrored
/// through the screen's centre).
open class UIPinchGestureRecognizer: UIGestureRecognizer {
    /// How far the distance between the fingers must change before the pinch begins, in points.
    static let hysteresis: CGFloat = 10

    /// The distance when the second finger touched down.
    private var initialDistance: CGFloat?
    /// The distance at the last event.
    private var currentDistance: CGFloat?
    /// The distance `scale` is measured against (the initial one until `scale` is set).
    private var baseDistance: CGFloat?
    /// The scale when no two fingers are down.
    private var storedScale: CGFloat = 1
    private var distanceSamples = GestureValueSamples()
    /// Where the first finger touched down, while it is alone.
    private var loneFingerStart: CGPoint?

    /// The scale factor relative to the points of the two touches in screen coordinates (1 when
    /// the fingers are as far apart as when they touched down).
    open var scale: CGFloat {
        get {
            guard let current = currentDistance, let base = baseDistance, base > 0 else { return storedScale }
            return current / base
        }
        set {
            storedScale = newValue
            // Rebase so the scale reads `newValue` now and keeps following the fingers.
            if let current = currentDistance, newValue > 0 { baseDistance = current / newValue }
        }
    }

    /// The speed of the pinch in scale factor per second, over the last 0.1 s of events.
    open var velocity: CGFloat {
        guard let base = baseDistance, base > 0 else { return 0 }
        return distanceSamples.ratePerSecond / base
    }

    open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
        for touch in touches where numberOfTouches > 2 { ignore(touch, for: event) }
        loneFingerStart = numberOfTouches == 1 ? trackedTouches[0].locationInWindow : nil
        guard numberOfTouches == 2, initialDistance == nil else { return }
        let distance = fingerDistance()
        initialDistance = distance
        currentDistance = distance
        baseDistance = distance
        distanceSamples.add(distance, at: event.timestamp)
    }

    open override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {
        if failsForLoneFingerDrift(from: loneFingerStart) { return }
        guard numberOfTouches == 2, let initial = initialDistance else { return }
        let distance = fingerDistance()
        currentDistance = distance
        distanceSamples.add(distance, at: event.timestamp)
        switch state {
        case .possible where abs(distance - initial) > Self.hysteresis: state = .began
        case .began, .changed: state = .changed
        default: break
        }
    }

    open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {
        finishContinuousGesture(cancelled: false)
    }

    open override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent) {
        finishContinuousGesture(cancelled: true)
    }

    open override func reset() {
        super.reset()
        loneFingerStart = nil
        initialDistance = nil
        currentDistance = nil
        baseDistance = nil
        storedScale = 1
        distanceSamples.removeAll()
    }

    private func fingerDistance() -> CGFloat {
        let a = trackedTouches[0].locationInWindow, b = trackedTouches[1].locationInWindow
        return hypot(b.x - a.x, b.y - a.y)
    }
}
