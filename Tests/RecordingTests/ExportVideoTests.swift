import XCTest
import Raster
import Recording

/// MP4 and GIF export through ffmpeg, read back with ffprobe; and what happens when ffmpeg is
/// missing or fails.
final class ExportVideoTests: XCTestCase {
    func test_mp4Export_isH264At60fpsWithOneFramePerSimulatedFrame_paddedToEvenSize() throws {
        guard ExportTestFiles.requireFFmpeg() else { return }
        let file = try ExportTestFiles.session("002-modal")
        let output = try ExportTestFiles.folder(for: self) + "/modal.mp4"

        let summary = try SessionExporter(file: file, options: ExportOptions(output: output)).export(makeRoot: SessionScript.root(for:))

        let probe = try ExportTestFiles.probe(output)
        XCTAssertEqual(probe["codec_name"], "h264")
        XCTAssertEqual(probe["r_frame_rate"], "60/1")
        XCTAssertEqual(probe["nb_read_frames"], "\(file.lastFrame + 1)", "frames 0 to the end mark, idle ones included")
        // The 4.7-inch phone at 1x is 375x667 pixels: odd, so padded by one to what yuv420p needs.
        XCTAssertEqual(probe["width"], "376")
        XCTAssertEqual(probe["height"], "668")
        XCTAssertEqual(summary.outputFrames, file.lastFrame + 1)
    }

    func test_mp4ExportOfARange_holdsTheFramesFromFromToTo_bothIncluded() throws {
        guard ExportTestFiles.requireFFmpeg() else { return }
        let file = try ExportTestFiles.session("004-bars")
        var options = ExportOptions(output: try ExportTestFiles.folder(for: self) + "/range.mp4")
        options.from = ExportPosition("0.5")   // frame 30
        options.to = ExportPosition("90f")

        let summary = try SessionExporter(file: file, options: options).export(makeRoot: SessionScript.root(for:))

        XCTAssertEqual(summary.frames, 30...90)
        XCTAssertEqual(try ExportTestFiles.probe(options.output)["nb_read_frames"], "61")
    }

    func test_mp4Export_decodesToTheReplayedScreen_withinCompressionError_paddedWithBlack() throws {
        guard ExportTestFiles.requireFFmpeg() else { return }
        let file = try ExportTestFiles.session("004-bars")
        var options = ExportOptions(output: try ExportTestFiles.folder(for: self) + "/bars.mp4")
        options.from = ExportPosition("40f")
        options.to = ExportPosition("60f")

        try SessionExporter(file: file, options: options).export(makeRoot: SessionScript.root(for:))

        let screen = try ExportTestFiles.replayedScreen(of: file, atFrame: 50)
        let decoded = try ExportTestFiles.decodedFrame(options.output, index: 10, width: 376, height: 668)
        // Mean difference per channel: H.264 at CRF 18 and halved chroma leave 1.4-2.7 of 255 on
        // this frame at 1x (as ffmpeg's own conversion did); Cb and Cr swapped, full range or BGR
        // order would leave 17-38 in some channel.
        var difference = SIMD4<Double>(), padding = 0.0
        for y in 0..<screen.height {
            for x in 0..<screen.width {
                let a = screen[x, y], b = decoded[x, y]
                difference += SIMD4(abs(Double(a.r) - Double(b.r)), abs(Double(a.g) - Double(b.g)), abs(Double(a.b) - Double(b.b)), 0)
            }
            padding += Double(decoded[375, y].r) + Double(decoded[375, y].g) + Double(decoded[375, y].b)
        }
        difference /= Double(screen.width * screen.height)
        XCTAssertLessThan(difference.max(), 3.5, "mean difference per channel \(difference)")
        XCTAssertLessThan(padding / Double(3 * screen.height), 24, "the column added to make the width even is black")
    }

    func test_gifExport_isAGifAt50fps_keepingFiveOfEverySixFrames() throws {
        guard ExportTestFiles.requireFFmpeg() else { return }
        let file = try ExportTestFiles.session("002-modal")
        let output = try ExportTestFiles.folder(for: self) + "/modal.gif"

        let summary = try SessionExporter(file: file, options: ExportOptions(output: output)).export(makeRoot: SessionScript.root(for:))

        let probe = try ExportTestFiles.probe(output)
        let expected = ExportFormat.gif.outputFrameCount(simulatedFrames: file.lastFrame + 1)
        XCTAssertEqual(expected, 119, "142 simulated frames at 50 of every 60")
        XCTAssertEqual(probe["codec_name"], "gif")
        XCTAssertEqual(probe["r_frame_rate"], "50/1")
        XCTAssertEqual(probe["nb_read_frames"], "\(expected)")
        XCTAssertEqual(summary.outputFrames, expected)
    }

    func test_missingFFmpeg_failsNamingMakeDeps_andLeavesNoFile() throws {
        let folder = try ExportTestFiles.folder(for: self)
        for format in ["mp4", "gif"] {
            var options = ExportOptions(output: "\(folder)/out.\(format)")
            options.ffmpegSearchPath = "\(folder)/no-such-bin:/nonexistent"

            XCTAssertThrowsError(try SessionExporter(file: try ExportTestFiles.session("plain"), options: options)
                .export(makeRoot: SessionScript.root(for:))) { error in
                guard case ExportError.ffmpegMissing(let message) = error else { return XCTFail("\(error)") }
                XCTAssertTrue(message.contains("make deps"), message)
                XCTAssertTrue(message.contains("apt-get install ffmpeg"), message)
            }
            XCTAssertEqual(ExportTestFiles.files(in: folder), [], "nothing written")
        }
    }

    func test_ffmpegFailing_showsItsStderr_andRemovesThePartialOutput() throws {
        let folder = try ExportTestFiles.folder(for: self)
        // A stand-in ffmpeg that writes a partial file, complains and fails.
        try FileManager.default.createDirectory(atPath: "\(folder)/bin", withIntermediateDirectories: true)
        let script = "#!/bin/sh\nfor last; do :; done\necho partial > \"$last\"\ncat > /dev/null\necho 'Unknown encoder libx264' >&2\nexit 1\n"
        try script.write(toFile: "\(folder)/bin/ffmpeg", atomically: true, encoding: .utf8)
        try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: "\(folder)/bin/ffmpeg")
        try FileManager.default.createDirectory(atPath: "\(folder)/out", withIntermediateDirectories: true)
        var options = ExportOptions(output: "\(folder)/out/video.mp4")
        options.ffmpegSearchPath = "\(folder)/bin"

        XCTAssertThrowsError(try SessionExporter(file: try ExportTestFiles.session("plain"), options: options)
            .export(makeRoot: SessionScript.root(for:))) { error in
            guard case ExportError.ffmpegFailed(let message) = error else { return XCTFail("\(error)") }
            XCTAssertTrue(message.contains("Unknown encoder libx264"), message)
        }
        XCTAssertEqual(ExportTestFiles.files(in: "\(folder)/out"), [], "no partial file left")
    }

    func test_ffmpegReportingAnErrorButExiting0_failsTheExport_andLeavesNoFile() throws {
        let folder = try ExportTestFiles.folder(for: self)
        // As ffmpeg 5.1 does on a full disk: a truncated file, an error, and exit status 0.
        try FileManager.default.createDirectory(atPath: "\(folder)/bin", withIntermediateDirectories: true)
        let script = "#!/bin/sh\nfor last; do :; done\necho truncated > \"$last\"\ncat > /dev/null\n"
            + "echo 'Error writing trailer of out.mp4: No space left on device' >&2\nexit 0\n"
        try script.write(toFile: "\(folder)/bin/ffmpeg", atomically: true, encoding: .utf8)
        try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: "\(folder)/bin/ffmpeg")
        try FileManager.default.createDirectory(atPath: "\(folder)/out", withIntermediateDirectories: true)
        var options = ExportOptions(output: "\(folder)/out/video.mp4")
        options.ffmpegSearchPath = "\(folder)/bin"

        XCTAssertThrowsError(try SessionExporter(file: try ExportTestFiles.session("plain"), options: options)
            .export(makeRoot: SessionScript.root(for:))) { error in
            guard case ExportError.ffmpegFailed(let message) = error else { return XCTFail("\(error)") }
            XCTAssertTrue(message.contains("No space left on device"), message)
        }
        XCTAssertEqual(ExportTestFiles.files(in: "\(folder)/out"), [], "no truncated file left")
    }

    func test_unwritableOutput_failsBeforeReplaying_withTheFolderNamed() throws {
        let options = ExportOptions(output: "/nonexistent-folder/out.mp4")

        XCTAssertThrowsError(try SessionExporter(file: try ExportTestFiles.session("plain"), options: options)
            .export(makeRoot: SessionScript.root(for:))) { error in
            guard case ExportError.cannotWrite(let message) = error else { return XCTFail("\(error)") }
            XCTAssertTrue(message.contains("/nonexistent-folder"), message)
        }
    }
}
