import Foundation
import TestSupport
import XCTest

/// A command whose messages cannot be written (standard error on a full disk or a file past its
/// size limit) still ends with the exit status it means, never a trap.
final class UnwritableMessagesTests: XCTestCase {
    /// Runs the command line with `arguments`, its standard error and output going to files
    /// that cannot grow (RLIMIT_FSIZE of 0, SIGXFSZ ignored, so each write fails with EFBIG);
    /// returns the exit status (128 + the signal when one ended it).
    private func statusWithUnwritableMessages(_ arguments: [String]) throws -> Int32 {
        let executable = try CommandLineRunner.executable()
        let folder = try TemporaryFiles.folder(prefix: "unwritable")
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/bin/sh")
        process.arguments = ["-c", "trap '' XFSZ; exec prlimit --fsize=0 \"$0\" \"$@\" 2>\"\(folder)/err\" >\"\(folder)/out\"",
                             executable] + arguments
        try process.run()
        process.waitUntilExit()
        return process.terminationReason == .uncaughtSignal ? 128 + process.terminationStatus : process.terminationStatus
    }

    func test_aMissingSessionWithStandardErrorUnwritable_exitsOne() throws {
        let status = try statusWithUnwritableMessages(["verify", "/nonexistent/session.jsonl"])

        XCTAssertEqual(status, 1, "the error could not be shown, but the status says it")
    }

    func test_aBadOptionWithStandardErrorUnwritable_exitsWithTheUsageStatus() throws {
        let status = try statusWithUnwritableMessages(["export", "--max-frames", "x"])

        XCTAssertEqual(status, 64)
    }
}
