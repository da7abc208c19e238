/// One change `port` made to a file: where, what it was, what it became and why.
package struct PortRewrite: Equatable, Sendable {
    /// The 1-based line of the original file the change starts on.
    package let line: Int
    /// The original text (trimmed), such as `#selector(handleTap(_:))`.
    package let before: String
    /// What it became (empty when the text was removed).
    package let after: String
    /// Why, in a few words (such as "addTarget(_:action:for:) takes a method reference").
    package let note: String

    /// Creates a rewrite record.
    package init(line: Int, before: String, after: String, note: String) {
        self.line = line
        self.before = before
        self.after = after
        self.note = note
    }

    /// The report's line for this rewrite in `path`: `path:line: before → after (note)`.
    package func reportLine(path: String) -> String {
        let shown = after.isEmpty ? "(removed)" : after
        return "\(path):\(line): \(before) → \(shown)" + (note.isEmpty ? "" : "  [\(note)]")
    }
}
