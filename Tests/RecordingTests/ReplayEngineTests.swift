import Foundation
import Raster
import Recording
import Simulator
import TestSupport
import XCTest

/// The replay engine behind the review window: checkpoints, cursors, take-over. It runs as the
/// `transition-lab replay-engine` process, as the window starts it.
final class ReplayEngineTests: XCTestCase {
    private static let sessions = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Sessions")

    /// The built `transition-lab` beside this test bundle (`make test` builds it).
    private func engine(_ session: String, interval: Int = 30) throws -> ReplayEngineClient {
        let candidates = [
            URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent().appendingPathComponent("transition-lab").path,
            Bundle.main.bundleURL.deletingLastPathComponent().appendingPathComponent("transition-lab").path,
            Bundle.main.bundleURL.appendingPathComponent("transition-lab").path,
        ]
        guard let executable = candidates.first(where: { FileManager.default.isExecutableFile(atPath: $0) }) else {
            XCTFail("transition-lab is not built beside the tests (looked in \(candidates)); `make test` builds it")
            throw ReplayEngineError(description: "no executable")
        }
        let path = session.hasPrefix("/") ? session : Self.sessions.appendingPathComponent(session).path
        return try ReplayEngineClient(executable: executable, arguments: ["replay-engine", path, "--checkpoint-interval", "\(interval)"])
    }

    /// The framed picture at `frame` of an in-process replay drawn frame after frame, overlay on.
    private func playedPicture(_ session: String, to frame: Int) throws -> Bitmap {
        let file = try SessionFile.read(path: session.hasPrefix("/") ? session : Self.sessions.appendingPathComponent(session).path)
        let simulator = try SessionReplayer.launch(file, threads: 1, makeRoot: SessionScript.root(for:))
        simulator.perform(.toggleGestureOverlay)
        let replayer = SessionReplayer(file: file, session: simulator)
        while simulator.device.frameCount < frame && !replayer.isFinished { simulator.tick() }
        return simulator.picture()
    }

    func test_scrubToFrame_equalsPlayingToThatFrame() throws {
        let client = try engine("001-news.jsonl")
        // Forwards, backwards, on and next to checkpoints, mid-push and mid-pop.
        for frame in [20, 0, 61, 30, 31, 59, 15, client.timeline.lastFrame] {
            try client.open(frame: frame)
            let scrubbed = try client.picture()

            let played = try playedPicture("001-news.jsonl", to: frame)

            XCTAssertEqual(client.status?.frame, frame)
            XCTAssertTrue(scrubbed == played, "frame \(frame): the scrubbed picture differs from the played one")
        }
    }

    func test_pictures_crossInSharedMemory_asPlayed_theSecondOnTheFirstsCanvas() throws {
        let client = try engine("001-news.jsonl")
        try client.open(frame: 45)

        let first = try client.picture()
        let again = try client.picture()
        try client.tick(3)
        let later = try client.picture()

        XCTAssertEqual(client.sharedPictures, 3, "every picture came through the engine's memory, none down the pipe")
        XCTAssertTrue(first == (try playedPicture("001-news.jsonl", to: 45)))
        XCTAssertTrue(again == first)
        XCTAssertTrue(later == (try playedPicture("001-news.jsonl", to: 48)), "a picture drawn on the last one's canvas")
    }

    func test_cursorStatus_givesThePhonesSize_andAPressOnTheStripUnderItIsOffThePhone() throws {
        let client = try engine("003-door.jsonl")
        let file = try SessionFile.read(path: Self.sessions.appendingPathComponent("003-door.jsonl").path)
        let played = try SessionReplayer.launch(file, threads: 1, makeRoot: SessionScript.root(for:))

        let status = try client.open(frame: 40)
        let picture = try client.picture()

        let phone = played.frame.pixelSize
        XCTAssertEqual(status.phoneWidth, phone.width)
        XCTAssertEqual(status.phoneHeight, phone.height)
        XCTAssertTrue(picture.width > phone.width && picture.height > phone.height, "the panel and the strip lie beside and under it")
        XCTAssertTrue(status.isOnPhone(x: Double(phone.width) / 2, y: Double(phone.height) / 2))
        XCTAssertFalse(status.isOnPhone(x: 10, y: Double(phone.height) + 5), "the strip under the phone")
        XCTAssertFalse(status.isOnPhone(x: Double(phone.width) + 5, y: 10), "the panel beside it")
    }

    func test_scrubToFrame_equalsPlayingToThatFrame_inEveryDemoSession() throws {
        let names = try FileManager.default.contentsOfDirectory(atPath: Self.sessions.path).filter { $0.hasSuffix(".jsonl") }.sorted()
        XCTAssertGreaterThanOrEqual(names.count, 7)
        for name in names {
            let client = try engine(name, interval: 16)
            let last = client.timeline.lastFrame
            // Frames that fall mid-transition in most sessions, reached backwards.
            for frame in [last, 2 * last / 3 + 1, last / 2, last / 3 - 1] {
                try client.open(frame: frame)
                let scrubbed = try client.picture()

                let played = try playedPicture(name, to: frame)

                XCTAssertTrue(scrubbed == played, "\(name) frame \(frame): the scrubbed picture differs from the played one")
            }
        }
    }

    func test_scrubToFrame_equalsPlayingToThatFrame_atTwiceTheScale() throws {
        var file = try SessionFile.read(path: Self.sessions.appendingPathComponent("003-door.jsonl").path)
        file.header.scale = 2
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("door-2x-\(getpid()).jsonl").path
        try file.text.write(toFile: path, atomically: true, encoding: .utf8)
        defer { try? FileManager.default.removeItem(atPath: path) }
        let client = try engine(path, interval: 20)

        for frame in [file.lastFrame / 2, file.lastFrame / 4, 3 * file.lastFrame / 4] {
            try client.open(frame: frame)
            let scrubbed = try client.picture()

            let played = try playedPicture(path, to: frame)

            XCTAssertEqual(scrubbed.width, played.width)
            XCTAssertTrue(scrubbed == played, "frame \(frame) at 2x: the scrubbed picture differs from the played one")
        }
    }

    func test_playingOnFromAScrubbedFrame_equalsPlayingFromTheStart() throws {
        let client = try engine("002-modal.jsonl")
        try client.open(frame: 40)

        try client.tick(25)
        let scrubbedThenPlayed = try client.picture()

        XCTAssertEqual(client.status?.frame, 65)
        XCTAssertTrue(scrubbedThenPlayed == (try playedPicture("002-modal.jsonl", to: 65)))
    }

    func test_timeline_marksTouchesAndEachTransitionsStartAndEnd() throws {
        let client = try engine("001-news.jsonl")

        let marks = client.timeline.marks

        XCTAssertEqual(client.timeline.lastFrame, try SessionFile.read(path: Self.sessions.appendingPathComponent("001-news.jsonl").path).lastFrame)
        XCTAssertTrue(marks.contains { $0.kind == .touchDown })
        XCTAssertTrue(marks.contains { $0.kind == .transitionBegan && $0.detail == "push" })
        XCTAssertTrue(marks.contains { $0.kind == .transitionFinished && $0.detail == "push" })
        XCTAssertEqual(marks.map(\.frame), marks.map(\.frame).sorted())
        let push = try XCTUnwrap(marks.first { $0.kind == .transitionBegan })
        XCTAssertEqual(client.timeline.nextMark(after: push.frame - 1)?.frame, push.frame)
        XCTAssertEqual(client.timeline.previousMark(before: push.frame + 1)?.frame, push.frame)
    }

    func test_timeline_marksPresentations() throws {
        let client = try engine("002-modal.jsonl")

        let presentations = client.timeline.marks.filter(\.isPresentation)

        XCTAssertTrue(presentations.contains { $0.kind == .transitionBegan && $0.detail == "presentation" })
        XCTAssertTrue(presentations.contains { $0.kind == .transitionFinished && $0.detail == "presentation" })
    }

    func test_takeOver_recordsABranchThatReplaysFromLaunch() throws {
        let client = try engine("plain.jsonl")
        let branch = FileManager.default.temporaryDirectory.appendingPathComponent("branch-\(getpid()).jsonl").path
        defer { try? FileManager.default.removeItem(atPath: branch) }
        try client.open(frame: 30)

        try client.takeOver(recordingTo: branch)
        let picture = try client.picture()
        try client.mouse(.began, x: Double(picture.width) / 2, y: Double(picture.height) / 2)
        try client.tick(3)
        try client.mouse(.ended, x: Double(picture.width) / 2, y: Double(picture.height) / 2)
        try client.tick(40)
        client.shutDown()

        let file = try SessionFile.read(path: branch)
        let original = try SessionFile.read(path: Self.sessions.appendingPathComponent("plain.jsonl").path)
        XCTAssertEqual(client.status?.takenOver, true)
        XCTAssertEqual(file.events.filter { $0.frame < 30 }.count, original.events.filter { $0.frame < 30 }.count,
                       "the branch starts with the original's inputs up to the take-over")
        let newTouches = file.events.filter { frame, event in
            if case .touch(.began, _, _) = event { return frame >= 30 }
            return false
        }
        XCTAssertEqual(newTouches.count, 1, "the user's tap after the take-over is recorded")
        let verified = try SessionVerifier.verify(file, makeRoot: SessionScript.root(for:))
        XCTAssertTrue(verified.passed, "the branch replays to the same pixels: \(verified.problem ?? "")")
    }

    func test_takeOver_withAlt_recordsTheSecondFinger_andTheBranchVerifies() throws {
        let client = try engine("plain.jsonl")
        let branch = TemporaryFiles.path(prefix: "branch-alt", suffix: ".jsonl")
        try client.open(frame: 30)

        try client.takeOver(recordingTo: branch)
        let picture = try client.picture()
        let x = Double(picture.width) / 3, y = Double(picture.height) / 3
        try client.mouse(.began, x: x, y: y, alt: true)
        try client.tick(2)
        try client.mouse(.moved, x: x + 30, y: y + 30, alt: true)
        try client.tick(2)
        try client.mouse(.ended, x: x + 30, y: y + 30, alt: true)
        try client.tick(20)
        client.shutDown()

        let file = try SessionFile.read(path: branch)
        let secondFinger = file.events.filter { _, event in
            if case .touch(_, _, 1) = event { return true }
            return false
        }
        XCTAssertEqual(secondFinger.count, 3, "Alt in the review window gives the reviewer's second finger: down, moved, up")
        let verified = try SessionVerifier.verify(file, makeRoot: SessionScript.root(for:))
        XCTAssertTrue(verified.passed, "the branch replays to the same pixels: \(verified.problem ?? "")")
    }

    func test_takeOver_tickingOnTheWallClock_recordsTheUndrawnFramesAsDropped_andTheBranchVerifies() throws {
        let client = try engine("plain.jsonl")
        let branch = TemporaryFiles.path(prefix: "branch-late", suffix: ".jsonl")
        try client.open(frame: 30)

        try client.takeOver(recordingTo: branch)
        try client.tick(1)
        // Two late display frames: six ticks each, the first five undrawn.
        try client.tick(6, droppingUndrawn: true)
        try client.tick(6, droppingUndrawn: true)
        let drawnAfter = try client.tick(1).frame
        client.shutDown()

        let file = try SessionFile.read(path: branch)
        let dropped = file.lines.compactMap { line -> Int? in
            if case .dropped(_, let frames) = line { return frames }
            return nil
        }
        XCTAssertEqual(dropped, [5, 5], "each late display frame drew its last tick and dropped the five before it")
        XCTAssertGreaterThan(drawnAfter, 40)
        let verified = try SessionVerifier.verify(file, makeRoot: SessionScript.root(for:))
        XCTAssertTrue(verified.passed, "the branch replays to the same pixels on the frames drawn: \(verified.problem ?? "")")
    }
}
