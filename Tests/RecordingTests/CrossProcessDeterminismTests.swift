import XCTest
import Demos
import Recording
import Simulator
import UIKit

/// The same pixels in every process (docs/ARCHITECTURE.md, "The same pixels in every process"):
/// every demo's recorded session and a generated set (`SessionGenerator`: taps, double taps,
/// scrolls of the grid and the feed, edge-pan pops and cancels, rotations mid-transition and
/// mid-drag, on every device and in both orientations) are
/// replayed by several `transition-lab` processes, each with its own hash seed (Swift seeds
/// `Hasher` per process unless SWIFT_DETERMINISTIC_HASHING is set, which the children never
/// get), and in a different order in each, and must draw the same hash at every frame.
final class CrossProcessDeterminismTests: XCTestCase {
    private static let sessionsFolder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Sessions")
    /// How many processes replay every session.
    private static let processes = 3

    /// The generated sessions: fixed seeds, so the same files every run. `times` multiplies how
    /// many (DETERMINISM_SOAK=N in the environment runs N times as many, for a long search).
    static func generatedSessions(times: Int = 1) -> [SessionGenerator.Session] {
        var sessions: [SessionGenerator.Session] = []
        // Issue 19's session: the grid turned right, then left, as it settles.
        var grid = SessionFile(header: SessionHeader(app: SessionHeader.demoCatalogueApp, model: .phone61, demo: "000-grid"))
        grid.lines = [.event(frame: 7, .command(.rotateRight)), .event(frame: 13, .command(.rotateLeft)), .event(frame: 60, .end)]
        sessions.append(SessionGenerator.Session(name: "000-grid-iphone-6.1@2x-rotations-at-7-and-13", file: grid,
                                                 rotationFrames: [7, 13], scrollFrames: []))
        let devices = ["iphone-6.1", "iphone-4.7", "ipad-11"]
        let orientations: [UIInterfaceOrientation] = [.portrait, .landscapeLeft, .portrait, .landscapeRight]
        var seed: UInt64 = 1
        for entry in DemoCatalog.all {
            // The grid and the feed scroll and recycle cells: they get more sessions.
            let count = (["000-grid", "001-news"].contains(entry.id) ? 4 : 2) * times
            for index in 0..<count {
                var generator = SessionGenerator(seed: seed)
                let device = devices[(Int(seed) + index) % devices.count]
                sessions.append(generator.session(demo: entry.id, device: device, scale: 1,
                                                  orientation: orientations[Int(seed) % orientations.count], actions: 12))
                seed += 1
            }
        }
        // Two that a long search (DETERMINISM_SOAK=8) found drawing differently in every process
        // before table views recycled rows in order: the feed, and the plain list popped back to
        // the catalogue's table.
        for (seed, demo, device, orientation) in [(47, "001-news", "iphone-4.7", UIInterfaceOrientation.landscapeRight),
                                                  (132, "plain", "iphone-6.1", .portrait)] where times == 1 {
            var generator = SessionGenerator(seed: UInt64(seed))
            sessions.append(generator.session(demo: demo, device: device, scale: 1, orientation: orientation, actions: 12))
        }
        return sessions
    }

    func test_demoAndGeneratedSessions_drawTheSameHashesInEveryProcess() throws {
        let folder = try CommandLineRunner.temporaryFolder(prefix: "cross-process")
        defer { try? FileManager.default.removeItem(atPath: folder) }
        var inputs: [(name: String, file: SessionFile)] = []
        for entry in DemoCatalog.all {
            inputs.append((entry.id, try SessionFile.read(path: Self.sessionsFolder.appendingPathComponent("\(entry.id).jsonl").path)))
        }
        let soak = ProcessInfo.processInfo.environment["DETERMINISM_SOAK"].flatMap(Int.init) ?? 1
        let generated = Self.generatedSessions(times: soak)
        inputs += generated.map { ($0.name, $0.file) }

        // Each process replays its own copies, in its own order (so no session's frames can
        // depend on what the process replayed before it).
        var children: [ChildProcess] = []
        for index in 0..<Self.processes {
            let own = folder + "/process\(index)"
            try FileManager.default.createDirectory(atPath: own, withIntermediateDirectories: true)
            var paths: [String] = []
            for input in inputs {
                let path = own + "/\(input.name).jsonl"
                try input.file.text.write(toFile: path, atomically: true, encoding: .utf8)
                paths.append(path)
            }
            let order = index % 2 == 0 ? paths : paths.reversed()
            let rotated = Array(order[(index / 2 * order.count / 2)...] + order[..<(index / 2 * order.count / 2)])
            children.append(try ChildProcess(["verify", "--update"] + rotated, log: own + ".log"))
        }
        for (index, child) in children.enumerated() {
            let status = child.wait()
            XCTAssertEqual(status, 0, "process \(index) failed: \(child.log)")
        }
        guard children.allSatisfy({ $0.wait() == 0 }) else { return }

        var first: [String: [FrameHash?]] = [:]
        for input in inputs {
            first[input.name] = try Self.frameHashes(SessionFile.read(path: folder + "/process0/\(input.name).jsonl"))
        }
        for index in 1..<Self.processes {
            for input in inputs {
                let mine = try Self.frameHashes(SessionFile.read(path: folder + "/process\(index)/\(input.name).jsonl"))
                if let difference = Self.firstDifference(first[input.name]!, mine) {
                    XCTFail("\(input.name): frame \(difference.frame) is \(difference.a) in process 0 and \(difference.b) in process \(index)")
                }
            }
        }
        // The recorded sessions were drawn by yet another process: the one that recorded them.
        for input in inputs.prefix(DemoCatalog.all.count) {
            if let difference = Self.firstDifference(Self.frameHashes(input.file), first[input.name]!) {
                XCTFail("\(input.name): frame \(difference.frame) was recorded as \(difference.a) and is \(difference.b) in process 0")
            }
        }
        // The fixed set is checked session by session; a long search may meet a dull seed.
        if soak == 1 { checkGeneratedSessionsExercisePaths(generated, hashes: first) }
    }

    /// The generated sessions must move things: many different frames in each, the screen
    /// changing after nearly every rotation, and scrolls of the grid and the feed moving them
    /// (a scroll while a detail page shows moves nothing, nor one of a list that fits).
    private func checkGeneratedSessionsExercisePaths(_ sessions: [SessionGenerator.Session], hashes: [String: [FrameHash?]]) {
        var rotations = 0, turningRotations = 0, scrolls = 0, movingScrolls = 0
        for session in sessions {
            let frames = hashes[session.name]!
            func hash(_ frame: Int) -> FrameHash? { frames[min(max(frame, 0), frames.count - 1)] }
            XCTAssertGreaterThan(Set(frames.compactMap { $0 }).count, 10, "\(session.name): something moves")
            for frame in session.rotationFrames {
                rotations += 1
                if hash(frame) != hash(frame + 4) { turningRotations += 1 }
            }
            guard ["000-grid", "001-news"].contains(session.file.header.demo), !session.scrollFrames.isEmpty else { continue }
            let moving = session.scrollFrames.filter { range in Set(range.map(hash)).count > 1 }.count
            // On the tablet, the grid fits the screen in landscape: nothing to scroll there.
            if session.file.header.device != "ipad-11" { XCTAssertGreaterThan(moving, 0, "\(session.name): a scroll moves the screen") }
            scrolls += session.scrollFrames.count
            movingScrolls += moving
        }
        XCTAssertGreaterThan(rotations, 20, "rotations")
        XCTAssertGreaterThan(Double(turningRotations), Double(rotations) * 0.8, "rotations that turn the screen: \(turningRotations) of \(rotations)")
        XCTAssertGreaterThan(movingScrolls, 10, "scrolls of the grid and the feed that move the screen, of \(scrolls)")
    }

    /// The screen's hash at every frame from 0 to the last (nil before the first hash line): a
    /// file writes a hash only when it changes.
    static func frameHashes(_ file: SessionFile) -> [FrameHash?] {
        var frames = [FrameHash?](repeating: nil, count: file.lastFrame + 1)
        var current: FrameHash?
        var lines = file.hashes[...]
        for frame in frames.indices {
            while let line = lines.first, line.frame <= frame {
                current = line.hash
                lines = lines.dropFirst()
            }
            frames[frame] = current
        }
        return frames
    }

    /// The first frame at which two runs differ, with both hashes ("none" where a run has none).
    static func firstDifference(_ a: [FrameHash?], _ b: [FrameHash?]) -> (frame: Int, a: String, b: String)? {
        for frame in 0..<max(a.count, b.count) {
            let x = frame < a.count ? a[frame] : nil, y = frame < b.count ? b[frame] : nil
            if x != y { return (frame, x.map { "\($0)" } ?? "none", y.map { "\($0)" } ?? "none") }
        }
        return nil
    }
}

/// A `transition-lab` process started with `arguments`, its output and errors going to a log
/// file, and no `SWIFT_DETERMINISTIC_HASHING` in its environment (so its hash seed is its own).
final class ChildProcess {
    private let process = Process()
    private let logPath: String

    init(_ arguments: [String], log: String) throws {
        let executable = ["release", "debug"].map { CommandLineRunner.root.appendingPathComponent(".build/\($0)/transition-lab").path }
            .first { FileManager.default.isExecutableFile(atPath: $0) }
        guard let executable else { throw XCTSkip("transition-lab is not built; `make test` builds it") }
        logPath = log
        _ = FileManager.default.createFile(atPath: log, contents: nil)
        let handle = try FileHandle(forWritingTo: URL(fileURLWithPath: log))
        process.executableURL = URL(fileURLWithPath: executable)
        process.arguments = arguments
        var environment = ProcessInfo.processInfo.environment
        environment["SWIFT_DETERMINISTIC_HASHING"] = nil
        process.environment = environment
        process.standardOutput = handle
        process.standardError = handle
        try process.run()
    }

    /// Waits for the process to end; returns its exit status.
    @discardableResult
    func wait() -> Int32 {
        process.waitUntilExit()
        return process.terminationStatus
    }

    /// What the process wrote, for failure messages (its last 2,000 characters).
    var log: String {
        String((try? String(contentsOfFile: logPath, encoding: .utf8))?.suffix(2_000) ?? "")
    }
}
