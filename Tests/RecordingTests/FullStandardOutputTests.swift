import Foundation
import XCTest

/// A command whose standard output cannot be written (a full disk: /dev/full) says so and fails,
/// rather than exiting 0 with its listing or report lost.
final class FullStandardOutputTests: XCTestCase {
    private func runIntoFullDevice(_ arguments: [String]) throws -> (status: Int32, error: String) {
        let executable = try CommandLineRunner.executable()
        let process = Process(), error = Pipe()
        process.executableURL = URL(fileURLWithPath: "/bin/sh")
        process.arguments = ["-c", "exec \"$0\" \"$@\" >/dev/full", executable] + arguments
        process.standardError = error
        try process.run()
        let message = error.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return (process.terminationStatus, String(decoding: message, as: UTF8.self))
    }

    func test_listingDemos_toAFullDevice_failsWithAMessage() throws {
        let run = try runIntoFullDevice(["preview", "--list-demos"])

        XCTAssertEqual(run.status, 1)
        XCTAssertTrue(run.error.contains("error: cannot write to standard output"), run.error)
    }

    func test_verifyReport_toAFullDevice_failsWithAMessage() throws {
        let session = CommandLineRunner.root.appendingPathComponent("Tests/RecordingTests/Sessions/001-news.jsonl").path

        let run = try runIntoFullDevice(["verify", session])

        XCTAssertEqual(run.status, 1, "the report was lost: the run is no success")
        XCTAssertTrue(run.error.contains("cannot write to standard output"), run.error)
    }

    func test_help_toAFullDevice_failsWithAMessage() throws {
        let run = try runIntoFullDevice(["--help"])

        XCTAssertEqual(run.status, 1)
        XCTAssertTrue(run.error.contains("cannot write to standard output"), run.error)
    }
}
