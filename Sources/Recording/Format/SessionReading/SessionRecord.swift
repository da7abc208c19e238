/// One line after a session file's header, read and range-checked but not yet turned into
/// inputs: what the reader can check knowing nothing of UIKit (the fuzz target's view of a file).
enum SessionRecord: Equatable {
    /// A touch: `phase` is "b", "m", "e" or "c"; x and y are screen points within the limits;
    /// `finger` is 0 for the first finger, 1 for the second (format 6).
    case touch(frame: Int, phase: String, x: Double, y: Double, finger: Int)
    /// A recorded shortcut, by its name in the file (one of the names the reader was given).
    case command(frame: Int, name: String)
    /// The end of the recording.
    case end(frame: Int)
    /// The screen's hash after the tick to `frame`.
    case hash(frame: Int, value: UInt64)
    /// `count` 60 Hz frames of wall time passed at `frame` with nothing moving (format 3).
    case wait(frame: Int, count: Int)
    /// The ticks to `frame` and the `count - 1` frames after it ran undrawn: the window dropped
    /// them (format 5).
    case dropped(frame: Int, count: Int)

    /// The frame the line is stamped with.
    var frame: Int {
        switch self {
        case .touch(let frame, _, _, _, _), .command(let frame, _), .end(let frame), .hash(let frame, _), .wait(let frame, _),
             .dropped(let frame, _):
            return frame
        }
    }

    /// The touch phases' names in a file.
    static let touchKinds = ["b", "m", "e", "c"]
}
