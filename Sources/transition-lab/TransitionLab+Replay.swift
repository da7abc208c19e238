import ArgumentParser
import Foundation
import Recording
import SimulatorWindow

extension TransitionLab {
    /// Plays a session file in the window.
    struct Replay: ParsableCommand {
        static let configuration = CommandConfiguration(abstract: "Play a recorded session in the simulator window.")

        @Argument(help: "The session file.")
        var file: String

        @Option(help: "Close the window after this many frames.")
        var frames: Int?

        @Option(help: "Save the last frame shown to this PNG file.")
        var screenshot: String?

        mutating func validate() throws {
            if let frames, frames <= 0 { throw ValidationError("--frames must be a positive number of frames") }
        }

        func run() throws {
            try TransitionLab.checkDemoResources()
            let session = try TransitionLab.readSession(file)
            let status = SimulatorApp.replay(session, maxFrames: frames, screenshotPath: screenshot, makeRoot: TransitionLab.root(for:))
            if status != 0 { throw ExitCode(status) }
        }
    }
}
