import Foundation
import Raster
import Recording
import Simulator
import XCTest

/// What the export tests share: the recorded sessions, a fresh output folder per test, and
/// ffprobe's reading of a video, failing (never skipping) when ffmpeg is not installed.
enum ExportTestFiles {
    /// The folder of recorded demo sessions.
    static let sessions = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Sessions")

    /// The recorded session of `demo`.
    static func session(_ demo: String) throws -> SessionFile {
        try SessionFile.read(path: sessions.appendingPathComponent("\(demo).jsonl").path)
    }

    /// A new empty folder in the temporary folder, removed when the test ends.
    static func folder(for test: XCTestCase) throws -> String {
        let path = NSTemporaryDirectory() + "export-test-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
        test.addTeardownBlock { try? FileManager.default.removeItem(atPath: path) }
        return path
    }

    /// Fails the test with the fix when ffmpeg or ffprobe is missing: these tests must not pass
    /// silently on a machine that cannot run them.
    static func requireFFmpeg(file: StaticString = #filePath, line: UInt = #line) -> Bool {
        for tool in ["ffmpeg", "ffprobe"] where which(tool) == nil {
            XCTFail("\(tool) is not installed, so MP4 and GIF export cannot be tested: run `make deps`", file: file, line: line)
            return false
        }
        return true
    }

    /// The first executable `tool` on the PATH.
    static func which(_ tool: String) -> String? {
        (ProcessInfo.processInfo.environment["PATH"] ?? "").split(separator: ":")
            .map { "\($0)/\(tool)" }.first { FileManager.default.isExecutableFile(atPath: $0) }
    }

    /// ffprobe's reading of the first video stream, frames counted by decoding:
    /// `codec_name`, `width`, `height`, `r_frame_rate`, `nb_read_frames`.
    static func probe(_ path: String) throws -> [String: String] {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: which("ffprobe") ?? "/usr/bin/ffprobe")
        process.arguments = ["-v", "error", "-count_frames", "-select_streams", "v:0",
                             "-show_entries", "stream=nb_read_frames,codec_name,width,height,r_frame_rate",
                             "-of", "default=noprint_wrappers=1", path]
        let output = Pipe()
        process.standardOutput = output
        try process.run()
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        var fields: [String: String] = [:]
        for line in String(decoding: data, as: UTF8.self).split(separator: "\n") {
            let parts = line.split(separator: "=", maxSplits: 1)
            if parts.count == 2 { fields[String(parts[0])] = String(parts[1]) }
        }
        return fields
    }

    /// The files in `folder`, sorted.
    static func files(in folder: String) -> [String] {
        ((try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []).sorted()
    }

    /// The device's screen after a headless replay of `file` reaches `frame`.
    static func replayedScreen(of file: SessionFile, atFrame frame: Int) throws -> Bitmap {
        let session = try SessionReplayer.launch(file, makeRoot: SessionScript.root(for:))
        let replayer = SessionReplayer(file: file, session: session)
        while session.device.frameCount < frame { session.tick() }
        withExtendedLifetime(replayer) {}
        return session.device.screen
    }

    /// Frame `index` (from 0) of the video at `path`, decoded by ffmpeg to RGBA of its size.
    static func decodedFrame(_ path: String, index: Int, width: Int, height: Int) throws -> Bitmap {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: which("ffmpeg") ?? "/usr/bin/ffmpeg")
        process.arguments = ["-v", "error", "-i", path, "-vf", "select=eq(n\\,\(index))", "-frames:v", "1",
                             "-f", "rawvideo", "-pix_fmt", "rgba", "-"]
        let output = Pipe()
        process.standardOutput = output
        try process.run()
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        var pixels = [UInt32](repeating: 0, count: width * height)
        guard data.count == pixels.count * 4 else {
            XCTFail("ffmpeg decoded \(data.count) bytes of frame \(index), not \(width)x\(height) RGBA")
            return Bitmap(width: width, height: height, pixels: pixels)
        }
        // RGBA bytes are packed pixels (R in the low byte), as `Bitmap` keeps them.
        pixels.withUnsafeMutableBytes { _ = data.copyBytes(to: $0) }
        return Bitmap(width: width, height: height, pixels: pixels)
    }
}
