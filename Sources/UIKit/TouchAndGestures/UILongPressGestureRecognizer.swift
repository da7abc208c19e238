import Foundation

/// A continuous recognizer for fingers held still, as UIKit's `UILongPressGestureRecognizer`:
/// it begins once the fingers have stayed down `minimumPressDuration` without moving more than
/// `allowableMovement`, reports `changed` as they move afterwards, and ends when they lift.
///
/// Time passes through the current layer context's display links (the press can begin
/// between events); an event after the deadline also begins it first. With
/// `numberOfTapsRequired` above 0, that many quick taps come first (each shorter than
/// `minimumPressDuration`, each within 0.35 s of the last, as `UITapGestureRecognizer` counts
/// them), then the press; fingers lifting before the press begins fail it.
open class UILongPressGestureRecognizer: UIGestureRecognizer {
    /// How long the fingers must stay down, in seconds (0.5).
    open var minimumPressDuration: TimeInterval = 0.5
    /// How many fingers must press (1).
    open var numberOfTouchesRequired = 1
    /// How many taps come before the press (0).
    open var numberOfTapsRequired = 0
    /// How far the fingers may move before the press begins, in points (10).
    open var allowableMovement: CGFloat = 10

    private var startLocations: [ObjectIdentifier: CGPoint] = [:]
    /// Taps completed before the press.
    private var tapsCompleted = 0
    /// Fingers that touched down during the current tap (a tap is all of them lifting).
    private var touchesDownThisTap = 0
    private let timer = GestureTimer()

    /// Whether the fingers now down are a tap before the press rather than the press itself.
    private var isTapping: Bool { tapsCompleted < numberOfTapsRequired }

    open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
        guard state == .possible, !timer.fireIfDue(at: event.timestamp), state == .possible else { return }
        if startLocations.isEmpty { touchesDownThisTap = 0 }
        for touch in touches { startLocations[ObjectIdentifier(touch)] = touch.location(in: nil) }
        touchesDownThisTap += touches.count
        if numberOfTouches > numberOfTouchesRequired {
            fail()
        } else if isTapping {
            // A finger held as long as a press is not a tap.
            timer.schedule(at: event.timestamp + minimumPressDuration) { [weak self] in self?.fail() }
        } else if numberOfTouches == numberOfTouchesRequired {
            timer.schedule(at: event.timestamp + minimumPressDuration) { [weak self] in self?.pressLongEnough() }
        }
    }

    open override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {
        timer.fireIfDue(at: event.timestamp)
        switch state {
        case .possible:
            for touch in touches {
                guard let start = startLocations[ObjectIdentifier(touch)] else { continue }
                let point = touch.location(in: nil)
                if hypot(point.x - start.x, point.y - start.y) > allowableMovement {
                    fail()
                    return
                }
            }
        case .began, .changed:
            state = .changed
        default:
            break
        }
    }

    open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {
        timer.fireIfDue(at: event.timestamp)
        guard state == .possible, isTapping else {
            finish(cancelled: false)
            return
        }
        for touch in touches { startLocations[ObjectIdentifier(touch)] = nil }
        guard startLocations.isEmpty else { return } // other fingers of this tap are still down
        guard touchesDownThisTap == numberOfTouchesRequired else {
            fail()
            return
        }
        tapsCompleted += 1
        // The next tap, or the press, must start soon, as a tap sequence's next tap must.
        timer.schedule(at: event.timestamp + UITapGestureRecognizer.maximumIntervalBetweenTaps) { [weak self] in self?.fail() }
    }

    open override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent) {
        finish(cancelled: true)
    }

    open override func reset() {
        super.reset()
        timer.cancel()
        startLocations.removeAll()
        tapsCompleted = 0
        touchesDownThisTap = 0
    }

    private func pressLongEnough() {
        guard state == .possible, !isTapping, numberOfTouches == numberOfTouchesRequired else { return }
        state = .began
    }

    private func finish(cancelled: Bool) {
        switch state {
        case .began, .changed: state = cancelled ? .cancelled : .ended
        case .possible: fail()
        default: break
        }
    }

    private func fail() {
        timer.cancel()
        if state == .possible { state = .failed }
    }
}
