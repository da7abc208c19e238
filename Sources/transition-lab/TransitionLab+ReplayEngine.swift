import ArgumentParser
import Demos
import Foundation
import Recording

extension TransitionLab {
    /// The process behind the replay window (see `ReplayEngine`); the window starts it, a user
    /// never needs to.
    struct ReplayEngineCommand: ParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "replay-engine",
            abstract: "Serve a session's frames to the replay window over standard input and output.",
            shouldDisplay: false)

        @Argument(help: "The session file.")
        var file: String

        @Option(help: "Frames between two checkpoints of the app's state.")
        var checkpointInterval: Int = ReplayEngine.defaultCheckpointInterval

        func run() throws {
            // Errors go to the window as the protocol's error line, which it shows.
            if let problem = DemoApp.resourceProblem {
                print("error \(problem)")
                throw ExitCode.failure
            }
            let session: SessionFile
            do {
                session = try SessionFile.read(path: file)
            } catch {
                print("error \(file): \(error)")
                throw ExitCode.failure
            }
            let status = ReplayEngine.serve(session, checkpointInterval: checkpointInterval, makeRoot: TransitionLab.root(for:))
            if status != 0 { throw ExitCode(status) }
        }
    }
}
