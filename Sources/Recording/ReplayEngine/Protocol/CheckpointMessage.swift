/// What the engine, its checkpoints and their cursors tell one another on their own pipes
/// (`ReplayChannel.send(_:)`): never seen by the window.
package enum CheckpointMessage: Codable, Equatable, Sendable {
    /// Engine to checkpoint: fork a cursor playing to `frame`, and a maker forking near
    /// checkpoints at `near` on the way.
    case go(frame: Int, near: [Int])
    /// Checkpoint to engine: the cursor let the window go.
    case done
    /// Checkpoint to engine: the cursor ended otherwise, with this wait status.
    case stopped(status: Int32)
    /// Cursor to engine: a near checkpoint was forked at `frame`, as process `pid`, whose request
    /// pipe's write end is its descriptor `descriptor` (opened by the engine through /proc).
    case adopt(frame: Int, pid: Int32, descriptor: Int32)
    /// Engine to a forked checkpoint: it is kept.
    case adopted
    /// Engine to a forked checkpoint: it is not wanted and ends.
    case declined
}
