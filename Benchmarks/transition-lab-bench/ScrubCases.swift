import Foundation
import Recording

/// Scrubbing in the review window: the time to show an arbitrary frame of a 5-minute session,
/// through the replay engine process exactly as the window asks for frames.
enum ScrubCases {
    /// The scrub figures.
    static func all() -> [BenchmarkCase] {
        [BenchmarkCase(name: "scrub_5min") { settings in scrub(settings) }]
    }

    /// A 5-minute session at 2x: the plain demo's push and interactive pop, over and over.
    static func fiveMinuteSession() -> SessionFile? {
        guard var plain = RecordingCases.sessions().first(where: { $0.name == "plain" })?.file else { return nil }
        let events = plain.events.filter { if case .end = $0.event { return false } else { return true } }
        let period = (events.last?.frame ?? 90) + 20
        var lines: [SessionLine] = []
        var start = 0
        while start + period <= 5 * 60 * 60 {
            lines += events.map { .event(frame: start + $0.frame, $0.event) }
            start += period
        }
        lines.append(.event(frame: start, .end))
        plain.lines = lines
        return plain
    }

    /// The engine's executable: `transition-lab` beside this bench (`make bench` builds it).
    static var engineExecutable: String? {
        let folder = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
        let path = folder.appendingPathComponent("transition-lab").path
        return FileManager.default.isExecutableFile(atPath: path) ? path : nil
    }

    /// The memory the engine's processes hold between them (proportional set sizes), in MiB.
    static func engineMemory() -> Double {
        var kilobytes = 0.0
        let ids = (try? FileManager.default.contentsOfDirectory(atPath: "/proc")) ?? []
        for id in ids where Int(id) != nil {
            guard let command = try? String(contentsOfFile: "/proc/\(id)/cmdline", encoding: .utf8),
                  command.contains("replay-engine"),
                  let rollup = try? String(contentsOfFile: "/proc/\(id)/smaps_rollup", encoding: .utf8) else { continue }
            for line in rollup.split(separator: "\n") where line.hasPrefix("Pss:") {
                kilobytes += Double(line.split(separator: " ").dropFirst().first ?? "0") ?? 0
            }
        }
        return kilobytes / 1024
    }

    static func scrub(_ settings: BenchmarkSettings) -> [BenchmarkFigure] {
        guard let file = fiveMinuteSession(), let executable = engineExecutable else {
            print("scrub_5min: skipped, transition-lab is not built beside the bench (make bench builds it)")
            return []
        }
        let path = NSTemporaryDirectory() + "transition-lab-scrub-\(getpid()).jsonl"
        defer { try? FileManager.default.removeItem(atPath: path) }
        guard (try? file.text.write(toFile: path, atomically: true, encoding: .utf8)) != nil else { return [] }
        let clock = ContinuousClock()
        var client: ReplayEngineClient?
        let indexing = clock.measure { client = try? ReplayEngineClient(executable: executable, arguments: ["replay-engine", path]) }
        guard let client else { return [] }
        defer { client.shutDown() }
        let last = client.timeline.lastFrame
        // Frames spread over the whole session in a fixed, scattered order (forwards and back).
        var seed: UInt64 = 0x9E37_79B9_7F4A_7C15
        var times: [Double] = []
        for _ in 0..<max(20, settings.iterations) {
            seed = seed &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            let frame = Int((seed >> 33) % UInt64(last + 1))
            let took = clock.measure { _ = try? client.open(frame: frame); _ = try? client.picture() }
            times.append(Double(took.components.attoseconds) / 1e15 + Double(took.components.seconds) * 1000)
        }
        times.sort()
        let median = times[times.count / 2], worst = times.last ?? 0
        let indexSeconds = Double(indexing.components.seconds) + Double(indexing.components.attoseconds) / 1e18
        let simulated = Double(last) / 60
        return [
            BenchmarkFigure(name: "scrub_5min_frame", label: "scrub: any frame of a \(Int(simulated)) s session @\(file.header.scale)x (\(times.count) frames)",
                            ms: median, detail: "worst \(format(worst, digits: 1)) ms (target < 100 ms: \(worst < 100 ? "met" : "MISSED"))"),
            BenchmarkFigure(name: "scrub_5min_index", label: "scrub: playing it through once, checkpoints every 30 frames",
                            ms: indexSeconds * 1000, detail: "\(format(simulated / indexSeconds, digits: 0))x real time, "
                                + "\(client.timeline.checkpointFrames.count) checkpoints, \(format(engineMemory(), digits: 0)) MiB"),
        ]
    }
}
