import Foundation
import Raster
import Recording
import Simulator
import TestSupport
import UIKit
import XCTest

/// Reviewing changes nothing reviewed: every view, step and scrub of the review window leaves
/// the device's screen exactly as recorded, frame after frame, and a take-over ends the recorded
/// finger the way UIKit would. The engine runs as the window runs it.
final class ReviewReadOnlyTests: XCTestCase {
    /// What a reviewer does at a frame before playing on, by name.
    private static let actions: [(name: String, act: (ReplayEngineClient) throws -> Void)] = [
        ("nothing", { _ in }),
        ("exploded view on", { try $0.perform(.toggleExplodedView) }),
        ("exploded view on and turned", { client in
            try client.perform(.toggleExplodedView)
            try client.mouse(.began, x: 300, y: 500)
            try client.mouse(.moved, x: 420, y: 560)
            try client.mouse(.ended, x: 420, y: 560)
        }),
        ("exploded view on and off", { try $0.perform(.toggleExplodedView); try $0.perform(.toggleExplodedView) }),
        ("gesture overlay off", { try $0.perform(.toggleGestureOverlay) }),
        ("touch indicator on", { try $0.perform(.toggleTouchIndicator) }),
        ("help", { try $0.perform(.toggleHelp) }),
        ("screenshot", { try $0.perform(.screenshot) }),
        ("picture shown", { _ = try $0.picture() }),
    ]

    func test_review_viewsStepsAndScrubs_leaveEveryFrameAsRecorded() throws {
        let name = "plain.jsonl" // a tap that pushes, then a drag from the edge that pops
        let file = try SessionFile.read(path: ReplayEngineHarness.path(name))
        let client = try ReplayEngineHarness.client(name)
        let folder = FileManager.default.currentDirectoryPath
        let before = Set((try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? [])
        defer {
            // Screenshots land in the engine's folder, which is this process's.
            let after = Set((try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? [])
            for new in after.subtracting(before) where new.hasPrefix("TransitionLab Screenshot") {
                try? FileManager.default.removeItem(atPath: (folder as NSString).appendingPathComponent(new))
            }
        }
        var mismatches: [String] = []
        var checked = 0
        // Before the push, mid-push, before the drag, mid-drag (finger down) and mid-pop.
        for start in [3, 20, 47, 50, 55, 60, 63, 70] {
            for (action, act) in Self.actions {
                try client.open(frame: start)
                try act(client)
                // Single steps, then strides as faster speeds play them (each lands on a drawn frame).
                for stride in [1, 1, 1, 2, 3, 4, 4, 8] {
                    let status = try client.tick(stride)
                    guard let expected = ReplayEngineHarness.recordedHash(file, at: status.frame) else { continue }
                    let hash = try client.screenHash()
                    checked += 1
                    if hash != expected { mismatches.append("\(action) at \(start), frame \(status.frame)") }
                }
            }
        }

        XCTAssertGreaterThan(checked, 400)
        XCTAssertEqual(mismatches, [], "frames that differ from the recording after the reviewer looked")
    }

    func test_review_shortcutsThatWouldChangeTheReplay_areRefusedBeforeATakeOver() throws {
        let client = try ReplayEngineHarness.client("plain.jsonl")
        try client.open(frame: 55)

        for command in [SimulatorCommand.rotateLeft, .togglePause, .toggleSlowAnimations, .stepFrame] {
            XCTAssertThrowsError(try client.perform(command), "\(command) before a take-over")
        }
        let status = try client.tick(1)

        XCTAssertEqual(status.frame, 56)
        XCTAssertEqual(try client.screenHash(), ReplayEngineHarness.recordedHash(try SessionFile.read(path: ReplayEngineHarness.path("plain.jsonl")), at: 56))
    }

    func test_takeOver_midDrag_cancelsTheRecordedFinger_soTheBranchReplaysCleanly() throws {
        let client = try ReplayEngineHarness.client("plain.jsonl")
        let branch = FileManager.default.temporaryDirectory.appendingPathComponent("branch-drag-\(getpid()).jsonl").path
        defer { try? FileManager.default.removeItem(atPath: branch) }
        try client.open(frame: 55)

        try client.takeOver(recordingTo: branch)
        try client.tick(40)
        client.shutDown()

        let file = try SessionFile.read(path: branch)
        let touchesFromTakeOver = file.events.filter { frame, event in
            if case .touch = event { return frame >= 55 }
            return false
        }
        XCTAssertEqual(touchesFromTakeOver.count, 1, "only the cancel: \(touchesFromTakeOver)")
        if case .touch(let phase, let point, _)? = touchesFromTakeOver.first?.event {
            XCTAssertEqual(phase, .cancelled)
            XCTAssertEqual(point.y, 400, accuracy: 0.01, "where the recorded finger was")
        }
        XCTAssertEqual(touchesFromTakeOver.first?.frame, 55)
        let verified = try SessionVerifier.verify(file, makeRoot: SessionScript.root(for:))
        XCTAssertTrue(verified.passed, "the branch replays to the same pixels: \(verified.problem ?? "")")
    }

    func test_afterATakeOver_scrubbingStaysOnTheBranch_untilTheOriginalIsChosen() throws {
        let executable = try ReplayEngineHarness.executable()
        let original = try ReplayEngineHarness.client("plain.jsonl")
        let review = try ReviewSession(original: original) { path in
            try ReplayEngineClient(executable: executable, arguments: ["replay-engine", path])
        }
        let branch = FileManager.default.temporaryDirectory.appendingPathComponent("branch-stay-\(getpid()).jsonl").path
        defer { try? FileManager.default.removeItem(atPath: branch) }
        try review.show(frame: 30)
        try review.takeOver(recordingTo: branch)
        // Rotating is the reviewer's own input: only the branch has it.
        try review.perform(.rotateLeft)
        try review.tick(30)

        try review.show(frame: 40)
        let onBranch = review.status
        let branchFile = try SessionFile.read(path: branch)
        let branchHash = try review.screenHash()
        try review.backToOriginal()
        let originalHash = try review.screenHash()

        XCTAssertEqual(onBranch.frame, 40)
        XCTAssertFalse(onBranch.takenOver, "the branch is saved and replayed")
        XCTAssertEqual(branchFile.lastFrame, 60)
        XCTAssertEqual(branchHash, ReplayEngineHarness.recordedHash(branchFile, at: 40), "frame 40 of the branch (turned)")
        XCTAssertNil(review.branchPath)
        XCTAssertTrue(review.engine === original)
        XCTAssertEqual(review.status.frame, 40)
        XCTAssertEqual(originalHash, ReplayEngineHarness.recordedHash(try SessionFile.read(path: ReplayEngineHarness.path("plain.jsonl")), at: 40))
        XCTAssertNotEqual(branchHash, originalHash)
        review.close()
    }

    func test_twoTakeOvers_toOneBranchName_recordTwoFiles_andTellTheSecondsPath() throws {
        let executable = try ReplayEngineHarness.executable()
        let original = try ReplayEngineHarness.client("plain.jsonl")
        let review = try ReviewSession(original: original) { path in
            try ReplayEngineClient(executable: executable, arguments: ["replay-engine", path])
        }
        var messages: [String] = []
        review.onMessage = { messages.append($0) }
        // The window names branches by the second: two take-overs within one get the same name.
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("branch-twice-\(getpid())-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let name = folder.appendingPathComponent("branch.jsonl").path

        try review.show(frame: 20)
        try review.takeOver(recordingTo: name)
        try review.tick(5)
        try review.backToOriginal()
        try review.show(frame: 50)
        try review.takeOver(recordingTo: name)
        let second = review.status.recordingPath
        try review.tick(5)
        let saved = review.close()
        let first = try SessionFile.read(path: name)
        let other = try SessionFile.read(path: try XCTUnwrap(second))

        XCTAssertEqual(second, folder.appendingPathComponent("branch-2.jsonl").path)
        XCTAssertEqual(saved, second, "the window says which file it saved")
        XCTAssertTrue(messages.contains("took over at frame 50: recording to \(second ?? "")"), "\(messages)")
        XCTAssertEqual(first.lastFrame, 25, "the first branch is kept")
        XCTAssertEqual(other.lastFrame, 55)
    }
}

