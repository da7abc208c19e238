import Foundation
import OutputFiles
import Simulator
import UIKit

/// Replays a session headless, as `verify` does, and writes its frames as an MP4, a GIF,
/// numbered PNGs, a contact sheet or a review page (`transition-lab export`).
///
/// One output frame per simulated frame (idle ones included): the screen after the tick that
/// brought the clock to that frame, which is what `verify` hashes, or with `framed` the phone
/// picture around it. Nothing here reads the wall clock; the output depends only on the file.
public final class SessionExporter {
    /// The session exported.
    public let file: SessionFile
    /// What to write.
    public let options: ExportOptions

    /// An exporter of `file` with `options`.
    public init(file: SessionFile, options: ExportOptions) {
        self.file = file
        self.options = options
    }

    /// Replays the session (its app made by `makeRoot`, as for `verify`) and writes the export,
    /// calling `progress` with simulated frames done and the total after each tick. Any
    /// failure throws an `ExportError` and leaves no output behind.
    @discardableResult
    public func export(makeRoot: (SessionHeader) -> UIViewController?,
                       progress: (_ done: Int, _ total: Int) -> Void = { _, _ in }) throws -> ExportSummary {
        let format = try options.resolvedFormat()
        try Self.checkOutput(options.output, format: format)
        let range = try ExportPosition.range(from: options.from, to: options.to, lastFrame: file.lastFrame)
        // The sink comes first: a missing ffmpeg or an unwritable folder is reported before any replaying.
        let sink = try makeSink(format, range: range)
        var size = (width: 0, height: 0), written = 0
        var marks: [TimelineMark] = []
        do {
            let session: SimulatorSession
            do {
                session = try SessionReplayer.launch(file, makeRoot: makeRoot)
            } catch {
                throw ExportError.replayFailed("cannot replay the session: \(error)")
            }
            let replayer = SessionReplayer(file: file, session: session)
            let device = session.device
            if sink is ReviewPage {
                // The review page shows the replay window's marks: the transitions' reports as they come.
                device.environment.onTransitionActivity = { [unowned device] activity in
                    marks.append(ReplayTimeline.mark(activity, frame: device.frameCount))
                }
            }
            func capture() throws {
                let number = device.frameCount
                guard range.contains(number), sink.wantsFrame(atOffset: number - range.lowerBound) else { return }
                let image = options.framed ? session.picture() : device.screen
                let transition = device.run { device.environment.transitionProgress }
                let snapshot = sink is ReviewPage ? session.interactiveTransitionSnapshot : nil
                try sink.write(ExportFrame(number: number, image: image, progress: transition, snapshot: snapshot))
                if written == 0 { size = (image.width, image.height) }
                written += 1
            }
            try capture()
            progress(range.contains(device.frameCount) ? 1 : 0, range.count)
            // Ticks one at a time rather than `playToEnd`, so an export ending early stops there.
            while device.frameCount < range.upperBound {
                let before = device.frameCount
                session.tick()
                guard device.frameCount != before else {
                    throw ExportError.replayFailed("the replay stopped at frame \(before) (paused with no input to go on), "
                                                   + "before frame \(range.upperBound)")
                }
                try capture()
                progress(max(0, device.frameCount - range.lowerBound + 1), range.count)
            }
            // The session's tick hook holds the replayer unowned; it must live until the last tick.
            withExtendedLifetime(replayer) {}
            device.environment.onTransitionActivity = nil
            if let page = sink as? ReviewPage {
                // Input marks first, then transitions, each in frame order (as the replay window sorts them).
                page.marks = (ReplayTimeline.inputMarks(of: file) + marks).enumerated()
                    .sorted { ($0.element.frame, $0.offset) < ($1.element.frame, $1.offset) }.map(\.element)
                    .filter { range.contains($0.frame) }
            }
            try sink.finish()
        } catch {
            sink.abort()
            throw error
        }
        var summary = ExportSummary(format: format, output: options.output, frames: range, outputFrames: written,
                                    width: size.width, height: size.height)
        summary.heldTiles = (sink as? ContactSheet)?.mostTilesHeld
        return summary
    }

    /// The sink for `format` writing `options.output`.
    private func makeSink(_ format: ExportFormat, range: ClosedRange<Int>) throws -> ExportSink {
        switch format {
        case .mp4, .gif:
            return try FFmpegEncoder(format: format, outputPath: options.output, searchPath: options.ffmpegSearchPath)
        case .frames:
            return try PNGFrameWriter(output: options.output)
        case .sheet:
            return try ContactSheet(outputPath: options.output, title: sheetTitle(range: range), frameCount: range.count,
                                    every: options.every, tiles: options.tiles, columns: options.columns)
        case .html:
            return try ReviewPage(outputPath: options.output, header: file.header, frames: range, framed: options.framed,
                                  searchPath: options.ffmpegSearchPath)
        }
    }

    /// The sheet's heading: the demo, the phone and the range.
    func sheetTitle(range: ClosedRange<Int>) -> String {
        let header = file.header
        return "\(header.demo ?? "catalogue")  ·  \(header.device) @\(header.scale)x \(header.orientation)  ·  "
            + "frames \(range.lowerBound)–\(range.upperBound) (\(ExportTimeFormat.clock(frame: range.lowerBound))–"
            + "\(ExportTimeFormat.clock(frame: range.upperBound)))" + (options.framed ? "  ·  framed" : "")
    }

    /// Throws `ExportError.refusedOutput` when `path` cannot be the output of `format`: it is
    /// empty, or (for a file format) something other than a regular file is there (a folder,
    /// symlink, device), or (for frames) a file that is not a folder is there; and
    /// `ExportError.cannotWrite` when its folder is missing or read-only.
    public static func checkOutput(_ path: String, format: ExportFormat) throws {
        guard !path.isEmpty else { throw ExportError.refusedOutput("the output path is empty; give a file or folder name") }
        if format == .frames {
            let folder = path.contains("%") ? OutputFile.folder(of: path) : path
            var isFolder: ObjCBool = false
            if FileManager.default.fileExists(atPath: folder, isDirectory: &isFolder), !isFolder.boolValue {
                throw ExportError.refusedOutput("\(folder) is a file, not a folder for the frames; give a folder or a new name")
            }
            return
        }
        do {
            try OutputFile.check(path)
        } catch let error as OutputFileError {
            switch error {
            case .emptyPath, .notARegularFile: throw ExportError.refusedOutput("\(error)")
            default: throw ExportError.cannotWrite("\(error)")
            }
        }
    }
}
