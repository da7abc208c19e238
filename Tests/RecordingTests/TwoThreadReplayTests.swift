import XCTest
@testable import Recording
import Simulator

/// Every demo session replayed on a device drawing with two threads, where labels' text is
/// prepared on a worker and pictures are drawn ahead (issue 37), hashes every frame as the
/// recording, made with one thread, did.
final class TwoThreadReplayTests: XCTestCase {
    private static let sessions = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Sessions")

    func test_everyDemoSession_replayedWithTwoThreads_hashesAsRecorded() throws {
        // Setup: the sessions beside this file, the tours included.
        let names = try FileManager.default.contentsOfDirectory(atPath: Self.sessions.path)
            .filter { $0.hasSuffix(".jsonl") }.sorted()
        XCTAssertGreaterThanOrEqual(names.count, 10, "the demo sessions are found")

        for name in names {
            let file = try SessionFile.read(path: Self.sessions.appendingPathComponent(name).path)

            // Action: replay on a two-thread device, hashing each frame.
            let session = try SessionReplayer.launch(file, threads: 2, makeRoot: SessionScript.root(for:))
            let points = Array(HashedReplay(SessionReplayer(file: file, session: session), format: file.header.format))

            // Assertions: a hash line where the recording has one, with its hash.
            let changes = points.filter(\.changed).map { "\($0.frame) \($0.hash.hex)" }
            XCTAssertEqual(changes, file.hashes.map { "\($0.frame) \($0.hash.hex)" }, name)
            XCTAssertFalse(points.isEmpty, name)
        }
    }
}
