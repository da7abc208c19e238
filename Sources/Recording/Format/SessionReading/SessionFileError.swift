/// Why a session file could not be read: the line and the field that are wrong, and how.
package struct SessionFileError: Error, Equatable, CustomStringConvertible {
    /// The 1-based line number.
    package let line: Int
    /// The field that is wrong (a header key, or an event's field such as "frame" or "x").
    package let field: String
    /// What is wrong with it.
    package let message: String

    /// An error at `line` in `field`.
    package init(line: Int, field: String, message: String) {
        self.line = line
        self.field = field
        self.message = message
    }

    /// "line 3, field x: expected a number"; just the message for the file as a whole (line 0).
    package var description: String { line == 0 ? message : "line \(line), field \(field): \(message)" }
}
