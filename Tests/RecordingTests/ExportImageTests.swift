import XCTest
import PNGCodec
import Raster
import Recording
import Simulator
import TestSupport

/// Export to numbered PNG frames and to a contact sheet: no ffmpeg involved.
final class ExportImageTests: XCTestCase {
    func test_pngFrames_areOnePerSimulatedFrame_eachEqualToTheReplayedScreen() throws {
        let file = try ExportTestFiles.session("004-bars")
        let folder = try ExportTestFiles.folder(for: self) + "/frames"
        var options = ExportOptions(output: folder)
        options.from = ExportPosition("40f")
        options.to = ExportPosition("1.0")   // frame 60

        let summary = try SessionExporter(file: file, options: options).export(makeRoot: SessionScript.root(for:))

        let names = ExportTestFiles.files(in: folder)
        XCTAssertEqual(summary.format, .frames)
        XCTAssertEqual(names.count, 21)
        XCTAssertEqual(names.first, "frame-000040.png")
        XCTAssertEqual(names.last, "frame-000060.png")
        let exported = try Bitmap(contentsOfPNGFile: "\(folder)/frame-000050.png")
        XCTAssertEqual(exported, try ExportTestFiles.replayedScreen(of: file, atFrame: 50))
    }

    func test_pngFramesByPattern_areNamedByThePattern() throws {
        let folder = try ExportTestFiles.folder(for: self)
        var options = ExportOptions(output: "\(folder)/shot-%04d.png")
        options.to = ExportPosition("3f")

        let summary = try SessionExporter(file: try ExportTestFiles.session("plain"), options: options).export(makeRoot: SessionScript.root(for:))

        XCTAssertEqual(summary.format, .frames)
        XCTAssertEqual(ExportTestFiles.files(in: folder), ["shot-0000.png", "shot-0001.png", "shot-0002.png", "shot-0003.png"])
    }

    func test_framedExport_showsThePhoneAroundTheScreen() throws {
        let folder = try ExportTestFiles.folder(for: self)
        var options = ExportOptions(output: folder, format: .frames)
        options.framed = true
        options.from = ExportPosition("10f")
        options.to = ExportPosition("11f")

        try SessionExporter(file: try ExportTestFiles.session("plain"), options: options).export(makeRoot: SessionScript.root(for:))

        let frame = try Bitmap(contentsOfPNGFile: "\(folder)/frame-000010.png")
        let phone = PhoneFrame(model: SessionScript.model)
        XCTAssertEqual(frame.width, phone.pixelSize.width)
        XCTAssertEqual(frame.height, phone.pixelSize.height)
    }

    func test_contactSheet_showsSampledFramesLabelledWithTimeAndTransitionProgress() throws {
        let output = try ExportTestFiles.folder(for: self) + "/sheet.png"
        var options = ExportOptions(output: output)
        options.tiles = 12

        let summary = try SessionExporter(file: try ExportTestFiles.session("004-bars"), options: options).export(makeRoot: SessionScript.root(for:))

        XCTAssertEqual(summary.format, .sheet)
        XCTAssertEqual(summary.outputFrames, 12)
        assertGolden(try Bitmap(contentsOfPNGFile: output), named: "contactSheet-004-bars")
    }

    func test_failedFramesExport_removesTheFramesItWrote() throws {
        let folder = try ExportTestFiles.folder(for: self) + "/frames"
        var options = ExportOptions(output: folder)
        // A session that pauses and never goes on cannot reach its end: the export stops there.
        var file = try ExportTestFiles.session("plain")
        file.lines.insert(.event(frame: 20, .command(.togglePause)), at: file.lines.firstIndex { $0.frame > 20 } ?? file.lines.count)
        options.to = ExportPosition("40f")

        XCTAssertThrowsError(try SessionExporter(file: file, options: options).export(makeRoot: SessionScript.root(for:))) { error in
            guard case ExportError.replayFailed(let message) = error else { return XCTFail("\(error)") }
            XCTAssertTrue(message.contains("frame 20"), message)
        }
        XCTAssertFalse(FileManager.default.fileExists(atPath: folder), "the folder it created is gone with its frames")
    }

    func test_failedFramesExport_removesOnlyTheFramesItCreated_neverWhatWasInTheWay() throws {
        let folder = try ExportTestFiles.folder(for: self)
        try "mine\n".write(toFile: folder + "/notes.txt", atomically: true, encoding: .utf8)
        XCTAssertEqual(mkfifo(folder + "/frame-000003.png", 0o644), 0, "a named pipe at one frame's name")
        try FileManager.default.createDirectory(atPath: folder + "/frame-000004.png", withIntermediateDirectories: false)
        try "kept\n".write(toFile: folder + "/frame-000004.png/keep.txt", atomically: true, encoding: .utf8)
        let writer = try PNGFrameWriter(output: folder)
        let image = Bitmap(width: 2, height: 2, pixels: [UInt32](repeating: 0xFF00_00FF, count: 4))

        // The writer throws an earlier frame's error at the next frame; the export would stop there.
        for number in 0...5 { try? writer.write(ExportFrame(number: number, image: image, progress: nil)) }
        XCTAssertThrowsError(try writer.finish())
        writer.abort()

        XCTAssertEqual(ExportTestFiles.files(in: folder), ["frame-000003.png", "frame-000004.png", "notes.txt"],
                       "the frames it wrote are gone, nothing else")
        var status = stat()
        XCTAssertEqual(lstat(folder + "/frame-000003.png", &status), 0)
        XCTAssertEqual(status.st_mode & S_IFMT, S_IFIFO, "the pipe is kept")
        XCTAssertEqual(FileManager.default.contents(atPath: folder + "/frame-000004.png/keep.txt"), Data("kept\n".utf8))
        XCTAssertEqual(FileManager.default.contents(atPath: folder + "/notes.txt"), Data("mine\n".utf8))
    }

    func test_failedFramesExportWithForce_keepsTheFilesItReplaced_andRemovesTheNamesItCreated() throws {
        let folder = try ExportTestFiles.folder(for: self)
        try "mine\n".write(toFile: folder + "/frame-000001.png", atomically: true, encoding: .utf8)
        XCTAssertEqual(mkfifo(folder + "/frame-000003.png", 0o644), 0, "a named pipe, which even --force never replaces")
        let writer = try PNGFrameWriter(output: folder, replacing: true)
        let image = Bitmap(width: 2, height: 2, pixels: [UInt32](repeating: 0xFF00_00FF, count: 4))

        for number in 0...5 { try? writer.write(ExportFrame(number: number, image: image, progress: nil)) }
        XCTAssertThrowsError(try writer.finish())
        writer.abort()

        // The replaced name stays (a whole frame now, as asked); the names that were free are free again.
        XCTAssertEqual(ExportTestFiles.files(in: folder), ["frame-000001.png", "frame-000003.png"])
        XCTAssertEqual(try Bitmap(contentsOfPNGFile: folder + "/frame-000001.png"), image)
    }
}
