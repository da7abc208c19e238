import Foundation

/// What a view has been told about one touch, so that delayed and cancelled deliveries stay
/// consistent (a view never gets `touchesEnded` without `touchesBegan`).
final class TouchRecord {
    let touch: UITouch
    /// The hit view, which receives the touch (and passes it up the responder chain).
    weak var view: UIView?
    var beganDelivered = false
    /// The view got `touchesEnded` or `touchesCancelled`.
    var finished = false
    /// A recognizer took the touch over: the view gets nothing more.
    var cancelled = false
    /// Phases held back by `delaysTouchesBegan` / `delaysTouchesEnded`, oldest first.
    var delayed: [UITouch.Phase] = []

    init(touch: UITouch, view: UIView?) {
        self.touch = touch
        self.view = view
    }
}

/// Delivers injected touches: hit testing, recognizers first, then the hit view, as UIKit's
/// `UIWindow.sendEvent(_:)` does. One per UIKit environment.
final class TouchDelivery {
    /// The fingers down now, by finger number.
    private(set) var activeTouches: [Int: UITouch] = [:]
    private(set) var records: [TouchRecord] = []
    /// The last event, reused for deliveries that happen later (replays, cancellations).
    private(set) var lastEvent = UIEvent()
    private var lastTap: (time: TimeInterval, location: CGPoint, count: Int)?

    /// A second touch-down this soon after, and this near, a touch-up counts as another tap.
    static let multipleTapInterval: TimeInterval = 0.35
    static let multipleTapDistance: CGFloat = 45

    /// The delivery state of the current UIKit environment.
    static var current: TouchDelivery { UIKitEnvironment.current.touchDelivery }

    /// Applies one finger's change at a window point and delivers it.
    /// How many `beginIgnoringInteractionEvents()` calls are not yet balanced.
    var ignoringInteractionDepth = 0
    /// Fingers that touched down while events were ignored, dropped until they lift.
    var ignoredFingers: Set<Int> = []

    func handle(_ phase: UITouch.Phase, at location: CGPoint, timestamp: TimeInterval, finger: Int, in window: UIWindow) -> UITouch? {
        // While the app ignores interaction events, a finger that touches down is dropped until
        // it lifts, even if the app stops ignoring meanwhile, as on iOS.
        if phase == .began && ignoringInteractionDepth > 0 && activeTouches[finger] == nil {
            ignoredFingers.insert(finger)
            return nil
        }
        if phase != .began && ignoredFingers.contains(finger) {
            if phase == .ended || phase == .cancelled { ignoredFingers.remove(finger) }
            return nil
        }
        let touch: UITouch
        let event = UIEvent()
        event.timestamp = timestamp
        if phase == .began {
            if activeTouches[finger] != nil {
                UIKitLog.warn("injectTouch: finger \(finger) is already down; cancelling its old touch")
                _ = handle(.cancelled, at: location, timestamp: timestamp, finger: finger, in: window)
            }
            touch = UITouch()
            touch.window = window
            touch.locationInWindow = location
            touch.previousLocationInWindow = location
            touch.tapCount = nextTapCount(at: location, time: timestamp)
            touch.timestamp = timestamp
            touch.phase = .began
            event.touchSet = Set(activeTouches.values).union([touch])
            touch.view = window.hitTest(location, with: event)
            touch.gestureRecognizers = recognizers(for: touch, from: touch.view, event: event)
            activeTouches[finger] = touch
            records.append(TouchRecord(touch: touch, view: touch.view))
        } else {
            guard let existing = activeTouches[finger] else {
                UIKitLog.warn("injectTouch: finger \(finger) is not down; \(phase) ignored")
                return nil
            }
            touch = existing
            guard phase != .stationary else { return touch }
            touch.previousLocationInWindow = touch.locationInWindow
            touch.locationInWindow = location
            touch.timestamp = timestamp
            touch.phase = phase
        }
        for other in activeTouches.values where other !== touch { other.phase = .stationary }
        event.touchSet = Set(activeTouches.values)
        lastEvent = event

        let arena = UIKitEnvironment.current.gestureArena
        arena.delivering { deliverToRecognizers(touch, phase: phase, event: event) }
        arena.flush()

        arena.delivering {
            if let record = record(for: touch) { deliverToView(record, phase: phase, event: event) }
        }
        if phase == .ended || phase == .cancelled {
            activeTouches[finger] = nil
            if phase == .ended { lastTap = (timestamp, location, touch.tapCount) }
        }
        arena.flush()
        records.removeAll { $0.cancelled || $0.finished || ($0.touch.phase == .ended && $0.delayed.isEmpty) }
        return touch
    }

    private func nextTapCount(at location: CGPoint, time: TimeInterval) -> Int {
        guard let last = lastTap, time - last.time <= Self.multipleTapInterval,
              hypot(location.x - last.location.x, location.y - last.location.y) <= Self.multipleTapDistance else { return 1 }
        return last.count + 1
    }

    /// The recognizers of the hit view and its ancestors that accept the touch, innermost first.
    private func recognizers(for touch: UITouch, from view: UIView?, event: UIEvent) -> [UIGestureRecognizer] {
        var result: [UIGestureRecognizer] = []
        var current = view
        while let v = current {
            for recognizer in v.gestureRecognizerStorage
            where recognizer.isEnabled && UIKitEnvironment.current.gestureArena.pendingState(of: recognizer) == nil
                && [.possible, .began, .changed].contains(recognizer.stateStorage) {
                guard recognizer.delegate?.gestureRecognizer(recognizer, shouldReceive: touch) != false,
                      recognizer.delegate?.gestureRecognizer(recognizer, shouldReceive: event) != false else { continue }
                result.append(recognizer)
            }
            current = v.superview
        }
        return result
    }

    private func deliverToRecognizers(_ touch: UITouch, phase: UITouch.Phase, event: UIEvent) {
        let arena = UIKitEnvironment.current.gestureArena
        for recognizer in touch.gestureRecognizers ?? [] {
            // A recognizer may finish (or be ignored) while an earlier one handles the touch.
            guard recognizer.isEnabled, [.possible, .began, .changed].contains(recognizer.stateStorage),
                  touch.gestureRecognizers?.contains(where: { $0 === recognizer }) == true else { continue }
            switch phase {
            case .began:
                recognizer.trackedTouches.append(touch)
                arena.engage(recognizer, with: touch)
                recognizer.touchesBegan([touch], with: event)
            case .moved:
                guard recognizer.trackedTouches.contains(where: { $0 === touch }) else { continue }
                recognizer.touchesMoved([touch], with: event)
            case .ended, .cancelled:
                guard recognizer.trackedTouches.contains(where: { $0 === touch }) else { continue }
                if phase == .ended {
                    recognizer.touchesEnded([touch], with: event)
                } else {
                    recognizer.touchesCancelled([touch], with: event)
                }
                recognizer.lastLocationInWindow = recognizer.centroidInWindow(of: recognizer.trackedTouches)
                recognizer.trackedTouches.removeAll { $0 === touch }
            case .stationary:
                break
            }
        }
    }

    // MARK: Views

    func record(for touch: UITouch) -> TouchRecord? {
        records.first { $0.touch === touch }
    }

    private func deliverToView(_ record: TouchRecord, phase: UITouch.Phase, event: UIEvent) {
        guard let view = record.view, !record.cancelled, !record.finished else { return }
        let touches: Set<UITouch> = [record.touch]
        switch phase {
        case .began:
            if holdsBegan(record.touch) {
                record.delayed.append(.began)
            } else {
                record.beganDelivered = true
                view.touchesBegan(touches, with: event)
            }
        case .moved:
            if record.beganDelivered, record.delayed.isEmpty { view.touchesMoved(touches, with: event) }
        case .ended:
            if !record.delayed.isEmpty || holdsEnded(record.touch) {
                record.delayed.append(.ended)
            } else if record.beganDelivered {
                record.finished = true
                view.touchesEnded(touches, with: event)
            }
        case .cancelled:
            record.delayed.removeAll()
            if record.beganDelivered {
                record.finished = true
                view.touchesCancelled(touches, with: event)
            }
        case .stationary:
            break
        }
    }

    private func holdsBegan(_ touch: UITouch) -> Bool {
        touch.gestureRecognizers?.contains { $0.delaysTouchesBegan && $0.stateStorage == .possible } ?? false
    }

    private func holdsEnded(_ touch: UITouch) -> Bool {
        touch.gestureRecognizers?.contains { $0.delaysTouchesEnded && $0.stateStorage == .possible } ?? false
    }

    /// Delivers the held-back phases that no recognizer holds any more.
    func replayDelayedTouches() {
        for record in records where !record.delayed.isEmpty && !record.cancelled {
            guard let view = record.view else {
                record.delayed.removeAll()
                continue
            }
            while let phase = record.delayed.first {
                if phase == .began {
                    guard !holdsBegan(record.touch) else { break }
                    record.beganDelivered = true
                    record.delayed.removeFirst()
                    view.touchesBegan([record.touch], with: lastEvent)
                } else {
                    guard !holdsEnded(record.touch) else { break }
                    record.delayed.removeFirst()
                    record.finished = true
                    if record.beganDelivered { view.touchesEnded([record.touch], with: lastEvent) }
                }
                if record.cancelled { break }
            }
        }
        records.removeAll { $0.finished && $0.delayed.isEmpty }
    }

    /// Sends `touchesCancelled` to the views of a recognizer's touches (it recognized and
    /// `cancelsTouchesInView` is set), and drops whatever was held back for them.
    func cancelTouchesInViews(for recognizer: UIGestureRecognizer) {
        for touch in UIKitEnvironment.current.gestureArena.touches(of: recognizer) {
            guard let record = record(for: touch), !record.cancelled else { continue }
            record.cancelled = true
            record.delayed.removeAll()
            if record.beganDelivered, !record.finished {
                record.finished = true
                record.view?.touchesCancelled([touch], with: lastEvent)
            }
        }
    }
}
