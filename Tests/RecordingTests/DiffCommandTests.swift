import XCTest
import Recording

/// `transition-lab diff A B`, run as a user runs it: its exit status, its messages and the
/// pictures it writes. The release build made by `make test` holds the executable.
final class DiffCommandTests: XCTestCase {
    private static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    private static let sessions = root.appendingPathComponent("Tests/RecordingTests/Sessions")

    /// Runs the command line with `arguments`; returns its status, standard output and error.
    private func run(_ arguments: [String]) throws -> (status: Int32, output: String, error: String) {
        let executable = ["release", "debug"].map { Self.root.appendingPathComponent(".build/\($0)/transition-lab").path }
            .first { FileManager.default.isExecutableFile(atPath: $0) }
        guard let executable else { throw XCTSkip("transition-lab is not built; `make test` builds it") }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: executable)
        process.arguments = arguments
        let output = Pipe(), error = Pipe()
        process.standardOutput = output
        process.standardError = error
        try process.run()
        let out = output.fileHandleForReading.readDataToEndOfFile(), err = error.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return (process.terminationStatus, String(decoding: out, as: UTF8.self), String(decoding: err, as: UTF8.self))
    }

    private func temporaryFolder() throws -> String {
        let folder = NSTemporaryDirectory() + "diff-command-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        return folder
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
