import Raster
import Foundation

/// The gesture arena's trace switch: `TRANSITIONLAB_TRACE_ARENA=1` in the environment makes
/// every arena write its decisions (who waits, who is prevented, who recognizes, resets) to
/// standard error.
///
/// The environment is read once, when the first arena is made. Tracing only writes lines: it
/// changes no state, so a traced run draws the same frames as an untraced one.
enum GestureArenaTrace {
    /// Whether `TRANSITIONLAB_TRACE_ARENA=1` was in the process's environment.
    static let isEnabledByEnvironment = ProcessInfo.processInfo.environment["TRANSITIONLAB_TRACE_ARENA"] == "1"

    /// Writes one line to standard error.
    static func writeToStandardError(_ line: String) {
        StandardStreams.writeError((line + "\n"))
    }
}
