/// What the replay engine and its cursors tell the review window: one line each, the JSON of a
/// case (`ReplayChannel.send(_:)`).
///
/// The engine starts with `hello` (the protocol's version), then `indexing` lines while it plays
/// the session through, then `timeline`; each request after that gets one reply.
package enum ReplayReply: Codable, Equatable, Sendable {
    /// The protocol version the engine speaks (`ReplayProtocol.version`), its first line.
    case hello(version: Int)
    /// Indexing reached `frame` of `lastFrame`.
    case indexing(frame: Int, lastFrame: Int)
    /// Indexing is done: the session's length and marks.
    case timeline(ReplayTimeline)
    /// A cursor's state after a request.
    case status(ReplayCursorStatus)
    /// The framed picture's size; its `width * height` 32-bit pixels follow, raw.
    case picture(width: Int, height: Int)
    /// The framed picture's size; its `width * height` 32-bit pixels are at the start of the
    /// engine's picture memory, its descriptor `descriptor` (`SharedPictureMemory`).
    case sharedPicture(width: Int, height: Int, descriptor: Int)
    /// The screen's XXH64, in hex as a session file writes it.
    case hash(String)
    /// The frames checkpoints are kept at: the ladder's and the near ones.
    case checkpoints(ladder: [Int], near: [Int])
    /// The cursor let the window go.
    case bye
    /// The request could not be carried out, and why.
    case error(String)
}
