import Foundation
import Recording
import Simulator
import XCTest

/// Every session names the app it recorded (format 4), and no command replays a session of
/// another app: `transition-lab` refuses a user's app's session with `error:` naming both and
/// exit 1, and a file from before sessions named their app reads as the demo catalogue's
/// (docs/SESSION-FORMAT.md, "Header").
final class SessionAppTests: XCTestCase {
    private static let plain = CommandLineRunner.root.appendingPathComponent("Tests/RecordingTests/Sessions/plain.jsonl").path

    /// A copy of the plain demo's session with its header's `app` set to `app` (removed when
    /// nil, the format set to `format`).
    private func session(app: String?, format: Int = SessionHeader.currentFormat) throws -> String {
        var file = try SessionFile.read(path: Self.plain)
        file.header.app = app
        file.header.format = format
        let path = try CommandLineRunner.temporaryFolder(prefix: "session-app") + "/s.jsonl"
        try file.text.write(toFile: path, atomically: false, encoding: .utf8)
        return path
    }

    func test_aRecording_namesItsApp_inItsHeader_ofTheCurrentFormat() throws {
        let script = try SessionScript(demo: "plain")
        script.tap(CGPoint(x: 100, y: 100))

        let file = try script.finish()
        let headerLine = try String(contentsOfFile: script.path, encoding: .utf8).split(separator: "\n")[0]

        XCTAssertEqual(file.header.format, SessionHeader.currentFormat)
        XCTAssertGreaterThanOrEqual(SessionHeader.currentFormat, 4, "the format that named the app")
        XCTAssertEqual(file.header.app, "transition-lab")
        XCTAssertTrue(headerLine.hasPrefix("{\"app\":\"transition-lab\","), String(headerLine))
    }

    func test_anotherAppsSession_isRefusedByEveryCommand_namingBothApps() throws {
        let path = try session(app: "CustomTransition")
        let folder = (path as NSString).deletingLastPathComponent
        let original = FileManager.default.contents(atPath: path)

        let results = try [
            ["verify", path], ["verify", "--update", path], ["export", path, "-o", folder + "/out.mp4"],
            ["diff", path, Self.plain], ["replay", path, "--frames", "1"],
        ].map { try CommandLineRunner.run($0, withoutDisplay: true) }

        for result in results {
            XCTAssertEqual(result.status, 1, result.error)
            XCTAssertTrue(result.error.contains("error: ") && result.error.contains("recorded by CustomTransition, not by transition-lab"),
                          result.error)
        }
        XCTAssertEqual(FileManager.default.contents(atPath: path), original, "the session is kept")
        XCTAssertEqual(ExportTestFiles.files(in: folder), ["s.jsonl"], "nothing written")
    }

    func test_aFileWithoutAnApp_isTheCatalogues_andAFormatFourOneWithout_isRefused() throws {
        let old = try session(app: nil, format: 3)
        let broken = try session(app: nil, format: 4)

        let verified = try CommandLineRunner.run(["verify", old])
        let refused = try CommandLineRunner.run(["verify", broken])
        let header = try SessionFile.read(path: old).header

        XCTAssertEqual(verified.status, 0, verified.error)
        XCTAssertEqual(refused.status, 1)
        XCTAssertTrue(refused.error.contains("field app: missing from the header"), refused.error)
        XCTAssertNil(header.appProblem(reading: "transition-lab"))
        let userApp = try XCTUnwrap(header.appProblem(reading: "CustomTransition"))
        XCTAssertEqual(userApp.field, "app")
        XCTAssertTrue(userApp.message.contains("add \"app\":\"CustomTransition\" to its header"), userApp.message)
    }

    func test_verifyUpdate_ofAnOldCatalogueFile_writesTheCurrentFormat_namingTheCatalogue() throws {
        let old = try session(app: nil, format: 3)

        let result = try CommandLineRunner.run(["verify", "--update", old])
        let header = try SessionFile.read(path: old).header

        XCTAssertEqual(result.status, 0, result.error)
        XCTAssertEqual(header.format, SessionHeader.currentFormat)
        XCTAssertEqual(header.app, "transition-lab")
    }
}
