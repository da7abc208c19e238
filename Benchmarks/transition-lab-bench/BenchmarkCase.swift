import Foundation

/// Settings shared by every benchmark case, taken from the command line.
struct BenchmarkSettings {
    /// Timed runs per figure (the median of these is reported).
    var iterations = 40
    /// Untimed runs before timing starts, to fill caches and settle the clock.
    var warmup = 5
    /// Skip our renderer and time only pixman (useful while Raster's kernels are placeholders).
    var pixmanOnly = false
    /// How our pixel words are labelled for pixman (same bytes either way; argb is pixman's fast path).
    var pixmanFormat = PixmanPixelFormat.argb
    /// Let pixman composite the whole screen instead of the layer's bounding box, as the
    /// reference figures in docs/PERFORMANCE.md apparently did (the door's 50 ms).
    var pixmanWholeScreen = false
    /// A folder to write each operation's pictures to (ours and pixman's, as PAM files).
    var dumpFolder: String?
    /// Part of a session's name: the session cases play only those that contain it.
    var session: String?
    /// A frame number whose tick the session cases run inside `profiledTick`, so that an
    /// instruction count can be limited to that one frame.
    var profileFrame: Int?
    /// Whether whole-frame cases skip their two-core runs.
    var oneCoreOnly = false
}

/// One figure a benchmark produces: a median time, optionally beside pixman's for the same work.
struct BenchmarkFigure {
    /// Name used in the `bench:` line, e.g. `identity_over`; stable, scripts parse it.
    var name: String
    /// Human-readable label for the table.
    var label: String
    /// Our median in milliseconds, nil when only pixman ran.
    var ms: Double?
    /// Our median on two cores, in milliseconds, when that variant was measured.
    var twoCoresMs: Double?
    /// pixman's median for the same operation, in milliseconds, when it exists in pixman.
    var pixmanMs: Double?
    /// The speedup over pixman the design asks for (e.g. 1.5), when there is one.
    var targetSpeedup: Double?
    /// A figure's own reading beside its time (a multiple of real time, a share of a frame).
    var detail: String?
    /// The most `ms` may be (a frame's budget), when the issue sets one.
    var targetMs: Double?
    /// The most `twoCoresMs` may be, when the issue sets one.
    var twoCoresTargetMs: Double?
    /// The screen pixels one draw covers, for a kernel's time per drawn pixel (issue 23).
    var drawnPixels: Double?

    /// Nanoseconds per drawn pixel for a time in milliseconds, when the drawn area is known.
    func nanosecondsPerPixel(_ ms: Double?) -> Double? {
        guard let ms, let drawnPixels, drawnPixels > 0 else { return nil }
        return ms * 1_000_000 / drawnPixels
    }

    /// How much the second core gives: one core's time over two cores' (2 is a perfect split).
    var twoCoreEfficiency: Double? {
        guard let ms, let twoCoresMs, twoCoresMs > 0 else { return nil }
        return ms / twoCoresMs
    }

    /// "met" or "MISSED" for a time against its budget.
    static func verdict(_ ms: Double, within target: Double) -> String {
        ms <= target ? "met" : "MISSED"
    }

    /// pixman's time divided by ours: above 1 means we are faster.
    var speedup: Double? {
        guard let ms, let pixmanMs, ms > 0 else { return nil }
        return pixmanMs / ms
    }
}

/// A named benchmark: a closure that sets up its own data, measures, and returns its figures.
///
/// To add a whole-frame scene benchmark, append a case to `allBenchmarkCases()` (in
/// CompositingCases.swift) whose `run` builds the scene, calls `measure(name:iterations:body:)`
/// with a body rendering one frame, and returns
/// `[BenchmarkFigure(name: "scene_mid_push", label: "...", ms: timing.median)]`.
struct BenchmarkCase {
    /// Stable name matched by `--filter`; also the figure name for single-figure cases.
    var name: String
    /// Runs the benchmark and returns what it measured.
    var run: (BenchmarkSettings) -> [BenchmarkFigure]
}

/// Prints figures as `bench:` lines for scripts, and a table for people at the end.
struct BenchmarkReport {
    private(set) var figures: [BenchmarkFigure] = []

    /// Records a figure and prints its machine-readable lines immediately, so progress shows.
    mutating func add(_ figure: BenchmarkFigure) {
        figures.append(figure)
        if let ms = figure.ms {
            var line = "bench: \(figure.name) ms=\(format(ms))"
            if let perPixel = figure.nanosecondsPerPixel(ms) {
                line += " ns_per_px=\(format(perPixel))"
            }
            if let pixmanMs = figure.pixmanMs, let speedup = figure.speedup {
                line += " pixman_ms=\(format(pixmanMs))"
                if let perPixel = figure.nanosecondsPerPixel(pixmanMs) { line += " pixman_ns_per_px=\(format(perPixel))" }
                line += " speedup=\(format(speedup, digits: 2))"
                // The kernels' ratio against the issue's: the verdict beside the figure it judges.
                if figure.drawnPixels != nil, let wanted = figure.targetSpeedup {
                    line += " target=\(format(wanted, digits: 1))x \(speedup >= wanted ? "met" : "MISSED")"
                }
            }
            if let target = figure.targetMs {
                line += " target_ms=\(format(target)) \(BenchmarkFigure.verdict(ms, within: target))"
            }
            if let detail = figure.detail { line += " (\(detail))" }
            print(line)
            if let twoCores = figure.twoCoresMs {
                var twoLine = "bench: \(figure.name)_2cores ms=\(format(twoCores))"
                if let target = figure.twoCoresTargetMs {
                    twoLine += " target_ms=\(format(target)) \(BenchmarkFigure.verdict(twoCores, within: target))"
                }
                if let efficiency = figure.twoCoreEfficiency { twoLine += " efficiency=\(format(efficiency, digits: 2))x" }
                print(twoLine)
            }
        } else if figure.pixmanMs == nil, let detail = figure.detail {
            // A figure that is no time (memory, a count).
            print("bench: \(figure.name) (\(detail))")
        } else if let pixmanMs = figure.pixmanMs {
            // Deliberately not a `bench:` line: a run without our renderer must not feed scripts.
            print("pixman-only: \(figure.name) pixman_ms=\(format(pixmanMs))")
        }
    }

    /// The summary table: operation, ours (and per drawn pixel), ours on two cores, pixman, speedup, target.
    func table() -> String {
        let header = ["operation", "ours ms", "ns/px", "2 cores ms", "2-core gain", "pixman ms", "speedup", "target", ""]
        var rows = [header]
        for f in figures {
            let verdict: String
            var target = f.targetSpeedup.map { ">=" + format($0, digits: 1) + "x" } ?? "-"
            if let speedup = f.speedup, let wanted = f.targetSpeedup {
                verdict = speedup >= wanted ? "met" : "MISSED"
            } else if let ms = f.ms, let budget = f.targetMs {
                // A frame budget: one core's verdict, then two cores' when there is one.
                target = "<=" + format(budget, digits: 1) + (f.twoCoresTargetMs.map { " / " + format($0, digits: 1) } ?? "") + " ms"
                verdict = BenchmarkFigure.verdict(ms, within: budget)
                    + (f.twoCoresTargetMs.flatMap { t in f.twoCoresMs.map { " / " + BenchmarkFigure.verdict($0, within: t) } } ?? "")
            } else {
                verdict = f.detail ?? ""
            }
            rows.append([f.label, f.ms.map { format($0) } ?? "-", f.nanosecondsPerPixel(f.ms).map { format($0, digits: 2) } ?? "-",
                         f.twoCoresMs.map { format($0) } ?? "-",
                         f.twoCoreEfficiency.map { format($0, digits: 2) + "x" } ?? "-",
                         f.pixmanMs.map { format($0) } ?? "-", f.speedup.map { format($0, digits: 2) + "x" } ?? "-",
                         target, verdict])
        }
        let widths = (0..<header.count).map { column in rows.map { $0[column].count }.max() ?? 0 }
        return rows.map { row in
            zip(row, widths).enumerated().map { index, cell in
                // The label column reads best left-aligned, numbers right-aligned.
                index == 0 ? cell.0.padding(toLength: cell.1, withPad: " ", startingAt: 0)
                    : String(repeating: " ", count: cell.1 - cell.0.count) + cell.0
            }.joined(separator: "  ")
        }.joined(separator: "\n")
    }
}

/// A number with a fixed count of decimals, for stable, parseable output.
func format(_ value: Double, digits: Int = 3) -> String {
    String(format: "%.\(digits)f", value)
}
