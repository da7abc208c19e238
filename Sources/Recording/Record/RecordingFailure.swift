import Foundation
import OutputFiles

/// Why a recording stopped, or did not start: its file could not be created or written (a
/// full disk, a file size limit, a folder that cannot be written, the file deleted).
///
/// What was written before the failure stays: the header and the whole lines after it, a cut
/// session that replays and verifies to `lastFrame` (docs/SESSIONS.md, "Recording sessions").
/// A file that could not take even its header is removed by `SessionWriter`.
package struct RecordingFailure: Error, CustomStringConvertible {
    /// The file, when one was created.
    package let path: String?
    /// What failed, as the system or `OutputFileError` said it.
    package let error: Error
    /// The frame of the last line the file keeps, when one was created.
    package let lastFrame: Int?

    /// A failure of the recording to `path` (nil: no file was made) by `error`, whose file
    /// keeps the lines up to `lastFrame`.
    package init(path: String?, error: Error, lastFrame: Int?) {
        self.path = path
        self.error = error
        self.lastFrame = lastFrame
    }

    /// The system's reason alone ("No space left on device"), without the path.
    package var reason: String {
        if case OutputFileError.cannotWrite(_, let reason) = error { return reason }
        return "\(error)"
    }

    /// The message for standard error: the file, the reason, and what the file keeps.
    package var description: String {
        guard let path, let lastFrame else { return "the recording did not start: \(error)" }
        return "the recording stopped: \(error); \(path) keeps the session up to frame \(lastFrame) (it replays and verifies to there)"
    }

    /// The window's toast: short, so the reason fits the strip of the smallest phone (the
    /// file and what it keeps are on standard error); a longer one loses its middle, and the
    /// system's reason, at the end, stays.
    package var toast: String {
        guard path != nil, lastFrame != nil else { return "Recording not started: \(error)" }
        return "Recording stopped: \(reason)"
    }
}
