import SwiftDiagnostics
import SwiftParser
import SwiftParserDiagnostics
import SwiftSyntax

/// A Swift file read and parsed, ready for `Porter`.
package struct PortSource {
    /// The path, as reported.
    package let path: String
    /// The text.
    package let text: String
    /// The syntax tree.
    let tree: SourceFileSyntax

    /// Parses `text`; throws `PortError.doesNotParse` with SwiftParser's error messages
    /// (`path:line:column: message`) when it has syntax errors, since rewriting a tree the
    /// parser had to repair could change what the code means.
    package init(path: String, text: String) throws {
        self.path = path
        self.text = text
        tree = Parser.parse(source: text)
        let converter = SourceLocationConverter(fileName: path, tree: tree)
        let errors = ParseDiagnosticsGenerator.diagnostics(for: tree).filter { $0.diagMessage.severity == .error }
        guard errors.isEmpty else {
            // The parser reports one missing token once per construct left open, all at the
            // same place: each message is said once, in the order first seen.
            var messages: [String] = []
            for diagnostic in errors {
                let location = diagnostic.location(converter: converter)
                let message = "\(path):\(location.line):\(location.column): \(diagnostic.message)"
                if !messages.contains(message) { messages.append(message) }
                if messages.count == 10 { break }
            }
            throw PortError.doesNotParse(path: path, messages: messages)
        }
    }
}
