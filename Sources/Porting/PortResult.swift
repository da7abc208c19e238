/// One file as `port` leaves it: the new text, what changed and what it could not change.
public struct PortResult: Equatable, Sendable {
    /// The file's path as given.
    public let path: String
    /// The text read.
    public let original: String
    /// The text after every rewrite.
    public let ported: String
    /// The rewrites, by line.
    public let rewrites: [PortRewrite]
    /// The constructs left as they were, by line.
    public let problems: [PortProblem]

    /// Whether porting changes the file.
    public var changed: Bool { ported != original }

    /// The report's lines for this file: each rewrite, then each problem.
    public var reportLines: [String] {
        rewrites.map { $0.reportLine(path: path) } + problems.map { "not ported: " + $0.reportLine(path: path) }
    }
}
