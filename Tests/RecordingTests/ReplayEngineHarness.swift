import Foundation
import Recording
import XCTest

/// Starts `transition-lab replay-engine` as the review window does, for the engine's tests.
enum ReplayEngineHarness {
    /// The demo sessions beside the tests.
    static let sessions = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Sessions")

    /// The built `transition-lab` beside this test bundle (`make test` builds it).
    static func executable() throws -> String {
        let candidates = [
            URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent().appendingPathComponent("transition-lab").path,
            Bundle.main.bundleURL.deletingLastPathComponent().appendingPathComponent("transition-lab").path,
            Bundle.main.bundleURL.appendingPathComponent("transition-lab").path,
        ]
        guard let executable = candidates.first(where: { FileManager.default.isExecutableFile(atPath: $0) }) else {
            XCTFail("transition-lab is not built beside the tests (looked in \(candidates)); `make test` builds it")
            throw ReplayEngineError(description: "no executable")
        }
        return executable
    }

    /// A session's path: a demo session's name, or an absolute path.
    static func path(_ session: String) -> String {
        session.hasPrefix("/") ? session : sessions.appendingPathComponent(session).path
    }

    /// An engine on `session` with extra engine options.
    static func client(_ session: String, options: [String] = []) throws -> ReplayEngineClient {
        try ReplayEngineClient(executable: try executable(), arguments: ["replay-engine", path(session)] + options)
    }

    /// The hash a recording says the screen has at `frame`: its last hash line at or before it.
    static func recordedHash(_ file: SessionFile, at frame: Int) -> FrameHash? {
        file.hashes.last { $0.frame <= frame }?.hash
    }

    /// A file in the temporary folder holding `file`, removed by the caller.
    static func write(_ file: SessionFile, name: String) throws -> String {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("\(name)-\(getpid())-\(UUID().uuidString).jsonl").path
        try file.text.write(toFile: path, atomically: true, encoding: .utf8)
        return path
    }

    /// The ids of the processes whose parent is `pid`.
    static func children(of pid: Int32) -> [Int32] {
        let ids = (try? FileManager.default.contentsOfDirectory(atPath: "/proc")) ?? []
        return ids.compactMap(Int32.init).filter { id in
            guard let stat = try? String(contentsOfFile: "/proc/\(id)/stat", encoding: .utf8),
                  let close = stat.lastIndex(of: ")") else { return false }
            let fields = stat[stat.index(after: close)...].split(separator: " ")
            return fields.count > 1 && Int32(fields[1]) == pid
        }
    }

    /// Whether process `pid` still runs (a zombie does not).
    static func isRunning(_ pid: Int32) -> Bool {
        guard let stat = try? String(contentsOfFile: "/proc/\(pid)/stat", encoding: .utf8), let close = stat.lastIndex(of: ")") else {
            return false
        }
        return stat[stat.index(after: close)...].split(separator: " ").first != "Z"
    }

    /// Waits up to `seconds` for every process in `pids` to end; returns those still running.
    static func waitForExit(_ pids: [Int32], seconds: Double) -> [Int32] {
        let deadline = Date().addingTimeInterval(seconds)
        var running = pids.filter(isRunning)
        while !running.isEmpty && Date() < deadline {
            usleep(50_000)
            running = running.filter(isRunning)
        }
        return running
    }
}
