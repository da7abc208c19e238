import XCTest
#if canImport(FoundationXML)
import FoundationXML
#endif
import PNGCodec
import Raster
import Recording
import UIKit

/// `transition-lab verify` as CI runs it: files checked in parallel child processes, a JUnit
/// report written whole, cut files checked up to their last whole line, and numbers from a file
/// or the command line refused before they become frame counts.
final class VerifyCommandTests: XCTestCase {
    /// A short recorded session of the plain demo, written to `path`.
    private func record(to path: String) throws {
        let script = try SessionScript(demo: "plain", path: path)
        script.wait(3)
        script.tap(CGPoint(x: 187.5, y: 452))
        script.wait(30)
        _ = try script.finish()
    }

    func test_verifyJobs_checksEachFileInAChildProcess_andJUnitNamesTheFirstDifferingFrameAndItsPNGs() throws {
        let folder = try CommandLineRunner.temporaryFolder(prefix: "verify-jobs")
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let good = ["\(folder)/a.jsonl", "\(folder)/b.jsonl"]
        for path in good { try record(to: path) }
        // The third file's last hash is changed: its frame must be reported.
        let text = try String(contentsOfFile: good[0], encoding: .utf8)
        var lines = text.split(separator: "\n").map(String.init)
        let lastHash = try XCTUnwrap(lines.lastIndex { $0.contains("\"h\"") })
        let changedFrame = try XCTUnwrap(Int(lines[lastHash].dropFirst().prefix { $0 != "," }))
        lines[lastHash] = "[\(changedFrame),\"h\",\"0000000000000000\"]"
        try (lines.joined(separator: "\n") + "\n").write(toFile: "\(folder)/changed.jsonl", atomically: true, encoding: .utf8)
        try "not a session\n".write(toFile: "\(folder)/broken.jsonl", atomically: true, encoding: .utf8)
        let report = "\(folder)/report.xml"

        let result = try CommandLineRunner.run(["verify", "--jobs", "2", "--junit", report, "--failures", folder,
                                                good[0], "\(folder)/changed.jsonl", good[1], "\(folder)/broken.jsonl"])
        let xml = try String(contentsOfFile: report, encoding: .utf8)
        let document = try XMLDocument(xmlString: xml)
        let cases = try document.nodes(forXPath: "//testcase")
        let failure = try document.nodes(forXPath: "//testcase[@name='changed.jsonl']/failure").first?.stringValue ?? ""
        let pngs = failure.split(separator: "\n").filter { $0.hasPrefix("PNG: ") }.map { String($0.dropFirst(5)) }

        XCTAssertEqual(result.status, 1, result.output + result.error)
        XCTAssertEqual(result.output.components(separatedBy: "ok ").count - 1, 2, result.output)
        XCTAssertTrue(result.output.contains("FAIL \(folder)/changed.jsonl: frame \(changedFrame) differs"), result.output)
        XCTAssertTrue(result.error.contains("broken.jsonl"), result.error)
        XCTAssertEqual(cases.count, 4)
        XCTAssertEqual(try document.nodes(forXPath: "//testcase/failure").count, 1)
        XCTAssertEqual(try document.nodes(forXPath: "//testcase[@name='broken.jsonl']/error").count, 1)
        XCTAssertTrue(failure.contains("first differing frame: \(changedFrame)"), failure)
        XCTAssertFalse(pngs.isEmpty, failure)
        for png in pngs { XCTAssertTrue(FileManager.default.fileExists(atPath: png), png) }
        let leftovers = try FileManager.default.contentsOfDirectory(atPath: folder).filter { $0.hasSuffix(".tmp") }
        XCTAssertEqual(leftovers, [], "the report is written to a temporary file and renamed")
    }

    /// A recorded session whose last hash is changed, written to `path`; returns that frame.
    @discardableResult
    private func recordChanged(to path: String) throws -> Int {
        try record(to: path)
        var lines = try String(contentsOfFile: path, encoding: .utf8).split(separator: "\n").map(String.init)
        let lastHash = try XCTUnwrap(lines.lastIndex { $0.contains("\"h\"") })
        let frame = try XCTUnwrap(Int(lines[lastHash].dropFirst().prefix { $0 != "," }))
        lines[lastHash] = "[\(frame),\"h\",\"0000000000000000\"]"
        try (lines.joined(separator: "\n") + "\n").write(toFile: path, atomically: true, encoding: .utf8)
        return frame
    }

    func test_twoFailingFilesOfOneNameInDifferentFolders_keepTheirOwnFailurePNGs_sequentialAndParallel() throws {
        let folder = try CommandLineRunner.temporaryFolder(prefix: "verify-same-name")
        defer { try? FileManager.default.removeItem(atPath: folder) }
        for sub in ["a", "b"] { try FileManager.default.createDirectory(atPath: "\(folder)/\(sub)", withIntermediateDirectories: false) }
        let paths = ["\(folder)/a/x.jsonl", "\(folder)/b/x.jsonl"]
        for path in paths { try recordChanged(to: path) }

        for jobs in ["1", "2"] {
            let failures = "\(folder)/failures-\(jobs)"
            try FileManager.default.createDirectory(atPath: failures, withIntermediateDirectories: false)
            let result = try CommandLineRunner.run(["verify", "--jobs", jobs, "--failures", failures] + paths)
            let wrote = result.output.split(separator: "\n").filter { $0.hasPrefix("  wrote ") }.map { String($0.dropFirst(8)) }
            let files = try FileManager.default.contentsOfDirectory(atPath: failures).sorted()

            XCTAssertEqual(result.status, 1, result.output + result.error)
            XCTAssertEqual(wrote.count, 6, "three PNGs for each file, jobs \(jobs): \(result.output)")
            XCTAssertEqual(Set(wrote).count, 6, "no PNG named twice, jobs \(jobs): \(wrote)")
            XCTAssertEqual(files.count, 6, "jobs \(jobs): \(files)")
            XCTAssertEqual(files.filter { $0.hasPrefix("x-frame") }.count, 3, "one file keeps the plain name: \(files)")
            XCTAssertEqual(files.filter { $0.hasPrefix("x-2-frame") }.count, 3, "the other takes the next: \(files)")
            for png in wrote { XCTAssertNoThrow(try Bitmap(contentsOfPNGFile: png), png) }
        }
    }

    func test_verifyWithNoFiles_isAUsageError() throws {
        for arguments in [["verify"], ["verify", "--"], ["verify", "--jobs", "2", "--"]] {
            let result = try CommandLineRunner.run(arguments)

            XCTAssertEqual(result.status, 64, "\(arguments): " + result.output + result.error)
            XCTAssertTrue(result.error.contains("Missing expected argument '<files> ...'"), result.error)
        }
    }

    func test_verifyUpdateThroughASymlink_rewritesTheFileItNames_andKeepsTheLink() throws {
        let folder = try CommandLineRunner.temporaryFolder(prefix: "verify-link")
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let target = "\(folder)/session.jsonl", link = "\(folder)/link.jsonl"
        try record(to: target)
        let original = try String(contentsOfFile: target, encoding: .utf8)
        // Format 2 with its hashes dropped: --update must write them back, as format 3.
        let stripped = original.split(separator: "\n").filter { !$0.contains("\"h\"") }.joined(separator: "\n") + "\n"
        try stripped.replacingOccurrences(of: "\"format\":3", with: "\"format\":2").write(toFile: target, atomically: true, encoding: .utf8)
        try FileManager.default.createSymbolicLink(atPath: link, withDestinationPath: target)

        let result = try CommandLineRunner.run(["verify", "--update", link])

        XCTAssertEqual(result.status, 0, result.error)
        XCTAssertEqual(try FileManager.default.destinationOfSymbolicLink(atPath: link), target)
        XCTAssertEqual(try String(contentsOfFile: target, encoding: .utf8), original)
    }

    func test_verifyJobs_isRangeChecked() throws {
        for jobs in ["0", "65", "99999999999999999999"] {
            let result = try CommandLineRunner.run(["verify", "--jobs", jobs, "x.jsonl"])

            XCTAssertNotEqual(result.status, 0, jobs)
            XCTAssertTrue(result.error.contains("--jobs"), "\(jobs): \(result.error)")
        }
    }

    func test_verifyOfAFileCutInsideALineThenNULs_passes_andSaysWhereItStopped() throws {
        let folder = try CommandLineRunner.temporaryFolder(prefix: "verify-cut")
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let path = "\(folder)/cut.jsonl"
        try record(to: path)
        var bytes = Array(try Data(contentsOf: URL(fileURLWithPath: path)))
        let wholeLines = bytes.dropLast(10).filter { $0 == 0x0A }.count
        bytes = Array(bytes.dropLast(10)) + Array(repeating: 0, count: 4096)
        try Data(bytes).write(to: URL(fileURLWithPath: path))

        let result = try CommandLineRunner.run(["verify", path])

        XCTAssertEqual(result.status, 0, result.output + result.error)
        XCTAssertTrue(result.output.hasPrefix("ok \(path)"), result.output)
        XCTAssertTrue(result.error.contains("damaged from line \(wholeLines + 1) on"), result.error)
        XCTAssertTrue(result.error.contains("read up to line \(wholeLines)"), result.error)
    }

    func test_anEndMarkAtFrame10To7Or10To12_isRefusedAtOnce_namingLineAndField() throws {
        let folder = try CommandLineRunner.temporaryFolder(prefix: "verify-far")
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let path = "\(folder)/far.jsonl"
        try record(to: path)
        let text = try String(contentsOfFile: path, encoding: .utf8)
        let lineCount = text.split(separator: "\n").count

        for end in ["10000000", "1000000000000"] {
            let far = text.split(separator: "\n").dropLast().joined(separator: "\n") + "\n[\(end),\"end\"]\n"
            try far.write(toFile: path, atomically: true, encoding: .utf8)

            let result = try CommandLineRunner.run(["verify", path])

            XCTAssertEqual(result.status, 1, end)
            XCTAssertTrue(result.error.contains("line \(lineCount), field frame"), "\(end): \(result.error)")
        }
    }

    func test_exportFromOrToBeyond24Hours_isRefused_notATrap() throws {
        let session = CommandLineRunner.root.appendingPathComponent("Tests/RecordingTests/Sessions/plain.jsonl").path
        let folder = try CommandLineRunner.temporaryFolder(prefix: "export-far")
        defer { try? FileManager.default.removeItem(atPath: folder) }

        for (option, value) in [("--from", "1e300s"), ("--to", "1e300"), ("--from", "99999999999f"), ("--to", "86401s")] {
            let result = try CommandLineRunner.run(["export", session, "-o", "\(folder)/out", option, value])

            XCTAssertEqual(result.status, 64, "a bad command line: \(option) \(value): \(result.error)")
            XCTAssertTrue(result.error.contains("within 24 hours"), "\(option) \(value): \(result.error)")
        }
    }
}
