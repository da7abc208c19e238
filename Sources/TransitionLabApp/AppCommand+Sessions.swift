import Raster
import ArgumentParser
import Foundation
import Recording
import UIKit

/// What the record, replay and verify commands share: the app's resources, and reading a
/// session file of this app with a message instead of a crash.
extension AppCommand {
    /// Stops with a message when the app cannot run here (`SimulatedApp.problem`: the demos'
    /// pictures not installed beside the executable, say).
    static func checkResources() throws {
        if let problem = app.problem() {
            StandardStreams.writeError("error: \(problem)\n")
            throw ExitCode.failure
        }
    }

    /// Says on standard error, before a window opens, when this program was built without
    /// optimization: a debug build draws a frame in seconds, not milliseconds, and a user who
    /// ran `swift run` would otherwise see a window that seems stuck (docs/YOUR-APP.md).
    static func noteDebugBuild() {
        #if DEBUG
        StandardStreams.writeError("note: this is a debug build: TransitionLab draws a frame in about 2 s without optimization, "
                                   + "so transitions crawl; build for release: swift run -c release \(app.name) (docs/YOUR-APP.md)\n")
        #endif
    }

    /// Reads a session file, or stops with a message naming the line and field that are wrong.
    static func readSession(_ path: String) throws -> SessionFile {
        do {
            let file = try SessionFile.read(path: path, recordedBy: AppCommand.app.name)
            if let damage = file.damage {
                StandardStreams.writeError("note: \(FileNameText.shown(path)): \(damage); replaying to frame \(file.lastFrame)\n")
            }
            return file
        } catch {
            StandardStreams.writeError("error: \(describe(error, about: path))\n")
            throw ExitCode.failure
        }
    }

    /// What went wrong with the file at `path`, the path named once: the error's own words when
    /// they name it already ("cannot read PATH: ..."), else the path and then the error; the
    /// path shown escaped (`FileNameText.shown`).
    static func describe(_ error: Error, about path: String) -> String {
        let text = "\(error)", shown = FileNameText.shown(path)
        if text.contains(shown) { return text }
        return text.contains(path) ? text.replacingOccurrences(of: path, with: shown) : "\(shown): \(text)"
    }
}
