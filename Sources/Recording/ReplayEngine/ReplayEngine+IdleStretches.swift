import Foundation
import Simulator

/// Idle stretches cost the engine nothing: indexing and cursors move the clock straight over
/// frames where nothing moves, as a headless replay does (`SessionReplayer.skipIdleFrames`),
/// so a file whose next line is hours ahead indexes and opens at once (docs/ARCHITECTURE.md,
/// "Replay engine").
///
/// The engine plays without drawing, and only a drawn frame that changed no pixel tells that
/// nothing moves (`SimulatorSession.canSkipIdleFrames`). So when the session looks idle
/// (`isIdle`, a cheap question) and the file's next line is far ahead, it draws one frame (two
/// when the first redraws what changed since the last drawn one), then skips the rest. A
/// skipped stretch leaves exactly the state that ticking it would (the clocks added one frame
/// at a time), so every frame after it is drawn as in a replay that ticks every frame.
extension ReplayEngine {
    /// The shortest stretch before the file's next line that is skipped rather than played: a
    /// drawn frame costs about what a few hundred undrawn idle ones do, and a drawn screen in
    /// the engine is copied for the checkpoints forked before it once it is written.
    static let shortestSkippedStretch = 600

    /// Drawn frames tried before one stretch's line: when they keep changing pixels although
    /// the session looks idle, the stretch is played frame by frame instead.
    static let drawnFramesPerStretch = 3

    /// When the session looks idle and the file's next line (or `limit`) is at least
    /// `shortestSkippedStretch` frames ahead, skips to the frame before it (at most to
    /// `limit - 1`), drawing a frame first unless the last one drawn already showed that
    /// nothing moves. Returns how many frames the clock moved (drawn and skipped), 0 when it
    /// did nothing: the caller then plays the frame as usual.
    func skipIdleStretch(limit: Int = .max) -> Int {
        let device = session.device
        let ahead = replayer.framesBeforeNextLine(limit: limit)
        guard ahead >= Self.shortestSkippedStretch, !session.isPaused, session.isIdle else { return 0 }
        // A checkpoint or cursor forked after a drawn frame that changed nothing skips at once.
        if session.canSkipIdleFrames { return replayer.skipIdleFrames(limit: limit) }
        let line = device.frameCount + ahead + 1
        if idleStretchDraws.line != line { idleStretchDraws = (line, 0) }
        guard idleStretchDraws.count < Self.drawnFramesPerStretch else { return 0 }
        idleStretchDraws.count += 1
        let before = device.frameCount
        session.tick(drawing: true)
        guard device.frameCount > before else { return 0 }
        return device.frameCount - before + replayer.skipIdleFrames(limit: limit)
    }
}
