import Foundation
import XCTest

/// This process's memory, read from /proc: what it holds now and the most it held while a
/// piece of work ran (the kernel's high-water mark, reset first through /proc/self/clear_refs).
enum PeakMemory {
    /// The bytes resident now.
    static func residentBytes() -> Int {
        kilobytes(of: "VmRSS") * 1024
    }

    /// How many bytes above what was resident before `body` the process held at most while it ran.
    static func growth(_ body: () throws -> Void) throws -> Int {
        let before = residentBytes()
        // Writing 5 resets the peak resident size to the present one (Linux 4.0 on).
        guard let reset = FileHandle(forWritingAtPath: "/proc/self/clear_refs") else {
            throw XCTSkip("/proc/self/clear_refs cannot be written here, so the peak cannot be reset")
        }
        try reset.write(contentsOf: Data("5".utf8))
        try reset.close()
        try body()
        return kilobytes(of: "VmHWM") * 1024 - before
    }

    /// Runs the `transition-lab` command line with `arguments` (its output thrown away) and
    /// returns its exit status and the most memory it held (its peak resident size, from wait4).
    static func ofCommand(_ arguments: [String]) throws -> (status: Int32, peakBytes: Int) {
        let executable = try CommandLineRunner.executable()
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 1, "/dev/null", O_WRONLY, 0)
        posix_spawn_file_actions_addopen(&actions, 2, "/dev/null", O_WRONLY, 0)
        let argv = ([executable] + arguments).map { strdup($0) } + [nil]
        defer { argv.forEach { free($0) } }
        var pid: pid_t = 0
        guard posix_spawn(&pid, executable, &actions, nil, argv, environ) == 0 else { throw XCTSkip("cannot start \(executable)") }
        var status: Int32 = 0
        var usage = rusage()
        while wait4(pid, &status, 0, &usage) < 0 && errno == EINTR {}
        return ((status >> 8) & 0xFF, usage.ru_maxrss * 1024)
    }

    /// The value in kB of `field` in /proc/self/status.
    private static func kilobytes(of field: String) -> Int {
        let status = (try? String(contentsOfFile: "/proc/self/status", encoding: .utf8)) ?? ""
        guard let line = status.split(separator: "\n").first(where: { $0.hasPrefix(field + ":") }) else { return 0 }
        return Int(line.split(separator: " ").dropFirst().first ?? "") ?? 0
    }
}
