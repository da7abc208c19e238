import Foundation
import Recording
import XCTest

/// The near checkpoints on a cursor's way come from a copy that plays beside the cursor, so
/// the cursor itself forks nothing before the frame it was asked for (each fork copies its page
/// tables and makes it copy again every page it writes after).
final class ReplayEngineNearCheckpointTests: XCTestCase {
    func test_openingAFrameFarFromAnyCheckpoint_cursorForksNothing_andTheNearCheckpointsAreStillKept() throws {
        var file = try SessionFile.read(path: ReplayEngineHarness.path("plain.jsonl"))
        let inputs = file.events.filter { $0.event != .end }
        let period = (inputs.last?.frame ?? 90) + 20
        file.lines = SessionLines(stride(from: 0, to: 3_000 - period, by: period).flatMap { start in
            inputs.map { SessionLine.event(frame: start + $0.frame, $0.event) }
        } + [.event(frame: 3_000, .end)])
        let path = try ReplayEngineHarness.write(file, name: "near-maker")
        defer { try? FileManager.default.removeItem(atPath: path) }
        // Three ladder checkpoints: frame 2,500 is hundreds of frames from the one before it.
        let client = try ReplayEngineHarness.client(path, options: ["--max-checkpoints", "3", "--near-checkpoints", "8"])

        try client.open(frame: 2_500)
        // The cursor is a checkpoint's child; the maker beside it ends after its last fork (its
        // checkpoints then belong to the engine). Waiting for it bounds nothing in time.
        let engine = client.processIdentifier
        var running: [Int32] = []
        for _ in 0..<600 {
            running = ReplayEngineHarness.children(of: engine).flatMap(ReplayEngineHarness.children(of:))
                .filter(ReplayEngineHarness.isRunning)
            if running.count == 1 { break }
            usleep(50_000)
        }
        let cursorChildren = running.flatMap(ReplayEngineHarness.children(of:))
        let near = try client.checkpoints().near

        XCTAssertEqual(running.count, 1, "one cursor: \(running)")
        XCTAssertEqual(cursorChildren, [], "the cursor forked checkpoints on its way")
        XCTAssertTrue(near.contains { (2_400..<2_500).contains($0) }, "near checkpoints before the frame shown: \(near)")
    }
}
