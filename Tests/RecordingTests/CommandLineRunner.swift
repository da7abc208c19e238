import Foundation
import TestSupport
import XCTest

/// Runs the `transition-lab` executable as a user runs it, for the tests of its commands: the
/// release build made by `make test` (or a debug build) in this checkout.
enum CommandLineRunner {
    /// The checkout's root folder.
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    /// Runs the command line with `arguments` (with no `DISPLAY` when `withoutDisplay`; see
    /// `start` for the rest); returns its exit status, standard output and standard error.
    static func run(_ arguments: [String], program: String = "transition-lab", withoutDisplay: Bool = false,
                    environment: [String: String?] = [:], fileSizeLimit: Int? = nil) throws -> (status: Int32, output: String, error: String) {
        finish(try start(arguments, program: program, withoutDisplay: withoutDisplay, environment: environment, fileSizeLimit: fileSizeLimit))
    }

    /// Starts the command line with `arguments` and returns at once (`finish` waits for it).
    /// `environment` adds to (or, with nil, removes from) this process's environment;
    /// `fileSizeLimit` caps the files it writes at that many bytes (RLIMIT_FSIZE, with SIGXFSZ
    /// ignored, so a write past it fails with EFBIG as on a full disk).
    static func start(_ arguments: [String], program: String = "transition-lab", withoutDisplay: Bool = false,
                      environment: [String: String?] = [:], fileSizeLimit: Int? = nil) throws -> Process {
        let executable = try executable(program)
        let process = Process()
        if let fileSizeLimit {
            // The shell ignores SIGXFSZ, and an ignored signal stays ignored through exec.
            process.executableURL = URL(fileURLWithPath: "/bin/sh")
            process.arguments = ["-c", "trap '' XFSZ; exec prlimit --fsize=\(fileSizeLimit) \"$0\" \"$@\"", executable] + arguments
        } else {
            process.executableURL = URL(fileURLWithPath: executable)
            process.arguments = arguments
        }
        var changes = environment
        if withoutDisplay { changes["DISPLAY"] = .some(nil) }
        if !changes.isEmpty {
            var all = ProcessInfo.processInfo.environment
            for (name, value) in changes { all[name] = value }
            process.environment = all
        }
        process.standardOutput = Pipe()
        process.standardError = Pipe()
        try process.run()
        return process
    }

    /// The built `program` (`transition-lab`, or the sample app's `transition-lab-sample-app`):
    /// the release build made by `make test`, or a debug build.
    static func executable(_ program: String = "transition-lab") throws -> String {
        let executable = ["release", "debug"].map { root.appendingPathComponent(".build/\($0)/\(program)").path }
            .first { FileManager.default.isExecutableFile(atPath: $0) }
        guard let executable else { throw XCTSkip("\(program) is not built; `make test` builds it") }
        return executable
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
