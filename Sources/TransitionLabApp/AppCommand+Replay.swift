import ArgumentParser
import Foundation
import Recording
import SimulatorWindow

extension AppCommand {
    /// Plays a session file in the review window.
    struct Replay: ParsableCommand {
        static let configuration = CommandConfiguration(
            abstract: "Play a recorded session in the review window.",
            discussion: """
                The review bar under the phone plays and pauses (Space), steps a frame (Left, Right), \
                jumps between marks ([, ]), changes the speed (-, +) and scrubs the timeline. A press \
                on the phone takes the replay over and records what you do next to a new session file.
                """)

        @Argument(help: "The session file.")
        var file: String

        @Option(help: "How fast to play, as a multiple of real time (the bar's buttons go from 0.1 to 4).")
        var speed: Double = 1

        @Flag(help: "Play idle time recorded in the file (format 3 waits) at once instead of as it was lived.")
        var skipIdle = false

        @OptionGroup(title: "Window options") var windowOptions: WindowRunOptions

        @OptionGroup(title: "Window options") var screenshotFolder: ScreenshotFolderOption

        mutating func validate() throws {
            // Listed first, so the screenshot never replaces the session played.
            CommandInputs.add(file)
            try screenshotFolder.check()
            try windowOptions.check()
            if !(speed > 0 && speed <= 100) { throw ValidationError("--speed must be above 0 and at most 100") }
        }

        func run() throws {
            AppCommand.noteDebugBuild()
            try AppCommand.checkResources()
            let session = try AppCommand.readSession(file)
            let executable = Bundle.main.executablePath ?? CommandLine.arguments[0]
            // The engine's cursors take Ctrl+S, so they are the ones told the folder.
            let engine = [executable, "replay-engine", file] + (screenshotFolder.screenshots.map { ["--screenshots", $0] } ?? [])
            let status = SimulatorApp.replay(session, engine: engine, speed: speed,
                                             maxFrames: windowOptions.frames, screenshotPath: windowOptions.screenshot, skipIdle: skipIdle)
            if status != 0 { throw ExitCode(status) }
        }
    }
}
