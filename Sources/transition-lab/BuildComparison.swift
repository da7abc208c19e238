import CSpawn
import Foundation
import Recording

/// Where a new build of the app first draws the resumed session unlike the build before it:
/// `open --watch` starts one after each relaunch. Each build hashes every frame of a copy of the
/// session without its hashes (`verify --update`), one build after the other beside the running
/// window, and the two copies are then compared frame by frame
/// (`SessionFile.firstFrameHashingDifferently(from:)`, docs/YOUR-APP.md).
final class BuildComparison {
    /// What the comparison found.
    enum Outcome: Equatable {
        case same
        case differs(frame: Int)
        case unavailable(String)
    }

    /// The programs still to run, each with the copy it hashes and what to say if it fails.
    private var steps: [(program: String, copy: String, failure: String)]
    private let copies: [String]
    private var running: pid_t?

    /// Starts comparing `previous` and `current` (programs) over `session`, its copies written in
    /// `folder`.
    init(previous: String, current: String, session: String, folder: String) throws {
        copies = [folder + "/watch-compare-previous.jsonl", folder + "/watch-compare-current.jsonl"]
        for copy in copies { try Self.copyWithoutHashes(session, to: copy) }
        steps = [(previous, copies[0], "the previous build could not replay the session"),
                 (current, copies[1], "this build could not replay the session")]
        try startNext()
    }

    /// The outcome once both builds have hashed their copies, nil while one still runs; the
    /// watch asks about three times a second.
    func poll() -> Outcome? {
        guard let pid = running else { return nil }
        var status: Int32 = 0
        guard waitpid(pid, &status, WNOHANG) == pid else { return nil }
        running = nil
        guard status == 0 else { return .unavailable(steps[0].failure) }
        steps.removeFirst()
        if !steps.isEmpty {
            do {
                try startNext()
            } catch {
                return .unavailable("\(error)")
            }
            return nil
        }
        do {
            let previous = try SessionFile.read(path: copies[0]), current = try SessionFile.read(path: copies[1])
            return current.firstFrameHashingDifferently(from: previous).map { .differs(frame: $0) } ?? .same
        } catch {
            return .unavailable("the hashed copies do not read: \(error)")
        }
    }

    /// Stops the comparison (a newer edit makes it moot).
    func cancel() {
        guard let pid = running else { return }
        kill(pid, SIGKILL)
        _ = waitpid(pid, nil, 0)
        running = nil
    }

    private func startNext() throws {
        let step = steps[0]
        let words: [String] = [step.program, "verify", "--update", step.copy]
        let argv = words.map { strdup($0) } + [nil]
        defer { argv.forEach { free($0) } }
        let null = open("/dev/null", O_RDWR)
        defer { close(null) }
        // Tied to the watch, so a stopped watch leaves no hashing behind.
        let pid = transitionlab_spawn_tied(step.program, argv, null, null, null)
        guard pid > 0 else { throw AppPackageError(message: "cannot run \(step.program): \(String(cString: strerror(errno)))") }
        running = pid
    }

    /// Writes `session` to `copy` without its hash and dropped-frames lines, a line at a time.
    private static func copyWithoutHashes(_ session: String, to copy: String) throws {
        guard let input = fopen(session, "r") else { throw AppPackageError(message: "cannot read \(session)") }
        defer { fclose(input) }
        guard let output = fopen(copy, "w") else { throw AppPackageError(message: "cannot write \(copy)") }
        var line: UnsafeMutablePointer<CChar>?
        var capacity = 0
        defer { free(line) }
        while getline(&line, &capacity, input) > 0, let line {
            // Hash lines ("h") go, and so do dropped frames ("d"): each build then draws and
            // hashes every frame, so a difference the window never drew is found too.
            if strstr(line, ",\"h\",") == nil && strstr(line, ",\"d\",") == nil { fputs(line, output) }
        }
        guard fclose(output) == 0 else { throw AppPackageError(message: "cannot write \(copy)") }
    }
}
