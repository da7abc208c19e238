import Foundation
import XCTest

/// Paths in the temporary folder for tests to write to, removed when the test run ends, so a
/// run of `make test` leaves nothing behind in `/tmp`.
///
/// A path is fresh (a new UUID in its name) and nothing is created: a test makes the file or
/// folder itself. Removal waits for the end of the run rather than the end of each test, because
/// some tests hand a path to a helper object that outlives the test method's scope.
public enum TemporaryFiles {
    /// A new path in the temporary folder, `prefix-UUID` followed by `suffix` (".jsonl", or
    /// nothing for a folder), removed with whatever it holds when the test run ends.
    public static func path(prefix: String, suffix: String = "") -> String {
        let path = NSTemporaryDirectory() + "\(prefix)-\(UUID().uuidString)\(suffix)"
        Cleanup.shared.remember(path)
        return path
    }

    /// A new folder in the temporary folder, created now and removed when the test run ends.
    public static func folder(prefix: String) throws -> String {
        let folder = path(prefix: prefix)
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        return folder
    }

    /// Removes the remembered paths when the test bundle finishes.
    private final class Cleanup: NSObject, XCTestObservation {
        static let shared: Cleanup = {
            let cleanup = Cleanup()
            XCTestObservationCenter.shared.addTestObserver(cleanup)
            return cleanup
        }()

        private let lock = NSLock()
        private var paths: [String] = []

        func remember(_ path: String) {
            lock.lock()
            paths.append(path)
            lock.unlock()
        }

        func testBundleDidFinish(_ testBundle: Bundle) {
            lock.lock()
            let all = paths
            paths = []
            lock.unlock()
            for path in all { try? FileManager.default.removeItem(atPath: path) }
        }
    }
}
