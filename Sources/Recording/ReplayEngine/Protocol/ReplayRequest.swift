import Simulator

/// What the review window asks the replay engine: one line each, the JSON of a case
/// (`ReplayChannel.send(_:)`), answered by `ReplayReply`s (docs/ARCHITECTURE.md, "The replay
/// engine").
///
/// `open`, `checkpoints` and `quit` go to the engine between cursors; the others to the cursor
/// an `open` started, until `close`.
package enum ReplayRequest: Codable, Equatable, Sendable {
    /// Hand the window to a cursor at this frame (clamped to the session); answered by the
    /// cursor's first `status`.
    case open(frame: Int)
    /// The frames checkpoints are kept at; answered by `checkpoints`.
    case checkpoints
    /// End the engine and its checkpoints; no answer.
    case quit
    /// The status, then `picture` and the framed picture's pixels.
    case show
    /// The screen's hash as a session file stores it; answered by `hash`.
    case hash
    /// Play `count` frames, drawing only the last (stopping at the end unless taken over). Once
    /// taken over every frame is drawn, since the branch hashes each, unless `dropping`: then, as
    /// in the live window, the frames before the last run undrawn and the branch records them
    /// dropped.
    case tick(count: Int, dropping: Bool = false)
    /// The mouse at a pixel of the framed picture, with Alt (two fingers pinching about the
    /// screen's centre) and Shift (both moving together) as held.
    case mouse(ReplayMousePhase, x: Double, y: Double, alt: Bool = false, shift: Bool = false)
    /// A shortcut; before a take-over only those whose policy reaches the view.
    case command(SimulatorCommand)
    /// Stop the recorded inputs and record the user's from here to `path`.
    case takeOver(path: String)
    /// The window lets the cursor go; answered by `bye`.
    case close
}

/// What the mouse did, in a `ReplayRequest.mouse`.
package enum ReplayMousePhase: String, Codable, Equatable, Sendable {
    /// The button went down.
    case began
    /// The mouse moved.
    case moved
    /// The button came up.
    case ended
}
