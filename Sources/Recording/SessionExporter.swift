import Foundation
import Simulator
import UIKit

/// Replays a session headless, as `verify` does, and writes its frames as an MP4, a GIF,
/// numbered PNGs or a contact sheet (`transition-lab export`).
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
        let range = try ExportPosition.range(from: options.from, to: options.to, lastFrame: file.lastFrame)
        if format != .frames { try Self.checkWritableFile(options.output) }
        // The sink comes first: a missing ffmpeg or an unwritable folder is reported before any replaying.
        let sink = try makeSink(format, range: range)
        var size = (width: 0, height: 0), written = 0
        do {
            let session: SimulatorSession
            do {
                session = try SessionReplayer.launch(file, makeRoot: makeRoot)
            } catch {
                throw ExportError.replayFailed("cannot replay the session: \(error)")
            }
            let replayer = SessionReplayer(file: file, session: session)
            let device = session.device
            func capture() throws {
                let number = device.frameCount
                guard range.contains(number), sink.wantsFrame(atOffset: number - range.lowerBound) else { return }
                let image = options.framed ? session.picture() : device.screen
                let transition = device.run { device.environment.transitionProgress }
                try sink.write(ExportFrame(number: number, image: image, progress: transition))
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
            try sink.finish()
        } catch {
            sink.abort()
            throw error
        }
        return ExportSummary(format: format, output: options.output, frames: range, outputFrames: written,
                             width: size.width, height: size.height)
    }

    /// The sink for `format` writing `options.output`.
    private func makeSink(_ format: ExportFormat, range: ClosedRange<Int>) throws -> ExportSink {
        switch format {
        case .mp4, .gif:
            return try FFmpegEncoder(format: format, outputPath: options.output, searchPath: options.ffmpegSearchPath)
        case .frames:
            return try PNGFrameWriter(output: options.output)
        case .sheet:
            return ContactSheet(outputPath: options.output, title: sheetTitle(range: range), frameCount: range.count,
                                every: options.every, tiles: options.tiles, columns: options.columns)
        }
    }

    /// The sheet's heading: the demo, the phone and the range.
    func sheetTitle(range: ClosedRange<Int>) -> String {
        let header = file.header
        return "\(header.demo ?? "catalogue")  ·  \(header.device) @\(header.scale)x \(header.orientation)  ·  "
            + "frames \(range.lowerBound)–\(range.upperBound) (\(ExportTimeFormat.clock(frame: range.lowerBound))–"
            + "\(ExportTimeFormat.clock(frame: range.upperBound)))" + (options.framed ? "  ·  framed" : "")
    }

    /// Throws unless a file can be created at `path`: its folder exists and is writable, and
    /// the path is not a folder.
    static func checkWritableFile(_ path: String) throws {
        let fileManager = FileManager.default
        var isFolder: ObjCBool = false
        if fileManager.fileExists(atPath: path, isDirectory: &isFolder), isFolder.boolValue {
            throw ExportError.cannotWrite("\(path) is a folder; give a file name, or --format frames to fill the folder")
        }
        let folder = URL(fileURLWithPath: path).deletingLastPathComponent().path
        guard fileManager.fileExists(atPath: folder, isDirectory: &isFolder), isFolder.boolValue else {
            throw ExportError.cannotWrite("cannot write \(path): the folder \(folder) does not exist")
        }
        guard fileManager.isWritableFile(atPath: folder) else {
            throw ExportError.cannotWrite("cannot write \(path): no permission to write in \(folder)")
        }
    }
}
