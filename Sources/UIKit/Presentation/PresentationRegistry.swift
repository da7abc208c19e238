import Foundation

/// The presentations of one UIKit environment: the transitions running, the requests deferred
/// behind them, and the presentation controllers on screen (in presentation order, for rotation).
final class PresentationRegistry {
    var running: [PresentationTransition] = []
    var deferred: [() -> Void] = []
    var onScreen: [UIPresentationController] = []
    /// While above zero, deferred requests wait even when nothing runs: a dismissal taking away
    /// the controllers above its target must reach the target before anything else starts.
    var deferralHolds = 0

    static var current: PresentationRegistry { UIKitEnvironment.current.presentations }

    /// Runs the oldest deferred request while no presentation transition runs.
    func runDeferred() {
        while running.isEmpty, deferralHolds == 0, !deferred.isEmpty {
            deferred.removeFirst()()
        }
    }
}
