import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// How much a replay engine may hold: how many checkpoints, how much memory and how many open
/// files, whatever the session's length (docs/ARCHITECTURE.md, "Replay engine").
public struct ReplayEngineLimits: Equatable, Sendable {
    /// Checkpoints kept from indexing, spread over the whole session (the sparse ladder).
    public var ladderCheckpoints: Int
    /// Checkpoints kept near the frames shown, forked while a cursor plays (the dense ones).
    public var nearCheckpoints: Int
    /// Frames that changed something between two ladder checkpoints when indexing starts; the
    /// spacing doubles each time the ladder is full.
    public var firstInterval: Int
    /// Frames between two checkpoints near the frame shown.
    public var nearSpacing: Int
    /// How far before a frame opened the engine keeps near checkpoints, in frames.
    public var nearSpan: Int
    /// The memory all the engine's processes may hold between them (the sum of their
    /// proportional set sizes), in bytes.
    public var memoryBudget: Int

    /// The defaults: 512 ladder and 32 near checkpoints, a ladder checkpoint every 30 changing
    /// frames (or more, so a session's frames fit the ladder), near ones every 30 frames over
    /// the 6 seconds before the frame shown, within 1 GiB.
    public static let standard = ReplayEngineLimits(ladderCheckpoints: 512, nearCheckpoints: 32, firstInterval: 30,
                                                    nearSpacing: 30, nearSpan: 360, memoryBudget: 1 << 30)

    /// Creates limits (each at least 1; the ladder at least 2).
    public init(ladderCheckpoints: Int, nearCheckpoints: Int, firstInterval: Int, nearSpacing: Int, nearSpan: Int,
                memoryBudget: Int) {
        self.ladderCheckpoints = max(2, ladderCheckpoints)
        self.nearCheckpoints = max(0, nearCheckpoints)
        self.firstInterval = max(1, firstInterval)
        self.nearSpacing = max(1, nearSpacing)
        self.nearSpan = max(0, nearSpan)
        self.memoryBudget = max(1 << 20, memoryBudget)
    }

    /// The limits lowered to what the process's open-file limit allows: each checkpoint holds
    /// one descriptor in the engine, and `reserve` stay free for pipes, the session's files and
    /// a take-over's recording.
    func fitted(toDescriptors available: Int, reserve: Int = 24) -> ReplayEngineLimits {
        var limits = self
        let room = max(3, available - reserve)
        if limits.ladderCheckpoints + limits.nearCheckpoints > room {
            limits.nearCheckpoints = min(limits.nearCheckpoints, room / 4)
            limits.ladderCheckpoints = max(2, room - limits.nearCheckpoints)
        }
        return limits
    }
}

/// What the engine reads about the processes it runs: open descriptors and memory.
enum ProcessAccounting {
    /// The soft limit on open descriptors (RLIMIT_NOFILE), or 1024 if it cannot be read.
    static func descriptorLimit() -> Int {
        var limit = rlimit()
        guard getrlimit(Int32(RLIMIT_NOFILE.rawValue), &limit) == 0 else { return 1024 }
        return Int(min(limit.rlim_cur, 1 << 20))
    }

    /// How many descriptors this process has open now.
    static func openDescriptors() -> Int {
        guard let dir = opendir("/proc/self/fd") else { return 16 }
        defer { closedir(dir) }
        var count = 0
        while let entry = readdir(dir) {
            let name = withUnsafeBytes(of: entry.pointee.d_name) { String(decoding: $0.prefix { $0 != 0 }, as: UTF8.self) }
            if name != "." && name != ".." { count += 1 }
        }
        // The directory's own descriptor is not ours to keep.
        return max(0, count - 1)
    }

    /// A field of /proc/PID/smaps_rollup (`Pss`, `Private_Dirty`) in bytes, or nil when the
    /// process is gone or the kernel has no such file.
    static func memory(of pid: pid_t, field: String = "Pss") -> Int? {
        guard let text = try? String(contentsOfFile: "/proc/\(pid)/smaps_rollup", encoding: .utf8) else { return nil }
        for line in text.split(separator: "\n") where line.hasPrefix(field + ":") {
            let number = line.dropFirst(field.count + 1).split(separator: " ").first.flatMap { Int($0) }
            return number.map { $0 * 1024 }
        }
        return nil
    }
}
