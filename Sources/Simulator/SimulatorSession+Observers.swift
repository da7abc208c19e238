import UIKit

extension SimulatorSession {
    /// Calls `observer` with each shortcut before the session carries it out, after the
    /// observers added before it: where a recorder hears commands.
    ///
    /// Every observer added hears every command, however many listen; `removeObserver(_:)`
    /// with the token returned stops it. `perform(_:notifyingObservers:)` with `false` carries
    /// a command out unheard.
    @discardableResult
    package func addCommandObserver(_ observer: @escaping (SimulatorCommand) -> Void) -> ObserverToken {
        commandObservers.add(observer)
    }

    /// Calls `observer` at the end of each tick with whether the screen was redrawn, after the
    /// observers added before it: where a recorder hashes frames.
    ///
    /// Every observer added is called after every tick; `removeObserver(_:)` with the token
    /// returned stops it.
    @discardableResult
    package func addTickObserver(_ observer: @escaping (_ redrew: Bool) -> Void) -> ObserverToken {
        tickObservers.add(observer)
    }

    /// Calls `observer` in each tick once the inputs due are given, just before the screen may
    /// be drawn again, after the observers added before it: where a recorder hashing the last
    /// frame on another thread waits for it (see `SessionRecorder`).
    ///
    /// `removeObserver(_:)` with the token returned stops it.
    @discardableResult
    package func addBeforeDrawObserver(_ observer: @escaping () -> Void) -> ObserverToken {
        beforeDrawObservers.add { _ in observer() }
    }

    /// Stops calling the observer `token` was returned for (a command, tick or before-draw
    /// observer); nothing when it was removed already.
    package func removeObserver(_ token: ObserverToken) {
        commandObservers.remove(token)
        tickObservers.remove(token)
        beforeDrawObservers.remove(token)
    }
}
