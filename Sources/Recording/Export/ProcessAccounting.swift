import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// What Recording reads about the processes it runs (the replay engine's, ffmpeg): open
/// descriptors, memory and the machine's monotonic clock.
package enum ProcessAccounting {
    /// The soft limit on open descriptors (RLIMIT_NOFILE), or 1024 if it cannot be read.
    static func descriptorLimit() -> Int {
        var limit = rlimit()
        guard getrlimit(Int32(RLIMIT_NOFILE.rawValue), &limit) == 0 else { return 1024 }
        return Int(min(limit.rlim_cur, 1 << 20))
    }

    /// This process's own opening of the file another process `pid` holds as descriptor
    /// `number` (through /proc, with `flags`), or -1 with errno set.
    static func openDescriptor(_ number: Int32, of pid: pid_t, flags: Int32) -> Int32 {
        open("/proc/\(pid)/fd/\(number)", flags | O_CLOEXEC)
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

    /// The memory `root` and its descendants hold between them, the sum of their proportional
    /// set sizes, in bytes, and how many processes that is: what the replay engine's budget
    /// counts (its checkpoints, cursors and makers descend from it).
    package static func memoryOfTree(_ root: pid_t) -> (bytes: Int, processes: Int) {
        var parents: [pid_t: pid_t] = [:]
        for id in ((try? FileManager.default.contentsOfDirectory(atPath: "/proc")) ?? []).compactMap(pid_t.init) {
            guard let stat = try? String(contentsOfFile: "/proc/\(id)/stat", encoding: .utf8), let close = stat.lastIndex(of: ")") else { continue }
            let fields = stat[stat.index(after: close)...].split(separator: " ")
            if fields.count > 1, let parent = pid_t(fields[1]) { parents[id] = parent }
        }
        func descends(_ id: pid_t) -> Bool {
            var current: pid_t? = id
            while let id = current, id > 1 {
                if id == root { return true }
                current = parents[id]
            }
            return false
        }
        var bytes = 0, count = 0
        for id in parents.keys.sorted() where descends(id) {
            guard let pss = memory(of: id) else { continue }
            bytes += pss
            count += 1
        }
        return (bytes, count)
    }

    /// A field of /proc/PID/smaps_rollup (`Pss`, `Private_Dirty`) in bytes, or nil when the
    /// process is gone or the kernel has no such file.
    static func memory(of pid: pid_t, field: String = "Pss") -> Int? {
        kilobyteField(field, in: "/proc/\(pid)/smaps_rollup")
    }

    /// The peak resident set of `pid`'s memory map (`VmHWM` of /proc/PID/status) in bytes: the
    /// program's own, from its `exec` on, or nil when the process is gone.
    static func highWaterMark(of pid: pid_t) -> Int? {
        kilobyteField("VmHWM", in: "/proc/\(pid)/status")
    }

    /// A "Name:   123 kB" line of a /proc file, in bytes.
    ///
    /// The kernel pads with spaces in smaps_rollup but with a tab and spaces in status.
    static func kilobyteField(_ field: String, in path: String) -> Int? {
        guard let text = try? String(contentsOfFile: path, encoding: .utf8) else { return nil }
        for line in text.split(separator: "\n") where line.hasPrefix(field + ":") {
            let number = line.dropFirst(field.count + 1).split(whereSeparator: { $0 == " " || $0 == "\t" }).first.flatMap { Int($0) }
            return number.map { $0 * 1024 }
        }
        return nil
    }

    /// The machine's monotonic clock in seconds: for what only a person waits on (progress
    /// lines, a toast's end, a report's durations), never on the way to a frame of the app.
    package static func monotonicSeconds() -> Double {
        var now = timespec()
        clock_gettime(CLOCK_MONOTONIC, &now)
        return Double(now.tv_sec) + Double(now.tv_nsec) / 1e9
    }
}
