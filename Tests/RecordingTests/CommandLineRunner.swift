import Foundation
import XCTest

/// Runs the `transition-lab` executable as a user runs it, for the tests of its commands: the
/// release build made by `make test` (or a debug build) in this checkout.
enum CommandLineRunner {
    /// The checkout's root folder.
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    /// Runs the command line with `arguments` (with no `DISPLAY` when `withoutDisplay`); returns
    /// its exit status, standard output and standard error.
    static func run(_ arguments: [String], withoutDisplay: Bool = false) throws -> (status: Int32, output: String, error: String) {
        let executable = ["release", "debug"].map { root.appendingPathComponent(".build/\($0)/transition-lab").path }
            .first { FileManager.default.isExecutableFile(atPath: $0) }
        guard let executable else { throw XCTSkip("transition-lab is not built; `make test` builds it") }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: executable)
        process.arguments = arguments
        if withoutDisplay {
            var environment = ProcessInfo.processInfo.environment
            environment["DISPLAY"] = nil
            process.environment = environment
        }
        let output = Pipe(), error = Pipe()
        process.standardOutput = output
        process.standardError = error
        try process.run()
        // Both pipes are drained before waiting, so a chatty command cannot block on a full pipe.
        let out = output.fileHandleForReading.readDataToEndOfFile(), err = error.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return (process.terminationStatus, String(decoding: out, as: UTF8.self), String(decoding: err, as: UTF8.self))
    }

    /// A new empty folder under the system's temporary folder, its name starting with `prefix`.
    static func temporaryFolder(prefix: String) throws -> String {
        let folder = NSTemporaryDirectory() + "\(prefix)-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        return folder
    }
}
