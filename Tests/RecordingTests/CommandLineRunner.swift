import Foundation
import TestSupport
import XCTest

/// Runs the `transition-lab` executable as a user runs it, for the tests of its commands: the
/// release build made by `make test` (or a debug build) in this checkout.
enum CommandLineRunner {
    /// The checkout's root folder.
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    /// Runs the command line with `arguments` (with no `DISPLAY` when `withoutDisplay`); returns
    /// its exit status, standard output and standard error.
    static func run(_ arguments: [String], withoutDisplay: Bool = false) throws -> (status: Int32, output: String, error: String) {
        finish(try start(arguments, withoutDisplay: withoutDisplay))
    }

    /// Starts the command line with `arguments` and returns at once (`finish` waits for it).
    static func start(_ arguments: [String], withoutDisplay: Bool = false) throws -> Process {
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
        process.standardOutput = Pipe()
        process.standardError = Pipe()
        try process.run()
        return process
    }

    /// Waits for a command started by `start`; its exit status (128 + the signal when one
    /// ended it), standard output and standard error.
    static func finish(_ process: Process) -> (status: Int32, output: String, error: String) {
        let output = process.standardOutput as! Pipe, error = process.standardError as! Pipe
        // Both pipes are drained before waiting (standard error on its own thread), so a chatty
        // command cannot block on a full pipe.
        let err = DrainedData()
        let group = DispatchGroup()
        DispatchQueue.global().async(group: group) { err.data = error.fileHandleForReading.readDataToEndOfFile() }
        let out = output.fileHandleForReading.readDataToEndOfFile()
        group.wait()
        process.waitUntilExit()
        let status = process.terminationReason == .uncaughtSignal ? 128 + process.terminationStatus : process.terminationStatus
        return (status, String(decoding: out, as: UTF8.self), String(decoding: err.data, as: UTF8.self))
    }

    /// What one pipe gave, filled on a drain thread and read after the group's wait.
    private final class DrainedData: @unchecked Sendable {
        var data = Data()
    }

    /// A new empty folder under the system's temporary folder, its name starting with `prefix`,
    /// removed when the test run ends.
    static func temporaryFolder(prefix: String) throws -> String {
        try TemporaryFiles.folder(prefix: prefix)
    }
}
