import Demos
import Foundation
import Raster
import Recording
import Simulator
import UIKit

/// Session replay and recording, timed on the recorded demo sessions of the tests, each
/// replayed at its phone's own scale (2x for the 4.7-inch phone they were recorded on at 1x)
/// on one compositing thread.
enum RecordingCases {
    /// The replay speed as a multiple of real time, and what recording costs per frame.
    static func all() -> [BenchmarkCase] {
        [
            BenchmarkCase(name: "replay_realtime") { settings in replaySpeed(settings) },
            BenchmarkCase(name: "record_cost") { settings in recordingCost(settings) },
        ]
    }

    /// One frame's time at 60 Hz, in milliseconds: the budget the recording cost is set against.
    static let frameBudgetMs = 1000.0 / 60

    /// The recorded sessions in Tests/RecordingTests/Sessions, at their phone's own scale.
    static func sessions() -> [(name: String, file: SessionFile)] {
        let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("Tests/RecordingTests/Sessions")
        let names = ((try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []).filter { $0.hasSuffix(".jsonl") }.sorted()
        return names.compactMap { name in
            guard var file = try? SessionFile.read(path: folder.appendingPathComponent(name).path),
                  let model = DeviceModel.named(file.header.device) else { return nil }
            file.header.scale = Int(model.scale)
            return ((name as NSString).deletingPathExtension, file)
        }
    }

    /// The root a header launches, as the command line makes it.
    static func root(for header: SessionHeader) -> UIViewController? {
        header.demo.map { DemoApp.makeRootViewController(demo: $0) } ?? DemoApp.makeRootViewController()
    }

    /// Launches and replays `file` headless on one thread; returns the simulated seconds played
    /// and how many ticks redrew the screen. `record` attaches a recorder writing to a file;
    /// `presenting` composes the framed picture after each redrawn tick, as the window does
    /// before showing it.
    @discardableResult
    static func replay(_ file: SessionFile, recordingTo path: String? = nil, presenting: Bool = false) -> (seconds: Double, frames: Int, redrawn: Int) {
        guard let session = try? SessionReplayer.launch(file, threads: 1, makeRoot: root(for:)) else { return (0, 0, 0) }
        var recorder: SessionRecorder?
        if let path {
            recorder = SessionRecorder(session: session, app: SessionHeader.demoCatalogueApp, demo: file.header.demo, pathForNextRecording: { path })
            do { try recorder?.start(path: path) } catch { print("replay: the recorder did not start: \(error)") }
        }
        let start = session.device.time
        var redrawn = 0
        SessionReplayer(file: file, session: session).playToEnd { redrew in
            if redrew {
                redrawn += 1
                if presenting { _ = session.picture() }
            }
        }
        try? recorder?.stop()
        return (session.device.time - start, session.device.frameCount, redrawn)
    }

    /// Replays `file` with a recorder as the window plays it: one tick every 16.7 ms, the picture
    /// composed after each redrawn tick, the rest of each period asleep. Returns the milliseconds
    /// the main thread spent in the recorder's frame hooks (taking or collecting hashes, writing
    /// their lines), on the wall clock and on its own CPU clock (which leaves out other processes
    /// taking the core), and how many frames were played.
    static func pacedRecording(_ file: SessionFile, to path: String) -> (wall: Double, cpu: Double, frames: Int) {
        guard let session = try? SessionReplayer.launch(file, threads: 1, makeRoot: root(for:)) else { return (.nan, .nan, 0) }
        var wall: UInt64 = 0, cpu: UInt64 = 0
        var start: (wall: UInt64, cpu: UInt64) = (0, 0)
        func startTiming() { start = (monotonicNanoseconds(), threadCPUNanoseconds()) }
        func stopTiming() {
            wall += monotonicNanoseconds() - start.wall
            cpu += threadCPUNanoseconds() - start.cpu
        }
        // Observers are called in the order they were added: these time the recorder's.
        session.addTickObserver { _ in startTiming() }
        session.addBeforeDrawObserver { startTiming() }
        let recorder = SessionRecorder(session: session, app: SessionHeader.demoCatalogueApp, demo: file.header.demo, pathForNextRecording: { path })
        session.addTickObserver { _ in stopTiming() }
        session.addBeforeDrawObserver { stopTiming() }
        // A recording that does not start would time nothing: say so rather than report it.
        do { try recorder.start(path: path) } catch { print("record_cost: the recorder did not start: \(error)"); return (.nan, .nan, 0) }
        let replayer = SessionReplayer(file: file, session: session)
        let period: UInt64 = 16_666_667
        var next = monotonicNanoseconds()
        while !replayer.isFinished {
            let before = session.device.frameCount
            if session.tick() { _ = session.picture() }
            if session.device.frameCount == before { break }
            next += period
            let now = monotonicNanoseconds()
            if next > now { usleep(UInt32((next - now) / 1000)) } else { next = now }
        }
        try? recorder.stop()
        return (Double(wall) / 1_000_000, Double(cpu) / 1_000_000, session.device.frameCount)
    }

    /// The calling thread's CPU time in nanoseconds.
    static func threadCPUNanoseconds() -> UInt64 {
        var now = timespec()
        clock_gettime(CLOCK_THREAD_CPUTIME_ID, &now)
        return UInt64(now.tv_sec) * 1_000_000_000 + UInt64(now.tv_nsec)
    }

    /// Simulated seconds per wall second for each session and for all of them together.
    static func replaySpeed(_ settings: BenchmarkSettings) -> [BenchmarkFigure] {
        let runs = max(1, min(settings.iterations, 7)), warmup = min(settings.warmup, 1)
        var figures: [BenchmarkFigure] = []
        var simulated = 0.0, wall = 0.0
        for (name, file) in sessions() {
            let seconds = replay(file).seconds
            let timing = measure(name: name, iterations: runs, warmup: warmup) { replay(file) }
            simulated += seconds
            wall += timing.median / 1000
            let multiple = seconds / (timing.median / 1000)
            figures.append(BenchmarkFigure(name: "replay_\(name)", label: "replay \(name) @\(file.header.scale)x, 1 core, \(format(seconds, digits: 2)) s",
                                           ms: timing.median, detail: "\(format(multiple, digits: 1))x real time"))
        }
        guard wall > 0 else { return figures }
        let multiple = simulated / wall
        figures.append(BenchmarkFigure(name: "replay_realtime", label: "replay, all sessions (launch included)", ms: wall * 1000,
                                       detail: "\(format(multiple, digits: 1))x real time (target >= 4x: \(multiple >= 4 ? "met" : "MISSED"))"))
        return figures
    }

    /// The recorder's work per frame against the 16.7 ms budget, measured three ways: a replay
    /// with a recorder attached against one without, both composing the picture after each
    /// redrawn frame as the window does (the recorder hashes on its own thread meanwhile and
    /// waits for it only before the next draw); a frame's hash alone; and one line written.
    static func recordingCost(_ settings: BenchmarkSettings) -> [BenchmarkFigure] {
        guard let (name, file) = sessions().max(by: { $0.file.lastFrame < $1.file.lastFrame }) else { return [] }
        let path = NSTemporaryDirectory() + "transition-lab-bench-\(getpid()).jsonl"
        // A recorder refuses a file that exists (docs/SESSIONS.md): every run records a new one.
        func removed(_ path: String) -> String {
            try? FileManager.default.removeItem(atPath: path)
            return path
        }
        defer { _ = removed(path) }
        let played = replay(file, recordingTo: removed(path))
        let runs = max(3, min(settings.iterations, 9))
        let timings = measureInterleaved([
            ("without", { replay(file, presenting: true) }),
            ("with", { replay(file, recordingTo: removed(path), presenting: true) }),
        ], iterations: runs, warmup: min(settings.warmup, 1))
        let perFrame = (timings[1].median - timings[0].median) / Double(max(1, played.frames))
        // As the window plays: paced at 60 Hz, so the hash taken on the recorder's thread is done
        // before the next tick asks for it.
        let paced = (0..<5).map { _ in pacedRecording(file, to: removed(path)) }
        let pacedPerFrame = paced.map { $0.wall / Double(max(1, $0.frames)) }.sorted()[2]
        let pacedCPU = paced.map { $0.cpu / Double(max(1, $0.frames)) }.sorted()[2]

        let screen: Bitmap = {
            guard let session = try? SessionReplayer.launch(file, threads: 1, makeRoot: root(for:)) else { return Bitmap(width: 1, height: 1) }
            session.tick()
            return session.device.screen
        }()
        let hash = measure(name: "hash", iterations: settings.iterations, warmup: settings.warmup) { _ = FrameHash(of: screen) }
        let linesPerRun = 100
        let writer = try? SessionWriter(path: removed(path), header: file.header)
        let write = measure(name: "write", iterations: settings.iterations, warmup: settings.warmup) {
            for i in 0..<linesPerRun { try? writer?.write(.event(frame: i, .touch(.moved, CGPoint(x: 187.5, y: 412.3)))) }
        }
        writer?.close()
        let lineMs = write.median / Double(linesPerRun)
        let redrawnShare = Double(played.redrawn) / Double(max(1, played.frames))
        func share(_ ms: Double) -> String { "\(format(100 * ms / frameBudgetMs, digits: 2))% of a 16.7 ms frame" }
        return [
            BenchmarkFigure(name: "record_overhead_frame", label: "recording, main thread per frame at 60 Hz: \(name) @\(file.header.scale)x, in the recorder's hooks",
                            ms: pacedPerFrame, detail: share(pacedPerFrame) + " (target < 1%: \(100 * pacedPerFrame / frameBudgetMs < 1 ? "met" : "MISSED")); "
                                + "its own CPU time \(format(pacedCPU, digits: 3)) ms = \(share(pacedCPU))"),
            BenchmarkFigure(name: "record_overhead_back_to_back", label: "recording, per frame, frames back to back (no time to hash between)",
                            ms: perFrame, detail: share(perFrame)),
            BenchmarkFigure(name: "record_hash_frame", label: "recording: one frame's hash, \(screen.width)x\(screen.height) px",
                            ms: hash.median, detail: share(hash.median) + ", taken on \(format(100 * redrawnShare, digits: 0))% of frames here"),
            BenchmarkFigure(name: "record_write_line", label: "recording: one input line written (one write call)",
                            ms: lineMs, detail: share(lineMs)),
        ]
    }
}
