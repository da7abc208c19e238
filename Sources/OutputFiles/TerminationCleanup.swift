import CSpawn
import Foundation

/// What a command that writes outputs removes when it is stopped by SIGTERM, SIGINT (Ctrl+C) or
/// SIGHUP: its temporary files (`OutputFile`) and its helper processes (ffmpeg), which are
/// killed first. The process still ends by the signal, with the status that says so.
///
/// Nothing happens on a signal until `install()` runs: the window commands keep SDL's own
/// handling. A SIGKILL runs no code, so what it leaves is only ever a temporary file
/// (`.NAME.partial-PID-N`), never a half-written output; the helpers die with the process
/// (`ChildProcess`).
package enum TerminationCleanup {
    private static let counter = NSLock()
    private static var lastNumber = 0

    /// Removes the listed files and kills the listed children on SIGTERM, SIGINT and SIGHUP.
    package static func install() {
        transitionlab_cleanup_install()
    }

    /// A number for a temporary name, never the same twice in this process.
    package static func nextNumber() -> Int {
        counter.withLock {
            lastNumber += 1
            return lastNumber
        }
    }

    /// Lists `path` for removal on termination.
    package static func add(path: String) {
        // A full list only means this file would be left over as a `.partial` file.
        _ = transitionlab_cleanup_add_path(FileNameText.systemName(path))
    }

    /// Takes `path` off the list.
    package static func remove(path: String) {
        transitionlab_cleanup_remove_path(FileNameText.systemName(path))
    }

    /// Lists a child process to kill on termination.
    package static func add(child: pid_t) {
        _ = transitionlab_cleanup_add_child(child)
    }

    /// Takes a reaped child off the list.
    package static func remove(child: pid_t) {
        transitionlab_cleanup_remove_child(child)
    }
}
