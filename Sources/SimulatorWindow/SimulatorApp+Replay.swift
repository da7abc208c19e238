import Raster
import Foundation
import Overlays
import PNGCodec
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
    package static func replay(_ file: SessionFile, engine command: [String], speed: Double = 1, maxFrames: Int? = nil,
                              screenshotPath: String? = nil, skipIdle: Bool = false, branchPath: @escaping () -> String = nextBranchPath) -> Int32 {
        guard let executable = command.first else { return 1 }
        let model = file.header.model ?? .phone61
        // The phone with the strip of the window's marks under it.
        let phone = PhoneFrame(model: model).pixelSize
        let frameSize = WindowChrome().pictureSize(phone: phone, scale: Double(model.scale))
        // One window point per simulated point, whatever the scale.
        let scale = Double(model.scale)
        let host: WindowHost
        do {
            host = try WindowHost(title: "TransitionLab replay — \(model.name)", width: Int(Double(frameSize.width) / scale),
                                  height: Int(Double(frameSize.height) / scale + ReviewBar.height))
        } catch {
            StandardStreams.writeError("error: \(error)\n")
            return 1
        }
        host.deviceMetrics = (scale, Double(model.pointsPerInch))
        let card = { (frame: Int, last: Int) in
            IndexingCard(frame: frame, lastFrame: last, width: frameSize.width,
                         height: frameSize.height + Int((ReviewBar.height * scale).rounded()), scale: scale).image()
        }
        let engine: ReplayEngineClient
        do {
            // While the engine reads the session the window shows how far it got and still
            // answers: closing it, Esc or SIGTERM stop the engine at once.
            host.present(card(0, file.lastFrame))
            engine = try ReplayEngineClient(executable: executable, arguments: Array(command.dropFirst())) { frame, last in
                if host.takeQuitRequest() { return false }
                if let frame, let last {
                    host.present(card(frame, last))
                    StandardStreams.writeError("indexing frame \(frame) of \(last)\r")
                }
                return true
            }
        } catch let error as ReplayEngineError where error.isStopped {
            StandardStreams.writeError("\nstopped while reading the session\n")
            return 0
        } catch {
            StandardStreams.writeError("error: cannot replay: \(error)\n")
            return 1
        }
        if engine.timeline.lastFrame >= 600 { StandardStreams.writeError("\n") }
        defer { engine.shutDown() }
        do {
            // A branch's own engine, once the review moves onto a branch after a take-over.
            let startEngine = { (path: String) throws -> ReplayEngineClient in
                // The original's options (a screenshot folder) hold for the branch too.
                try ReplayEngineClient(executable: executable, arguments: [command.dropFirst().first ?? "replay-engine", path]
                                        + command.dropFirst(3)) { frame, last in
                    if let frame, let last { host.present(card(frame, last)) }
                    return true
                }
            }
            let review = try ReviewSession(original: engine, startEngine: startEngine)
            review.onMessage = { print($0) }
            let window = try ReviewWindow(host: host, review: review, scale: scale, speed: speed,
                                          idleTime: ExportTimeline(file: file, skippingIdle: skipIdle), branchPath: branchPath)
            defer { if let saved = review.close() { print("saved \(saved)") } }
            try window.run(maxFrames: maxFrames)
            if let screenshotPath {
                // Whole or not at all, never through a symlink nor over the session (docs/OUTPUTS.md).
                try OutputFile.write(try window.picture.pngData(), to: screenshotPath)
                print("saved \(screenshotPath)")
            }
            return 0
        } catch {
            StandardStreams.writeError("error: \(error)\n")
            return 1
        }
    }

    /// A new file name in the current folder for a taken-over replay's branch.
    package static func nextBranchPath() -> String {
        nextRecordingPath().replacingOccurrences(of: "-session-", with: "-branch-")
    }
}
