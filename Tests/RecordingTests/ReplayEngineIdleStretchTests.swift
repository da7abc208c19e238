import Demos
import Foundation
import Raster
import Recording
import Simulator
import TestSupport
import UIKit
import XCTest

/// Idle stretches cost the replay engine nothing: indexing and cursors skip them (drawing one
/// frame to see that nothing moves), no checkpoint stands inside one, and every frame after
/// one is the frame a replay playing every frame draws.
final class ReplayEngineIdleStretchTests: XCTestCase {
    /// The hashes of `frames` in an in-process replay that draws every frame it plays and skips
    /// idle stretches as `SessionReplayer` does (equal to ticking them: `SessionLimitsTests`).
    private func playedHashes(_ file: SessionFile, at frames: [Int]) throws -> [Int: FrameHash] {
        let session = try SessionReplayer.launch(file, makeRoot: SessionScript.root(for:))
        let replayer = SessionReplayer(file: file, session: session)
        var hashes: [Int: FrameHash] = [:]
        for frame in frames.sorted() {
            while session.device.frameCount < frame {
                replayer.skipIdleFrames(limit: frame)
                session.tick()
            }
            hashes[frame] = FrameHash(of: session.device.screen)
        }
        return hashes
    }

    /// The hash the engine's cursor draws at each of `frames`, opened in this order.
    private func engineHashes(_ client: ReplayEngineClient, at frames: [Int]) throws -> [Int: FrameHash] {
        var hashes: [Int: FrameHash] = [:]
        for frame in frames {
            let status = try client.open(frame: frame)
            XCTAssertEqual(status.frame, frame)
            hashes[frame] = try client.screenHash()
        }
        return hashes
    }

    func test_aFileEndingFiveMillionFramesAfterItsLastInput_indexesAndOpensAnyFrame_withTheRecordedHashes() throws {
        // `plain.jsonl` (a push and a drag back, hashed) with its end mark 23 hours later: 2 KB.
        var file = try SessionFile.read(path: ReplayEngineHarness.path("plain.jsonl"))
        file.lines[file.lines.count - 1] = .event(frame: 5_000_000, .end)
        let path = try ReplayEngineHarness.write(file, name: "idle-end")
        defer { try? FileManager.default.removeItem(atPath: path) }
        let frames = [5_000_000, 2_500_000, 30, 60, 1, 4_999_999, 2_500_001]

        let client = try ReplayEngineHarness.client(path)
        let hashes = try engineHashes(client, at: frames)
        // Playing on across the stretch, as the window's play and steps do.
        try client.open(frame: 100)
        let played = try client.tick(4_000_000)
        let playedHash = try client.screenHash()
        let checkpoints = try client.checkpoints()

        XCTAssertEqual(client.timeline.lastFrame, 5_000_000)
        for frame in frames {
            XCTAssertEqual(hashes[frame], ReplayEngineHarness.recordedHash(file, at: frame), "frame \(frame)")
        }
        XCTAssertEqual(played.frame, 4_000_100)
        XCTAssertEqual(playedHash, ReplayEngineHarness.recordedHash(file, at: 4_000_100))
        XCTAssertEqual(checkpoints.ladder.filter { (200..<4_999_999).contains($0) }, [],
                       "no ladder checkpoint inside the idle stretch: the one before it serves all of it (\(checkpoints.ladder))")
        XCTAssertEqual(checkpoints.near.filter { (200..<4_999_999).contains($0) }, [],
                       "cursors skipped the stretch instead of playing it, forking near checkpoints (\(checkpoints.near))")
    }

    func test_framesAfterAMillionIdleFrames_areTheFramesOfAPlainReplay() throws {
        // The push, two million idle frames, then the drag back, then idle to frame 5,000,000.
        let plain = try SessionFile.read(path: ReplayEngineHarness.path("plain.jsonl"))
        let shift = 2_000_000 - 48
        var file = plain
        file.lines = plain.lines.filter { $0.frame < 40 }
            + plain.events.filter { $0.frame >= 48 && $0.event != .end }.map { SessionLine.event(frame: $0.frame + shift, $0.event) }
            + [.event(frame: 5_000_000, .end)]
        let path = try ReplayEngineHarness.write(file, name: "idle-middle")
        defer { try? FileManager.default.removeItem(atPath: path) }
        // Before the stretch, inside it, the drag after it and the pop it starts, and the end.
        let frames = [20, 1_000_000, 2_000_000, 2_000_005, 2_000_012, 2_000_020, 2_000_040, 3_000_000, 5_000_000]

        let client = try ReplayEngineHarness.client(path)
        let scrubbed = try engineHashes(client, at: frames.reversed())
        let played = try playedHashes(file, at: frames)
        let marks = client.timeline.marks.filter { $0.kind == .transitionBegan }.map(\.frame)

        XCTAssertEqual(frames.filter { scrubbed[$0] != played[$0] }, [], "frames the engine draws differently")
        XCTAssertNotEqual(played[2_000_000], played[2_000_020], "the drag moves the page")
        XCTAssertEqual(marks.count, 2, "the push and the pop are on the timeline: \(marks)")
        XCTAssertGreaterThan(marks.last ?? 0, 2_000_000)
    }

    func test_everyDemo_withAnIdleStretchBetweenTwoJourneys_scrubsToTheRecordedFrames() throws {
        for entry in DemoCatalog.all {
            let script = try SessionScript(demo: entry.id)
            script.journey(for: entry.id)
            // Longer than the shortest stretch the engine skips, played and hashed as recorded.
            script.wait(900)
            let second = script.session.device.frameCount
            script.journey(for: entry.id)
            let file = try script.finish()
            defer { try? FileManager.default.removeItem(atPath: script.path) }
            // Two ladder checkpoints, the first and the last: every cursor crosses the stretch.
            let client = try ReplayEngineHarness.client(script.path, options: ["--max-checkpoints", "2", "--near-checkpoints", "8"])
            // First a frame late in the stretch: 600 frames or more from its start, so skipped to.
            let frames = [second - 50, second + 10, second + 30, second + 60, file.lastFrame]

            let scrubbed = try engineHashes(client, at: [frames[0]])
            // The cursor to a frame inside the stretch was asked for near checkpoints on its way.
            let nearInside = try client.checkpoints().near.filter { (second - 900)..<second ~= $0 }
            let others = try engineHashes(client, at: Array(frames.dropFirst()))

            XCTAssertEqual(frames.filter { (scrubbed[$0] ?? others[$0]) != ReplayEngineHarness.recordedHash(file, at: $0) }, [], entry.id)
            XCTAssertEqual(nearInside, [], "\(entry.id): the cursor skipped the stretch, forking nothing inside it")
        }
    }
}
