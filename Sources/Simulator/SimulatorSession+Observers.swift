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

    /// Calls `observer` with each touch (phase, screen point, finger: 0 the first, 1 the second)
    /// just before the app gets it, after the observers added before it: where a recorder hears
    /// touches, whichever path gave them (the mouse, a replay, a shortcut that cancels a finger).
    ///
    /// `removeObserver(_:)` with the token returned stops it.
    @discardableResult
    package func addTouchObserver(_ observer: @escaping (UITouch.Phase, CGPoint, Int) -> Void) -> ObserverToken {
        touchObservers.add { observer($0.phase, $0.point, $0.finger) }
    }

    /// Gives the app a finger (0 the first, 1 the second) through UIKit's touch injection, the
    /// touch observers told first; the one way every touch reaches the app.
    func deliverTouch(_ phase: UITouch.Phase, _ point: CGPoint, _ finger: Int) {
        let point = quantizesTouches ? Self.quantized(point) : point
        touchObservers.notify((phase, point, finger))
        device.touch(phase, at: point, finger: finger)
    }

    /// `point` to a tenth of a point (a third of a pixel at most), as a session file writes it.
    package static func quantized(_ point: CGPoint) -> CGPoint {
        CGPoint(x: (point.x * 10).rounded() / 10, y: (point.y * 10).rounded() / 10)
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

    /// Stops calling the observer `token` was returned for (a command, touch, tick or
    /// before-draw observer); nothing when it was removed already.
    package func removeObserver(_ token: ObserverToken) {
        commandObservers.remove(token)
        touchObservers.remove(token)
        tickObservers.remove(token)
        beforeDrawObservers.remove(token)
    }
}
