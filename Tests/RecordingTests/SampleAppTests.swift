import Foundation
import Recording
import XCTest

/// A user's app (Examples/SampleApp: a card flipped in through a presentation controller and
/// dismissed by a pan, its whole `main.swift` one call of `SimulatorApp.main`) has every session
/// command in its own program, headless: record, replay, verify (CI's way, with a JUnit report),
/// export (MP4 and the HTML review) and diff; and `transition-lab` refuses its sessions.
final class SampleAppTests: XCTestCase {
    private static let program = "transition-lab-sample-app"

    private func sample(_ arguments: [String]) throws -> (status: Int32, output: String, error: String) {
        try CommandLineRunner.run(arguments, program: Self.program, environment: ["SDL_VIDEODRIVER": "dummy"])
    }

    /// A new folder holding `s.jsonl`: a session of the sample app that taps Card 1 (it flips
    /// in), then drags the card down by `drag` points over 24 frames and lets go (past 150 points
    /// the card is dismissed, before it the dismissal is cancelled), without hashes.
    private func session(drag: Int = 240) throws -> (folder: String, path: String) {
        let folder = try CommandLineRunner.temporaryFolder(prefix: "sample-app")
        var lines = ["{\"app\":\"\(Self.program)\",\"device\":\"iphone-6.1\",\"format\":4,\"kind\":\"transition-lab-session\","
                     + "\"orientation\":\"portrait\",\"scale\":2,\"version\":\"0.6.0\"}",
                     "[10,\"b\",187,185]", "[12,\"e\",187,185]", "[80,\"b\",187,300]"]
        lines += (1...24).map { "[\(80 + $0),\"m\",187,\(300 + $0 * drag / 24)]" }
        lines += ["[105,\"e\",187,\(300 + drag)]", "[170,\"end\"]"]
        let path = folder + "/s.jsonl"
        try (lines.joined(separator: "\n") + "\n").write(toFile: path, atomically: false, encoding: .utf8)
        return (folder, path)
    }

    func test_record_writesASessionNamingTheSampleApp() throws {
        let folder = try CommandLineRunner.temporaryFolder(prefix: "sample-record")

        let result = try sample(["record", "-o", folder + "/rec.jsonl", "--frames", "20"])
        let header = try SessionFile.read(path: folder + "/rec.jsonl").header

        XCTAssertEqual(result.status, 0, result.error)
        XCTAssertEqual(header.app, Self.program)
        XCTAssertEqual(header.format, SessionHeader.currentFormat)
    }

    func test_verifyExportAndDiff_ofItsOwnSession_workInItsOwnProgram() throws {
        let (folder, path) = try session()
        let (_, cancelled) = try session(drag: 60)

        let update = try sample(["verify", "--update", path])
        _ = try sample(["verify", "--update", cancelled])
        let verify = try sample(["verify", path, "--junit", folder + "/report.xml"])
        let mp4 = try sample(["export", path, "-o", folder + "/s.mp4"])
        let html = try sample(["export", path, "-o", folder + "/s.html"])
        let same = try sample(["diff", path, path])
        let different = try sample(["diff", path, cancelled, "--out", folder])

        for result in [update, verify, mp4, html, same] { XCTAssertEqual(result.status, 0, result.error) }
        XCTAssertTrue(verify.output.hasPrefix("ok "), verify.output)
        XCTAssertTrue(try String(contentsOfFile: folder + "/report.xml", encoding: .utf8).contains("failures=\"0\""))
        XCTAssertGreaterThan(try ExportTestFiles.probe(folder + "/s.mp4")["nb_read_frames"].flatMap(Int.init) ?? 0, 160)
        XCTAssertTrue(try String(contentsOfFile: folder + "/s.html", encoding: .utf8).contains(Self.program), "the page names the app")
        XCTAssertTrue(same.output.contains("identical"), same.output)
        XCTAssertEqual(different.status, 1, "the cancelled dismissal leaves the card up: \(different.output)")
        XCTAssertTrue(different.output.contains("differ"), different.output)
    }

    func test_replay_opensTheReviewWindow_onItsOwnEngine() throws {
        let (folder, path) = try session()
        XCTAssertEqual(try sample(["verify", "--update", path]).status, 0)

        let replay = try sample(["replay", path, "--frames", "40", "--screenshot", folder + "/shot.png"])

        XCTAssertEqual(replay.status, 0, replay.error)
        XCTAssertTrue(FileManager.default.fileExists(atPath: folder + "/shot.png"))
    }

    func test_sessionsOfEachProgram_areRefusedByTheOther_namingBoth() throws {
        let (_, path) = try session()
        let plain = CommandLineRunner.root.appendingPathComponent("Tests/RecordingTests/Sessions/plain.jsonl").path

        let byTransitionLab = try CommandLineRunner.run(["verify", path])
        let bySample = try sample(["export", plain, "-o", (path as NSString).deletingLastPathComponent + "/x.mp4"])

        XCTAssertEqual(byTransitionLab.status, 1)
        XCTAssertTrue(byTransitionLab.error.contains("recorded by \(Self.program), not by transition-lab"), byTransitionLab.error)
        XCTAssertEqual(bySample.status, 1)
        XCTAssertTrue(bySample.error.contains("add \"app\":\"\(Self.program)\" to its header"), bySample.error)
    }

    func test_recordResume_opensWhereTheSessionEnded_andRecordsItsInputsAgain() throws {
        // Setup: Card 1 tapped, the session ending in the middle of its flip (frame 40 of 12-60).
        let folder = try CommandLineRunner.temporaryFolder(prefix: "sample-resume")
        let header = "{\"app\":\"\(Self.program)\",\"device\":\"iphone-6.1\",\"format\":4,\"kind\":\"transition-lab-session\","
            + "\"orientation\":\"portrait\",\"scale\":2,\"version\":\"0.6.0\"}"
        let inputs = ["[10,\"b\",187,185]", "[12,\"e\",187,185]"]
        try ([header] + inputs + ["[40,\"end\"]"]).joined(separator: "\n").appending("\n")
            .write(toFile: folder + "/mid.jsonl", atomically: false, encoding: .utf8)

        // Action
        let resumed = try sample(["record", "--resume", folder + "/mid.jsonl", "-o", folder + "/next.jsonl", "--frames", "1"])
        let ontoItself = try sample(["record", "--resume", folder + "/mid.jsonl", "-o", folder + "/mid.jsonl", "--frames", "1"])
        let next = try SessionFile.read(path: folder + "/next.jsonl")
        let verified = try sample(["verify", folder + "/next.jsonl"])

        // Assertions: the new session starts with the old one's inputs, at their frames, and its
        // first hash is taken where the old one ended: the same moment, mid-flip.
        XCTAssertEqual(resumed.status, 0, resumed.error)
        XCTAssertEqual(next.events.compactMap { SessionLine.event(frame: $0.frame, $0.event).text }.prefix(2), inputs[...])
        XCTAssertEqual(next.hashes.first?.frame, 41, "hashes start after the resumed frames")
        XCTAssertEqual(verified.status, 0, verified.error)
        XCTAssertEqual(ontoItself.status, 64, "the recording never replaces the session it resumes")
    }
}
