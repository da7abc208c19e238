import Foundation

/// The requests `perform(_:with:afterDelay:)` has waiting for one target, so
/// `cancelPreviousPerformRequests(withTarget:)` can find them (kept as the target's associated
/// object, so they go with it).
final class PendingPerformRequests {
    /// The waiting requests, as one-shot timers on the simulated clock.
    var timers: [Timer] = []
}
