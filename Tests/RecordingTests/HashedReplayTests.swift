import XCTest
@testable import Recording
import Simulator

/// `HashedReplay`, the one loop that `verify`, `verify --update` and `diff` replay through: it
/// must hash the frames a recording hashed, end where the file ends, and stop where a replay
/// stops.
final class HashedReplayTests: XCTestCase {
    private static let sessions = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Sessions")

    private func demoFile(_ name: String) throws -> SessionFile {
        try SessionFile.read(path: Self.sessions.appendingPathComponent("\(name).jsonl").path)
    }

    private func replay(_ file: SessionFile) throws -> HashedReplay {
        let session = try SessionReplayer.launch(file, makeRoot: SessionScript.root(for:))
        return HashedReplay(SessionReplayer(file: file, session: session), format: file.header.format)
    }

    func test_hashedReplay_demoSession_yieldsTheFilesHashLinesAndEndsAtItsEndMark() throws {
        let file = try demoFile("001-news")
        let replay = try replay(file)

        let points = Array(replay)

        let changes = points.filter(\.changed).map { "\($0.frame) \($0.hash.hex)" }
        XCTAssertEqual(changes, file.hashes.map { "\($0.frame) \($0.hash.hex)" }, "a point changes exactly where the file has a hash line")
        XCTAssertEqual(points.last?.frame, file.lastFrame)
        XCTAssertTrue(zip(points, points.dropFirst()).allSatisfy { $0.frame < $1.frame }, "each point is a later frame")
        XCTAssertNil(replay.stop)
        XCTAssertNil(replay.stalledFrame)
        XCTAssertNil(replay.next(), "a finished replay yields nothing more")
    }

    func test_hashedReplay_fileCutInsideItsEndMark_stopsAtTheLastWholeLine() throws {
        let text = try String(contentsOf: Self.sessions.appendingPathComponent("000-grid.jsonl"), encoding: .utf8)
        let whole = try SessionFile(text: text)
        // A killed recorder leaves its last line half written: here the end mark.
        let file = try SessionFile(text: String(text.dropLast(4)))
        guard case .hash(let lastFrame, let lastHash)? = file.lines.last else {
            return XCTFail("the line before 000-grid's end mark is a hash line")
        }

        let points = Array(try replay(file))

        XCTAssertTrue(file.droppedCutLine)
        XCTAssertLessThan(lastFrame, whole.lastFrame, "the cut file ends before the whole one")
        XCTAssertEqual(points.last?.frame, lastFrame, "the replay ends at the last whole line's frame")
        XCTAssertEqual(points.last?.hash, lastHash)
    }

    func test_hashedReplay_pauseTheFileNeverLifts_stopsThereWithPlayToEndsReason() throws {
        var file = try demoFile("000-grid")
        file.lines.insert(.event(frame: 20, .command(.togglePause)), at: file.lines.firstIndex { $0.frame > 20 } ?? file.lines.count)
        let session = try SessionReplayer.launch(file, makeRoot: SessionScript.root(for:))
        let playedToEnd = SessionReplayer(file: file, session: session).playToEnd()
        let replay = try replay(file)

        let points = Array(replay)

        XCTAssertEqual(points.last?.frame, 20)
        XCTAssertEqual(replay.stalledFrame, 20, "the pause given in the tick from frame 20 holds the clock there")
        XCTAssertNotNil(replay.stop)
        XCTAssertEqual(replay.stop, playedToEnd)
    }
}
