import Foundation

/// Coordinates the recognizers that share touches, as UIKit's gesture environment: holds back
/// recognitions until required failures happen, makes competitors fail when one recognizes,
/// queues actions and resets recognizers once the current event has been handled.
///
/// One arena per UIKit environment (so per layer context); nothing here is global. The arena
/// talks to its members only through `GestureArenaMember` and to touch delivery only through
/// the two closures it was made with, so it can be tested with fake members; setting
/// `traceSink` (or `TRANSITIONLAB_TRACE_ARENA=1` in the environment) logs its decisions.
final class GestureArena<Member: GestureArenaMember> where Member.Peer == Member {
    /// Recognizers that received touches since their last reset.
    var engaged: [Member] = []
    /// What the arena keeps about each member it holds back or saw touches for, until its reset
    /// (`GestureArena+Records`): an array searched by identity, so nothing depends on an address.
    var records: [GestureArenaRecord<Member>] = []
    /// Actions to send, in the order the states were reached.
    var actionQueue: [(recognizer: Member, state: UIGestureRecognizer.State)] = []
    /// Recognizers in a final state, to reset after their actions went out.
    var resetQueue: [Member] = []
    /// Above zero while an event is being delivered (`delivering(_:)`): actions wait for the end
    /// of the stage.
    private(set) var deliveryDepth = 0
    /// Set while `flush()` runs: an action that changes a state queues more for the same flush.
    var isFlushing = false
    /// Takes a recognized member's touches away from their views (its `cancelsTouchesInView`).
    let cancelTouchesInViews: (Member) -> Void
    /// Delivers the view touches no member holds back any more, after each round of actions.
    let replayDelayedTouches: () -> Void
    /// Where the arena's decisions are written, one line each; nil (the default unless
    /// `TRANSITIONLAB_TRACE_ARENA=1`) writes nothing and builds no line.
    var traceSink: ((String) -> Void)?

    /// Creates an arena that calls back into touch delivery through the two closures.
    init(cancelTouchesInViews: @escaping (Member) -> Void, replayDelayedTouches: @escaping () -> Void) {
        self.cancelTouchesInViews = cancelTouchesInViews
        self.replayDelayedTouches = replayDelayedTouches
        traceSink = GestureArenaTrace.isEnabledByEnvironment ? GestureArenaTrace.writeToStandardError : nil
    }

    /// Runs `deliver` as one stage of an event's delivery: actions the recognizers queue meanwhile
    /// wait until it ends (`flushIfIdle`), however deep stages nest.
    func delivering<Result>(_ deliver: () throws -> Result) rethrows -> Result {
        deliveryDepth += 1
        defer { deliveryDepth -= 1 }
        return try deliver()
    }

    /// Records that `recognizer` saw `touch`.
    func engage(_ recognizer: Member, with touch: UITouch) {
        if !engaged.contains(where: { $0 === recognizer }) {
            engaged.append(recognizer)
            trace("\(recognizer) engaged")
        }
        update(recognizer) { record in
            if !record.touches.contains(where: { $0 === touch }) { record.touches.append(touch) }
        }
    }

    /// Writes one decision to `traceSink`; the line is only built when there is a sink.
    func trace(_ line: @autoclosure () -> String) {
        if let traceSink { traceSink("[arena] " + line()) }
    }

    // MARK: State requests

    /// Handles `recognizer.state = newState`.
    func request(_ newState: UIGestureRecognizer.State, for recognizer: Member) {
        let old = recognizer.stateStorage
        if old != newState { trace("\(recognizer) asks \(old) -> \(newState)") }
        switch (old, newState) {
        case (.possible, .began), (.possible, .ended):
            if let held = pendingState(of: recognizer) {
                // Already waiting: a continuous gesture that ends while held back ends right after
                // it begins; a repeated request changes nothing.
                if newState == .ended, held == .began { update(recognizer) { $0.pendingEnd = true } }
            } else {
                attemptRecognition(recognizer, wanting: newState)
            }
        case (.possible, .changed):
            break // a held-back continuous gesture keeps moving: nothing to report yet
        case (.possible, .failed), (.possible, .cancelled):
            release(recognizer)
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
    func recognizerWasDisabled(_ recognizer: Member) {
        trace("\(recognizer) disabled")
        switch recognizer.stateStorage {
        case .began, .changed: apply(.cancelled, to: recognizer)
        case .possible: if engaged.contains(where: { $0 === recognizer }) { apply(.failed, to: recognizer) }
        default: break
        }
        flushIfIdle()
    }

    /// Cancels a recognizer whose view left it, and forgets it.
    func recognizerWasRemoved(_ recognizer: Member) {
        trace("\(recognizer) removed from its view")
        if [.began, .changed].contains(recognizer.stateStorage) {
            apply(.cancelled, to: recognizer)
        } else if recognizer.stateStorage == .possible, engaged.contains(where: { $0 === recognizer }) {
            release(recognizer)
            apply(.failed, to: recognizer)
        }
        flushIfIdle()
    }

    /// Tries to move `recognizer` from possible to `wanted` (began or recognized).
    func attemptRecognition(_ recognizer: Member, wanting wanted: UIGestureRecognizer.State) {
        switch blockage(of: recognizer) {
        case .waiting:
            trace("\(recognizer) waits to be \(wanted): a recognizer it requires to fail is still possible")
            update(recognizer) { $0.pendingState = wanted }
            return
        case .prevented:
            trace("\(recognizer) fails: prevented by a recognizer that recognized")
            apply(.failed, to: recognizer)
            return
        case .none:
            break
        }
        guard recognizer.isEnabled && recognizer.arenaShouldBegin(touches: touches(of: recognizer)) else {
            trace("\(recognizer) fails: it, its delegate or a control says it should not begin")
            apply(.failed, to: recognizer)
            return
        }
        apply(wanted, to: recognizer)
        if wanted == .began, pendingEnd(of: recognizer) {
            update(recognizer) { $0.pendingEnd = false }
            apply(.ended, to: recognizer)
        }
    }

    /// What stands between a recognizer and recognizing.
    enum Blockage { case none, waiting, prevented }

    /// Whether a recognizer must wait for, or has lost to, another one.
    func blockage(of recognizer: Member) -> Blockage {
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
    func apply(_ state: UIGestureRecognizer.State, to recognizer: Member) {
        let old = recognizer.stateStorage
        recognizer.stateStorage = state
        if old != state { trace("\(recognizer) \(old) -> \(state)") }
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
            if recognizer.cancelsTouchesInView {
                trace("\(recognizer) cancels its touches in their views")
                cancelTouchesInViews(recognizer)
            }
        }
        if recognized || state == .failed || (state == .cancelled && old != .possible) {
            resolveWaiters(on: recognizer, failed: state == .failed)
        }
    }

    /// Fails (or cancels) the competitors a newly recognized gesture excludes.
    func preventCompetitors(of recognizer: Member) {
        for other in competitors(of: recognizer) where !requiresFailure(of: recognizer, by: other) {
            guard [.possible, .began, .changed].contains(other.stateStorage),
                  !simultaneous(recognizer, other),
                  recognizer.canPrevent(other), other.canBePrevented(by: recognizer) else { continue }
            trace("\(other) prevented by \(recognizer)")
            release(other)
            apply(other.stateStorage == .possible ? .failed : .cancelled, to: other)
        }
    }

    /// Lets the recognizers waiting on `recognizer` proceed (it failed) or fail (it recognized).
    func resolveWaiters(on recognizer: Member, failed: Bool) {
        for waiter in engaged where pendingState(of: waiter) != nil && requiresFailure(of: recognizer, by: waiter) {
            guard let wanted = pendingState(of: waiter) else { continue }
            release(waiter)
            if failed {
                trace("\(waiter) released: \(recognizer) failed")
                attemptRecognition(waiter, wanting: wanted)
            } else {
                trace("\(waiter) fails: \(recognizer), which it required to fail, recognized")
                update(waiter) { $0.pendingEnd = false }
                apply(.failed, to: waiter)
            }
        }
    }
}
