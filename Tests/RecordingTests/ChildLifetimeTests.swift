import Foundation
import Recording
import TestSupport
import UIKit
import XCTest

/// The processes a command starts die with it, however it ends, and it leaves nothing in the
/// temporary folder: `verify --jobs`'s checks, and the replay window's engine with its
/// checkpoints and cursor (docs/SESSIONS.md; docs/OUTPUTS.md, "Nothing lost").
final class ChildLifetimeTests: XCTestCase {
    /// A session that takes hours to verify or index, in `folder`: the plain demo's first two
    /// seconds, then a finger held down until frame 5,000,000 (every such frame is played).
    private func slowSession(in folder: String, name: String) throws -> String {
        var file = try SessionFile.read(path: ReplayEngineHarness.path("plain.jsonl"))
        file.lines = file.lines.filter { $0.frame < 120 && $0 != .event(frame: $0.frame, .end) }
            + [.event(frame: 120, .touch(.began, CGPoint(x: 187.5, y: 300))), .event(frame: 5_000_000, .end)]
        let path = folder + "/\(name).jsonl"
        try file.text.write(toFile: path, atomically: true, encoding: .utf8)
        return path
    }

    /// Every process below `pid`, its children's children included.
    private func descendants(of pid: Int32) -> [Int32] {
        let children = ReplayEngineHarness.children(of: pid)
        return children + children.flatMap(descendants(of:))
    }

    func test_verifyJobs_killedBySIGKILLOrSIGTERM_leavesNoCheckRunning_andNothingInItsTemporaryFolder() throws {
        for signal in [SIGKILL, SIGTERM] {
            // Setup: two files that take hours, checked at once; TMPDIR a folder of the test's.
            let folder = try TemporaryFiles.folder(prefix: "verify-killed")
            let temporary = folder + "/tmp"
            try FileManager.default.createDirectory(atPath: temporary, withIntermediateDirectories: false)
            let files = try ["a", "b"].map { try slowSession(in: folder, name: $0) }
            let parent = try CommandLineRunner.start(["verify", "--jobs", "2", "--failures", folder] + files, environment: ["TMPDIR": temporary])
            var checks: [Int32] = []
            XCTAssertTrue(OutputSafetyTests.waitFor {
                checks = ReplayEngineHarness.children(of: parent.processIdentifier)
                return checks.count == 2
            }, "signal \(signal): both checks started")

            // Action.
            kill(parent.processIdentifier, signal)
            parent.waitUntilExit()
            let running = ReplayEngineHarness.waitForExit(checks, seconds: 10)
            running.forEach { kill($0, SIGKILL) }
            let result = CommandLineRunner.finish(parent)

            // Assertions.
            XCTAssertEqual(result.status, 128 + signal, "signal \(signal): the parent ended by it: \(result.error)")
            XCTAssertEqual(running, [], "signal \(signal): the checks outlived their parent")
            XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: temporary), [], "signal \(signal): nothing left in TMPDIR")
        }
    }

    func test_replayWindow_killedBySIGKILLOrSIGTERM_leavesNoEngineCheckpointOrCursorRunning_andNothingInItsTemporaryFolder() throws {
        for signal in [SIGKILL, SIGTERM] {
            // Setup: the review window (SDL's dummy driver shows nothing) on a session, its
            // engine indexed, with checkpoints and a cursor.
            let temporary = try TemporaryFiles.folder(prefix: "replay-killed")
            let window = try CommandLineRunner.start(["replay", ReplayEngineHarness.path("plain.jsonl")],
                                                     environment: ["SDL_VIDEODRIVER": "dummy", "TMPDIR": temporary])
            var below: [Int32] = []
            XCTAssertTrue(OutputSafetyTests.waitFor {
                below = descendants(of: window.processIdentifier)
                return below.count >= 3
            }, "signal \(signal): the engine, a checkpoint and a cursor started: \(below)")

            // Action.
            kill(window.processIdentifier, signal)
            window.waitUntilExit()
            let running = ReplayEngineHarness.waitForExit(below, seconds: 10)
            running.forEach { kill($0, SIGKILL) }
            _ = CommandLineRunner.finish(window)

            // Assertions.
            XCTAssertEqual(running, [], "signal \(signal): the engine's processes outlived the window")
            XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: temporary), [], "signal \(signal): nothing left in TMPDIR")
        }
    }

    func test_verifyJobs_stillForwardsEachChecksOutputAndOutcome() throws {
        let folder = try TemporaryFiles.folder(prefix: "verify-pipes")
        let temporary = folder + "/tmp"
        try FileManager.default.createDirectory(atPath: temporary, withIntermediateDirectories: false)
        let plain = ReplayEngineHarness.path("plain.jsonl")
        try "not a session\n".write(toFile: folder + "/broken.jsonl", atomically: true, encoding: .utf8)

        let result = try CommandLineRunner.run(["verify", "--jobs", "2", plain, folder + "/broken.jsonl", plain],
                                               environment: ["TMPDIR": temporary])

        XCTAssertEqual(result.status, 1, result.error)
        XCTAssertEqual(result.output.components(separatedBy: "ok \(plain):").count, 3, "each good file's line, once: \(result.output)")
        XCTAssertTrue(result.error.contains("error: ") && result.error.contains("broken.jsonl"), result.error)
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: temporary), [], "nothing written to TMPDIR")
    }
}
