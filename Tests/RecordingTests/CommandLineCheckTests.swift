import XCTest

/// Bad command-line values are refused before any window opens: a clear message naming the
/// option, a non-zero exit, and nothing written. The release build made by `make test` holds the
/// executable.
final class CommandLineCheckTests: XCTestCase {

    /// Runs the command line with `arguments` and no display; returns its status and messages.
    private func run(_ arguments: [String]) throws -> (status: Int32, output: String, error: String) {
        try CommandLineRunner.run(arguments, withoutDisplay: true)
    }

    private func temporaryFolder() throws -> String {
        try CommandLineRunner.temporaryFolder(prefix: "command-line")
    }

    func test_framesNegative_isRefusedWithItsOwnMessage_inEveryWindowCommand() throws {
        for command in [[], ["preview"], ["record"]] {
            let result = try run(command + ["--frames", "-1"])

            XCTAssertNotEqual(result.status, 0, "\(command)")
            XCTAssertTrue(result.error.contains("--frames must be a positive number of frames"), "\(command): \(result.error)")
        }
    }

    func test_screenshotIntoAMissingFolder_isRefusedBeforeTheWindowOpens() throws {
        let path = NSTemporaryDirectory() + "no-such-folder-\(UUID().uuidString)/shot.png"

        let result = try run(["--screenshot", path, "--frames", "1"])

        XCTAssertNotEqual(result.status, 0)
        XCTAssertTrue(result.error.contains("does not exist"), result.error)
        XCTAssertEqual(result.error.components(separatedBy: "does not exist").count, 2, "said once: \(result.error)")
    }

    func test_screenshotIntoAFolder_isRefusedSayingSo() throws {
        let folder = try temporaryFolder()

        let result = try run(["--screenshot", folder, "--frames", "1"])

        XCTAssertNotEqual(result.status, 0)
        XCTAssertTrue(result.error.contains("is a folder"), result.error)
        XCTAssertFalse(result.error.contains("NSCocoaErrorDomain"), result.error)
    }

    func test_recordIntoAMissingFolder_isRefusedBeforeTheWindowOpens() throws {
        let path = NSTemporaryDirectory() + "no-such-folder-\(UUID().uuidString)/session.jsonl"

        let result = try run(["record", "-o", path, "--frames", "1"])

        XCTAssertNotEqual(result.status, 0)
        XCTAssertTrue(result.error.contains("does not exist"), result.error)
    }

    func test_renderAmountNotFiniteOrOutOfRange_isRefused_andWritesNothing() throws {
        let folder = try temporaryFolder()
        for (scene, amount, message) in [("door", "nan", "finite"), ("door", "1e9", "from -180 to 180"),
                                         ("push", "inf", "finite"), ("curl", "2", "from 0 to 1")] {
            let path = folder + "/\(scene).png"

            let result = try run(["render", scene, "--amount", amount, "-o", path])

            XCTAssertNotEqual(result.status, 0, "\(scene) \(amount)")
            XCTAssertTrue(result.error.contains(message), "\(scene) \(amount): \(result.error)")
            XCTAssertFalse(FileManager.default.fileExists(atPath: path), "\(scene) \(amount): nothing written")
        }
    }

    func test_renderAmountNegativeDoorAngle_isAccepted() throws {
        let path = try temporaryFolder() + "/door.png"

        let result = try run(["render", "door", "--amount", "-30", "-o", path])

        XCTAssertEqual(result.status, 0, result.error)
        XCTAssertTrue(FileManager.default.fileExists(atPath: path))
    }

    func test_renderIntoAMissingFolder_isRefusedBeforeRendering() throws {
        let path = NSTemporaryDirectory() + "no-such-folder-\(UUID().uuidString)/door.png"

        let result = try run(["render", "door", "-o", path])

        XCTAssertNotEqual(result.status, 0)
        XCTAssertTrue(result.error.contains("does not exist"), result.error)
    }
}
