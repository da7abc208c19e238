import Foundation

/// Coordinates the recognizers that share touches, as UIKit's gesture environment: holds back
/// recognitions until required failures happen, makes competitors fail when one recognizes,
/// queues actions and resets recognizers once the current event has been handled.
///
/// One arena per UIKit environment (so per layer context); nothing here is global.
final class GestureArena {
    /// Recognizers that received touches since their last reset.
    private(set) var engaged: [UIGestureRecognizer] = []
    /// Actions to send, in the order the states were reached.
    private var actionQueue: [(recognizer: UIGestureRecognizer, state: UIGestureRecognizer.State)] = []
    /// Recognizers in a final state, to reset after their actions went out.
    private var resetQueue: [UIGestureRecognizer] = []
    /// Above zero while an event is being delivered: actions wait for the end of the stage.
    var deliveryDepth = 0
    private var isFlushing = false

    /// The arena of the current UIKit environment.
    static var current: GestureArena { UIKitEnvironment.current.gestureArena }

    /// Records that `recognizer` saw `touch`.
    func engage(_ recognizer: UIGestureRecognizer, with touch: UITouch) {
        if !engaged.contains(where: { $0 === recognizer }) { engaged.append(recognizer) }
        if !recognizer.sequenceTouches.contains(where: { $0 === touch }) { recognizer.sequenceTouches.append(touch) }
    }

    // MARK: State requests

    /// Handles `recognizer.state = newState`.
    func request(_ newState: UIGestureRecognizer.State, for recognizer: UIGestureRecognizer) {
        let old = recognizer.stateStorage
        switch (old, newState) {
        case (.possible, .began), (.possible, .ended):
            if recognizer.pendingState != nil {
                // Already waiting: a continuous gesture that ends while held back ends right after
                // it begins; a repeated request changes nothing.
                if newState == .ended, recognizer.pendingState == .began { recognizer.pendingEnd = true }
            } else {
                attemptRecognition(recognizer, wanting: newState)
            }
        case (.possible, .changed):
            break // a held-back continuous gesture keeps moving: nothing to report yet
        case (.possible, .failed), (.possible, .cancelled):
            recognizer.pendingState = nil
            apply(.failed, to: recognizer)
        case (.began, .changed), (.changed, .changed), (.began, .ended), (.changed, .ended),
             (.began, .cancelled), (.changed, .cancelled):
            apply(newState, to: recognizer)
        case (.began, .failed), (.changed, .failed):
            apply(.cancelled, to: recognizer)
        default:
            if old != newState {
                UIKitLog.warn("\(type(of: recognizer)): ignoring state change from \(old) to \(newState)")
            }
        }
        flushIfIdle()
    }

    /// Cancels or fails a recognizer whose `isEnabled` became false, and forgets its touches.
    func recognizerWasDisabled(_ recognizer: UIGestureRecognizer) {
        switch recognizer.stateStorage {
        case .began, .changed: apply(.cancelled, to: recognizer)
        case .possible: if engaged.contains(where: { $0 === recognizer }) { apply(.failed, to: recognizer) }
        default: break
        }
        flushIfIdle()
    }

    /// Tries to move `recognizer` from possible to `wanted` (began or recognized).
    private func attemptRecognition(_ recognizer: UIGestureRecognizer, wanting wanted: UIGestureRecognizer.State) {
        switch blockage(of: recognizer) {
        case .waiting:
            recognizer.pendingState = wanted
            return
        case .prevented:
            apply(.failed, to: recognizer)
            return
        case .none:
            break
        }
        let allowed = recognizer.isEnabled
            && recognizer.shouldBeginInternally()
            && recognizer.delegate?.gestureRecognizerShouldBegin(recognizer) != false
            && !recognizer.sequenceTouches.contains { touch in
                // UIKit lets a control's own tap win over a tap recognizer of a superview.
                (touch.view as? UIControl)?.blocksSuperviewGesture(recognizer) == true
            }
        guard allowed else {
            apply(.failed, to: recognizer)
            return
        }
        apply(wanted, to: recognizer)
        if wanted == .began, recognizer.pendingEnd {
            recognizer.pendingEnd = false
            apply(.ended, to: recognizer)
        }
    }

    private enum Blockage { case none, waiting, prevented }

    /// Whether a recognizer must wait for, or has lost to, another one.
    private func blockage(of recognizer: UIGestureRecognizer) -> Blockage {
        var waiting = false
        for other in candidates(for: recognizer) where requiresFailure(of: other, by: recognizer) {
            switch other.stateStorage {
            case .possible: waiting = true
            case .began, .changed, .ended: return .prevented
            case .failed, .cancelled: continue
            }
        }
        for other in competitors(of: recognizer)
        where [.began, .changed, .ended].contains(other.stateStorage) && !requiresFailure(of: recognizer, by: other) {
            if !simultaneous(recognizer, other), other.canPrevent(recognizer), recognizer.canBePrevented(by: other) {
                return .prevented
            }
        }
        return waiting ? .waiting : .none
    }

    /// Moves a recognizer to `state` and draws the consequences for the others.
    private func apply(_ state: UIGestureRecognizer.State, to recognizer: UIGestureRecognizer) {
        let old = recognizer.stateStorage
        recognizer.stateStorage = state
        switch state {
        case .began, .changed, .ended, .cancelled:
            // Consecutive `changed` within one event are reported once, as in UIKit.
            if !(state == .changed && actionQueue.last.map { $0.recognizer === recognizer && $0.state == .changed } == true) {
                actionQueue.append((recognizer, state))
            }
        case .possible, .failed:
            break
        }
        if [.ended, .cancelled, .failed].contains(state), !resetQueue.contains(where: { $0 === recognizer }) {
            resetQueue.append(recognizer)
        }
        let recognized = old == .possible && (state == .began || state == .ended)
        if recognized {
            preventCompetitors(of: recognizer)
            if recognizer.cancelsTouchesInView { TouchDelivery.current.cancelTouchesInViews(for: recognizer) }
        }
        if recognized || state == .failed || (state == .cancelled && old != .possible) {
            resolveWaiters(on: recognizer, failed: state == .failed)
        }
    }

    /// Fails (or cancels) the competitors a newly recognized gesture excludes.
    private func preventCompetitors(of recognizer: UIGestureRecognizer) {
        for other in competitors(of: recognizer) where !requiresFailure(of: recognizer, by: other) {
            guard [.possible, .began, .changed].contains(other.stateStorage),
                  !simultaneous(recognizer, other),
                  recognizer.canPrevent(other), other.canBePrevented(by: recognizer) else { continue }
            other.pendingState = nil
            apply(other.stateStorage == .possible ? .failed : .cancelled, to: other)
        }
    }

    /// Lets the recognizers waiting on `recognizer` proceed (it failed) or fail (it recognized).
    private func resolveWaiters(on recognizer: UIGestureRecognizer, failed: Bool) {
        for waiter in engaged where waiter.pendingState != nil && requiresFailure(of: recognizer, by: waiter) {
            guard let wanted = waiter.pendingState else { continue }
            waiter.pendingState = nil
            if failed {
                attemptRecognition(waiter, wanting: wanted)
            } else {
                waiter.pendingEnd = false
                apply(.failed, to: waiter)
            }
        }
    }

    // MARK: Relations

    /// Engaged recognizers that saw at least one of the same touches.
    private func competitors(of recognizer: UIGestureRecognizer) -> [UIGestureRecognizer] {
        engaged.filter { other in
            other !== recognizer && other.sequenceTouches.contains { touch in recognizer.sequenceTouches.contains { $0 === touch } }
        }
    }

    /// Competitors plus the engaged recognizers named by `require(toFail:)`.
    private func candidates(for recognizer: UIGestureRecognizer) -> [UIGestureRecognizer] {
        var result = competitors(of: recognizer)
        for entry in recognizer.failureRequirements {
            guard let other = entry.recognizer, engaged.contains(where: { $0 === other }),
                  !result.contains(where: { $0 === other }) else { continue }
            result.append(other)
        }
        return result
    }

    /// Whether `waiter` must wait for `other` to fail.
    func requiresFailure(of other: UIGestureRecognizer, by waiter: UIGestureRecognizer) -> Bool {
        waiter.failureRequirements.contains { $0.recognizer === other }
            || waiter.shouldRequireFailure(of: other)
            || other.shouldBeRequiredToFail(by: waiter)
            || waiter.delegate?.gestureRecognizer(waiter, shouldRequireFailureOf: other) == true
            || other.delegate?.gestureRecognizer(other, shouldBeRequiredToFailBy: waiter) == true
    }

    private func simultaneous(_ a: UIGestureRecognizer, _ b: UIGestureRecognizer) -> Bool {
        a.delegate?.gestureRecognizer(a, shouldRecognizeSimultaneouslyWith: b) == true
            || b.delegate?.gestureRecognizer(b, shouldRecognizeSimultaneouslyWith: a) == true
    }

    // MARK: Flushing

    /// Sends queued actions and resets finished recognizers, unless an event is mid-delivery.
    func flushIfIdle() {
        if deliveryDepth == 0 { flush() }
    }

    /// Sends queued actions, resets finished recognizers and replays delayed view touches.
    func flush() {
        guard !isFlushing else { return }
        isFlushing = true
        defer { isFlushing = false }
        repeat {
            while !actionQueue.isEmpty {
                let (recognizer, state) = actionQueue.removeFirst()
                recognizer.sendActions(reporting: state)
            }
            let finished = resetQueue
            resetQueue.removeAll()
            for recognizer in finished where [.ended, .cancelled, .failed].contains(recognizer.stateStorage) {
                performReset(recognizer)
            }
            TouchDelivery.current.replayDelayedTouches()
        } while !actionQueue.isEmpty || !resetQueue.isEmpty
    }

    /// Puts a recognizer back to possible, detached from the touches it saw.
    private func performReset(_ recognizer: UIGestureRecognizer) {
        recognizer.lastLocationInWindow = recognizer.location(in: nil)
        recognizer.stateStorage = .possible
        recognizer.pendingState = nil
        recognizer.pendingEnd = false
        for touch in recognizer.sequenceTouches { touch.gestureRecognizers?.removeAll { $0 === recognizer } }
        recognizer.trackedTouches.removeAll()
        recognizer.sequenceTouches.removeAll()
        engaged.removeAll { $0 === recognizer }
        recognizer.reset()
    }

    /// Cancels a recognizer whose view left it, and forgets it.
    func recognizerWasRemoved(_ recognizer: UIGestureRecognizer) {
        if [.began, .changed].contains(recognizer.stateStorage) {
            apply(.cancelled, to: recognizer)
        } else if recognizer.stateStorage == .possible, engaged.contains(where: { $0 === recognizer }) {
            recognizer.pendingState = nil
            apply(.failed, to: recognizer)
        }
        flushIfIdle()
    }
}
