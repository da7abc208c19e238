/// One file as `port` leaves it: the new text, what changed and what it could not change.
package struct PortResult: Equatable, Sendable {
    /// The file's path as given.
    package let path: String
    /// The text read.
    package let original: String
    /// The text after every rewrite.
    package let ported: String
    /// The rewrites, by line.
    package let rewrites: [PortRewrite]
    /// The constructs left as they were, by line.
    package let problems: [PortProblem]

    /// Whether porting changes the file.
    package var changed: Bool { ported != original }

    /// The report's lines for this file: each rewrite, then each problem.
    package var reportLines: [String] {
        rewrites.map { $0.reportLine(path: path) } + problems.map { "not ported: " + $0.reportLine(path: path) }
    }
}
