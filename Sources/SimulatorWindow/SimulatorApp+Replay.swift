import Foundation
import Recording
import UIKit

extension SimulatorApp {
    /// Opens the review window on a recorded session: the session plays exactly as recorded,
    /// with the review bar under the phone (play/pause, speed, frame steps, a timeline with
    /// marks to scrub, previous and next mark), the gesture overlay on, and the exploded view
    /// on Ctrl+E. A press on the phone takes the replay over and records a branch to
    /// `branchPath()` (see `ReviewWindow`).
    ///
    /// The frames come from a replay engine process (see `ReplayEngine`): `engine` is its
    /// command line, an executable that calls `ReplayEngine.serve` for the file (the
    /// `transition-lab replay-engine FILE` command). The window closes after `maxFrames`
    /// display frames if given, saving the last picture, bar included, to `screenshotPath`.
    /// Idle time recorded in the file (format 3 waits) is shown as lived, each frame held as long
    /// as it was, unless `skipIdle`. Returns the exit status.
    @discardableResult
    public static func replay(_ file: SessionFile, engine command: [String], speed: Double = 1, maxFrames: Int? = nil,
                              screenshotPath: String? = nil, skipIdle: Bool = false, branchPath: @escaping () -> String = nextBranchPath) -> Int32 {
        guard let executable = command.first else { return 1 }
        let model = file.header.model ?? .phone61
        let frameSize = PhoneFrame(model: model).pixelSize
        // One window point per simulated point, whatever the scale.
        let scale = Double(model.scale)
        let host: WindowHost
        do {
            host = try WindowHost(title: "TransitionLab replay — \(model.name)", width: Int(Double(frameSize.width) / scale),
                                  height: Int(Double(frameSize.height) / scale + ReviewBar.height))
        } catch {
            FileHandle.standardError.write(Data("error: \(error)\n".utf8))
            return 1
        }
        let engine: ReplayEngineClient
        do {
            engine = try ReplayEngineClient(executable: executable, arguments: Array(command.dropFirst())) { frame, last in
                FileHandle.standardError.write(Data("indexing frame \(frame) of \(last)\r".utf8))
            }
        } catch {
            FileHandle.standardError.write(Data("error: cannot replay: \(error)\n".utf8))
            return 1
        }
        if engine.timeline.lastFrame >= 600 { FileHandle.standardError.write(Data("\n".utf8)) }
        defer { engine.shutDown() }
        do {
            let waits = skipIdle ? [:] : file.waits.reduce(into: [Int: Int]()) { $0[$1.frame, default: 0] += $1.frames }
            let window = try ReviewWindow(host: host, engine: engine, scale: scale, speed: speed, waits: waits, branchPath: branchPath)
            try window.run(maxFrames: maxFrames)
            if let status = engine.status, status.takenOver, let path = status.recordingPath {
                engine.shutDown()
                print("saved \(path)")
            }
            if let screenshotPath {
                try window.picture.writePNG(toFile: screenshotPath)
                print("saved \(screenshotPath)")
            }
            return 0
        } catch {
            FileHandle.standardError.write(Data("error: \(error)\n".utf8))
            return 1
        }
    }

    /// A new file name in the current folder for a taken-over replay's branch.
    public static func nextBranchPath() -> String {
        nextRecordingPath().replacingOccurrences(of: "-session-", with: "-branch-")
    }
}
