/// Something `port` found and could not rewrite: where, what, why, and what to do by hand.
package struct PortProblem: Equatable, Sendable {
    /// The 1-based line of the original file.
    package let line: Int
    /// The construct left as it was (trimmed source text).
    package let construct: String
    /// Why the port could not rewrite it.
    package let reason: String
    /// What to do instead.
    package let advice: String

    /// Creates a problem record.
    package init(line: Int, construct: String, reason: String, advice: String) {
        self.line = line
        self.construct = construct
        self.reason = reason
        self.advice = advice
    }

    /// The report's line for this problem in `path`: `path:line: construct: reason. Do: advice`.
    package func reportLine(path: String) -> String {
        "\(path):\(line): \(construct): \(reason). Do: \(advice)"
    }
}
