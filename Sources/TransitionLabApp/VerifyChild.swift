import CSpawn
import Foundation
import Recording
#if canImport(Glibc)
import Glibc
#endif

/// One file checked in a child process of `verify --jobs`: a `verify` of that file alone.
///
/// The child cannot outlive its parent: it is started tied to it (`transitionlab_spawn_tied`,
/// PR_SET_PDEATHSIG), so the kernel kills it when the parent ends in any way, SIGKILL included,
/// and it is listed with `TerminationCleanup`, which kills it first on SIGTERM, SIGINT or
/// SIGHUP. Nothing of it touches the temporary folder: its standard output and error come back
/// on pipes, and its outcome (`VerifyOutcome` as JSON) on a third, its descriptor 3
/// (`--outcome-descriptor 3`). So a parent killed at any moment leaves nothing behind.
final class VerifyChild {
    /// The file's place on the command line.
    let index: Int
    /// The session file checked.
    let path: String
    /// The child's process id.
    let pid: pid_t
    /// When it started (for the report's seconds).
    let started = ProcessAccounting.monotonicSeconds()
    /// The pipes' read ends still open: standard output, standard error, the outcome.
    private(set) var descriptors: [Int32]
    private var received: [Int32: Data] = [:]
    private let outputFD: Int32, errorFD: Int32, outcomeFD: Int32

    /// Starts `executable` with `arguments` to check `path`, the `index`th file. Call it on the
    /// main thread: the kernel's death signal follows the thread that forks.
    init(index: Int, path: String, executable: String, arguments: [String]) throws {
        self.index = index
        self.path = path
        var output: [Int32] = [-1, -1], errors: [Int32] = [-1, -1], outcome: [Int32] = [-1, -1]
        let null = open("/dev/null", O_RDONLY | O_CLOEXEC)
        defer { if null >= 0 { close(null) } }
        guard null >= 0, transitionlab_pipe_cloexec(&output) == 0, transitionlab_pipe_cloexec(&errors) == 0,
              transitionlab_pipe_cloexec(&outcome) == 0 else {
            let reason = String(cString: strerror(errno))
            for fd in output + errors + outcome where fd >= 0 { close(fd) }
            throw VerifyChildError(reason: reason)
        }
        var argv: [UnsafeMutablePointer<CChar>?] = ([executable] + arguments).map { strdup($0) } + [nil]
        defer { for pointer in argv { free(pointer) } }
        let pid = transitionlab_spawn_tied_passing(executable, &argv, null, output[1], errors[1], outcome[1])
        let spawnError = errno
        // The write ends are the child's now: each pipe ends when the child exits.
        for fd in [output[1], errors[1], outcome[1]] { close(fd) }
        guard pid > 0 else {
            for fd in [output[0], errors[0], outcome[0]] { close(fd) }
            throw VerifyChildError(reason: String(cString: strerror(spawnError)))
        }
        self.pid = pid
        TerminationCleanup.add(child: pid)
        (outputFD, errorFD, outcomeFD) = (output[0], errors[0], outcome[0])
        descriptors = [outputFD, errorFD, outcomeFD]
    }

    /// Whether every pipe has ended: the child has exited, or is about to.
    var isDrained: Bool { descriptors.isEmpty }

    /// Reads what `fd`, one of `descriptors`, has now; closes it at its end.
    func read(_ fd: Int32) {
        var buffer = [UInt8](repeating: 0, count: 1 << 16)
        let count = buffer.withUnsafeMutableBytes { Glibc.read(fd, $0.baseAddress, $0.count) }
        if count < 0, errno == EINTR || errno == EAGAIN { return }
        guard count > 0 else {
            close(fd)
            descriptors.removeAll { $0 == fd }
            return
        }
        received[fd, default: Data()].append(contentsOf: buffer[0..<count])
    }

    /// What the child printed to its standard output and standard error.
    var printed: (output: Data, errors: Data) { (received[outputFD] ?? Data(), received[errorFD] ?? Data()) }

    /// Reaps the child once drained; its outcome, or an error outcome saying how it ended
    /// without one (killed by a signal, or an exit with no result).
    func finish() -> (outcome: VerifyOutcome, killed: Bool) {
        // Off the list before it is reaped, so the number is never killed once reused.
        TerminationCleanup.remove(child: pid)
        var raw: Int32 = 0
        while waitpid(pid, &raw, 0) < 0 && errno == EINTR {}
        let signal = raw & 0x7f, killed = signal != 0
        var outcome = received[outcomeFD].flatMap { try? JSONDecoder().decode(VerifyOutcome.self, from: $0) }
            ?? VerifyOutcome(path: path, status: .error, message: killed
                ? "error: \(path): the check was killed by signal \(signal)"
                : "error: \(path): the check ended (status \((raw >> 8) & 0xff)) without a result")
        outcome.seconds = ProcessAccounting.monotonicSeconds() - started
        return (outcome, killed)
    }
}
