import Glibc

/// Reads the monotonic clock in nanoseconds (`clock_gettime(CLOCK_MONOTONIC)`).
///
/// Monotonic time is immune to wall-clock adjustments, which matters on a VM whose clock is
/// corrected while a benchmark runs.
func monotonicNanoseconds() -> UInt64 {
    var now = timespec()
    clock_gettime(CLOCK_MONOTONIC, &now)
    return UInt64(now.tv_sec) * 1_000_000_000 + UInt64(now.tv_nsec)
}

/// The calling thread's CPU time in nanoseconds (what it ran, not what it waited for a core).
func threadCPUNanoseconds() -> UInt64 {
    var now = timespec()
    clock_gettime(CLOCK_THREAD_CPUTIME_ID, &now)
    return UInt64(now.tv_sec) * 1_000_000_000 + UInt64(now.tv_nsec)
}

/// The calling thread's minor page faults so far: pages touched for the first time (fresh
/// buffers), which a frame pays in the kernel beyond its instructions.
func threadMinorPageFaults() -> Int {
    var usage = rusage()
    // RUSAGE_THREAD (Linux's 1), which Swift's Glibc module does not import by name.
    guard getrusage(__rusage_who_t(1), &usage) == 0 else { return 0 }
    return Int(usage.ru_minflt)
}

/// The samples of one measured body, in milliseconds, warm-up runs excluded.
struct Timing {
    /// What was measured, for messages.
    var name: String
    /// One duration per measured run, in milliseconds, in run order.
    var samples: [Double]

    /// The median run: robust against the scheduler and the drifting clock of a shared VM.
    var median: Double {
        guard !samples.isEmpty else { return .nan }
        let sorted = samples.sorted()
        let middle = sorted.count / 2
        return sorted.count % 2 == 1 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2
    }

    /// The fastest run, the best case with warm caches.
    var fastest: Double { samples.min() ?? .nan }
}

/// Times `body` `iterations` times after `warmup` untimed runs and returns the samples.
///
/// This is the helper whole-frame scene benchmarks should use: pass a body that renders one
/// frame and report `Timing.median`.
func measure(name: String, iterations: Int, warmup: Int = 5, body: () -> Void) -> Timing {
    withoutActuallyEscaping(body) { body in
        measureInterleaved([(name, body)], iterations: iterations, warmup: warmup)[0]
    }
}

/// Times several bodies in turn within the same loop, so that clock drift and noise from other
/// processes fall on all of them alike; returns one `Timing` per body, in the given order.
///
/// Each round runs every body once, starting with a different one each round so no body always
/// runs right after another particular one (and inherits its cache state).
func measureInterleaved(_ bodies: [(name: String, body: () -> Void)], iterations: Int,
                        warmup: Int = 5) -> [Timing] {
    var timings = bodies.map { Timing(name: $0.name, samples: []) }
    guard !bodies.isEmpty else { return timings }
    for round in 0..<(warmup + max(1, iterations)) {
        for offset in 0..<bodies.count {
            let index = (round + offset) % bodies.count
            let start = monotonicNanoseconds()
            bodies[index].body()
            let elapsed = monotonicNanoseconds() - start
            if round >= warmup { timings[index].samples.append(Double(elapsed) / 1_000_000) }
        }
    }
    return timings
}
