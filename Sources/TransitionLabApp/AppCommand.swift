import ArgumentParser
import Foundation
import OutputFiles
import Raster
import Recording
import SimulatorWindow

/// The command line of a program that runs an app in the simulator (`transition-lab`, or a
/// user's executable through `SimulatorApp.main`): the window by default, and the session
/// commands.
struct AppCommand: ParsableCommand {
    /// The app this program runs: set once by `SimulatorApp.main`, before the command line is read.
    nonisolated(unsafe) static var app = SimulatedApp(name: SimulatorApp.executableName) { _ in nil }
    /// The program's own subcommands beside the simulator's.
    nonisolated(unsafe) static var extraCommands: [ParsableCommand.Type] = []

    static var configuration: CommandConfiguration {
        let demoLine = app.demos.isEmpty ? "" : "\n  --demo <demo>         open this demo directly (--list-demos lists them)"
        return CommandConfiguration(
            commandName: app.name,
            abstract: "A phone simulator for iOS view-controller transitions, running \(app.demos.isEmpty ? app.name : "the demo catalogue").",
            usage: """
                \(app.name)\(app.demos.isEmpty ? "" : " [--demo <demo>]") [--device <device>] [<window options>]
                  \(app.name) <subcommand> [<options>]
                """,
            discussion: """
                Without a subcommand it opens the simulator window on \(app.demos.isEmpty ? "the app" : "the demo catalogue"). The options to know first:\(demoLine)
                  --device <device>     the phone: iphone-6.1, iphone-4.7 or ipad-11
                  --scale <scale>       pixels per point of the simulated screen: 1, 2 or 3
                  --screenshots <dir>   the folder Ctrl+S saves screenshots in
                '\(app.name) preview --help' lists every window option; F1 in the window lists the shortcuts.
                """,
            // One version for the program and the session files it writes.
            version: SessionHeader.currentProjectVersion,
            // The simulator's commands, then the program's own.
            subcommands: [Preview.self, Record.self, Replay.self, Verify.self, Diff.self, Export.self, ReplayEngineCommand.self]
                + extraCommands,
            defaultSubcommand: Preview.self
        )
    }

    /// Runs the command line with one error style for every command: "error: " and the
    /// message on standard error (argument-parser's own "Error: " included), exit status 64
    /// for a usage error, 1 for a failure, the status a command chose otherwise; help and the
    /// version go to standard output with status 0.
    static func runCommandLine() -> Never {
        do {
            // Read from the raw arguments: a file name that is not UTF-8 is kept (FileNameText),
            // where CommandLine.arguments would have replaced its bytes.
            let arguments = (1..<Int(CommandLine.argc)).compactMap { CommandLine.unsafeArgv[$0].map { FileNameText.argument(UnsafePointer($0)) } }
            var command = try parseAsRoot(arguments)
            try command.run()
            exitAfterFlushingOutput(0)
        } catch {
            let status = exitCode(for: error)
            let message = fullMessage(for: error)
            if status == .success {
                if !message.isEmpty { print(message) }
            } else if !message.isEmpty {
                let styled = message.hasPrefix("Error: ") ? "error: " + message.dropFirst("Error: ".count) : message
                StandardStreams.writeError(styled + "\n")
            }
            exitAfterFlushingOutput(status.rawValue)
        }
    }

    /// Exits with `status` once what was printed has reached standard output; when it cannot
    /// (a full disk, a closed file), says so on standard error and exits 1, so a listing or a
    /// report that was lost is never taken for a success.
    static func exitAfterFlushingOutput(_ status: Int32) -> Never {
        if fflush(stdout) != 0 || ferror(stdout) != 0 {
            StandardStreams.writeError("error: cannot write to standard output: \(String(cString: strerror(errno)))\n")
            Foundation.exit(status == 0 ? 1 : status)
        }
        Foundation.exit(status)
    }
}
