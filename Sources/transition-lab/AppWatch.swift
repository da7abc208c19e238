import CSpawn
import Foundation
import Raster
import Recording

/// `open --watch`: the app's window runs while its files are watched; an edit rebuilds the app
/// and, once it builds, relaunches the window where it was, the inputs given so far replayed
/// undrawn (`record --resume`), so the same moment shows with the new code. A build that fails
/// leaves the last good build running and says why. Unlike the iOS Simulator's apps, which
/// relaunch from the start, the moment is kept.
///
/// The window records to `watch-a.jsonl` and `watch-b.jsonl` in the package's folder in turn:
/// each relaunch resumes the last one's recording and records anew, so nothing of the user's is
/// written to.
struct AppWatch {
    let package: AppPackage
    /// Window options for every launch (`--device`, `--scale`, a first `--resume`...).
    let windowOptions: [String]

    func run() throws -> Never {
        let sessions = [package.folder + "/watch-a.jsonl", package.folder + "/watch-b.jsonl"]
        var current = 0
        var stamp = package.stamp()
        // New files, written a line at a time (a replacement would be renamed into place only
        // when the window closes, and the window is stopped instead): the watch's own two.
        unlink(sessions[current])
        // The window options first, so that the watch's own come last and win (a first
        // `--resume` of the user's is resumed by the first launch only).
        var child = try launch(["record"] + windowOptions + ["-o", sessions[current]])
        print("open: watching \(package.name)'s files; save one to see the change where you are")
        fflush(stdout)
        while true {
            var status: Int32 = 0
            // The window closed by the user (or a failure) ends the watch with its status.
            if waitpid(child, &status, WNOHANG) == child { exit((status & 0x7F) == 0 ? (status >> 8) & 0xFF : 128 + (status & 0x7F)) }
            usleep(300_000)
            let now = package.stamp()
            guard now != stamp else { continue }
            stamp = now
            let started = ProcessAccounting.monotonicSeconds()
            print("open: a file changed: rebuilding \(package.name)")
            fflush(stdout)
            var rebuilt = package
            do {
                try rebuilt.write()
            } catch let error as AppPackageError {
                StandardStreams.writeError("error: \(error.message); the last good build keeps running\n")
                continue
            }
            guard rebuilt.build() else {
                StandardStreams.writeError("error: \(package.name) did not build (above); the last good build keeps running\n")
                continue
            }
            // The window is stopped and its recording, whole up to its last line, resumed.
            kill(child, SIGTERM)
            _ = waitpid(child, &status, 0)
            let resumed = sessions[current]
            current = 1 - current
            unlink(sessions[current])
            child = try launch(["record"] + windowOptions + ["--resume", resumed, "-o", sessions[current]])
            print(String(format: "open: relaunched at the same moment, %.1f s after the edit", ProcessAccounting.monotonicSeconds() - started))
            fflush(stdout)
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
