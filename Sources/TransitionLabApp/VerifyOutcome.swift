import Foundation

/// What verifying one session file came to: the line `verify` prints for it, and what a JUnit
/// report needs. A child process of `verify --jobs` writes it as JSON for its parent.
struct VerifyOutcome: Codable {
    /// How the file fared.
    enum Status: String, Codable {
        /// Every compared frame matched (or `--update` rewrote the hashes).
        case passed
        /// A frame differed, or the file could not be checked (no hashes, a replay that stopped).
        case failed
        /// The file could not be read or replayed at all.
        case error
    }

    /// The session file, as given on the command line.
    var path: String
    /// How it fared.
    var status: Status
    /// The line printed for it (`ok ...`, `FAIL ...`, `error: ...`).
    var message: String
    /// Notes printed before it (where a damaged file stops being read).
    var notes: [String] = []
    /// The first frame that differed, if one did.
    var frame: Int?
    /// The PNGs written for the difference.
    var images: [String] = []
    /// Wall-clock seconds the check took (for the report only; nothing replayed reads it).
    var seconds: Double = 0
}
