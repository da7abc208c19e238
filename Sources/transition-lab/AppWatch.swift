import CSpawn
import Foundation
import Raster
import Recording
import SimulatorWindow

/// `open --watch`: the app's window runs while its files are watched; an edit rebuilds the app
/// and, once it builds, relaunches the window where it was, the inputs given so far replayed
/// undrawn (`record --resume`), so the same moment shows with the new code. A build that fails
/// leaves the last good build running and shows its first error in the window's watch bar.
/// After a relaunch the previous build and the new one hash every frame of the session resumed
/// (`BuildComparison`), and the bar marks the first frame they draw differently. Unlike the iOS
/// Simulator's apps, which relaunch from the start, the moment is kept.
///
/// The window records to `watch-a.jsonl` and `watch-b.jsonl` in the package's folder in turn:
/// each relaunch resumes the last one's recording and records anew, so nothing of the user's is
/// written to. The window reads `watch-status.json` there (`WatchStatus`).
struct AppWatch {
    let package: AppPackage
    /// Window options for every launch (`--device`, `--scale`, a first `--resume`...).
    let windowOptions: [String]

    func run() throws -> Never {
        let sessions = [package.folder + "/watch-a.jsonl", package.folder + "/watch-b.jsonl"]
        let statusPath = package.folder + "/watch-status.json"
        // The build before the running one, kept for the comparison: a hard link, since the
        // linker writes a new file rather than into the old one (checked before comparing),
        // under the program's own name, which its sessions' header names.
        let previousProgram = package.folder + "/watch-previous/" + package.name
        mkdir(package.folder + "/watch-previous", 0o755)
        var current = 0
        var stamp = package.stamp()
        var status = WatchStatus(build: 1, resumedFrame: 0)
        var comparison: BuildComparison?
        try write(status, to: statusPath)
        // New files, written a line at a time (a replacement would be renamed into place only
        // when the window closes, and the window is stopped instead): the watch's own two.
        unlink(sessions[current])
        // The window options first, so that the watch's own come last and win (a first
        // `--resume` of the user's is resumed by the first launch only).
        var child = try launch(["record"] + windowOptions + ["-o", sessions[current], "--watch-status", statusPath])
        print("open: watching \(package.name)'s files; save one to see the change where you are")
        fflush(stdout)
        while true {
            var exitStatus: Int32 = 0
            // The window closed by the user (or a failure) ends the watch with its status.
            if waitpid(child, &exitStatus, WNOHANG) == child {
                exit((exitStatus & 0x7F) == 0 ? (exitStatus >> 8) & 0xFF : 128 + (exitStatus & 0x7F))
            }
            usleep(300_000)
            if let outcome = comparison?.poll() {
                comparison = nil
                status.set(outcome)
                try write(status, to: statusPath)
                print("open: build \(status.build) \(Self.describe(outcome, previous: status.build - 1))")
                fflush(stdout)
            }
            let now = package.stamp()
            guard now != stamp else { continue }
            stamp = now
            let started = ProcessAccounting.monotonicSeconds()
            comparison?.cancel()
            comparison = nil
            print("open: a file changed: rebuilding \(package.name)")
            fflush(stdout)
            status.rebuilding = true
            try write(status, to: statusPath)
            unlink(previousProgram)
            let kept = link(package.program, previousProgram) == 0
            var rebuilt = package
            var failure: WatchStatus.Failure?
            do {
                try rebuilt.write()
                let (built, output) = rebuilt.build()
                if !built {
                    var first = WatchStatus.Failure.first(in: output)
                        ?? WatchStatus.Failure(file: nil, line: nil, column: nil, message: "the build failed (see the terminal)")
                    first.file = first.file.map(package.originalFile(ofPorted:))
                    failure = first
                }
            } catch let error as AppPackageError {
                failure = WatchStatus.Failure(file: nil, line: nil, column: nil, message: error.message)
            }
            status.rebuilding = false
            if let failure {
                status.failure = failure
                try write(status, to: statusPath)
                let place = failure.file.map { "\($0):\(failure.line ?? 0): " } ?? ""
                StandardStreams.writeError("error: \(package.name) did not build (\(place)\(failure.message)); the last good build keeps running\n")
                continue
            }
            // The window is stopped and its recording, whole up to its last line, resumed.
            kill(child, SIGTERM)
            _ = waitpid(child, &exitStatus, 0)
            let resumed = sessions[current]
            current = 1 - current
            unlink(sessions[current])
            status = WatchStatus(build: status.build + 1, resumedFrame: (try? SessionFile.read(path: resumed).lastFrame) ?? 0,
                                 comparison: "comparing")
            if !kept || Self.sameFile(previousProgram, package.program) {
                status.set(.unavailable("the previous build was not kept"))
            }
            try write(status, to: statusPath)
            child = try launch(["record"] + windowOptions + ["--resume", resumed, "-o", sessions[current], "--watch-status", statusPath])
            print(String(format: "open: relaunched at the same moment, %.1f s after the edit", ProcessAccounting.monotonicSeconds() - started))
            fflush(stdout)
            if status.comparison == "comparing" {
                do {
                    comparison = try BuildComparison(previous: previousProgram, current: package.program, session: resumed,
                                                     folder: package.folder)
                } catch {
                    status.set(.unavailable("\(error)"))
                    try write(status, to: statusPath)
                }
            }
        }
    }

    /// What a comparison found, as the terminal is told it.
    static func describe(_ outcome: BuildComparison.Outcome, previous: Int) -> String {
        switch outcome {
        case .same: return "draws every frame of the session as build \(previous) did"
        case .differs(let frame): return "first draws the session unlike build \(previous) at frame \(frame)"
        case .unavailable(let reason): return "was not compared with build \(previous): \(reason)"
        }
    }

    /// Whether two paths are one file (the linker wrote into the kept build instead of a new file).
    private static func sameFile(_ a: String, _ b: String) -> Bool {
        var first = stat(), second = stat()
        return stat(a, &first) == 0 && stat(b, &second) == 0 && first.st_ino == second.st_ino && first.st_dev == second.st_dev
    }

    private func write(_ status: WatchStatus, to path: String) throws {
        do {
            try status.write(to: path)
        } catch {
            throw AppPackageError(message: "cannot write \(path): \(error)")
        }
    }

    /// Starts the app's program with `arguments`, on this process's terminal, tied to it (the
    /// window closes, saving its recording, when the watch is stopped); returns its process id.
    private func launch(_ arguments: [String]) throws -> pid_t {
        let argv = ([package.program] + arguments).map { strdup($0) } + [nil]
        defer { argv.forEach { free($0) } }
        let pid = transitionlab_spawn_tied(package.program, argv, 0, 1, 2)
        guard pid > 0 else {
            throw AppPackageError(message: "cannot run \(package.program): \(String(cString: strerror(errno)))")
        }
        return pid
    }
}

extension WatchStatus {
    /// Records what the comparison found.
    mutating func set(_ outcome: BuildComparison.Outcome) {
        switch outcome {
        case .same: comparison = "same"
        case .differs(let frame):
            comparison = "differs"
            firstDifference = frame
        case .unavailable(let why):
            comparison = "unavailable"
            reason = why
        }
    }
}
