/// Where a session file stops being readable at its end, as a recorder killed while writing
/// (or a machine losing power) leaves it: a cut last line, NUL bytes, garbage. The lines before
/// are read and replayed; see docs/SESSION-FORMAT.md, "Damage".
public struct SessionFileDamage: Equatable, Sendable, CustomStringConvertible {
    /// The first line (1-based) that was left out.
    public let line: Int
    /// Why that line could not be read (the first problem found in the damaged part).
    public let reason: String

    /// Damage from `line` on, for `reason`.
    public init(line: Int, reason: String) {
        self.line = line
        self.reason = reason
    }

    /// "the file is damaged from line 9 on (...)": how the commands report it.
    public var description: String {
        "the file is damaged from line \(line) on (\(reason)); read up to line \(line - 1)"
    }
}
