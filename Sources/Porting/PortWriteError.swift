/// A ported file could not be written (exit 73).
struct PortWriteError: Error, CustomStringConvertible {
    /// The file that was being written.
    let path: String
    /// Why it failed.
    let reason: String

    /// The message for standard error.
    var description: String { "cannot write \(path): \(reason)" }
}
