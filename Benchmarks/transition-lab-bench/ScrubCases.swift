import Foundation
import Overlays
import Raster
import Recording

/// Scrubbing in the review window: the time from a click on the timeline to the picture the
/// window shows, on 5- and 30-minute sessions at 2x, through the replay engine process exactly
/// as the window asks for frames (`ReviewSession.show`, the picture, the bar composed under
/// it), with the memory the engine's processes hold between them.
enum ScrubCases {
    /// The scrub figures.
    static func all() -> [BenchmarkCase] {
        [BenchmarkCase(name: "scrub") { settings in
            [5, 30].flatMap { scrub(SessionShape(minutes: $0), settings) }
                + scrub(SessionShape(minutes: 30, scale: 3, secondsPerTransition: 2), settings)
                + scrub(SessionShape(demo: "003-door", minutes: 30, scale: 3, secondsPerTransition: 2), settings)
        }]
    }

    /// A generated session: a demo session's journey (the plain demo's push and drag-to-pop, or
    /// 003-door's door opened and closed) over and over for `minutes`, at `scale`, back to back
    /// (nil) or one transition every `secondsPerTransition` seconds.
    struct SessionShape {
        var demo = "plain"
        var minutes: Int
        var scale = 2
        var secondsPerTransition: Int?

        /// The figures' names and labels: `30min`, `30min_3x_every2s`.
        var name: String {
            (demo == "plain" ? "" : demo + "_") + "\(minutes)min" + (scale == 2 && secondsPerTransition == nil ? "" : "_\(scale)x")
                + (secondsPerTransition.map { "_every\($0)s" } ?? "")
        }

        var label: String {
            (demo == "plain" ? "" : demo + " ") + "\(minutes) min session @\(scale)x" + (secondsPerTransition.map { ", a transition every \($0) s" } ?? "")
        }
    }

    /// The scrub target: under 100 ms at worst from click to pixels.
    static let targetMs = 100.0

    /// The session `shape` describes; each journey holds two transitions (a push and a pop, or a
    /// presentation and a dismissal).
    static func session(_ shape: SessionShape) -> SessionFile? {
        guard var plain = RecordingCases.sessions().first(where: { $0.name == shape.demo })?.file else { return nil }
        let events = plain.events.filter { if case .end = $0.event { return false } else { return true } }
        let period = shape.secondsPerTransition.map { 2 * $0 * 60 } ?? (events.last?.frame ?? 90) + 20
        var lines: [SessionLine] = []
        var start = 0
        while start + period <= shape.minutes * 60 * 60 {
            lines += events.map { .event(frame: start + $0.frame, $0.event) }
            start += period
        }
        lines.append(.event(frame: start, .end))
        plain.lines = SessionLines(lines)
        plain.header.scale = shape.scale
        return plain
    }

    /// The engine's executable: `transition-lab` beside this bench (`make bench` builds it).
    static var engineExecutable: String? {
        let folder = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
        let path = folder.appendingPathComponent("transition-lab").path
        return FileManager.default.isExecutableFile(atPath: path) ? path : nil
    }

    /// The memory the engine `pid` and its descendants (checkpoints, cursors) hold between them:
    /// the sum of their proportional set sizes, in MiB, and how many processes that is.
    static func engineMemory(_ pid: Int32) -> (mebibytes: Double, processes: Int) {
        let memory = ProcessAccounting.memoryOfTree(pid)
        return (Double(memory.bytes) / 1_048_576, memory.processes)
    }

    static func milliseconds(_ duration: Duration) -> Double {
        Double(duration.components.seconds) * 1000 + Double(duration.components.attoseconds) / 1e15
    }

    static func scrub(_ shape: SessionShape, _ settings: BenchmarkSettings) -> [BenchmarkFigure] {
        guard let file = session(shape), let executable = engineExecutable else {
            print("scrub: skipped, transition-lab is not built beside the bench (make bench builds it)")
            return []
        }
        let path = NSTemporaryDirectory() + "transition-lab-scrub-\(shape.name)-\(getpid()).jsonl"
        defer { try? FileManager.default.removeItem(atPath: path) }
        guard (try? file.text.write(toFile: path, atomically: true, encoding: .utf8)) != nil else { return [] }
        let clock = ContinuousClock()
        var original: ReplayEngineClient?
        let indexing = clock.measure { original = try? ReplayEngineClient(executable: executable, arguments: ["replay-engine", path]) }
        guard let original, let review = try? ReviewSession(original: original, startEngine: { _ in original }) else { return [] }
        defer { original.shutDown() }
        let last = original.timeline.lastFrame
        let scale = Double(file.header.scale)
        var bar = ReviewBar(timeline: original.timeline, width: 1, scale: scale)
        // Frames spread over the whole session in a fixed, scattered order (forwards and back),
        // then the steps and short hops of a reviewer looking closely around one of them.
        var seed: UInt64 = 0x9E37_79B9_7F4A_7C15
        var targets: [Int] = []
        for _ in 0..<max(20, settings.iterations) {
            seed = seed &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            targets.append(Int((seed >> 33) % UInt64(last + 1)))
        }
        // The last far frame is where the reviewer stays and looks.
        let around = targets[targets.count - 1]
        targets += [-1, -2, -3, -10, -30, 5, -60, -45, -90, -120].map { max(0, min(last, around + $0)) }
        var far: [Double] = [], near: [Double] = [], pictures: [Double] = []
        for (index, frame) in targets.enumerated() {
            let took = clock.measure {
                try? review.show(frame: frame)
                var shown: Bitmap?
                pictures.append(milliseconds(clock.measure { shown = try? review.picture() }))
                guard let picture = shown else { return }
                bar.width = picture.width
                bar.frame = frame
                _ = bar.composed(under: picture)
            }
            if index < targets.count - 10 { far.append(milliseconds(took)) } else { near.append(milliseconds(took)) }
        }
        let memory = engineMemory(original.processIdentifier)
        let checkpoints = (try? original.checkpoints()) ?? (ladder: [], near: [])
        let all = (far + near).sorted()
        let median = all[all.count / 2], worst = all.last ?? 0
        let nearMedian = near.sorted()[near.count / 2]
        let indexSeconds = milliseconds(indexing) / 1000
        let simulated = Double(last) / 60
        let met = worst < targetMs ? "met" : "MISSED"
        return [
            BenchmarkFigure(name: "scrub_\(shape.name)_frame",
                            label: "scrub: click to pixels, \(shape.label) (\(all.count) frames)",
                            ms: median, detail: "worst \(format(worst, digits: 1)) ms (target < \(Int(targetMs)) ms at worst: \(met)); "
                                + "steps near a frame shown: median \(format(nearMedian, digits: 1)) ms; the picture alone: median "
                                + "\(format(pictures.sorted()[pictures.count / 2], digits: 1)) ms"),
            BenchmarkFigure(name: "scrub_\(shape.name)_index", label: "scrub: indexing the \(shape.label)",
                            ms: indexSeconds * 1000, detail: "\(format(simulated / indexSeconds, digits: 0))x real time, "
                                + "\(checkpoints.ladder.count) ladder + \(checkpoints.near.count) near checkpoints"),
            BenchmarkFigure(name: "scrub_\(shape.name)_memory", label: "scrub: engine memory, \(shape.label) (sum of Pss)",
                            ms: nil, detail: "\(format(memory.mebibytes, digits: 0)) MiB in \(memory.processes) processes "
                                + "(budget \(ReplayEngineLimits.standard.memoryBudget >> 20) MiB: \(memory.mebibytes <= Double(ReplayEngineLimits.standard.memoryBudget >> 20) ? "met" : "MISSED"))"),
        ]
    }
}
