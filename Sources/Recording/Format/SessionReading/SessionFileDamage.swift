/// Where a session file stops being readable at its end, as a recorder killed while writing
/// (or a machine losing power) leaves it: a cut last line, NUL bytes, garbage. The lines before
/// are read and replayed; see docs/SESSION-FORMAT.md, "Damage".
package struct SessionFileDamage: Equatable, Sendable, CustomStringConvertible {
    /// The first line (1-based) that was left out.
    package let line: Int
    /// Why that line could not be read (the first problem found in the damaged part).
    package let reason: String

    /// Damage from `line` on, for `reason`.
    package init(line: Int, reason: String) {
        self.line = line
        self.reason = reason
    }

    /// "the file is damaged from line 9 on (...)": how the commands report it.
    package var description: String {
        "the file is damaged from line \(line) on (\(reason)); read up to line \(line - 1)"
    }
}
