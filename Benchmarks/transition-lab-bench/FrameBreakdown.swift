import Raster

/// What one frame's tick spent its main thread on, from a `WorkMeter` read after the tick:
/// milliseconds per kind of work, how many times each was entered, and the rest ("other": the
/// app's and UIKit's own work, events, animations, the tick's bookkeeping).
struct FrameBreakdown {
    /// Milliseconds per `WorkKind`, each excluding the kinds nested in it.
    var ms: [Double]
    /// Outermost entries per `WorkKind`.
    var calls: [Int]
    /// The tick's wall time not charged to any kind, in milliseconds.
    var otherMs: Double
    /// The main thread's minor page faults during the tick (pages of new buffers touched first).
    var pageFaults: Int

    /// Reads `meter` after a tick that took `totalMs` and faulted `pageFaults` pages in.
    init(meter: WorkMeter, totalMs: Double, pageFaults: Int) {
        ms = meter.nanoseconds.map { Double($0) / 1_000_000 }
        calls = meter.calls
        otherMs = max(0, totalMs - ms.reduce(0, +))
        self.pageFaults = pageFaults
    }

    /// "layout 1.20 (3), text 2.31 (14), ..., other 0.52 ms; 812 page faults": every kind that
    /// ran, the largest first, with its entries in brackets, then the main thread's page faults.
    var summary: String {
        let parts = WorkKind.allCases.filter { calls[$0.rawValue] > 0 }
            .sorted { ms[$0.rawValue] > ms[$1.rawValue] }
            .map { "\($0.name) \(format(ms[$0.rawValue], digits: 2)) (\(calls[$0.rawValue]))" }
        return (parts + ["other \(format(otherMs, digits: 2)) ms"]).joined(separator: ", ") + "; \(pageFaults) page faults"
    }
}

extension WorkMeter {
    /// A meter on the calling thread, timed by the monotonic clock, installed as the active one
    /// while `body` runs (the product never installs one: its frames read no clock).
    static func installed<T>(_ body: (WorkMeter) throws -> T) rethrows -> T {
        let meter = WorkMeter(clock: monotonicNanoseconds)
        let previous = WorkMeter.active
        WorkMeter.active = meter
        defer { WorkMeter.active = previous }
        return try body(meter)
    }
}
