import Foundation

/// A continuous recognizer for dragging fingers, as UIKit's `UIPanGestureRecognizer`: it
/// begins once the fingers' centroid has moved more than 10 pt (UIKit's hysteresis), then
/// reports `changed` on every move and `ended` when the last finger lifts.
///
/// `translation(in:)` is measured from where the fingers touched down, so it already holds the
/// 10 pt of slop when the gesture begins. `velocity(in:)` averages the samples of the last
/// 0.1 s of events (three or more at 60 Hz; docs/DESIGN.md), from the events' timestamps.
open class UIPanGestureRecognizer: UIGestureRecognizer {
    /// The fewest fingers that can begin the pan (1).
    open var minimumNumberOfTouches = 1
    /// The most fingers the pan tracks; extra fingers are ignored (unbounded by default).
    open var maximumNumberOfTouches = Int.max

    /// How far the centroid must move before the pan begins.
    static let hysteresis: CGFloat = 10
    /// How far back velocity samples are kept, in seconds.
    static let velocityWindow: TimeInterval = 0.1

    /// The window point translation is measured from.
    var translationOriginInWindow = CGPoint.zero
    /// The centroid when the touches changed last, so adding or lifting a finger does not jump.
    var lastCentroidInWindow = CGPoint.zero
    /// Recent (time, centroid) samples, oldest first.
    var samples: [(time: TimeInterval, point: CGPoint)] = []

    // MARK: Reading the gesture

    /// How far the fingers moved since touch-down (or since `setTranslation(_:in:)`), in
    /// `view`'s coordinates (the window's when nil).
    open func translation(in view: UIView?) -> CGPoint {
        let window = self.view?.window
        let current = Self.convert(windowPoint: lastCentroidInWindow, to: view, window: window)
        let origin = Self.convert(windowPoint: translationOriginInWindow, to: view, window: window)
        return CGPoint(x: current.x - origin.x, y: current.y - origin.y)
    }

    /// Makes `translation(in: view)` read `translation` now (usually `.zero`, to read increments).
    open func setTranslation(_ translation: CGPoint, in view: UIView?) {
        let window = self.view?.window
        let current = Self.convert(windowPoint: lastCentroidInWindow, to: view, window: window)
        let origin = CGPoint(x: current.x - translation.x, y: current.y - translation.y)
        translationOriginInWindow = view.map { $0.convert(origin, to: window) } ?? origin
    }

    /// The fingers' velocity in points per second in `view`'s coordinates: the displacement over
    /// the samples of the last 0.1 s divided by their time span (zero when the fingers rested
    /// longer than that before the last event).
    open func velocity(in view: UIView?) -> CGPoint {
        guard let newest = samples.last else { return .zero }
        let recent = samples.filter { newest.time - $0.time <= Self.velocityWindow + 1e-9 }
        guard let oldest = recent.first, newest.time > oldest.time else { return .zero }
        let dt = CGFloat(newest.time - oldest.time)
        let windowVelocity = CGPoint(x: (newest.point.x - oldest.point.x) / dt, y: (newest.point.y - oldest.point.y) / dt)
        guard let view else { return windowVelocity }
        // Convert as a vector: the difference of two converted points.
        let window = self.view?.window
        let a = view.convert(CGPoint.zero, from: window)
        let b = view.convert(windowVelocity, from: window)
        return CGPoint(x: b.x - a.x, y: b.y - a.y)
    }

    // MARK: Touches

    open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
        for touch in touches where numberOfTouches > maximumNumberOfTouches {
            ignore(touch, for: event)
        }
        if samples.isEmpty {
            lastCentroidInWindow = centroidInWindow(of: trackedTouches)
            translationOriginInWindow = lastCentroidInWindow
        } else {
            rebaseForChangedTouches()
        }
        addSample(time: event.timestamp)
    }

    open override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {
        lastCentroidInWindow = centroidInWindow(of: trackedTouches)
        addSample(time: event.timestamp)
        switch state {
        case .possible:
            guard numberOfTouches >= minimumNumberOfTouches, hasMovedBeyondHysteresis() else { return }
            if shouldBeginAfterHysteresis() { state = .began } else { state = .failed }
        case .began, .changed:
            state = .changed
        default:
            break
        }
    }

    open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {
        finishTouches(touches, at: event.timestamp, cancelled: false)
    }

    open override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent) {
        finishTouches(touches, at: event.timestamp, cancelled: true)
    }

    open override func reset() {
        super.reset()
        samples.removeAll()
    }

    /// Whether the pan, having passed the hysteresis, may begin (subclasses check direction).
    func shouldBeginAfterHysteresis() -> Bool { true }

    // MARK: Helpers

    func hasMovedBeyondHysteresis() -> Bool {
        let dx = lastCentroidInWindow.x - translationOriginInWindow.x
        let dy = lastCentroidInWindow.y - translationOriginInWindow.y
        return hypot(dx, dy) > Self.hysteresis
    }

    private func finishTouches(_ touches: Set<UITouch>, at time: TimeInterval, cancelled: Bool) {
        lastCentroidInWindow = centroidInWindow(of: trackedTouches)
        let remaining = trackedTouches.filter { !touches.contains($0) }
        // The lift event is a sample too: a finger that rested before lifting has no velocity.
        if liftSampleCounts(at: time) { addSample(time: time) }
        if remaining.isEmpty {
            switch state {
            case .began, .changed: state = cancelled ? .cancelled : .ended
            case .possible: state = .failed
            default: break
            }
        } else {
            let before = lastCentroidInWindow
            lastCentroidInWindow = centroidInWindow(of: remaining)
            shiftOrigin(by: CGPoint(x: lastCentroidInWindow.x - before.x, y: lastCentroidInWindow.y - before.y))
        }
    }

    /// Keeps the translation continuous when a finger joins: the centroid jumps, so does the origin.
    private func rebaseForChangedTouches() {
        let before = lastCentroidInWindow
        lastCentroidInWindow = centroidInWindow(of: trackedTouches)
        shiftOrigin(by: CGPoint(x: lastCentroidInWindow.x - before.x, y: lastCentroidInWindow.y - before.y))
    }

    private func shiftOrigin(by delta: CGPoint) {
        translationOriginInWindow.x += delta.x
        translationOriginInWindow.y += delta.y
        samples = samples.map { ($0.time, CGPoint(x: $0.point.x + delta.x, y: $0.point.y + delta.y)) }
    }

    /// Whether a lift at `time` where the fingers are now is a sample of its own. A lift where
    /// the finger last moved, less than half the velocity window after that move, only arrived
    /// with the next frame: counting it would weigh one frame of rest into the velocity, so the
    /// same drag would read slower at 30 Hz than at 120 Hz. A longer rest counts.
    func liftSampleCounts(at time: TimeInterval) -> Bool {
        guard let newest = samples.last else { return true }
        return newest.point != lastCentroidInWindow || time - newest.time > Self.velocityWindow / 2
    }

    private func addSample(time: TimeInterval) {
        samples.append((time, lastCentroidInWindow))
        // Keep a few beyond the window so the span is known; old samples are useless.
        if samples.count > 12 { samples.removeFirst(samples.count - 12) }
    }
}
