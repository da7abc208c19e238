import Foundation
import OutputFiles
import Simulator
@_spi(TransitionLab) import UIKit

/// Replays a session headless, as `verify` does, and writes its frames as an MP4, a GIF,
/// numbered PNGs, a contact sheet or a review page (`transition-lab export`).
///
/// Each picture is the screen after the tick that brought the clock to its frame, which is what
/// `verify` hashes, or with `framed` the phone picture around it. Time is shown as lived: a frame
/// after which the session was idle stands for as many output frames as the idle time lasted
/// (`ExportTimeline`), unless `skipIdle`; a held picture is drawn once and given again, never
/// re-rendered. Nothing here reads the wall clock; the output depends only on the file.
package final class SessionExporter {
    /// The session exported.
    package let file: SessionFile
    /// What to write.
    package let options: ExportOptions

    /// An exporter of `file` with `options`.
    package init(file: SessionFile, options: ExportOptions) {
        self.file = file
        self.options = options
    }

    /// Replays the session (its app made by `makeRoot`, as for `verify`) and writes the export,
    /// calling `progress` with simulated frames done and the total after each tick. Any
    /// failure throws an `ExportError` and leaves no output behind.
    @discardableResult
    package func export(makeRoot: (SessionHeader) -> UIViewController?,
                       progress: (_ done: Int, _ total: Int) -> Void = { _, _ in }) throws -> ExportSummary {
        let format = try options.resolvedFormat()
        let timeline = ExportTimeline(file: file, skippingIdle: options.skipIdle)
        // `time`: the output's frames on the timeline; `range`: the simulated frames they show.
        let time = try timeline.range(from: options.from, to: options.to)
        let range = timeline.frame(at: time.lowerBound)...timeline.frame(at: time.upperBound)
        try Self.checkOutput(options.output, format: format, replacing: options.replacing, frames: range)
        try checkLength(time, format: format, timeline: timeline, range: range)
        try checkFrameCount(time, format: format, range: range)
        // The sink comes first: a missing ffmpeg or an unwritable folder is reported before any replaying.
        let sink = try makeSink(format, range: range, time: time, timeline: timeline)
        let played: ExportPlayback
        do {
            played = try play(into: sink, range: range, time: time, timeline: timeline, makeRoot: makeRoot, progress: progress)
            try sink.finish()
        } catch {
            sink.abort()
            throw error
        }
        var summary = ExportSummary(format: format, output: options.output, frames: range, outputFrames: sink.outputFrameCount,
                                    width: played.size.width, height: played.size.height)
        summary.heldTiles = (sink as? ContactSheet)?.mostTilesHeld
        summary.time = time
        summary.idleFramesHeld = timeline.idleFrames(in: time)
        summary.stillFramesSkipped = played.stillFrames
        if options.skipIdle {
            // The idle time the same frames would have held as lived.
            let lived = ExportTimeline(file: file)
            summary.idleFramesSkipped = lived.idleFrames(in: lived.start(of: range.lowerBound)...lived.span(of: range.upperBound).upperBound)
        }
        return summary
    }

    /// Throws `ExportError.tooLong` when an MP4 or GIF of `time` would last longer than
    /// `ExportFormat.maxVideoFrames`, saying how long and what would shorten it.
    private func checkLength(_ time: ClosedRange<Int>, format: ExportFormat, timeline: ExportTimeline, range: ClosedRange<Int>) throws {
        guard format == .mp4 || format == .gif, time.count > ExportFormat.maxVideoFrames else { return }
        let idle = timeline.idleFrames(in: time)
        var advice: [String] = []
        if idle > 0 { advice.append("--skip-idle to play the idle time at once (\(ExportTimeFormat.clock(frame: time.count - idle)) without it)") }
        advice.append("--from and --to to export a part")
        throw ExportError.tooLong("the \(format.rawValue.uppercased()) would last \(ExportTimeFormat.clock(frame: time.count))"
            + (idle > 0 ? " (\(ExportTimeFormat.clock(frame: idle)) of it idle time, as lived)" : "")
            + "; exports are at most \(ExportTimeFormat.clock(frame: ExportFormat.maxVideoFrames)) long: use "
            + advice.joined(separator: ", or "))
    }

    /// Throws `ExportError.tooManyFrames` when PNG frames, a contact sheet or a review page of
    /// `time` (the simulated frames `range`) would hold more pictures than `options.maxFrames`
    /// (by default `ExportFormat.defaultMaxFrames`), with the count: before anything is replayed,
    /// so a day-long file never starts writing millions of files. An MP4 or GIF is held to its
    /// length instead (`checkLength`).
    private func checkFrameCount(_ time: ClosedRange<Int>, format: ExportFormat, range: ClosedRange<Int>) throws {
        let count: Int
        switch format {
        case .mp4, .gif:
            guard options.maxFrames == nil else {
                throw ExportError.tooManyFrames("--max-frames counts PNG frames, contact sheet tiles and review page frames; an "
                    + "\(format.rawValue.uppercased()) is held to \(ExportTimeFormat.clock(frame: ExportFormat.maxVideoFrames)) instead")
            }
            return
        case .frames, .html: count = range.count
        case .sheet: count = ContactSheet.sampleOffsets(frameCount: time.count, every: options.every, tiles: options.tiles).count
        }
        let limit = options.maxFrames ?? format.defaultMaxFrames
        guard count > limit else { return }
        let what = format == .sheet ? "tiles" : "frames"
        throw ExportError.tooManyFrames("would write \(ExportTimeFormat.thousands(count)) \(what); at most "
            + "\(ExportTimeFormat.thousands(limit)) without --max-frames (or export a part with --from and --to)")
    }

    /// The sink for `format` writing `options.output`, for the simulated frames `range` shown
    /// over the output frames `time`.
    private func makeSink(_ format: ExportFormat, range: ClosedRange<Int>, time: ClosedRange<Int>,
                          timeline: ExportTimeline) throws -> ExportSink {
        switch format {
        case .mp4, .gif:
            return try FFmpegEncoder(format: format, outputPath: options.output, searchPath: options.ffmpegSearchPath,
                                     replacing: options.replacing)
        case .frames:
            return try PNGFrameWriter(output: options.output, replacing: options.replacing)
        case .sheet:
            return try ContactSheet(outputPath: options.output, title: sheetTitle(range: range, time: time), frameCount: time.count,
                                    startTime: time.lowerBound, every: options.every, tiles: options.tiles, columns: options.columns,
                                    replacing: options.replacing)
        case .html:
            let held = timeline.idleFrames(in: time)
            let note = options.skipIdle ? (timeline.recordedIdleFrames > 0 ? "idle time skipped" : nil)
                : held > 0 ? "\(ExportTimeFormat.seconds(frame: held)) idle, as lived" : nil
            return try ReviewPage(outputPath: options.output, header: file.header, frames: range, time: time, idleNote: note,
                                  framed: options.framed, searchPath: options.ffmpegSearchPath, replacing: options.replacing)
        }
    }

    /// The sheet's heading: the demo, the phone, the frames and the time they cover.
    func sheetTitle(range: ClosedRange<Int>, time: ClosedRange<Int>) -> String {
        let header = file.header
        return "\(header.launchTitle)  ·  \(header.device) @\(header.scale)x \(header.orientation)  ·  "
            + "frames \(range.lowerBound)–\(range.upperBound) (\(ExportTimeFormat.clock(frame: time.lowerBound))–"
            + "\(ExportTimeFormat.clock(frame: time.upperBound))\(options.skipIdle ? ", idle skipped" : ""))"
            + (options.framed ? "  ·  framed" : "")
    }

    /// Throws `ExportError.refusedOutput` when `path` cannot be the output of `format`: it is
    /// empty, it is one of the command's inputs (`CommandInputs`), something is there and
    /// `replacing` (`--force`) is not set, or something other than a regular file is there
    /// (a folder, symlink, device); for frames, see `FrameFileNames.check(frames:replacing:)`
    /// (`frames`: the simulated frames to write, nil for any). Throws `ExportError.cannotWrite`
    /// when the file's folder is missing or read-only (docs/OUTPUTS.md, "Nothing lost").
    package static func checkOutput(_ path: String, format: ExportFormat, replacing: Bool = false,
                                   frames: ClosedRange<Int>? = nil) throws {
        guard !path.isEmpty else { throw ExportError.refusedOutput("the output path is empty; give a file or folder name") }
        if format == .frames {
            return try FrameFileNames(output: path).check(frames: frames, replacing: replacing)
        }
        do {
            try OutputFile.check(path)
        } catch let error as OutputFileError {
            switch error {
            case .emptyPath, .notARegularFile, .isAnInput: throw ExportError.refusedOutput("\(error)")
            default: throw ExportError.cannotWrite("\(error)")
            }
        }
        var status = stat()
        if !replacing, lstat(path, &status) == 0 {
            throw ExportError.refusedOutput("\(path) already exists; an export never replaces a file unless asked: "
                                            + "choose another name, or pass --force to replace it")
        }
    }
}
