import Foundation
import OutputFiles
import TestSupport
import XCTest

/// File names that are not UTF-8 are opened, and no name writes control characters to the
/// terminal: messages show them escaped (`FileNameText`, docs/OUTPUTS.md).
final class FileNameTests: XCTestCase {
    func test_aNameThatIsNotUTF8_keepsItsBytes_andIsShownEscaped() {
        let bytes: [UInt8] = [0x73, 0xFF, 0xC3, 0x2E, 0x6A, 0xC3, 0xA9]   // "s", two stray bytes, ".j", "é"

        let text = bytes.withUnsafeBufferPointer { FileNameText.text(of: $0) }

        XCTAssertEqual(FileNameText.systemName(text).map { UInt8(bitPattern: $0) }, bytes + [0], "the same bytes back, zero-terminated")
        XCTAssertEqual(FileNameText.shown(text), "s\\xff\\xc3.jé")
    }

    func test_controlCharacters_areShownEscaped_andBackslashesDoubledBesideThem() {
        XCTAssertEqual(FileNameText.shown("a\u{1b}[31m\\b.jsonl"), "a\\x1b[31m\\\\b.jsonl")
        XCTAssertEqual(FileNameText.shown("plain\\name.jsonl"), "plain\\name.jsonl", "nothing to escape: as it is")
    }

    func test_verify_ofASessionWhoseNameIsNotUTF8_opensIt() throws {
        let folder = try TemporaryFiles.folder(prefix: "file-names")
        let session = CommandLineRunner.root.appendingPathComponent("Tests/RecordingTests/Sessions/plain.jsonl").path

        let result = try shell("cp '\(session)' \"$(printf 's\\377.jsonl')\" && exec \"$0\" verify \"$(printf 's\\377.jsonl')\"", in: folder)

        XCTAssertEqual(result.status, 0, result.error)
        XCTAssertEqual(result.output, "ok s\\xff.jsonl: 105 frames match (to frame 105)\n")
    }

    func test_aMissingFileNamedWithAnEscapeSequence_isNamedEscaped_neverRaw() throws {
        let folder = try TemporaryFiles.folder(prefix: "file-names")

        let result = try shell("exec \"$0\" verify \"$(printf 'x\\033[31mred.jsonl')\"", in: folder)

        XCTAssertEqual(result.status, 1)
        XCTAssertEqual(result.error, "error: cannot read x\\x1b[31mred.jsonl: No such file or directory\n")
        XCTAssertFalse(result.error.utf8.contains(0x1B), "no raw escape reaches the terminal")
    }

    /// Runs `script` with /bin/sh in `folder` (so arguments can hold any bytes), `$0` the built
    /// transition-lab; its status, standard output and standard error.
    private func shell(_ script: String, in folder: String) throws -> (status: Int32, output: String, error: String) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/bin/sh")
        process.arguments = ["-c", script, try CommandLineRunner.executable()]
        process.currentDirectoryURL = URL(fileURLWithPath: folder)
        process.standardOutput = Pipe()
        process.standardError = Pipe()
        try process.run()
        return CommandLineRunner.finish(process)
    }
}
