/// Why `port` refused an input: it is not Swift, cannot be read, or does not parse.
package enum PortError: Error, Equatable, CustomStringConvertible {
    /// The path does not name a `.swift` file (or a folder).
    case notSwift(path: String)
    /// The file could not be read, or is not UTF-8 text.
    case unreadable(path: String, reason: String)
    /// SwiftParser reported errors; each message is `path:line:column: message`.
    case doesNotParse(path: String, messages: [String])

    /// The message printed on standard error.
    package var description: String {
        switch self {
        case .notSwift(let path):
            return "\(path): not a Swift file (port reads .swift files, or folders of them)"
        case .unreadable(let path, let reason):
            return "\(path): cannot be read: \(reason)"
        case .doesNotParse(let path, let messages):
            return "\(path): does not parse as Swift, so nothing was rewritten:\n"
                + messages.map { "  " + $0 }.joined(separator: "\n")
        }
    }
}
