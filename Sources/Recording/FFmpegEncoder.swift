import Foundation
import Raster
#if canImport(Glibc)
import Glibc
#endif

/// Encodes frames to an MP4 (H.264) or a GIF by piping raw RGBA pixels into an `ffmpeg` process.
///
/// ffmpeg writes to a hidden file beside the output, renamed into place only when it succeeds,
/// so a failed or stopped export leaves nothing half-written. Every frame is given at the size
/// of the first one (a frame of another size, after a rotation, is fitted inside it on black);
/// ffmpeg pads odd sizes to even ones, which H.264 in yuv420p needs.
public final class FFmpegEncoder: ExportSink {
    /// What to tell someone whose machine has no ffmpeg.
    public static let installHint = "install it with `make deps` (or `apt-get install ffmpeg`)"

    /// The output file.
    public let outputPath: String
    /// `.mp4` or `.gif`.
    public let format: ExportFormat
    private let executable: String
    private let partialPath: String
    private var process: Process?
    private var input: FileHandle?
    private var stderrData = Data()
    private let stderrDone = DispatchGroup()
    private var size: (width: Int, height: Int)?

    /// An encoder for `format` writing `outputPath`; throws `ExportError.ffmpegMissing` when no
    /// `ffmpeg` is found on `searchPath` (a PATH-style list, the environment's PATH by default).
    public init(format: ExportFormat, outputPath: String, searchPath: String? = nil) throws {
        precondition(format.needsFFmpeg, "FFmpegEncoder encodes MP4 and GIF only")
        guard let executable = Self.locate(searchPath: searchPath) else {
            throw ExportError.ffmpegMissing("ffmpeg was not found on the PATH, and \(format.rawValue.uppercased()) export needs it: \(Self.installHint)")
        }
        self.format = format
        self.outputPath = outputPath
        self.executable = executable
        let url = URL(fileURLWithPath: outputPath)
        partialPath = url.deletingLastPathComponent().appendingPathComponent(".\(url.lastPathComponent).partial").path
    }

    /// The path of the first executable `ffmpeg` in `searchPath` (colon-separated folders; the
    /// environment's PATH when nil), or nil when there is none.
    public static func locate(searchPath: String? = nil) -> String? {
        let path = searchPath ?? ProcessInfo.processInfo.environment["PATH"] ?? ""
        for folder in path.split(separator: ":") where !folder.isEmpty {
            let candidate = URL(fileURLWithPath: String(folder)).appendingPathComponent("ffmpeg").path
            if FileManager.default.isExecutableFile(atPath: candidate) { return candidate }
        }
        return nil
    }

    /// ffmpeg's arguments for frames of `width` x `height` arriving on stdin.
    func arguments(width: Int, height: Int) -> [String] {
        let rate = format == .gif ? ExportFormat.gifFrameRate : ExportFormat.simulatedFrameRate
        let input = ["-hide_banner", "-loglevel", "error", "-y",
                     "-f", "rawvideo", "-pix_fmt", "rgba", "-s", "\(width)x\(height)", "-r", "\(rate)", "-i", "-"]
        switch format {
        case .gif:
            // One graph: the palette is computed from every frame, then used to map them; only
            // the rectangle that changed is re-encoded per frame.
            let graph = "split[a][b];[a]palettegen=stats_mode=diff[p];[b][p]paletteuse=dither=bayer:bayer_scale=5:diff_mode=rectangle"
            return input + ["-vf", graph, "-loop", "0", "-f", "gif", partialPath]
        default:
            // yuv420p halves the chroma in both directions, so both sides must be even.
            return input + ["-vf", "pad=ceil(iw/2)*2:ceil(ih/2)*2", "-c:v", "libx264", "-preset", "medium", "-crf", "18",
                            "-pix_fmt", "yuv420p", "-r", "\(rate)", "-movflags", "+faststart", "-f", "mp4", partialPath]
        }
    }

    /// GIFs keep `gifFrameRate` of every 60 frames; videos keep every frame.
    public func wantsFrame(atOffset offset: Int) -> Bool {
        guard format == .gif else { return true }
        // Offset o is shown by output frame k when floor(k * 60 / 50) == o.
        let k = (offset * ExportFormat.gifFrameRate + ExportFormat.simulatedFrameRate - 1) / ExportFormat.simulatedFrameRate
        return format.sourceOffset(forOutputFrame: k) == offset
    }

    /// Starts ffmpeg on the first frame (its size is the video's), then pipes each frame's pixels.
    public func write(_ frame: ExportFrame) throws {
        if process == nil { try start(width: frame.image.width, height: frame.image.height) }
        guard let size, let input else { return }
        let image = frame.image.width == size.width && frame.image.height == size.height
            ? frame.image : Self.fitted(frame.image, width: size.width, height: size.height)
        // Pixels are packed with R in the low byte, so their bytes in memory are R, G, B, A.
        let ok = image.pixels.withUnsafeBytes { Self.writeAll($0, to: input.fileDescriptor) }
        if !ok { throw failure("ffmpeg stopped reading frames") }
    }

    private func start(width: Int, height: Int) throws {
        // A write into the pipe of an ffmpeg that died must fail with EPIPE, not kill this process.
        signal(SIGPIPE, SIG_IGN)
        let process = Process()
        process.executableURL = URL(fileURLWithPath: executable)
        process.arguments = arguments(width: width, height: height)
        let stdin = Pipe(), stderr = Pipe()
        process.standardInput = stdin
        process.standardError = stderr
        process.standardOutput = FileHandle.nullDevice
        do {
            try process.run()
        } catch {
            throw ExportError.ffmpegFailed("could not start \(executable): \(error)")
        }
        // Its stderr is drained as it comes, so a chatty ffmpeg never blocks on a full pipe.
        stderrDone.enter()
        DispatchQueue.global().async { [stderrDone] in
            let data = stderr.fileHandleForReading.readDataToEndOfFile()
            self.stderrData = data
            stderrDone.leave()
        }
        self.process = process
        input = stdin.fileHandleForWriting
        size = (width, height)
    }

    /// Closes ffmpeg's input, waits for it, and moves the file into place.
    public func finish() throws {
        guard let process else { throw ExportError.replayFailed("no frames to export") }
        try? input?.close()
        input = nil
        process.waitUntilExit()
        stderrDone.wait()
        guard process.terminationStatus == 0 else { throw failure("ffmpeg exited with status \(process.terminationStatus)") }
        do {
            if FileManager.default.fileExists(atPath: outputPath) { try FileManager.default.removeItem(atPath: outputPath) }
            try FileManager.default.moveItem(atPath: partialPath, toPath: outputPath)
        } catch {
            throw ExportError.cannotWrite("could not move the finished file to \(outputPath): \(error.localizedDescription)")
        }
        self.process = nil
    }

    /// Stops ffmpeg if it runs and removes its partial file.
    public func abort() {
        try? input?.close()
        input = nil
        if let process, process.isRunning { process.terminate() }
        process?.waitUntilExit()
        process = nil
        try? FileManager.default.removeItem(atPath: partialPath)
    }

    /// An error carrying the last lines ffmpeg wrote to stderr.
    private func failure(_ what: String) -> ExportError {
        try? input?.close()
        input = nil
        process?.waitUntilExit()
        stderrDone.wait()
        let lines = String(decoding: stderrData, as: UTF8.self).split(separator: "\n").suffix(12)
        let tail = lines.isEmpty ? "(ffmpeg printed nothing)" : lines.map { "  " + $0 }.joined(separator: "\n")
        return .ffmpegFailed("\(what) while writing \(outputPath); ffmpeg said:\n\(tail)")
    }

    /// Writes every byte to `fd`, retrying after interruptions; false when the reader is gone.
    private static func writeAll(_ bytes: UnsafeRawBufferPointer, to fd: Int32) -> Bool {
        var offset = 0
        while offset < bytes.count {
            let written = Glibc.write(fd, bytes.baseAddress! + offset, bytes.count - offset)
            if written < 0 {
                if errno == EINTR { continue }
                return false
            }
            offset += written
        }
        return true
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
