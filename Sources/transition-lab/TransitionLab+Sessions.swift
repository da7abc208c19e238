import Raster
import ArgumentParser
import Demos
import Foundation
import Recording
import UIKit

/// What the record, replay and verify commands share: the demos' pictures, the app a session
/// launches, and reading a session file with a message instead of a crash.
extension TransitionLab {
    /// Stops with a message when the demos' pictures are not installed beside the executable.
    static func checkDemoResources() throws {
        if let problem = DemoApp.resourceProblem {
            StandardStreams.writeError("error: \(problem)\n")
            throw ExitCode.failure
        }
    }

    /// The root view controller a session header launches: its demo, or the catalogue.
    static func root(for header: SessionHeader) -> UIViewController? {
        guard let demo = header.demo else { return DemoApp.makeRootViewController() }
        return DemoApp.makeRootViewController(demo: demo)
    }

    /// Reads a session file, or stops with a message naming the line and field that are wrong.
    static func readSession(_ path: String) throws -> SessionFile {
        do {
            let file = try SessionFile.read(path: path, recordedBy: SessionHeader.demoCatalogueApp)
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
