import XCTest
import PNGCodec
import Raster
import Recording
import Simulator
import UIKit

/// Exports show time as lived: the idle time recorded as waits holds the frame before it in a
/// video, a GIF, a contact sheet's sampling and the review page's player; `--skip-idle` plays
/// it at once; a PNG frame is written once however long it is held; and a video is capped.
final class ExportIdleTimeTests: XCTestCase {
    /// The plain demo: 3 frames, 2 s idle (120 frames), a tap, 30 frames, 1 s idle, the end.
    private func sessionWithIdleTime() throws -> SessionFile {
        let script = try SessionScript(demo: "plain", path: try ExportTestFiles.folder(for: self) + "/idle.jsonl")
        script.wait(3)
        script.recorder.idleTimePassed(frames: 120)
        script.tap(CGPoint(x: 187.5, y: 452))
        script.wait(30)
        script.recorder.idleTimePassed(frames: 60)
        return try script.finish()
    }

    func test_timeline_holdsEachFrameForItsWait_andMapsTimeBothWays() throws {
        let timeline = ExportTimeline(lastFrame: 10, waits: [(9, 12), (2, 30), (9, 3)])
        let skipping = ExportTimeline(lastFrame: 10, waits: [(9, 12), (2, 30), (9, 3)], skippingIdle: true)

        XCTAssertEqual(timeline.length, 11 + 45)
        XCTAssertEqual(timeline.span(of: 1), 1...1)
        XCTAssertEqual(timeline.span(of: 2), 2...32)
        XCTAssertEqual(timeline.span(of: 3), 33...33)
        XCTAssertEqual(timeline.span(of: 9), 39...54)
        XCTAssertEqual(timeline.span(of: 10), 55...55)
        XCTAssertEqual((0..<timeline.length).map(timeline.frame(at:)),
                       [0, 1] + Array(repeating: 2, count: 31) + [3, 4, 5, 6, 7, 8] + Array(repeating: 9, count: 16) + [10])
        XCTAssertEqual(try timeline.range(from: .frame(3), to: .frame(9)), 33...54, "a frame number runs to the end of its hold")
        XCTAssertEqual(try timeline.range(from: .seconds(0.5), to: nil), 30...55, "seconds count time as lived")
        XCTAssertEqual(timeline.idleFrames(in: 0...55), 45)
        XCTAssertThrowsError(try timeline.range(from: .seconds(1), to: nil)) { error in
            XCTAssertTrue("\(error)".contains("as lived"), "\(error)")
        }
        XCTAssertEqual(skipping.length, 11)
        XCTAssertEqual(skipping.span(of: 9), 9...9)
        XCTAssertEqual(skipping.recordedIdleFrames, 45)
        XCTAssertEqual(skipping.idleFrames(in: 0...10), 0)
    }

    func test_mp4AndGif_lastAsLongAsTheSessionWasLived_andSkipIdlePlaysItAtOnce() throws {
        guard ExportTestFiles.requireFFmpeg() else { return }
        let file = try sessionWithIdleTime()
        let folder = try ExportTestFiles.folder(for: self)
        let frames = file.lastFrame + 1, lived = frames + 180
        var skipping = ExportOptions(output: folder + "/skipped.mp4")
        skipping.skipIdle = true

        let mp4 = try SessionExporter(file: file, options: ExportOptions(output: folder + "/lived.mp4")).export(makeRoot: SessionScript.root(for:))
        let skipped = try SessionExporter(file: file, options: skipping).export(makeRoot: SessionScript.root(for:))
        let gif = try SessionExporter(file: file, options: ExportOptions(output: folder + "/lived.gif")).export(makeRoot: SessionScript.root(for:))

        XCTAssertEqual(try ExportTestFiles.probe(folder + "/lived.mp4")["nb_read_frames"], "\(lived)", "3 s of idle time held")
        XCTAssertEqual(mp4.outputFrames, lived)
        XCTAssertTrue(mp4.description.contains("3.00 s of it idle"), mp4.description)
        XCTAssertEqual(try ExportTestFiles.probe(folder + "/skipped.mp4")["nb_read_frames"], "\(frames)")
        XCTAssertTrue(skipped.description.contains("3.00 s idle skipped"), skipped.description)
        XCTAssertEqual(try ExportTestFiles.probe(folder + "/lived.gif")["nb_read_frames"],
                       "\(ExportFormat.gif.outputFrameCount(simulatedFrames: lived))")
        XCTAssertEqual(gif.outputFrames, ExportFormat.gif.outputFrameCount(simulatedFrames: lived))
    }

    func test_gifFramesOfAHeldPicture_matchTheGifClock() {
        // Output frame k of a GIF shows the 60 Hz offset floor(k * 6 / 5): pictures held for
        // spans in a row give exactly the GIF's frames, whatever the spans.
        let spans = [0...0, 1...40, 41...41, 42...42, 43...100, 101...101]

        let counts = spans.map(ExportFormat.gif.outputFrames(shownFor:))

        XCTAssertEqual(counts.reduce(0, +), ExportFormat.gif.outputFrameCount(simulatedFrames: 102))
        XCTAssertEqual(counts[1], (1...40).filter { o in (0...100).contains { ExportFormat.gif.sourceOffset(forOutputFrame: $0) == o } }.count)
        XCTAssertEqual(spans.map(ExportFormat.mp4.outputFrames(shownFor:)), spans.map(\.count))
    }

    func test_pngFrames_writeAHeldFrameOnce_andTheRangeCountsTimeAsLived() throws {
        let file = try sessionWithIdleTime()
        let folder = try ExportTestFiles.folder(for: self)
        var options = ExportOptions(output: folder + "/frames")
        // 2.5 s as lived is after the 2 s hold at frame 3: frame 3 + (150 - 123) = 30.
        options.from = ExportPosition("2.5")

        let summary = try SessionExporter(file: file, options: options).export(makeRoot: SessionScript.root(for:))

        let names = ExportTestFiles.files(in: folder + "/frames")
        XCTAssertEqual(summary.frames, 30...file.lastFrame)
        XCTAssertEqual(names.count, file.lastFrame - 30 + 1, "one file per frame, the held last one once")
        XCTAssertEqual(names.first, "frame-000030.png")
    }

    func test_contactSheet_samplesTimeAsLived_soAHeldFrameFillsTilesForItsIdleTime() throws {
        let folder = try ExportTestFiles.folder(for: self)
        let sheet = try ContactSheet(outputPath: folder + "/sheet.png", title: "held", frameCount: 631, tiles: 4, columns: 2)
        let image = Bitmap(width: 40, height: 80, color: RGBA8(r: 200, g: 40, b: 40, a: 255))

        // Frame 0 shows for one output frame, frame 1 for the 630 after it (10.5 s idle).
        let wants = [sheet.wantsFrame(shownAt: 0...0), sheet.wantsFrame(shownAt: 1...630)]
        try sheet.write(ExportFrame(number: 0, image: image, progress: nil, shownAt: 0...0))
        try sheet.write(ExportFrame(number: 1, image: image, progress: nil, shownAt: 1...630))
        try sheet.finish()

        XCTAssertEqual(sheet.sampleOffsets, [0, 210, 420, 630])
        XCTAssertEqual(wants, [true, true])
        XCTAssertEqual(sheet.outputFrameCount, 4, "the held frame is three tiles, at 3.5 s, 7 s and 10.5 s")
        XCTAssertLessThanOrEqual(sheet.mostTilesHeld, 2)
        XCTAssertNoThrow(try Bitmap(contentsOfPNGFile: folder + "/sheet.png"))
    }

    func test_videoLongerThanTheCap_isRefused_suggestingSkipIdle_andSkipIdleExportsIt() throws {
        guard ExportTestFiles.requireFFmpeg() else { return }
        // Eleven minutes idle after frame 3: as lived, too long for a video.
        let file = try SessionFile(text: """
        {"demo":"plain","device":"iphone-4.7","format":3,"kind":"transition-lab-session","orientation":"portrait","scale":1,"version":"0.6.0"}
        [3,"w",39600]
        [10,"end"]

        """)
        let folder = try ExportTestFiles.folder(for: self)
        var skipping = ExportOptions(output: folder + "/short.mp4")
        skipping.skipIdle = true

        XCTAssertThrowsError(try SessionExporter(file: file, options: ExportOptions(output: folder + "/long.mp4"))
            .export(makeRoot: SessionScript.root(for:))) { error in
            guard case ExportError.tooLong(let message) = error else { return XCTFail("\(error)") }
            XCTAssertTrue(message.contains("11:00.18"), message)
            XCTAssertTrue(message.contains("--skip-idle"), message)
            XCTAssertTrue(message.contains("--from"), message)
        }
        XCTAssertEqual(ExportTestFiles.files(in: folder), [], "nothing written")
        let summary = try SessionExporter(file: file, options: skipping).export(makeRoot: SessionScript.root(for:))
        XCTAssertEqual(summary.outputFrames, 11)
    }

    func test_reviewPage_knowsEachFramesHold_andItsPlayerCountsTimeAsLived_inChromium() throws {
        guard ExportTestFiles.requireFFmpeg() else { return }
        guard let chromium = ExportTestFiles.which("chromium") else {
            return XCTFail("chromium is not installed, so the review page cannot be tested in a browser: run `make deps`")
        }
        let file = try sessionWithIdleTime()
        let folder = try ExportTestFiles.folder(for: self)
        let output = folder + "/review.html"

        try SessionExporter(file: file, options: ExportOptions(output: output)).export(makeRoot: SessionScript.root(for:))
        let data = try ReviewPageTests.pageData(try String(contentsOfFile: output, encoding: .utf8))
        // Frame 10 is 7 frames after the tap at frame 3, which came after 2 s of idle time.
        let dom = try Self.dom(chromium: chromium, page: "file://\(output)#frame=10", folder: folder)

        XCTAssertEqual(data["holds"] as? [[Int]], [[3, 120], [file.lastFrame, 60]])
        XCTAssertTrue(dom.contains("frame 10 · 0:02.17"), "the caption's time is as lived (130 frames): \(Self.caption(dom))")
        XCTAssertTrue(dom.contains("id=\"timeline\" type=\"range\" min=\"0\" max=\"\(file.lastFrame + 180)\""),
                      "the timeline is time as lived: \(dom.components(separatedBy: "id=\"timeline\"").last?.prefix(80) ?? "")")
        XCTAssertTrue(dom.contains("<input type=\"checkbox\" id=\"skipIdle\">"), "skip idle is there and off")
    }

    /// The page's document after its scripts ran in headless chromium.
    static func dom(chromium: String, page: String, folder: String) throws -> String {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: chromium)
        process.arguments = ["--headless", "--no-sandbox", "--disable-gpu", "--user-data-dir=\(folder)/profile", "--no-first-run",
                             "--virtual-time-budget=3000", "--dump-dom", page]
        let output = Pipe()
        process.standardOutput = output
        process.standardError = FileHandle.nullDevice
        try process.run()
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        guard process.terminationStatus == 0 else { throw BrowserFailure("chromium --dump-dom failed (status \(process.terminationStatus))") }
        return String(decoding: data, as: UTF8.self)
    }

    /// The caption paragraph of a dumped page, for messages.
    static func caption(_ dom: String) -> String {
        String(dom.components(separatedBy: "id=\"caption\"").last?.prefix(120) ?? "")
    }
}
