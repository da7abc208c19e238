import Raster
import ArgumentParser
import Foundation
import Recording
import SimulatorWindow

extension AppCommand {
    /// Replays two session files in lockstep and reports the first frame whose pixels differ.
    struct Diff: ParsableCommand {
        static let configuration = CommandConfiguration(
            abstract: "Replay two session files in lockstep and report the first frame where their screens differ.",
            discussion: """
                Exits 0 when every frame shows the same pixels, 1 when a frame differs or an input is bad. \
                On a difference it writes A's and B's screens at that frame and a difference picture \
                (changed pixels in magenta over a grey copy of B) as PNGs in --out. A session that ends \
                first keeps its last frame: different lengths are a difference only if the pixels are. \
                Sessions on different devices or scales are refused. --window shows both playing instead \
                (D: side by side or overlay, Space: pause, Right/Left: a frame on or back, Esc: quit).
                """)

        @Argument(help: "The first session file (A).")
        var a: String

        @Argument(help: "The second session file (B).")
        var b: String

        @Option(help: "The folder for the PNGs written on a difference.")
        var out: String = "."

        @Flag(help: "Show both sessions playing in a window instead of comparing headless.")
        var window = false

        @Flag(help: "With --window: start in the overlay view (B over A, changed pixels in magenta) instead of side by side.")
        var overlay = false

        @OptionGroup(title: "Window options") var windowOptions: WindowRunOptions

        mutating func validate() throws {
            // Listed first, so neither the screenshot nor the PNGs of a difference (checked as
            // they are written) ever replace a session compared.
            CommandInputs.add(a)
            CommandInputs.add(b)
            try windowOptions.check()
        }

        func run() throws {
            try AppCommand.checkResources()
            let fileA = try AppCommand.readSession(a)
            let fileB = try AppCommand.readSession(b)
            if window {
                let labels = ((a as NSString).lastPathComponent, (b as NSString).lastPathComponent)
                let status = SimulatorApp.diff(fileA, fileB, labels: labels, overlay: overlay, maxFrames: windowOptions.frames, screenshotPath: windowOptions.screenshot,
                                               makeRoot: AppCommand.app.root(for:))
                if status != 0 { throw ExitCode(status) }
                return
            }
            let result: SessionComparison
            do {
                result = try SessionDiff.compare(fileA, fileB, makeRoot: AppCommand.app.root(for:))
            } catch {
                StandardStreams.writeError("error: cannot compare \(a) and \(b): \(error)\n")
                throw ExitCode.failure
            }
            print("A: \(a)\nB: \(b)")
            for note in result.headerNotes { print("note: headers differ in \(note)") }
            for stall in result.stalls { print("note: \(stall)") }
            print(result.summary)
            guard let difference = result.difference else { return }
            print("inputs of A before it: \(difference.inputsA.isEmpty ? "none" : difference.inputsA.joined(separator: " "))")
            print("inputs of B before it: \(difference.inputsB.isEmpty ? "none" : difference.inputsB.joined(separator: " "))")
            do {
                try FileManager.default.createDirectory(atPath: out, withIntermediateDirectories: true)
                for path in try result.writePictures(prefix: (out as NSString).appendingPathComponent("diff")) {
                    print("  wrote \(path)")
                }
            } catch {
                StandardStreams.writeError("error: could not write the pictures to \(out): \(error)\n")
            }
            throw ExitCode.failure
        }
    }
}
