import Foundation

/// A one-shot deadline for recognizers that react to time passing without touches (a long press
/// beginning, a tap sequence giving up): it watches the current layer context's display-link
/// frames and reads the context's event clock (touch time, which slow animations do not slow),
/// never the wall clock.
final class GestureTimer {
    private var link: CADisplayLink?
    /// When the timer fires, in media time; nil when not scheduled.
    private(set) var deadline: CFTimeInterval?
    private var action: (() -> Void)?

    /// Calls `action` on the first display frame at or after `deadline` (replacing any earlier
    /// schedule). Callers also check `isDue(at:)` when touches arrive, since frames may not tick.
    func schedule(at deadline: CFTimeInterval, _ action: @escaping () -> Void) {
        cancel()
        self.deadline = deadline
        self.action = action
        let link = CADisplayLink { [weak self] link in self?.tick(at: link.timestamp) }
        link.add(to: .current, forMode: .common)
        self.link = link
    }

    /// Stops the timer without firing it.
    func cancel() {
        link?.invalidate()
        link = nil
        deadline = nil
        action = nil
    }

    /// Whether the deadline has passed at `time`.
    func isDue(at time: CFTimeInterval) -> Bool {
        guard let deadline else { return false }
        return time >= deadline
    }

    /// Fires now if the deadline has passed; returns whether it fired.
    @discardableResult
    func fireIfDue(at time: CFTimeInterval) -> Bool {
        guard isDue(at: time), let action else { return false }
        cancel()
        action()
        return true
    }

    private func tick(at time: CFTimeInterval) {
        // Deadlines are in touch time, the event clock (slow animations do not slow it).
        fireIfDue(at: LayerContext.current.eventTime)
    }

    deinit { link?.invalidate() }
}
