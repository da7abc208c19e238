import Foundation
import Simulator
import UIKit

/// One line of a session file after the header: an input at a frame, the screen's hash at a
/// frame, or idle time that passed at a frame. Each is a JSON array whose first element is the simulated frame.
package enum SessionLine: Equatable {
    /// An input the session took while the device's frame count was `frame`.
    case event(frame: Int, SessionEvent)
    /// The screen's hash after the tick that brought the device to `frame`.
    case hash(frame: Int, FrameHash)
    /// `frames` 60 Hz frames of wall time passed at `frame` with nothing moving (format 3 on):
    /// a replay shows frame `frame` that much longer. A wait changes no pixels and no hash.
    case wait(frame: Int, frames: Int)
    /// The ticks to `frame` and to the `frames - 1` frames after it ran without drawing (format
    /// 5): the live window, its display frame late, dropped them, as iOS drops frames. Nothing
    /// is compared there: a replay checks only the frames the user saw.
    case dropped(frame: Int, frames: Int)

    /// The simulated frame the line is stamped with.
    package var frame: Int {
        switch self {
        case .event(let frame, _), .hash(let frame, _), .wait(let frame, _), .dropped(let frame, _): return frame
        }
    }

    /// The line as written to a file, without its newline; nil for a shortcut that is not recorded.
    package var text: String? {
        switch self {
        case .event(let frame, .touch(let phase, let point, let finger)):
            guard let name = SessionEvent.name(of: phase) else { return nil }
            // The first finger's line is as in format 5; another finger's carries its index (format 6).
            let fingerField = finger == 0 ? "" : ",\(finger)"
            return "[\(frame),\"\(name)\",\(Self.number(point.x)),\(Self.number(point.y))\(fingerField)]"
        case .event(let frame, .command(let command)):
            guard let name = command.sessionName else { return nil }
            return "[\(frame),\"k\",\"\(name)\"]"
        case .event(let frame, .end):
            return "[\(frame),\"end\"]"
        case .hash(let frame, let hash):
            return "[\(frame),\"h\",\"\(hash.hex)\"]"
        case .wait(let frame, let frames):
            return "[\(frame),\"w\",\(frames)]"
        case .dropped(let frame, let frames):
            return "[\(frame),\"d\",\(frames)]"
        }
    }

    /// A coordinate in the fewest digits that read back as the same number: whole numbers
    /// without a fraction, others as Swift's shortest round-trip form.
    static func number(_ value: CGFloat) -> String {
        let double = Double(value)
        if double == double.rounded(), abs(double) < 1e15 { return String(Int(double)) }
        return String(double)
    }
}
