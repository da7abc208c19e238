/// How `transition-lab port` ended, and the exit status each outcome gives.
package enum PortExitCode: Sendable, Equatable {
    /// Done; with `--check`, nothing would change.
    case success
    /// `--check` only: some file would change.
    case wouldChange
    /// Bad arguments: a path that does not exist, conflicting options, outputs that collide.
    case usage
    /// An input that is not Swift or does not parse.
    case dataError
    /// A ported file could not be written.
    case cannotWrite

    /// The process's exit status, in the command line's one style: 0 done, 64 a bad command
    /// line, 1 anything else that is not done (a file `--check` would change, an input that
    /// does not parse, a file that cannot be written). What went wrong is in the message.
    package var status: Int32 {
        switch self {
        case .success: return 0
        case .usage: return 64
        case .wouldChange, .dataError, .cannotWrite: return 1
        }
    }
}
