import XCTest
import Foundation
import Recording
import Simulator
import TestSupport
import UIKit

/// A session read from a file leaves its lines there and reads them again a block at a time:
/// the same lines as its text gives, in a few MB whatever its size, and a file changed in place
/// meanwhile is reported, never replayed as if checked (issue 33; docs/OUTPUTS.md, "Bounded memory").
final class SessionFileStreamingTests: XCTestCase {
    private let header = """
    {"demo":"plain","device":"iphone-4.7","format":3,"kind":"transition-lab-session","orientation":"portrait","scale":1,"version":"0.6.0"}
    """

    func test_aFileReadFromDisk_givesTheLinesItsTextGives_acrossBlocks_inAnyOrder() throws {
        // Setup: 20,000 lines over five blocks: moves, coordinates that do not pack, shortcuts,
        // hashes, waits, blank lines and spaces, several lines per frame and frames skipped.
        var text = "\(header)\n\n"
        for index in 0..<20_000 {
            let frame = index / 3 + (index > 12_000 ? 500 : 0)
            switch index % 7 {
            case 0: text += "[\(frame),\"b\",\(index % 300).5,\(index % 500)]\n"
            case 1: text += "[\(frame), \"m\", 0.123, \(index % 500)]\n   \n"
            case 2: text += "[\(frame),\"e\",1,2]\n"
            case 3: text += "[\(frame),\"k\",\"rotateLeft\"]\n"
            case 4: text += "[\(frame),\"h\",\"00000000000\(String(index % 100_000, radix: 16).padding(toLength: 5, withPad: "0", startingAt: 0))\"]\n"
            case 5: text += "[\(frame),\"w\",\(1 + index % 4)]\n"
            default: text += "[\(frame),\"m\",-\(index % 100),7]\n"
            }
        }
        text += "[\(20_000 / 3 + 600),\"end\"]\n"
        let path = TemporaryFiles.path(prefix: "blocks", suffix: ".jsonl")
        try text.write(toFile: path, atomically: false, encoding: .utf8)
        let inMemory = try SessionFile(text: text)

        // Action
        let file = try SessionFile.read(path: path)
        let backwards = (0..<file.lines.count).reversed().map { file.lines[$0] }
        let probes = stride(from: -1, to: inMemory.lastFrame + 3, by: 37).map {
            (file.lines.firstIndex(atOrAfterFrame: $0), inMemory.lines.firstIndex(atOrAfterFrame: $0))
        }

        // Assertions
        XCTAssertEqual(file.lines.count, 20_001)
        XCTAssertEqual(Array(file.lines), Array(inMemory.lines), "forwards")
        XCTAssertEqual(Array(backwards.reversed()), Array(inMemory.lines), "backwards, each block read again")
        XCTAssertEqual(probes.map(\.0), probes.map(\.1), "the first line at or after a frame")
        XCTAssertEqual((0..<file.lines.count).map(file.lines.frame(at:)), (0..<file.lines.count).map(inMemory.lines.frame(at:)))
        XCTAssertEqual(file.lastFrame, inMemory.lastFrame)
        XCTAssertEqual(file, inMemory)
        XCTAssertNil(file.lines.problem)
    }

    func test_aFileOfMovesAtTheLimit_isReadAndWalked_inAFewMegabytes() throws {
        // Setup: a million moves, 1,000 (the limit) on each frame: about 20 MB.
        let path = try movesFile(frames: 1000)
        let before = PeakMemory.residentBytes()

        // Action
        let file = try SessionFile.read(path: path)
        var moves = 0
        for line in file.lines { if case .event(_, .touch(.moved, _, _)) = line { moves += 1 } }

        // Assertions: what is held after reading and walking every line is a few blocks (it
        // was 16 bytes a line, 16 MB here, and 110 bytes a line before that).
        let held = PeakMemory.residentBytes() - before
        XCTAssertEqual(moves, 1_000_000)
        XCTAssertEqual(file.lines.count, 1_000_003)
        XCTAssertLessThan(held, 4 << 20, "\(held) bytes held")
    }

    func test_verifyAndUpdate_peakAlike_forAFileOfMovesFourTimesLarger() throws {
        // Setup: files of 250,000 and a million moves.
        let small = try movesFile(frames: 250), large = try movesFile(frames: 1000)

        // Action: each rewritten with fresh hashes, then verified against them, by the command line.
        let updates = try [small, large].map { try PeakMemory.ofCommand(["verify", "--update", $0]) }
        let verifies = try [small, large].map { try PeakMemory.ofCommand(["verify", $0]) }

        // Assertions: a million lines cost less than 4 MB more than a quarter of them (the
        // rewrite held the file's lines, the new file's and its text: about 60 MB more).
        XCTAssertEqual((updates + verifies).map(\.status), [0, 0, 0, 0])
        XCTAssertLessThan(updates[1].peakBytes - updates[0].peakBytes, 4 << 20, "verify --update: \(updates.map(\.peakBytes))")
        XCTAssertLessThan(verifies[1].peakBytes - verifies[0].peakBytes, 4 << 20, "verify: \(verifies.map(\.peakBytes))")
    }

    func test_aFileChangedInPlaceWhileRead_isReported_andNeitherVerifiedNorExported() throws {
        // Setup: a recorded session read, then one touch in it moved by a byte written in place.
        let path = TemporaryFiles.path(prefix: "changed", suffix: ".jsonl")
        try FileManager.default.copyItem(atPath: ExportTestFiles.sessions.appendingPathComponent("plain.jsonl").path, toPath: path)
        let file = try SessionFile.read(path: path)
        var bytes = try Data(contentsOf: URL(fileURLWithPath: path))
        let touch = try XCTUnwrap(bytes.range(of: Data(",\"b\",".utf8)))
        let digit = try XCTUnwrap(bytes[touch.upperBound...].firstIndex { (0x30...0x38).contains($0) })
        bytes[digit] += 1
        let handle = try FileHandle(forWritingTo: URL(fileURLWithPath: path))
        try handle.write(contentsOf: bytes)
        try handle.close()
        let folder = try TemporaryFiles.folder(prefix: "changed-export")

        // Action
        let verification = try SessionVerifier.verify(file, makeRoot: SessionScript.root(for:))
        let export = Result { try SessionExporter(file: file, options: ExportOptions(output: folder + "/sheet.png"))
            .export(makeRoot: SessionScript.root(for:)) }

        // Assertions
        XCTAssertFalse(verification.passed)
        XCTAssertTrue(verification.problem?.contains("changed while it was being read") == true, verification.problem ?? "no problem")
        XCTAssertThrowsError(try export.get()) { XCTAssertTrue("\($0)".contains("changed while it was being read"), "\($0)") }
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: folder), [], "nothing exported")
    }

    func test_aFileReplacedWhileRead_isStillReadAsItWasChecked() throws {
        // Setup: a recorded session read, then another file renamed over it (as `verify
        // --update` and `record --force` put theirs in place).
        let path = TemporaryFiles.path(prefix: "replaced", suffix: ".jsonl")
        let plain = ExportTestFiles.sessions.appendingPathComponent("plain.jsonl").path
        try FileManager.default.copyItem(atPath: plain, toPath: path)
        let file = try SessionFile.read(path: path)
        let other = path + ".other"
        try "\(header)\n[1,\"end\"]\n".write(toFile: other, atomically: false, encoding: .utf8)
        XCTAssertEqual(rename(other, path), 0)

        // Action
        let verification = try SessionVerifier.verify(file, makeRoot: SessionScript.root(for:))

        // Assertions
        XCTAssertTrue(verification.passed, verification.problem ?? "a mismatch")
        XCTAssertEqual(file, try SessionFile.read(path: plain))
    }

    /// A new session file of a touch held down through `frames` frames of 1,000 moves each.
    private func movesFile(frames: Int) throws -> String {
        let path = TemporaryFiles.path(prefix: "moves", suffix: ".jsonl")
        XCTAssertTrue(FileManager.default.createFile(atPath: path, contents: nil))
        let handle = try FileHandle(forWritingTo: URL(fileURLWithPath: path))
        try handle.write(contentsOf: Data("\(header)\n[0,\"b\",100,200]\n".utf8))
        for frame in 1...frames {
            var chunk = ""
            for index in 0..<1000 { chunk += "[\(frame),\"m\",\(100 + index % 200).5,\(200 + frame % 300)]\n" }
            try handle.write(contentsOf: Data(chunk.utf8))
        }
        try handle.write(contentsOf: Data("[\(frames + 1),\"e\",100,200]\n[\(frames + 2),\"end\"]\n".utf8))
        try handle.close()
        return path
    }
}
