import Foundation
import OutputFiles
import Raster

/// Encodes frames to an MP4 (H.264) or a GIF by piping raw RGBA pixels into `ffmpeg`, with
/// bounded memory however long the session (docs/OUTPUTS.md).
///
/// Every file ffmpeg writes is a unique temporary file beside the output (`OutputFile`); the
/// output appears, renamed into place, only when everything succeeded, so a failed, stopped or
/// killed export leaves nothing half-written, and ffmpeg dies with the export (`ChildProcess`).
///
/// An MP4 is one pass. A GIF is two, because its one palette is computed from every frame:
/// the first pass streams the frames into a lossless FFV1 intermediate and the palette
/// (palettegen) at once; the second maps the intermediate onto the palette (paletteuse). In one
/// filter graph, paletteuse would wait for the palette, which exists only after the last frame,
/// and ffmpeg would hold every frame meanwhile (12.5 GB for 20 s at 3x). The GIF is the same,
/// byte for byte, as the one-graph version's.
///
/// Every frame is given at the size of the first one (a frame of another size, after a
/// rotation, is fitted inside it on black). An MP4's frames are given as yuv420p, converted on
/// the feeder's thread while the next frame is drawn, with odd sides padded to even ones (which
/// H.264 in yuv420p needs); a GIF's as RGBA.
package final class FFmpegEncoder: ExportSink {
    /// What to tell someone whose machine has no ffmpeg.
    package static let installHint = "install it with `make deps` (or `apt-get install ffmpeg`)"

    /// The output file.
    package let outputPath: String
    /// `.mp4` or `.gif`.
    package let format: ExportFormat
    private let executable: String
    private let output: OutputFile
    private let replacing: Bool
    /// GIF only: the lossless intermediate and the palette, temporary files beside the output.
    private var intermediate: OutputFile?
    private var palette: OutputFile?
    private var encoder: ChildProcess?
    /// Writes the frames into `encoder`'s stdin while the exporter draws the next ones.
    private var feeder: FrameFeeder?
    private var size: (width: Int, height: Int)?
    /// The most memory any ffmpeg pass held at once, in bytes (its peak resident set size).
    package private(set) var peakFFmpegMemory = 0
    /// How many frames have been given to ffmpeg (a held picture once per frame it shows).
    package private(set) var outputFrameCount = 0

    /// An encoder for `format` writing `outputPath`; throws `ExportError.ffmpegMissing` when no
    /// `ffmpeg` is found on `searchPath` (a PATH-style list, the environment's PATH by default),
    /// and `ExportError.cannotWrite` when `outputPath` cannot be written (`OutputFile.check`).
    /// The finished file replaces a regular file at `outputPath` only when `replacing`; else it
    /// takes the name only while it is free (`OutputFile.commitNew`).
    package init(format: ExportFormat, outputPath: String, searchPath: String? = nil, replacing: Bool = false) throws {
        precondition(format.needsFFmpeg, "FFmpegEncoder encodes MP4 and GIF only")
        guard let executable = Self.locate(searchPath: searchPath) else {
            throw ExportError.ffmpegMissing("ffmpeg was not found on the PATH, and \(format.rawValue.uppercased()) export needs it: \(Self.installHint)")
        }
        self.format = format
        self.outputPath = outputPath
        self.executable = executable
        self.replacing = replacing
        do {
            output = try OutputFile(path: outputPath)
            if format == .gif {
                intermediate = try OutputFile(path: outputPath)
                palette = try OutputFile(path: outputPath)
            }
        } catch {
            throw ExportError.cannotWrite("\(error)")
        }
    }

    deinit { abort() }

    /// The path of the first executable `ffmpeg` in `searchPath` (colon-separated folders; the
    /// environment's PATH when nil), or nil when there is none.
    package static func locate(searchPath: String? = nil) -> String? {
        let path = searchPath ?? ProcessInfo.processInfo.environment["PATH"] ?? ""
        for folder in path.split(separator: ":") where !folder.isEmpty {
            let candidate = URL(fileURLWithPath: String(folder)).appendingPathComponent("ffmpeg").path
            if FileManager.default.isExecutableFile(atPath: candidate) { return candidate }
        }
        return nil
    }

    /// The arguments of the pass that reads frames of `width` x `height` from stdin: the MP4
    /// itself, or for a GIF the intermediate and the palette.
    func arguments(width: Int, height: Int) -> [String] {
        let rate = format == .gif ? ExportFormat.gifFrameRate : ExportFormat.simulatedFrameRate
        let options = ["-hide_banner", "-loglevel", "error", "-y", "-f", "rawvideo"]
        switch format {
        case .gif:
            // Both consumers take every frame as it comes, so split holds none back.
            return options + ["-pix_fmt", "rgba", "-s", "\(width)x\(height)", "-r", "\(rate)", "-i", "-",
                              "-filter_complex", "[0:v]split[a][b];[a]palettegen=stats_mode=diff[p]",
                              "-map", "[p]", "-frames:v", "1", "-update", "1", "-c:v", "png", "-f", "image2", palette!.temporaryPath,
                              "-map", "[b]", "-c:v", "ffv1", "-f", "matroska", intermediate!.temporaryPath]
        default:
            // The frames come as yuv420p, converted by the feeder (`Bitmap.writeYCbCr420`, even
            // sides), so ffmpeg only encodes. x264's `veryfast` takes about 60% of `medium`'s CPU
            // for files about 10% larger at the same quality (CRF 18; third pass); its sub-pixel
            // search cut to one step on a diamond (`subme=1:me=dia`) takes about 70% of that CPU
            // again for files about 5% larger, at the same PSNR within 0.2 dB: what lets an export
            // run at twice real time on two cores (docs/perf-log/issue-23-seventh-pass.md).
            let even = Bitmap.yCbCr420Size(width: width, height: height)
            return options + ["-pix_fmt", "yuv420p", "-s", "\(even.width)x\(even.height)", "-r", "\(rate)", "-i", "-",
                              "-c:v", "libx264", "-preset", "veryfast", "-x264-params", "subme=1:me=dia", "-crf", "18",
                              "-r", "\(rate)", "-movflags", "+faststart", "-f", "mp4", output.temporaryPath]
        }
    }

    /// GIF only: the arguments of the second pass, from the intermediate and the palette to
    /// the GIF; only the rectangle that changed is re-encoded per frame.
    func paletteArguments() -> [String] {
        ["-hide_banner", "-loglevel", "error", "-y",
         "-f", "matroska", "-i", intermediate!.temporaryPath, "-f", "png_pipe", "-i", palette!.temporaryPath,
         "-lavfi", "[0:v][1:v]paletteuse=dither=bayer:bayer_scale=5:diff_mode=rectangle",
         "-loop", "0", "-f", "gif", output.temporaryPath]
    }

    /// Videos show every picture; a GIF, with `gifFrameRate` frames a second, only a picture
    /// shown at one of its frames' times (`ExportFormat.outputFrames(shownFor:)`).
    package func wantsFrame(shownAt span: ClosedRange<Int>) -> Bool {
        format.outputFrames(shownFor: span) > 0
    }

    /// Starts ffmpeg on the first frame (its size is the video's), then pipes each frame's
    /// pixels, once for every output frame it shows at (the same bytes again for a picture held
    /// as idle time: nothing is drawn or converted twice).
    package func write(_ frame: ExportFrame) throws {
        if encoder == nil {
            size = (frame.image.width, frame.image.height)
            let child = try ChildProcess(executable: executable, arguments: arguments(width: frame.image.width, height: frame.image.height),
                                         feedsInput: true)
            encoder = child
            feeder = FrameFeeder(child: child, convertsToYCbCr420: format == .mp4)
        }
        guard let size, let encoder, let feeder else { return }
        let image = frame.image.width == size.width && frame.image.height == size.height
            ? frame.image : Self.fitted(frame.image, width: size.width, height: size.height)
        let copies = frame.shownAt.map(format.outputFrames(shownFor:)) ?? 1
        if !feeder.send(image, copies: copies) {
            _ = feeder.drain()
            throw failure(encoder, "ffmpeg stopped reading frames")
        }
        outputFrameCount += copies
    }

    /// Ends ffmpeg's input, runs the GIF's second pass, and moves the file into place.
    package func finish() throws {
        guard let encoder else { throw ExportError.replayFailed("no frames to export") }
        let fed = feeder?.drain() ?? true
        feeder = nil
        if !fed { throw failure(encoder, "ffmpeg stopped reading frames") }
        try complete(encoder, "ffmpeg exited with status")
        if format == .gif {
            let second = try ChildProcess(executable: executable, arguments: paletteArguments(), feedsInput: false)
            self.encoder = second
            try complete(second, "ffmpeg's palette pass exited with status")
            intermediate?.discard()
            palette?.discard()
        }
        self.encoder = nil
        do {
            try output.commit(replacing: replacing)
        } catch {
            throw ExportError.cannotWrite("could not move the finished file to \(outputPath): \(error)")
        }
    }

    /// Waits for `child` and throws its stderr unless it succeeded.
    private func complete(_ child: ChildProcess, _ what: String) throws {
        let status = child.wait()
        peakFFmpegMemory = max(peakFFmpegMemory, child.peakMemory)
        guard status == 0 else { throw failure(child, "\(what) \(status)") }
        // ffmpeg 5.1 exits 0 after "Error writing trailer: No space left on device", leaving a
        // truncated file; it runs with -loglevel error, so anything it says is an error.
        if child.saidSomething { throw failure(child, "ffmpeg reported an error") }
    }

    /// Stops ffmpeg if it runs and removes every temporary file.
    package func abort() {
        if let feeder, let encoder {
            // The writer thread must be done with the pipe before it is closed: the encoder's
            // death makes a blocked write fail, and the thread stops.
            encoder.signalKill()
            _ = feeder.drain()
        }
        feeder = nil
        encoder?.kill()
        encoder = nil
        output.discard()
        intermediate?.discard()
        palette?.discard()
    }

    /// An error carrying the last lines ffmpeg wrote to stderr.
    private func failure(_ child: ChildProcess, _ what: String) -> ExportError {
        child.wait()
        return .ffmpegFailed("\(what) while writing \(outputPath); ffmpeg said:\n\(child.errorTail())")
    }

    /// `image` scaled to fit inside `width` x `height`, centered on black.
    static func fitted(_ image: Bitmap, width: Int, height: Int) -> Bitmap {
        var canvas = Bitmap(width: width, height: height, color: RGBA8(r: 0, g: 0, b: 0, a: 255))
        let scale = min(Double(width) / Double(image.width), Double(height) / Double(image.height))
        let w = Double(image.width) * scale, h = Double(image.height) * scale
        canvas.draw(QuadDraw(width: w, height: h, transform: .translation((Double(width) - w) / 2, (Double(height) - h) / 2),
                             fill: .image(image, crop: nil)))
        return canvas
    }
}
