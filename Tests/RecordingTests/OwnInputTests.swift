import Foundation
import XCTest

/// No command writes over a file it reads (docs/OUTPUTS.md, "Nothing lost"): an output that is
/// the session itself, a symlink or a hard link to it is refused with exit status 64 naming
/// both, before anything is written, and the session is kept byte for byte. Run as a user runs
/// the commands; the release build made by `make test` holds the executable.
final class OwnInputTests: XCTestCase {
    private static let plain = CommandLineRunner.root.appendingPathComponent("Tests/RecordingTests/Sessions/plain.jsonl").path

    /// A folder holding a copy of the plain demo's session as `s.jsonl`; returns both paths.
    private func sessionCopy() throws -> (folder: String, session: String) {
        let folder = try CommandLineRunner.temporaryFolder(prefix: "own-input")
        let session = folder + "/s.jsonl"
        try FileManager.default.copyItem(atPath: Self.plain, toPath: session)
        return (folder, session)
    }

    private func contents(_ path: String) -> Data? { FileManager.default.contents(atPath: path) }

    func test_export_ontoItsOwnInput_isRefused_andTheSessionIsKept() throws {
        let (folder, session) = try sessionCopy()
        let original = contents(session)
        try FileManager.default.linkItem(atPath: session, toPath: folder + "/hard.html")

        let same = try CommandLineRunner.run(["export", session, "-o", session, "--format", "html"])
        let hardLink = try CommandLineRunner.run(["export", session, "-o", folder + "/hard.html", "--force", "--to", "3f"])
        let sheet = try CommandLineRunner.run(["export", session, "-o", session, "--format", "sheet"])

        for result in [same, hardLink, sheet] {
            XCTAssertEqual(result.status, 64, result.error)
            XCTAssertTrue(result.error.hasPrefix("error: ") && result.error.contains("input"), result.error)
        }
        XCTAssertTrue(hardLink.error.contains(folder + "/hard.html") && hardLink.error.contains(session), "names both: \(hardLink.error)")
        XCTAssertEqual(contents(session), original, "the session is kept byte for byte")
        XCTAssertEqual(contents(folder + "/hard.html"), original, "the hard link is kept too")
        XCTAssertEqual(ExportTestFiles.files(in: folder), ["hard.html", "s.jsonl"], "nothing written, no temporary file left")
    }

    func test_exportFrames_ontoAHardLinkOfItsInput_isRefusedEvenWith_force() throws {
        let (folder, session) = try sessionCopy()
        let original = contents(session)
        try FileManager.default.createDirectory(atPath: folder + "/frames", withIntermediateDirectories: false)
        try FileManager.default.linkItem(atPath: session, toPath: folder + "/frames/frame-000002.png")

        let result = try CommandLineRunner.run(["export", session, "-o", folder + "/frames", "--force", "--to", "3f"])

        XCTAssertEqual(result.status, 64, result.error)
        XCTAssertTrue(result.error.contains("frame-000002.png") && result.error.contains(session), result.error)
        XCTAssertEqual(contents(folder + "/frames/frame-000002.png"), original)
        XCTAssertEqual(ExportTestFiles.files(in: folder + "/frames"), ["frame-000002.png"], "no frame written")
    }

    func test_verify_junitOntoItsOwnInput_isRefused_andTheSessionIsKept() throws {
        let (folder, session) = try sessionCopy()
        let original = contents(session)
        try FileManager.default.linkItem(atPath: session, toPath: folder + "/report.xml")

        let same = try CommandLineRunner.run(["verify", session, "--junit", session])
        let hardLink = try CommandLineRunner.run(["verify", session, "--junit", folder + "/report.xml"])
        let updating = try CommandLineRunner.run(["verify", "--update", session, "--junit", session])

        for result in [same, hardLink, updating] {
            XCTAssertEqual(result.status, 64, result.error)
            XCTAssertTrue(result.error.contains("--junit") && result.error.contains(session), "names both: \(result.error)")
        }
        XCTAssertEqual(contents(session), original)
        XCTAssertEqual(contents(folder + "/report.xml"), original)
    }

    func test_replayAndDiff_screenshotOntoTheirSession_isRefusedBeforeTheWindowOpens() throws {
        let (_, session) = try sessionCopy()
        let original = contents(session)

        let replay = try CommandLineRunner.run(["replay", session, "--frames", "1", "--screenshot", session], withoutDisplay: true)
        let diff = try CommandLineRunner.run(["diff", Self.plain, session, "--window", "--frames", "1", "--screenshot", session],
                                             withoutDisplay: true)

        for result in [replay, diff] {
            XCTAssertEqual(result.status, 64, result.error)
            XCTAssertTrue(result.error.contains("--screenshot") && result.error.contains("input"), result.error)
        }
        XCTAssertEqual(contents(session), original)
    }

    func test_diff_pictureNamedAsASessionCompared_isNotWritten_andTheSessionIsKept() throws {
        let folder = try CommandLineRunner.temporaryFolder(prefix: "own-input-diff")
        // Session A is named as the picture of A that diff writes on its first difference (frame 6).
        let text = try String(contentsOfFile: Self.plain, encoding: .utf8)
        let a = folder + "/diff-frame6-a.png"
        try text.write(toFile: a, atomically: true, encoding: .utf8)
        let moved = folder + "/moved.jsonl"
        try text.replacingOccurrences(of: "187.5,452]", with: "187.5,300]").write(toFile: moved, atomically: true, encoding: .utf8)

        let result = try CommandLineRunner.run(["diff", a, moved, "--out", folder])

        XCTAssertEqual(result.status, 1, result.error)
        XCTAssertTrue(result.output.contains("frame 6 differs"), result.output)
        XCTAssertTrue(result.error.contains("diff-frame6-a.png") && result.error.contains("input"), result.error)
        XCTAssertEqual(try String(contentsOfFile: a, encoding: .utf8), text, "session A is kept")
    }
}
