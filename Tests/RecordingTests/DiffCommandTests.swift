import XCTest
import Recording

/// `transition-lab diff A B`, run as a user runs it: its exit status, its messages and the
/// pictures it writes. The release build made by `make test` holds the executable.
final class DiffCommandTests: XCTestCase {
    private static let root = CommandLineRunner.root
    private static let sessions = root.appendingPathComponent("Tests/RecordingTests/Sessions")

    /// Runs the command line with `arguments`; returns its status and messages.
    private func run(_ arguments: [String]) throws -> (status: Int32, output: String, error: String) {
        try CommandLineRunner.run(arguments)
    }

    private func temporaryFolder() throws -> String {
        try CommandLineRunner.temporaryFolder(prefix: "diff-command")
    }

    func test_diffOfASessionWithItself_exitsZero_sayingIdentical() throws {
        let path = Self.sessions.appendingPathComponent("plain.jsonl").path

        let result = try run(["diff", path, path])

        XCTAssertEqual(result.status, 0, result.error)
        XCTAssertTrue(result.output.contains("identical"), result.output)
    }

    func test_diffOfAMovedTap_exitsOne_namingTheFrame_andWritesThePictures() throws {
        let folder = try temporaryFolder()
        let original = Self.sessions.appendingPathComponent("plain.jsonl").path
        let text = try String(contentsOfFile: original, encoding: .utf8).replacingOccurrences(of: "187.5,452]", with: "187.5,300]")
        let moved = folder + "/moved.jsonl"
        try text.write(toFile: moved, atomically: true, encoding: .utf8)

        let result = try run(["diff", original, moved, "--out", folder + "/out"])

        XCTAssertEqual(result.status, 1, result.error)
        XCTAssertTrue(result.output.contains("frame 6 differs"), result.output)
        XCTAssertTrue(result.output.contains("[5,\"b\",187.5,300]"), result.output)
        for name in ["a", "b", "difference"] {
            XCTAssertTrue(FileManager.default.fileExists(atPath: folder + "/out/diff-frame6-\(name).png"), name)
        }
    }

    func test_diffOfAMissingOrCorruptFile_exitsOne_withAMessageNamingIt() throws {
        let folder = try temporaryFolder()
        let good = Self.sessions.appendingPathComponent("plain.jsonl").path
        let corrupt = folder + "/corrupt.jsonl"
        try "{\"kind\":\"transition-lab-session\"}\n[1,\"b\",\"left\",3]\n".write(toFile: corrupt, atomically: true, encoding: .utf8)

        let missing = try run(["diff", good, folder + "/missing.jsonl"])
        let broken = try run(["diff", corrupt, good])

        XCTAssertEqual(missing.status, 1)
        XCTAssertTrue(missing.error.contains("missing.jsonl") && missing.error.contains("cannot read"), missing.error)
        XCTAssertEqual(broken.status, 1)
        XCTAssertTrue(broken.error.contains("corrupt.jsonl: line 1"), broken.error)
    }

    func test_diffOfSessionsOnDifferentScales_exitsOne_namingTheField() throws {
        let folder = try temporaryFolder()
        let original = Self.sessions.appendingPathComponent("plain.jsonl").path
        let doubled = folder + "/doubled.jsonl"
        try String(contentsOfFile: original, encoding: .utf8).replacingOccurrences(of: "\"scale\":1", with: "\"scale\":2")
            .write(toFile: doubled, atomically: true, encoding: .utf8)

        let result = try run(["diff", original, doubled])

        XCTAssertEqual(result.status, 1)
        XCTAssertTrue(result.error.contains("field scale"), result.error)
    }
}
