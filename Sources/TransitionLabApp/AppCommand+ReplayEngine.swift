import ArgumentParser
import Foundation
import Recording

extension AppCommand {
    /// The process behind the replay window (see `ReplayEngine`); the window starts it, a user
    /// never needs to.
    struct ReplayEngineCommand: ParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "replay-engine",
            abstract: "Serve a session's frames to the replay window over standard input and output.",
            shouldDisplay: false)

        @Argument(help: "The session file.")
        var file: String

        @Option(help: "Frames that change something between two checkpoints of the app's state, at first.")
        var checkpointInterval: Int = ReplayEngine.defaultCheckpointInterval

        @Option(help: "Checkpoints kept over the whole session (the ladder; thinned when full).")
        var maxCheckpoints: Int = ReplayEngineLimits.standard.ladderCheckpoints

        @Option(help: "Checkpoints kept near the frames shown.")
        var nearCheckpoints: Int = ReplayEngineLimits.standard.nearCheckpoints

        @Option(help: "Memory the engine's processes may hold between them, in MiB.")
        var memoryBudget: Int = ReplayEngineLimits.standard.memoryBudget >> 20

        @OptionGroup(title: "Window options") var screenshotFolder: ScreenshotFolderOption

        func run() throws {
            // Errors go to the window as the protocol's error reply, which it shows.
            if let problem = AppCommand.app.problem() {
                print(ReplayProtocol.line(ReplayReply.error(problem)))
                throw ExitCode.failure
            }
            // Its screenshots are new files, but no output of any command replaces its input.
            CommandInputs.add(file)
            let session: SessionFile
            do {
                session = try SessionFile.read(path: file, recordedBy: AppCommand.app.name)
            } catch {
                print(ReplayProtocol.line(ReplayReply.error(AppCommand.describe(error, about: file))))
                throw ExitCode.failure
            }
            guard (1...1_000_000).contains(checkpointInterval), (2...100_000).contains(maxCheckpoints),
                  (0...100_000).contains(nearCheckpoints), (16...1 << 24).contains(memoryBudget) else {
                print(ReplayProtocol.line(ReplayReply.error("checkpoint limits out of range (interval 1...1000000, max 2...100000, near 0...100000, memory 16...16777216 MiB)")))
                throw ExitCode.failure
            }
            var limits = ReplayEngineLimits.standard
            limits.firstInterval = checkpointInterval
            limits.ladderCheckpoints = maxCheckpoints
            limits.nearCheckpoints = nearCheckpoints
            limits.memoryBudget = memoryBudget << 20
            let status = ReplayEngine.serve(session, limits: limits, screenshotFolder: screenshotFolder.screenshots, makeRoot: AppCommand.app.root(for:))
            if status != 0 { throw ExitCode(status) }
        }
    }
}
