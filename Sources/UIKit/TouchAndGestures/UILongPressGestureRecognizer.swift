import Foundation

/// A continuous recognizer for fingers held still, as UIKit's `UILongPressGestureRecognizer`:
/// it begins once the fingers have stayed down `minimumPressDuration` without moving more than
/// `allowableMovement`, reports `changed` as they move afterwards, and ends when they lift.
///
/// Time passes through the current layer context's display links (the press can begin
/// between events); an event after the deadline also begins it first.
/// Unlike UIKit, `numberOfTapsRequired` must be 0 (taps before the press are not supported).
open class UILongPressGestureRecognizer: UIGestureRecognizer {
    /// How long the fingers must stay down, in seconds (0.5).
    open var minimumPressDuration: TimeInterval = 0.5
    /// How many fingers must press (1).
    open var numberOfTouchesRequired = 1
    /// Taps before the press (0; others are not supported here).
    open var numberOfTapsRequired = 0
    /// How far the fingers may move before the press begins, in points (10).
    open var allowableMovement: CGFloat = 10

    private var startLocations: [ObjectIdentifier: CGPoint] = [:]
    private let timer = GestureTimer()

    open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
        guard state == .possible else { return }
        for touch in touches { startLocations[ObjectIdentifier(touch)] = touch.location(in: nil) }
        if numberOfTouches > numberOfTouchesRequired {
            fail()
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
        finish(cancelled: false)
    }

    open override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent) {
        finish(cancelled: true)
    }

    open override func reset() {
        super.reset()
        timer.cancel()
        startLocations.removeAll()
    }

    private func pressLongEnough() {
        guard state == .possible, numberOfTouches == numberOfTouchesRequired else { return }
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
