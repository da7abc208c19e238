import Raster
import ArgumentParser
import Foundation
import Recording

extension AppCommand {
    /// Replays a session headless and writes it as a video, a GIF, PNG frames or a contact sheet.
    struct Export: ParsableCommand {
        static let configuration = CommandConfiguration(
            abstract: "Replay a session headless and write it as MP4, GIF, PNG frames, a contact sheet or an HTML review page.",
            discussion: """
            The format follows OUT's extension: .mp4 (H.264, 60 fps, one video frame per simulated frame), \
            .gif (\(ExportFormat.gifFrameRate) fps, which GIF's 1/100 s delays can express exactly), .png (a contact sheet), \
            .html (a self-contained review page for a browser), \
            or a folder / no extension (frame-000123.png per simulated frame); --format overrides it. \
            MP4, GIF and HTML need ffmpeg (`make deps` installs it). Every file is written under a temporary name \
            beside OUT and renamed into place when complete. OUT is never replaced unless --force: an OUT that \
            exists (for frames, a folder holding a file named as one of the frames) is refused with exit status 64, \
            and so is one that is empty, names a folder, symlink or device, or is the session itself (docs/OUTPUTS.md). \
            A pattern has one %d in the file name, with a width of at most \(FrameFileNames.maxWidth) (%06d). \
            Numbers are plain decimal. Time is shown as lived: the idle time recorded in the session \
            holds the frame before it (a PNG frame is written once); --skip-idle plays it at once. Frames where nothing \
            moves are shown by the frame before, not replayed. An MP4 or GIF lasts at most \
            \(ExportTimeFormat.clock(frame: ExportFormat.maxVideoFrames)); PNG frames, sheet tiles and page frames are \
            capped by --max-frames (docs/SESSIONS.md, "Exporting").
            """)

        @Argument(help: "The session file.")
        var file: String

        @Option(name: .shortAndLong, help: "The file or folder to write, new unless --force.")
        var output: String

        @Flag(help: "Replace OUT when it is a regular file (for frames: the regular files named as the frames written).")
        var force = false

        @Option(help: "mp4, gif, frames, sheet or html (default: from OUT's extension).")
        var format: String?

        @Flag(help: "Export the framed phone (body, finger circle, gesture trail) instead of the screen alone; the window's marks never.")
        var framed = false

        @Option(help: "The start: seconds as lived (1.5; without idle time with --skip-idle) or a frame number (90f) (default: launch).")
        var from: String?

        @Option(help: "The end, included: seconds as lived (2.5) or a frame number (150f, to the end of its idle time) (default: the session's end).")
        var to: String?

        @Flag(help: "Play the session's recorded idle time at once instead of holding frames as it was lived.")
        var skipIdle = false

        // Read as text and checked strictly here (plain decimal, bounded), not by the parser,
        // which takes `+5`; unconditional, so `-1` is the value refused, not an unknown flag.
        @Option(parsing: .unconditional, help: "Contact sheet: tiles per row, \(ExportCount.columns.lowerBound) to \(ExportCount.columns.upperBound) (default: \(ContactSheet.defaultColumns)).")
        var columns: String?

        @Option(parsing: .unconditional, help: "Contact sheet: one tile every N 60 Hz frames of time as lived (default: \(ContactSheet.defaultTileCount) tiles spread evenly).")
        var every: String?

        @Option(parsing: .unconditional, help: "Contact sheet: how many tiles, spread evenly over the range, \(ExportCount.tiles.lowerBound) to \(ExportCount.tiles.upperBound).")
        var tiles: String?

        @Option(parsing: .unconditional, help: "The most PNG files, sheet tiles or page frames to write (default: \(ExportFormat.frames.defaultMaxFrames), \(ExportFormat.sheet.defaultMaxFrames) and \(ExportFormat.html.defaultMaxFrames)); more is refused before replaying.")
        var maxFrames: String?

        func run() throws {
            // Bad values are reported here rather than in validate(), with the message alone
            // (no usage text), and the usage status 64 as the parser gives.
            if let problem = problem { return try fail(problem, status: .validationFailure) }
            // Listed before any output is checked: no output replaces the session read.
            CommandInputs.add(file)
            // Ctrl+C, SIGTERM or SIGHUP stop ffmpeg and remove the temporary files first.
            TerminationCleanup.install()
            try AppCommand.checkResources()
            let session = try AppCommand.readSession(file)
            var options = ExportOptions(output: output, format: format.flatMap(ExportFormat.init(rawValue:)))
            options.framed = framed
            options.skipIdle = skipIdle
            options.replacing = force
            options.from = from.flatMap(ExportPosition.init)
            options.to = to.flatMap(ExportPosition.init)
            options.columns = columns.flatMap { ExportCount.read($0, in: ExportCount.columns) }
            options.every = every.flatMap { ExportCount.read($0, in: ExportCount.every) }
            options.tiles = tiles.flatMap { ExportCount.read($0, in: ExportCount.tiles) }
            options.maxFrames = maxFrames.flatMap { ExportCount.read($0, in: ExportCount.maxFrames) }
            let isTerminal = isatty(STDERR_FILENO) != 0
            let bar = ExportProgressBar()
            var lastLine = ""
            do {
                let summary = try SessionExporter(file: session, options: options).export(makeRoot: AppCommand.app.root(for:)) { done, total in
                    guard isTerminal else { return }
                    let line = bar.line(done: done, total: total)
                    // Redrawn in place, and only when it changed.
                    if line != lastLine { StandardStreams.writeError("\r\(line)"); lastLine = line }
                }
                if isTerminal { StandardStreams.writeError("\n") }
                print(summary.description)
            } catch {
                if isTerminal, !lastLine.isEmpty { StandardStreams.writeError("\n") }
                if case ExportError.replayFailed = error { return try fail(AppCommand.describe(error, about: file)) }
                if case ExportError.refusedOutput = error { return try fail("\(error)", status: .validationFailure) }
                try fail("\(error)")
            }
        }

        /// What is wrong with the options, or nil.
        private var problem: String? {
            if let format, ExportFormat(rawValue: format) == nil {
                return "unknown format \(ExportText.quoted(format)); choose one of: \(ExportFormat.allCases.map(\.rawValue).joined(separator: ", "))"
            }
            if let from, ExportPosition(from) == nil {
                return "--from \(ExportText.quoted(from)) is not seconds (1.5) or a frame number (90f) in plain decimal, within 24 hours"
            }
            if let to, ExportPosition(to) == nil {
                return "--to \(ExportText.quoted(to)) is not seconds (2.5) or a frame number (150f) in plain decimal, within 24 hours"
            }
            for (option, value, range, unit) in [("--columns", columns, ExportCount.columns, "tiles per row"),
                                                 ("--every", every, ExportCount.every, "frames"),
                                                 ("--tiles", tiles, ExportCount.tiles, "tiles"),
                                                 ("--max-frames", maxFrames, ExportCount.maxFrames, "frames")] {
                if let value, ExportCount.read(value, in: range) == nil {
                    return "\(option) \(ExportText.quoted(value)) is not a whole number of \(unit) from \(range.lowerBound) "
                        + "to \(range.upperBound) in plain decimal digits"
                }
            }
            return nil
        }

        /// Prints `message` as an error and exits with `status` (1 by default).
        private func fail(_ message: String, status: ExitCode = .failure) throws {
            StandardStreams.writeError("error: \(message)\n")
            throw status
        }
    }
}
