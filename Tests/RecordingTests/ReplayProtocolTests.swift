import Foundation
@testable import Recording
import Simulator
import TestSupport
import XCTest

/// The replay engine's typed protocol: every message survives its line, a garbled line is no
/// message (and the engine answers it with an error and goes on), and a window refuses an engine
/// that speaks another version.
final class ReplayProtocolTests: XCTestCase {
    func test_everyRequest_readsBackFromItsLine() {
        let requests: [ReplayRequest] = [
            .open(frame: 42), .checkpoints, .quit, .show, .hash, .tick(count: 3), .tick(count: 6, dropping: true),
            .mouse(.began, x: 1.5, y: -2), .mouse(.moved, x: 0, y: 0, alt: true), .mouse(.ended, x: 3, y: 4, alt: true, shift: true),
            .command(.toggleExplodedView), .command(.rotateLeft), .takeOver(path: "/tmp/a b\n\"c\".jsonl"), .close,
        ]

        for request in requests {
            let line = ReplayProtocol.line(request)

            XCTAssertFalse(line.contains("\n"), "one line: \(line)")
            XCTAssertEqual(ReplayProtocol.message(ReplayRequest.self, from: line), request, line)
        }
    }

    func test_everyReply_readsBackFromItsLine() {
        let status = ReplayCursorStatus(frame: 7, finished: false, exploded: true, paused: false, takenOver: true,
                                        recordingPath: "branch.jsonl", idle: false, transition: "push 42%", noticeSeconds: 1.5,
                                        phoneWidth: 418, phoneHeight: 938)
        let timeline = ReplayTimeline(lastFrame: 90, marks: [TimelineMark(frame: 3, kind: .touchDown)], checkpointFrames: [0, 30])
        let replies: [ReplayReply] = [
            .hello(version: ReplayProtocol.version), .indexing(frame: 10, lastFrame: 90), .timeline(timeline),
            .status(status), .picture(width: 418, height: 938), .sharedPicture(width: 1290, height: 2796, descriptor: 5), .hash("00ff00ff00ff00ff"),
            .checkpoints(ladder: [0, 30], near: [12]), .bye, .error("cannot record to x: full"),
        ]

        for reply in replies {
            XCTAssertEqual(ReplayProtocol.message(ReplayReply.self, from: ReplayProtocol.line(reply)), reply)
        }
    }

    func test_everyCheckpointMessage_readsBackFromItsLine_withinOneAtomicPipeWrite() {
        let messages: [CheckpointMessage] = [
            .go(frame: 100, near: [10, 20, 30]), .done, .stopped(status: 9), .adopt(frame: 60, pid: 4_000_000, descriptor: 1_000),
            .adopted, .declined,
        ]

        for message in messages {
            let line = ReplayProtocol.line(message)

            XCTAssertEqual(ReplayProtocol.message(CheckpointMessage.self, from: line), message)
            // Several cursors write reports on one pipe: a line is whole only up to PIPE_BUF.
            if case .go = message { continue }
            XCTAssertLessThan(line.utf8.count, 4096)
        }
    }

    func test_garbledLines_areNoMessage() {
        let garbled = [
            "", "open 3", "{", "{}", "null", "[1]", #"{"open":{}}"#, #"{"open":{"frame":"3"}}"#,
            #"{"tick":{"count":1.5}}"#, #"{"mouse":{"_0":"pressed","x":1,"y":2}}"#, #"{"command":{"_0":"launchMissiles"}}"#,
            #"{"frobnicate":{}}"#, String(repeating: "x", count: 100_000),
        ]

        for line in garbled {
            XCTAssertNil(ReplayProtocol.message(ReplayRequest.self, from: line), line.prefix(60) + "")
            XCTAssertNil(ReplayProtocol.message(ReplayReply.self, from: line), line.prefix(60) + "")
        }
    }

    func test_channel_keepsOnlyTheLimitOfALongLine_andReadsTheNextWhole() throws {
        var fds: [Int32] = [0, 0]
        XCTAssertEqual(pipe(&fds), 0)
        defer { close(fds[0]) }
        let writer = ReplayChannel(input: -1, output: fds[1])
        writer.writeLine(String(repeating: "a", count: 5_000))
        writer.writeLine("next")
        close(fds[1])
        let reader = ReplayChannel(input: fds[0], output: -1)

        let long = reader.readLine(limit: 100)
        let next = reader.readLine(limit: 100)

        XCTAssertEqual(long?.utf8.count, 100)
        XCTAssertEqual(next, "next")
        XCTAssertNil(reader.readLine(limit: 100))
    }

    func test_engine_answersAGarbledRequest_withAnError_andServesTheNext() throws {
        let engine = Process()
        engine.executableURL = URL(fileURLWithPath: try ReplayEngineHarness.executable())
        engine.arguments = ["replay-engine", ReplayEngineHarness.path("001-news.jsonl")]
        let toEngine = Pipe(), fromEngine = Pipe()
        engine.standardInput = toEngine
        engine.standardOutput = fromEngine
        try engine.run()
        let channel = ReplayChannel(input: fromEngine.fileHandleForReading.fileDescriptor, output: toEngine.fileHandleForWriting.fileDescriptor)
        var replies: [ReplayReply] = []
        while let reply = channel.receive(ReplayReply.self)?.message {
            replies.append(reply)
            if case .timeline = reply { break }
        }

        channel.writeLine("open 3")
        let garbled = channel.receive(ReplayReply.self)?.message
        channel.send(ReplayRequest.show)
        let notOpen = channel.receive(ReplayReply.self)?.message
        channel.send(ReplayRequest.open(frame: 3))
        let opened = channel.receive(ReplayReply.self)?.message
        channel.writeLine(#"{"tick":{"count":"many"}}"#)
        let garbledInCursor = channel.receive(ReplayReply.self)?.message
        channel.send(ReplayRequest.close)
        let bye = channel.receive(ReplayReply.self)?.message
        channel.send(ReplayRequest.quit)
        try toEngine.fileHandleForWriting.close()
        engine.waitUntilExit()

        XCTAssertEqual(replies.first, .hello(version: ReplayProtocol.version), "the engine names its version first")
        guard case .error(let message)? = garbled else { return XCTFail("a garbled request is answered by an error, not \(String(describing: garbled))") }
        XCTAssertTrue(message.contains("garbled request \"open 3\""), message)
        guard case .error? = notOpen else { return XCTFail("show with no cursor open is an error") }
        guard case .status(let status)? = opened else { return XCTFail("the engine went on to open a cursor") }
        XCTAssertEqual(status.frame, 3)
        guard case .error? = garbledInCursor else { return XCTFail("a cursor answers a garbled request by an error") }
        XCTAssertEqual(bye, .bye, "the cursor still serves the window after a garbled request")
        XCTAssertEqual(engine.terminationStatus, 0)
    }

    func test_window_refusesAnEngineOfAnotherVersion_orOneItCannotRead() throws {
        let otherVersion = ReplayProtocol.line(ReplayReply.hello(version: ReplayProtocol.version + 1))

        XCTAssertThrowsError(try ReplayEngineClient(executable: "/bin/sh", arguments: ["-c", "echo '\(otherVersion)'; cat >/dev/null"])) { error in
            XCTAssertTrue("\(error)".contains("version \(ReplayProtocol.version + 1) of the review protocol"), "\(error)")
        }
        XCTAssertThrowsError(try ReplayEngineClient(executable: "/bin/sh", arguments: ["-c", "echo 'indexing 1 10'; cat >/dev/null"])) { error in
            XCTAssertTrue("\(error)".contains("cannot be read"), "an engine of the line protocol before: \(error)")
        }
    }
}
