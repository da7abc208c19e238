import Foundation
import Raster
import Recording
import Simulator
import TestSupport
import XCTest

/// The replay engine stays within its limits whatever the file says, and ends with its window.
final class ReplayEngineBoundsTests: XCTestCase {
    /// A demo session's inputs (`plain.jsonl`'s push and drag-to-pop unless `name` says another),
    /// repeated until `frames`, with the end mark there or at `endMark`.
    private func repeatedSession(frames: Int, endMark: Int? = nil, of name: String = "plain.jsonl") throws -> SessionFile {
        var file = try SessionFile.read(path: ReplayEngineHarness.path(name))
        let inputs = file.events.filter { $0.event != .end }
        let period = (inputs.last?.frame ?? 90) + 20
        var lines: [SessionLine] = []
        var start = 0
        while start + period <= frames {
            lines += inputs.map { .event(frame: start + $0.frame, $0.event) }
            start += period
        }
        lines.append(.event(frame: endMark ?? start, .end))
        file.lines = SessionLines(lines)
        return file
    }

    /// `plain.jsonl`'s push and drag-to-pop, then a finger put down at frame 120 and held until
    /// the end mark at `endMark`: valid, and never idle (a finger is down), so indexing it plays
    /// every frame and takes minutes: long enough to stop the engine while it indexes.
    private func heldFingerSession(endMark: Int = 5_000_000) throws -> SessionFile {
        var file = try SessionFile.read(path: ReplayEngineHarness.path("plain.jsonl"))
        file.lines = file.lines.filter { $0.frame < 120 && $0 != .event(frame: $0.frame, .end) }
            + [.event(frame: 120, .touch(.began, CGPoint(x: 187.5, y: 300))), .event(frame: endMark, .end)]
        return file
    }

    func test_checkpoints_stayWithinTheLadderLimit_andStillCoverTheWholeSession() throws {
        let path = try ReplayEngineHarness.write(try repeatedSession(frames: 6_000), name: "ladder")
        defer { try? FileManager.default.removeItem(atPath: path) }
        let client = try ReplayEngineHarness.client(path, options: ["--max-checkpoints", "12", "--near-checkpoints", "4"])
        let last = client.timeline.lastFrame

        let ladder = try client.checkpoints().ladder
        let gaps = zip(ladder.dropFirst(), ladder).map { $0 - $1 }

        XCTAssertLessThanOrEqual(ladder.count, 12)
        XCTAssertGreaterThanOrEqual(ladder.count, 4)
        XCTAssertEqual(ladder.first, 0)
        XCTAssertEqual(ladder.last, last)
        XCTAssertLessThanOrEqual(gaps.max() ?? .max, last / 2, "spread over the session: \(ladder)")
    }

    func test_aSessionAt3x_keepsTheEnginesProcessesWithinTheMemoryBudget_afterIndexingAndScrubbing() throws {
        // Seed 003's door opened and closed for five minutes at 3x, then 25 idle minutes: each
        // checkpoint comes to hold its own copy of what the engine writes after it, the door's
        // snapshots among them (about 10 MB a checkpoint), so 1 GiB holds far fewer than 512.
        var file = try repeatedSession(frames: 18_000, endMark: 108_000, of: "003-door.jsonl")
        file.header.scale = 3
        let path = try ReplayEngineHarness.write(file, name: "budget")
        defer { try? FileManager.default.removeItem(atPath: path) }
        let budget = ReplayEngineLimits.standard.memoryBudget
        let client = try ReplayEngineHarness.client(path)
        defer { client.shutDown() }

        let afterIndexing = ProcessAccounting.memoryOfTree(client.processIdentifier).bytes
        for frame in [15_000, 3_000, 9_000] {
            _ = try client.open(frame: frame)
            _ = try client.tick(10)
        }
        let afterScrubbing = ProcessAccounting.memoryOfTree(client.processIdentifier).bytes
        let ladder = try client.checkpoints().ladder

        XCTAssertLessThanOrEqual(afterIndexing, budget, "summed Pss after indexing: \(afterIndexing >> 20) MiB, \(ladder.count) ladder checkpoints")
        XCTAssertLessThanOrEqual(afterScrubbing, budget, "summed Pss after three scrubs: \(afterScrubbing >> 20) MiB")
        XCTAssertGreaterThanOrEqual(ladder.count, 8, "still a ladder over the session: \(ladder)")
        XCTAssertEqual(ladder.last, client.timeline.lastFrame)
    }

    func test_scrubbing_forksNearCheckpoints_keepingAtMostTheNearLimit_closestToTheFrameShown() throws {
        let path = try ReplayEngineHarness.write(try repeatedSession(frames: 3_000), name: "near")
        defer { try? FileManager.default.removeItem(atPath: path) }
        let client = try ReplayEngineHarness.client(path, options: ["--max-checkpoints", "6", "--near-checkpoints", "4"])

        try client.open(frame: 1_000)
        try client.tick(45)
        let firstNear = try client.checkpoints().near
        try client.open(frame: 2_500)
        let near = try client.checkpoints().near

        XCTAssertFalse(firstNear.isEmpty, "checkpoints forked on the way to frame 1000 and while playing on")
        XCTAssertTrue(firstNear.allSatisfy { (600...1_045).contains($0) }, "\(firstNear)")
        XCTAssertLessThanOrEqual(near.count, 4)
        XCTAssertTrue(near.contains { (2_100..<2_500).contains($0) }, "near the frame shown now: \(near)")
        XCTAssertTrue(near.filter { $0 < 1_100 }.count < firstNear.count, "the furthest were retired: \(near)")
    }

    func test_scrubbedFrames_equalPlayedOnes_fromNearCheckpoints() throws {
        let name = "001-news.jsonl"
        let file = try SessionFile.read(path: ReplayEngineHarness.path(name))
        let client = try ReplayEngineHarness.client(name, options: ["--max-checkpoints", "3", "--near-checkpoints", "8"])
        let last = client.timeline.lastFrame

        var mismatches: [Int] = []
        // Open far, then step backwards and forwards around it: the near checkpoints serve these.
        for frame in [last - 5, last - 40, last - 31, last - 61, last - 90, last - 2] where frame > 0 {
            try client.open(frame: frame)
            if try client.screenHash() != ReplayEngineHarness.recordedHash(file, at: frame) { mismatches.append(frame) }
        }

        XCTAssertFalse(try client.checkpoints().near.isEmpty)
        XCTAssertEqual(mismatches, [])
    }

    func test_aLowOpenFileLimit_keepsFewerCheckpoints_andEveryFrameStillShows() throws {
        let path = try ReplayEngineHarness.write(try repeatedSession(frames: 4_000), name: "nofile")
        defer { try? FileManager.default.removeItem(atPath: path) }
        let executable = try ReplayEngineHarness.executable()
        // 40 descriptors: fewer than the default limits' checkpoints need.
        let client = try ReplayEngineClient(executable: "/bin/sh", arguments: ["-c", "ulimit -n 40 && exec \"$0\" replay-engine \"$1\"", executable, path])
        let last = client.timeline.lastFrame

        try client.open(frame: last / 2)
        let middle = client.status?.frame
        try client.open(frame: last)
        let end = client.status?.frame
        let checkpoints = try client.checkpoints()

        XCTAssertEqual(middle, last / 2)
        XCTAssertEqual(end, last)
        XCTAssertLessThanOrEqual(checkpoints.ladder.count, 40 - 24)
        XCTAssertEqual(checkpoints.ladder.last, last, "checkpoints reach the end of the session")
    }

    func test_engine_endsWithItsWindow_whenTheWindowIsKilledWhileIndexing() throws {
        // 2 KB that ask for 5 million frames with a finger down.
        let path = try ReplayEngineHarness.write(try heldFingerSession(), name: "held")
        let replies = path + ".out"
        defer { try? FileManager.default.removeItem(atPath: path); try? FileManager.default.removeItem(atPath: replies) }
        let executable = try ReplayEngineHarness.executable()
        let window = Process(), input = Pipe(), output = Pipe()
        window.executableURL = URL(fileURLWithPath: "/bin/sh")
        // A stand-in window: a shell whose child is the engine, reading a pipe this test keeps
        // open and replying into a file.
        window.arguments = ["-c", "\"$0\" replay-engine \"$1\" 0<&0 >\"$2\" & echo $!; wait", executable, path, replies]
        window.standardInput = input
        window.standardOutput = output
        try window.run()
        let line = String(decoding: output.fileHandleForReading.availableData, as: UTF8.self)
        let engine = try XCTUnwrap(Int32(line.trimmingCharacters(in: .whitespacesAndNewlines)))
        // Let it index and fork checkpoints.
        usleep(1_500_000)
        let checkpoints = ReplayEngineHarness.children(of: engine)
        let lastReply = (try? String(contentsOfFile: replies, encoding: .utf8))?.split(separator: "\n").last.map(String.init) ?? ""

        kill(window.processIdentifier, SIGKILL)
        window.waitUntilExit()
        let running = ReplayEngineHarness.waitForExit([engine] + checkpoints, seconds: 5)
        running.forEach { kill($0, SIGKILL) }

        XCTAssertTrue(lastReply.hasPrefix(#"{"indexing":"#), "the engine was still indexing when its window died: \(lastReply)")
        XCTAssertFalse(checkpoints.isEmpty, "the engine had forked checkpoints")
        XCTAssertEqual(running, [], "the engine and its checkpoints outlived the window")
    }

    func test_engine_endsWhenTheWindowClosesItsPipe_whileIndexing() throws {
        let path = try ReplayEngineHarness.write(try heldFingerSession(), name: "hangup")
        defer { try? FileManager.default.removeItem(atPath: path) }
        let engine = Process(), input = Pipe(), output = Pipe()
        engine.executableURL = URL(fileURLWithPath: try ReplayEngineHarness.executable())
        engine.arguments = ["replay-engine", path]
        engine.standardInput = input
        engine.standardOutput = output
        try engine.run()
        // The engine names its protocol's version, then its first progress line says it is indexing.
        var first = ""
        while !first.contains(#"{"indexing":"#) {
            let data = output.fileHandleForReading.availableData
            if data.isEmpty { break }
            first += String(decoding: data, as: UTF8.self)
        }
        let checkpoints = ReplayEngineHarness.children(of: engine.processIdentifier)

        try input.fileHandleForWriting.close()
        let running = ReplayEngineHarness.waitForExit([engine.processIdentifier] + checkpoints, seconds: 5)
        running.forEach { kill($0, SIGKILL) }

        XCTAssertTrue(first.hasPrefix(#"{"hello":"#) && first.contains(#"{"indexing":"#), first)
        XCTAssertEqual(running, [], "the engine went on indexing after its window hung up")
    }

    func test_engine_answersSIGTERM_atOnce_whileIndexing() throws {
        let path = try ReplayEngineHarness.write(try heldFingerSession(), name: "term")
        defer { try? FileManager.default.removeItem(atPath: path) }
        var heard: [Int] = []

        XCTAssertThrowsError(try ReplayEngineClient(executable: try ReplayEngineHarness.executable(), arguments: ["replay-engine", path]) { frame, _ in
            if let frame { heard.append(frame) }
            return heard.count < 3
        }) { error in
            XCTAssertTrue((error as? ReplayEngineError)?.isStopped == true, "\(error)")
        }
        XCTAssertEqual(heard.count, 3, "progress came while indexing")
        XCTAssertLessThan(heard.last ?? .max, 5_000_000, "stopping ended it before the 5 million frames: \(heard)")
        XCTAssertLessThan(heard.first ?? .max, heard.last ?? 0, "a held finger is played frame by frame, never skipped")
    }

    func test_aFileBeyondTheLimitOf24Hours_givesTheWindowAClearError() throws {
        // 2 KB whose end mark asks for 10 million frames: refused by the reader, never indexed.
        let path = try ReplayEngineHarness.write(try repeatedSession(frames: 200, endMark: 10_000_000), name: "refused")
        defer { try? FileManager.default.removeItem(atPath: path) }
        var progress = 0, polls = 0

        XCTAssertThrowsError(try ReplayEngineClient(executable: try ReplayEngineHarness.executable(), arguments: ["replay-engine", path]) { frame, _ in
            if frame != nil { progress += 1 }
            polls += 1
            // A hang would poll for ever: give up after 600 polls (a minute), which fails below.
            return polls < 600
        }) { error in
            let error = error as? ReplayEngineError
            XCTAssertEqual(error?.isStopped, false, "the engine answered with an error instead of hanging")
            XCTAssertTrue(error?.description.contains("found 10000000") == true, "\(String(describing: error))")
            XCTAssertTrue(error?.description.contains("24 hours") == true, "\(String(describing: error))")
        }
        XCTAssertEqual(progress, 0, "nothing was indexed")
    }
}
