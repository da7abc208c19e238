import Foundation

/// The replay engine's protocol as a whole: its version, and the one encoder and decoder of its
/// messages (`ReplayRequest`, `ReplayReply`, `CheckpointMessage`), one JSON object per line.
package enum ReplayProtocol {
    /// The version `ReplayReply.hello` names. A window refuses an engine of another version (an
    /// app built with another TransitionLab serving as the engine) with a clear error instead
    /// of misreading it. Raise it when a message changes shape.
    package static let version = 2

    /// The longest line read (a timeline of the longest session fits many times over); a longer
    /// one is garbled, so no peer makes the reader's memory grow without bound.
    package static let maxLineBytes = 64 << 20

    /// The line that carries `message`.
    package static func line<Message: Encodable>(_ message: Message) -> String {
        // Encoding these plain enums cannot fail; "{}" decodes as nothing, so a failure shows.
        (try? JSONEncoder().encode(message)).map { String(decoding: $0, as: UTF8.self) } ?? "{}"
    }

    /// The message `line` carries, or nil when it is garbled (not JSON, an unknown case, a
    /// field missing or of another type).
    package static func message<Message: Decodable>(_ type: Message.Type, from line: String) -> Message? {
        try? JSONDecoder().decode(type, from: Data(line.utf8))
    }
}
