import Simulator
import UIKit

/// One input of a recorded session, as the session took it: a touch in screen points, a
/// shortcut, or the end of the recording.
package enum SessionEvent: Equatable {
    /// A finger (0 the first, 1 the second: the mouse with Alt) went down, moved, came up or
    /// was cancelled at a point of the screen.
    case touch(UITouch.Phase, CGPoint, finger: Int = 0)
    /// A shortcut that changes what is replayed (pace, pause, step, rotation, overlays).
    case command(SimulatorCommand)
    /// The recording stopped here: a replay plays up to this frame.
    case end

    /// The one-letter names of the touch phases in a file.
    static let phaseNames: [(name: String, phase: UITouch.Phase)] = [
        ("b", .began), ("m", .moved), ("e", .ended), ("c", .cancelled),
    ]

    /// The name a phase has in a file.
    static func name(of phase: UITouch.Phase) -> String? {
        phaseNames.first { $0.phase == phase }?.name
    }

    /// The phase a name in a file stands for.
    static func phase(named name: String) -> UITouch.Phase? {
        phaseNames.first { $0.name == name }?.phase
    }
}
