import Raster
import Foundation

/// Where UIKit's warnings go: standard error, prefixed so they stand out, as UIKit's console
/// messages do ("Unbalanced calls to begin/end appearance transitions", ...).
enum UIKitLog {
    /// Writes a warning line.
    static func warn(_ message: String) {
        StandardStreams.writeError("[UIKit] warning: \(message)\n")
    }

    /// Writes a warning the first time `key` is reported in the current environment.
    static func warnOnce(_ key: String, _ message: String) {
        if UIKitEnvironment.isBound, !UIKitEnvironment.current.reportedWarnings.insert(key).inserted { return }
        warn(message)
    }
}
