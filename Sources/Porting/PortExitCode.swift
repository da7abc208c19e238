/// The exit statuses of `transition-lab port` (sysexits.h's where they apply).
public enum PortExitCode: Int32, Sendable {
    /// Done; with `--check`, nothing would change.
    case success = 0
    /// `--check` only: some file would change.
    case wouldChange = 1
    /// Bad arguments: a path that does not exist, conflicting options, outputs that collide.
    case usage = 64
    /// An input that is not Swift or does not parse.
    case dataError = 65
    /// A ported file could not be written.
    case cannotWrite = 73
}
