import CSpawn
import Foundation
import OutputFiles
#if canImport(Glibc)
import Glibc
#endif

/// A helper program (ffmpeg) run as a child of the export that cannot outlive it: the kernel
/// kills it when this process ends in any way, SIGKILL included (`transitionlab_spawn_tied`),
/// and `TerminationCleanup` kills it first on SIGTERM or SIGINT.
///
/// Its stderr is collected as it comes (a chatty child never blocks on a full pipe); its
/// stdout goes to `output` on a reader thread, or nowhere.
final class ChildProcess {
    /// The program run.
    let executable: String
    /// Its process id.
    let pid: pid_t
    /// The write end of its standard input (-1 once closed, or when it reads nothing).
    private(set) var input: Int32
    private var errorData = Data()
    private let readers = DispatchGroup()
    private var status: Int32?
    /// The most memory the child's program held at once, in bytes (its peak resident set), after
    /// `wait()`.
    private(set) var peakMemory = 0

    /// Starts `executable` with `arguments`; `feedsInput` gives it a pipe on stdin (else
    /// /dev/null), `output` receives its stdout in chunks on another thread (else /dev/null).
    ///
    /// The kernel's death signal follows the thread that forks, not the process: start children
    /// from a thread that outlives them (the exports start them on the main thread).
    init(executable: String, arguments: [String], feedsInput: Bool, output: ((Data) -> Void)? = nil) throws {
        self.executable = executable
        var stdinPipe: [Int32] = [-1, -1], stdoutPipe: [Int32] = [-1, -1], stderrPipe: [Int32] = [-1, -1]
        let null = open("/dev/null", O_RDWR | O_CLOEXEC)
        defer { if null >= 0 { close(null) } }
        guard null >= 0, transitionlab_pipe_cloexec(&stderrPipe) == 0,
              !feedsInput || transitionlab_pipe_cloexec(&stdinPipe) == 0,
              output == nil || transitionlab_pipe_cloexec(&stdoutPipe) == 0 else {
            for fd in stdinPipe + stdoutPipe + stderrPipe where fd >= 0 { close(fd) }
            throw ExportError.ffmpegFailed("could not start \(executable): \(String(cString: strerror(errno)))")
        }
        var argv: [UnsafeMutablePointer<CChar>?] = ([executable] + arguments).map { strdup($0) } + [nil]
        defer { for pointer in argv { free(pointer) } }
        let pid = transitionlab_spawn_tied(executable, &argv, feedsInput ? stdinPipe[0] : null,
                                           output != nil ? stdoutPipe[1] : null, stderrPipe[1])
        let spawnError = errno
        // The child's ends are its own now.
        for fd in [stdinPipe[0], stdoutPipe[1], stderrPipe[1]] where fd >= 0 { close(fd) }
        guard pid > 0 else {
            for fd in [stdinPipe[1], stdoutPipe[0], stderrPipe[0]] where fd >= 0 { close(fd) }
            throw ExportError.ffmpegFailed("could not start \(executable): \(String(cString: strerror(spawnError)))")
        }
        self.pid = pid
        input = feedsInput ? stdinPipe[1] : -1
        TerminationCleanup.add(child: pid)
        // A write into the pipe of a child that died must fail with EPIPE, not kill this process.
        signal(SIGPIPE, SIG_IGN)
        let errorFD = stderrPipe[0]
        readers.enter()
        DispatchQueue.global().async { [self] in
            let data = Self.readAll(errorFD) { _ in }
            errorData = data
            readers.leave()
        }
        if let output {
            let outputFD = stdoutPipe[0]
            readers.enter()
            DispatchQueue.global().async { [readers] in
                _ = Self.readAll(outputFD, collect: false, chunk: output)
                readers.leave()
            }
        }
    }

    deinit {
        if status == nil { kill() }
    }

    /// Reads `fd` to its end and closes it, passing each chunk to `chunk`; returns everything
    /// read when `collect`.
    private static func readAll(_ fd: Int32, collect: Bool = true, chunk: (Data) -> Void) -> Data {
        var all = Data()
        var buffer = [UInt8](repeating: 0, count: 1 << 16)
        while true {
            let count = buffer.withUnsafeMutableBytes { read(fd, $0.baseAddress, $0.count) }
            if count < 0, errno == EINTR { continue }
            if count <= 0 { break }
            let data = Data(buffer[0..<count])
            if collect { all.append(data) } else { chunk(data) }
        }
        close(fd)
        return all
    }

    /// Writes every byte to the child's stdin; false when the child stopped reading.
    func send(_ bytes: UnsafeRawBufferPointer) -> Bool {
        guard input >= 0 else { return false }
        var offset = 0
        while offset < bytes.count {
            let written = Glibc.write(input, bytes.baseAddress! + offset, bytes.count - offset)
            if written < 0 {
                if errno == EINTR { continue }
                return false
            }
            offset += written
        }
        return true
    }

    /// Closes the child's stdin: the end of its input.
    func closeInput() {
        if input >= 0 { close(input) }
        input = -1
    }

    /// Waits for the child to exit and its pipes to drain; its exit status, or 128 + the signal
    /// that killed it.
    @discardableResult
    func wait() -> Int32 {
        if let status { return status }
        // Read once while it surely runs: a child that ends at once is never read below.
        var highWater = ProcessAccounting.highWaterMark(of: pid) ?? 0
        closeInput()
        var raw: Int32 = 0
        var usage = rusage()
        // The kernel's `ru_maxrss` keeps the peak from before `exec` too, when the child was a
        // copy of this process (hundreds of MB in a test run): the program's own peak is its
        // memory map's high-water mark (`VmHWM`), read until it exits (every 10 ms; it only rises).
        while true {
            let reaped = wait4(pid, &raw, WNOHANG, &usage)
            if reaped == pid || (reaped < 0 && errno != EINTR) { break }
            if let mark = ProcessAccounting.highWaterMark(of: pid) { highWater = max(highWater, mark) }
            usleep(10_000)
        }
        TerminationCleanup.remove(child: pid)
        readers.wait()
        peakMemory = highWater > 0 ? highWater : Int(usage.ru_maxrss) * 1024
        let exited = raw & 0x7f == 0
        let result = exited ? (raw >> 8) & 0xff : 128 + (raw & 0x7f)
        status = result
        return result
    }

    /// Sends the child SIGKILL without closing its stdin or reaping it (a thread still writing
    /// into the pipe then gets EPIPE); `kill()` or `wait()` reaps it.
    func signalKill() {
        guard status == nil else { return }
        Glibc.kill(pid, SIGKILL)
    }

    /// Kills the child and reaps it.
    func kill() {
        guard status == nil else { return }
        closeInput()
        Glibc.kill(pid, SIGKILL)
        wait()
    }

    /// Whether the child wrote anything to stderr, after `wait()`.
    var saidSomething: Bool { !errorData.isEmpty }

    /// The last `count` lines the child wrote to stderr, indented, after `wait()`.
    func errorTail(_ count: Int = 12) -> String {
        let lines = String(decoding: errorData, as: UTF8.self).split(separator: "\n").suffix(count)
        return lines.isEmpty ? "  (\((executable as NSString).lastPathComponent) printed nothing)" : lines.map { "  " + $0 }.joined(separator: "\n")
    }
}
