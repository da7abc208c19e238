import XCTest
import PNGCodec
import Raster
import Recording
import Simulator
import UIKit

/// An export costs what moves, not how long the session lasts: frames where nothing moves are
/// shown by the frame before them, never replayed, and an export that would write more pictures
/// than `--max-frames` allows is refused before anything runs (docs/SESSIONS.md, "Exporting";
/// issue 33).
final class ExportStillFramesTests: XCTestCase {
    /// The plain demo: a tap, then nothing until `end`.
    private func tapThenStill(until end: Int) throws -> SessionFile {
        let script = try SessionScript(demo: "plain", path: try ExportTestFiles.folder(for: self) + "/still.jsonl")
        script.wait(3)
        script.tap(CGPoint(x: 187.5, y: 452))
        script.wait(40)
        var file = try script.finish()
        file.lines[file.lines.count - 1] = .event(frame: end, .end)
        return file
    }

    func test_framesExportOfADayLongFile_isRefusedUpFront_withTheCount() throws {
        let file = try tapThenStill(until: SessionLimits.maxFrame)
        let folder = try ExportTestFiles.folder(for: self) + "/frames"

        XCTAssertThrowsError(try SessionExporter(file: file, options: ExportOptions(output: folder, format: .frames))
            .export(makeRoot: SessionScript.root(for:))) { error in
            XCTAssertEqual("\(error)", "would write 5,184,001 frames; at most 10,000 without --max-frames "
                           + "(or export a part with --from and --to)")
        }
        XCTAssertFalse(FileManager.default.fileExists(atPath: folder), "nothing written, not even the folder")
    }

    func test_maxFrames_movesTheCap_forFramesSheetsAndPages_andIsRefusedForVideo() throws {
        let file = try tapThenStill(until: 120)
        let folder = try ExportTestFiles.folder(for: self)
        var tooFew = ExportOptions(output: folder + "/few", format: .frames)
        tooFew.maxFrames = 120
        var enough = ExportOptions(output: folder + "/enough", format: .frames)
        enough.maxFrames = 121
        var tiles = ExportOptions(output: folder + "/sheet.png")
        tiles.every = 1
        var video = ExportOptions(output: folder + "/video.mp4")
        video.maxFrames = 1000

        XCTAssertThrowsError(try SessionExporter(file: file, options: tooFew).export(makeRoot: SessionScript.root(for:))) { error in
            XCTAssertTrue("\(error)".hasPrefix("would write 121 frames; at most 120 without --max-frames"), "\(error)")
        }
        XCTAssertEqual(try SessionExporter(file: file, options: enough).export(makeRoot: SessionScript.root(for:)).outputFrames, 121)
        XCTAssertNoThrow(try SessionExporter(file: file, options: tiles).export(makeRoot: SessionScript.root(for:)), "121 tiles")
        tiles.maxFrames = 100
        tiles.output = folder + "/capped-sheet.png"
        XCTAssertThrowsError(try SessionExporter(file: file, options: tiles).export(makeRoot: SessionScript.root(for:))) { error in
            XCTAssertTrue("\(error)".hasPrefix("would write 121 tiles; at most 100"), "\(error)")
        }
        XCTAssertThrowsError(try SessionExporter(file: file, options: video).export(makeRoot: SessionScript.root(for:))) { error in
            XCTAssertTrue("\(error)".contains("an MP4 is held to 10:00.00 instead"), "\(error)")
        }
    }

    func test_stillFrames_areNotReplayed_yetEveryFrameIsWritten_asTheReplayShowsIt() throws {
        // Setup: a tap, then 400 frames where nothing moves.
        let file = try tapThenStill(until: 460)
        let folder = try ExportTestFiles.folder(for: self) + "/frames"

        // Action
        let summary = try SessionExporter(file: file, options: ExportOptions(output: folder, format: .frames))
            .export(makeRoot: SessionScript.root(for:))

        // Assertions: one file per simulated frame, most of them never replayed, each the
        // screen a replay ticking every frame shows there.
        XCTAssertEqual(ExportTestFiles.files(in: folder).count, 461)
        XCTAssertEqual(summary.outputFrames, 461)
        XCTAssertGreaterThan(summary.stillFramesSkipped, 350)
        for frame in [40, 200, 460] {
            let written = try Bitmap(pngData: Array(try Data(contentsOf: URL(fileURLWithPath: folder + String(format: "/frame-%06d.png", frame)))))
            XCTAssertEqual(written, try ExportTestFiles.replayedScreen(of: file, atFrame: frame), "frame \(frame)")
        }
    }

    func test_aSheetOfTheLastSecondOfADayLongFile_replaysOnlyTheFramesThatMove() throws {
        let file = try tapThenStill(until: SessionLimits.maxFrame)
        var options = ExportOptions(output: try ExportTestFiles.folder(for: self) + "/sheet.png")
        options.from = .seconds(86_399)
        options.tiles = 4

        let summary = try SessionExporter(file: file, options: options).export(makeRoot: SessionScript.root(for:))

        XCTAssertEqual(summary.frames, (SessionLimits.maxFrame - 60)...SessionLimits.maxFrame)
        XCTAssertEqual(summary.outputFrames, 4)
        XCTAssertGreaterThan(summary.stillFramesSkipped, SessionLimits.maxFrame - 200, "the idle day is skipped, not ticked")
    }

    func test_aStillFramesLabelOnASheet_isTheFrameShownAtItsTime() {
        let frame = ExportFrame(number: 10, image: Bitmap(width: 1, height: 1), progress: nil, shownAt: 5...20, stillFrames: 8)

        // Frame 10 holds 5...12 (its own idle time), frames 11 to 18 show at 13 to 20.
        XCTAssertEqual([5, 12, 13, 16, 20].map(frame.number(shownAt:)), [10, 10, 11, 14, 18])
    }
}
