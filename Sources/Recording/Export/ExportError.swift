/// Why an export could not be made: each case carries the message the command line prints.
///
/// Every case leaves no output behind; an export that fails halfway removes what it wrote.
package enum ExportError: Error, Equatable, CustomStringConvertible {
    /// ffmpeg is not on the PATH, and the format needs it.
    case ffmpegMissing(String)
    /// ffmpeg ran and failed; the message ends with the tail of its stderr.
    case ffmpegFailed(String)
    /// The output path has an extension no format uses, or names no usable format.
    case unknownFormat(String)
    /// `--from` or `--to` cannot be read, or is outside the session.
    case badRange(String)
    /// The output cannot be written (a missing folder, no permission, a full disk).
    case cannotWrite(String)
    /// The output path is refused before anything runs: it is empty, or names something that
    /// is not a regular file (a folder, symlink or device), which an export never replaces.
    /// The command line exits 64 for it, as for any bad argument.
    case refusedOutput(String)
    /// The MP4 or GIF would last longer than `ExportFormat.maxVideoFrames`; the message says
    /// how long and how to make it shorter.
    case tooLong(String)
    /// PNG frames, a contact sheet or a review page would hold more pictures than
    /// `ExportOptions.maxFrames` allows; the message says how many.
    case tooManyFrames(String)
    /// The session could not be replayed (an unknown demo, a pause the file never lifts).
    case replayFailed(String)

    /// The message to print.
    package var description: String {
        switch self {
        case .ffmpegMissing(let message), .ffmpegFailed(let message), .unknownFormat(let message),
             .badRange(let message), .cannotWrite(let message), .refusedOutput(let message), .replayFailed(let message),
             .tooLong(let message), .tooManyFrames(let message):
            return message
        }
    }
}
