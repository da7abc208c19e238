import Foundation
import Recording

/// Export's speed (issue 23): every recorded demo session written as an MP4 at 2x, as
/// `transition-lab export FILE -o FILE.mp4` does, timed from the launch to the closed file.
enum ExportCases {
    /// How many times faster than real time an export at 2x must run.
    static let targetRealtime = 2.0

    /// The MP4 export figure.
    static func all() -> [BenchmarkCase] {
        [BenchmarkCase(name: "export_mp4") { settings in mp4(settings) }]
    }

    /// Exports every session `runs` times; reports the median total time and its multiple of
    /// real time (the sessions' frames at 60 Hz over the wall time).
    static func mp4(_ settings: BenchmarkSettings) -> [BenchmarkFigure] {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("transition-lab-bench-export-\(getpid())")
        guard (try? FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)) != nil else { return [] }
        defer { try? FileManager.default.removeItem(at: folder) }
        let sessions = RecordingCases.sessions()
        var frames = 0, failures: [String] = []
        func exportAll(counting: Bool) {
            for (name, file) in sessions {
                let path = folder.appendingPathComponent(name + ".mp4").path
                try? FileManager.default.removeItem(atPath: path)
                do {
                    let summary = try SessionExporter(file: file, options: ExportOptions(output: path, format: .mp4))
                        .export(makeRoot: RecordingCases.root(for:))
                    if counting { frames += summary.outputFrames }
                } catch {
                    if counting { failures.append("\(name): \(error)") }
                }
            }
        }
        exportAll(counting: true)
        failures.forEach { print("check: export_mp4 failed for \($0)") }
        guard frames > 0, failures.isEmpty else { return [] }
        let timing = measure(name: "export_mp4", iterations: max(1, min(settings.iterations, 5)), warmup: 0) {
            exportAll(counting: false)
        }
        let realtime = Double(frames) / 60 / (timing.median / 1000)
        let verdict = realtime >= targetRealtime ? "met" : "MISSED"
        return [BenchmarkFigure(name: "export_mp4", label: "export every session to MP4 @2x (\(frames) frames)",
                                ms: timing.median,
                                detail: "realtime=\(format(realtime, digits: 2)) target>=\(format(targetRealtime, digits: 1)) \(verdict)")]
    }
}
