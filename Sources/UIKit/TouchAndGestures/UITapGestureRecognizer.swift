import Foundation

/// A discrete recognizer for one or more taps, as UIKit's `UITapGestureRecognizer`: it is
/// recognized when the last required tap lifts, and fails if a finger moves more than 10 pt,
/// stays down longer than 1.5 s, or the next tap does not come within 0.35 s.
open class UITapGestureRecognizer: UIGestureRecognizer {
    /// How many taps make the gesture (1).
    open var numberOfTapsRequired = 1
    /// How many fingers each tap needs (1).
    open var numberOfTouchesRequired = 1

    /// How far a finger may move during a tap, in points.
    static let allowableMovement: CGFloat = 10
    /// How far from the first tap later taps may land, in points.
    static let allowableTapDistance: CGFloat = 45
    /// The longest a tap may stay down, in seconds.
    static let maximumTapDuration: TimeInterval = 1.5
    /// The longest pause between taps, in seconds.
    static let maximumIntervalBetweenTaps: TimeInterval = 0.35

    private var tapsCompleted = 0
    private var touchesDownThisTap = 0
    private var tapStart: [ObjectIdentifier: CGPoint] = [:]
    private var firstTapLocation: CGPoint?
    private let timer = GestureTimer()

    open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
        guard !timer.fireIfDue(at: event.timestamp), state == .possible else { return }
        if tapStart.isEmpty {
            // A new tap: the pause since the last one is over, now its duration counts.
            touchesDownThisTap = 0
            timer.schedule(at: event.timestamp + Self.maximumTapDuration) { [weak self] in self?.fail() }
        }
        for touch in touches {
            let point = touch.location(in: nil)
            if let first = firstTapLocation, hypot(point.x - first.x, point.y - first.y) > Self.allowableTapDistance {
                fail()
                return
            }
            tapStart[ObjectIdentifier(touch)] = point
        }
        touchesDownThisTap += touches.count
        if touchesDownThisTap > numberOfTouchesRequired { fail() }
    }

    open override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {
        guard !timer.fireIfDue(at: event.timestamp), state == .possible else { return }
        for touch in touches {
            guard let start = tapStart[ObjectIdentifier(touch)] else { continue }
            let point = touch.location(in: nil)
            if hypot(point.x - start.x, point.y - start.y) > Self.allowableMovement {
                fail()
                return
            }
        }
    }

    open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {
        guard !timer.fireIfDue(at: event.timestamp), state == .possible else { return }
        touchesMoved(touches, with: event)
        guard state == .possible else { return }
        for touch in touches { tapStart[ObjectIdentifier(touch)] = nil }
        guard tapStart.isEmpty else { return } // other fingers of this tap are still down
        guard touchesDownThisTap == numberOfTouchesRequired else {
            fail()
            return
        }
        tapsCompleted += 1
        if firstTapLocation == nil { firstTapLocation = location(in: nil) }
        if tapsCompleted >= numberOfTapsRequired {
            timer.cancel()
            state = .ended
        } else {
            timer.schedule(at: event.timestamp + Self.maximumIntervalBetweenTaps) { [weak self] in self?.fail() }
        }
    }

    open override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent) {
        fail()
    }

    open override func reset() {
        super.reset()
        timer.cancel()
        tapsCompleted = 0
        touchesDownThisTap = 0
        tapStart.removeAll()
        firstTapLocation = nil
    }

    private func fail() {
        timer.cancel()
        if state == .possible { state = .failed }
    }
}
