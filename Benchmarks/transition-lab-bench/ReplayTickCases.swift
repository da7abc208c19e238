import Foundation
import Recording
import Simulator

/// What a scrub's cursor spends between its checkpoint and the frame shown: frames played
/// without drawing (`SimulatorSession.tick(drawing: false)`) and the one drawn frame after a
/// gap of them, on the scrub bench's generated session (docs/PERFORMANCE.md, "Recording and
/// scrubbing"). Run under callgrind with `--toggle-collect='*tick7drawing*'` to count them.
enum ReplayTickCases {
    /// The undrawn-tick and drawn-after-a-gap figures.
    static func all() -> [BenchmarkCase] {
        [BenchmarkCase(name: "replay_tick") { settings in ticks(settings) }]
    }

    /// How many frames apart the drawn frames are: about a 30-minute ladder's spacing.
    static let gap = 240

    static func ticks(_ settings: BenchmarkSettings) -> [BenchmarkFigure] {
        guard let file = ScrubCases.session(ScrubCases.SessionShape(minutes: 1)),
              let session = try? SessionReplayer.launch(file, threads: 1, makeRoot: RecordingCases.root(for:)) else { return [] }
        let replayer = SessionReplayer(file: file, session: session)
        var undrawn: [Double] = [], drawn: [Double] = []
        let frames = min(file.lastFrame - 1, max(2, settings.iterations) * gap)
        while session.device.frameCount < frames, !replayer.isFinished {
            let draws = session.device.frameCount % gap == gap - 1
            let start = monotonicNanoseconds()
            session.tick(drawing: draws)
            let ms = Double(monotonicNanoseconds() - start) / 1_000_000
            if draws { drawn.append(ms) } else { undrawn.append(ms) }
        }
        undrawn.sort()
        drawn.sort()
        guard !undrawn.isEmpty, !drawn.isEmpty else { return [] }
        let mean = undrawn.reduce(0, +) / Double(undrawn.count)
        return [
            BenchmarkFigure(name: "replay_tick_undrawn", label: "replay: a frame played without drawing (\(undrawn.count) frames)",
                            ms: undrawn[undrawn.count / 2], detail: "mean \(format(mean, digits: 3)) ms"),
            BenchmarkFigure(name: "replay_tick_drawn_after_gap", label: "replay: the drawn frame after \(gap - 1) undrawn (\(drawn.count))",
                            ms: drawn[drawn.count / 2], detail: "worst \(format(drawn.last ?? 0, digits: 1)) ms"),
        ]
    }
}
