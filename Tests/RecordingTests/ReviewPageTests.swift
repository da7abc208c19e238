import Foundation
import PNGCodec
import Raster
import Recording
import TestSupport
import XCTest

/// `export FILE -o review.html`: one self-contained page, checked as data and in a real browser
/// (Debian's chromium, headless, which `make deps` installs).
final class ReviewPageTests: XCTestCase {
    /// The page's size in the browser for the golden.
    static let window = (width: 1000, height: 820)

    func test_reviewPage_isOneSelfContainedFile_withEveryFrameTheMarksAndTheReleaseDecision() throws {
        guard ExportTestFiles.requireFFmpeg() else { return }
        let file = try ExportTestFiles.session("plain")
        let output = try ExportTestFiles.folder(for: self) + "/review.html"

        let summary = try SessionExporter(file: file, options: ExportOptions(output: output)).export(makeRoot: SessionScript.root(for:))

        let page = try String(contentsOfFile: output, encoding: .utf8)
        XCTAssertEqual(summary.format, .html)
        XCTAssertTrue(page.hasPrefix("<!DOCTYPE html>"))
        XCTAssertFalse(page.contains("://"), "nothing fetched: no URL in the page")
        XCTAssertTrue(page.contains("iphone-4.7 @1x portrait · format 3 · TransitionLab 0.6.0"), "the header")
        let data = try Self.pageData(page)
        let pictures = try XCTUnwrap(data["pictures"] as? [Int])
        XCTAssertEqual(pictures.count, file.lastFrame + 1, "one entry per simulated frame")
        let distinct = Set(pictures).count
        XCTAssertEqual(page.components(separatedBy: "\"data:image/webp;base64,").count - 1, distinct, "each distinct picture once")
        XCTAssertLessThan(distinct, pictures.count, "idle frames share their picture")
        let marks = try XCTUnwrap(data["marks"] as? [[String: Any]]).map { "\($0["frame"]!) \($0["label"]!)" }
        XCTAssertTrue(marks.contains("5 touch down") && marks.contains("64 touch up"), "\(marks)")
        XCTAssertTrue(marks.contains { $0.hasSuffix("pop began") } && marks.contains { $0.hasSuffix("pop finished") }, "\(marks)")
        let releases = try XCTUnwrap(data["releases"] as? [[String: Any]])
        XCTAssertEqual(releases.count, 1)
        XCTAssertEqual(releases.first?["frame"] as? Int, 64)
        XCTAssertEqual(releases.first?["decision"] as? String, "finish", "dragged past half way")
        XCTAssertEqual(releases.first?["outcome"] as? String, "finished")
        let plot = try XCTUnwrap(data["plot"] as? [[Any]])
        let percents = plot.compactMap { $0[1] as? Double }
        XCTAssertGreaterThan(percents.max() ?? 0, 50, "the pop's percent complete is plotted")
        XCTAssertTrue(plot.contains { ($0[2] as? Double ?? 0) > 100 }, "and the finger's velocity")
        XCTAssertLessThan(page.utf8.count, 1_000_000, "a 1.75 s session makes a page under a megabyte")
    }

    func test_reviewPage_ofAnAppDrivenPop_plotsTheFingersVelocityAtEveryFrameOfTheDrag() throws {
        guard ExportTestFiles.requireFFmpeg() else { return }
        // Seed 000 pops through its own UIPercentDrivenInteractiveTransition, fed by its own edge pan.
        let file = try ExportTestFiles.session("000-grid")
        let output = try ExportTestFiles.folder(for: self) + "/review.html"

        try SessionExporter(file: file, options: ExportOptions(output: output)).export(makeRoot: SessionScript.root(for:))

        let plot = try XCTUnwrap(try Self.pageData(String(contentsOfFile: output, encoding: .utf8))["plot"] as? [[Any]])
        let interactive = plot.filter { ($0[3] as? Int) == 1 }
        XCTAssertGreaterThan(interactive.count, 5, "the drag-pop runs interactively for several frames")
        XCTAssertTrue(interactive.allSatisfy { $0[2] is Double }, "a velocity at every frame the finger drives the pop")
        XCTAssertTrue(interactive.contains { abs($0[2] as? Double ?? 0) > 100 }, "and the finger moves")
    }

    func test_reviewPage_escapesTheSessionFilesText() throws {
        guard ExportTestFiles.requireFFmpeg() else { return }
        var file = try ExportTestFiles.session("plain")
        // A session file is hostile input: its free-form version must not become markup.
        file.header.version = "</script><script>alert(1)</script>"
        let output = try ExportTestFiles.folder(for: self) + "/review.html"
        var options = ExportOptions(output: output)
        options.to = ExportPosition("5f")

        try SessionExporter(file: file, options: options).export(makeRoot: SessionScript.root(for:))

        let page = try String(contentsOfFile: output, encoding: .utf8)
        XCTAssertFalse(page.contains("<script>alert"), "escaped")
        XCTAssertTrue(page.contains("TransitionLab &lt;/script&gt;&lt;script&gt;alert(1)&lt;/script&gt;"))
    }

    func test_reviewPage_inChromium_atFrame60_matchesTheGolden() throws {
        guard let chromium = Self.browser() else { return }
        let folder = try ExportTestFiles.folder(for: self)
        let output = try Self.plainPage(in: folder)

        // Frame 60 is mid-drag: the pop at about half, the finger moving right.
        let screenshot = try Self.screenshot(chromium: chromium, page: "file://\(output)#frame=60", folder: folder)

        try Self.assertLooksLike(screenshot, golden: "review-page-plain-frame60")
    }

    func test_reviewPage_onAPhoneSizedScreen_fitsItsWidth_withItsControlsOnScreen() throws {
        guard let chromium = Self.browser() else { return }
        let folder = try ExportTestFiles.folder(for: self)
        let output = try Self.plainPage(in: folder)
        // Headless chromium's window is at least 500 px wide, so the page is shown in a 390 x 844
        // frame; a script added after the player's posts the page's measures to the frame's parent.
        let probe = "<script>parent.postMessage([document.documentElement.scrollWidth, "
            + "Math.round(document.getElementById('next').getBoundingClientRect().right), "
            + "Math.round(document.getElementById('plot').getBoundingClientRect().right)].join(' '), '*');</script>"
        try (String(contentsOfFile: output, encoding: .utf8).replacingOccurrences(of: "</body>", with: probe + "</body>"))
            .write(toFile: folder + "/measured.html", atomically: true, encoding: .utf8)
        let phone = try Self.phoneFrame(showing: "measured.html", in: folder, scripts: true,
                                        parentScript: "window.addEventListener('message', function (e) { document.title = e.data; });")

        let title = try Self.title(chromium: chromium, page: "file://\(phone)", width: 500, height: 844, folder: folder)

        let numbers = title.split(separator: " ").compactMap { Int($0) }
        XCTAssertEqual(numbers.count, 3, "measures read back: '\(title)'")
        XCTAssertLessThanOrEqual(numbers.first ?? .max, 390, "no sideways scrolling on a 390 pt wide screen")
        XCTAssertTrue(numbers.dropFirst().allSatisfy { $0 <= 390 }, "the controls and the plot inside the screen: \(numbers)")
    }

    func test_reviewPage_withJavaScriptOff_saysWhatItNeeds_andShowsNoBrokenPlayer() throws {
        guard let chromium = Self.browser() else { return }
        let folder = try ExportTestFiles.folder(for: self)
        _ = try Self.plainPage(in: folder, to: ExportPosition("5f"))

        // A sandbox without scripts turns JavaScript off inside the frame (chromium's own switch
        // for that stops its headless screenshots).
        let phone = try Self.phoneFrame(showing: "review.html", in: folder, scripts: false)

        let screenshot = try Self.screenshot(chromium: chromium, page: "file://\(phone)", folder: folder, width: 500, height: 844)
            .cropped(to: PixelRect(x: 0, y: 0, width: 390, height: 844))

        try Self.assertLooksLike(screenshot, golden: "review-page-without-javascript")
    }

    // MARK: Helpers

    /// The page's `DATA` object.
    static func pageData(_ page: String) throws -> [String: Any] {
        let line = try XCTUnwrap(page.split(separator: "\n").first { $0.hasPrefix("const DATA = ") })
        let json = line.dropFirst("const DATA = ".count).dropLast()
        return try XCTUnwrap(try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any])
    }

    /// Exports the plain demo's session as `review.html` in `folder` (to `end`, or all of it);
    /// returns its path.
    static func plainPage(in folder: String, to end: ExportPosition? = nil) throws -> String {
        var options = ExportOptions(output: folder + "/review.html")
        options.to = end
        try SessionExporter(file: try ExportTestFiles.session("plain"), options: options).export(makeRoot: SessionScript.root(for:))
        return options.output
    }

    /// Chromium's path when it and ffmpeg are installed; otherwise nil, having failed the test
    /// with what to install.
    static func browser() -> String? {
        guard ExportTestFiles.requireFFmpeg() else { return nil }
        guard let chromium = ExportTestFiles.which("chromium") else {
            XCTFail("chromium is not installed, so the review page cannot be tested in a browser: run `make deps`")
            return nil
        }
        return chromium
    }

    /// Chromium's picture of `page`, headless, after its scripts ran.
    static func screenshot(chromium: String, page: String, folder: String,
                           width: Int = window.width, height: Int = window.height) throws -> Bitmap {
        let path = folder + "/screenshot.png"
        _ = try runChromium(chromium, folder: folder, arguments: ["--window-size=\(width),\(height)", "--screenshot=\(path)", page])
        guard FileManager.default.fileExists(atPath: path) else { throw BrowserFailure("chromium wrote no screenshot") }
        return try Bitmap(contentsOfPNGFile: path)
    }

    /// Writes a page beside `name` in `folder` that shows it in a 390 x 844 frame (a phone's
    /// screen, in CSS pixels), with or without scripts in the frame, and `parentScript` run in
    /// the page itself; returns its path.
    static func phoneFrame(showing name: String, in folder: String, scripts: Bool, parentScript: String = "") throws -> String {
        let path = folder + "/phone-frame.html"
        let sandbox = scripts ? "" : " sandbox=\"allow-same-origin\""
        try """
            <!DOCTYPE html><html><body style="margin:0;background:#fff">\
            <iframe\(sandbox) src="\(name)" style="border:0;width:390px;height:844px"></iframe>\
            <script>\(parentScript)</script></body></html>
            """.write(toFile: path, atomically: true, encoding: .utf8)
        return path
    }

    /// The document's title after its scripts ran in a window of `width` x `height`.
    static func title(chromium: String, page: String, width: Int, height: Int, folder: String) throws -> String {
        let dom = try runChromium(chromium, folder: folder, arguments: ["--window-size=\(width),\(height)", "--dump-dom", page])
        guard let open = dom.range(of: "<title>"), let close = dom.range(of: "</title>", range: open.upperBound..<dom.endIndex) else {
            throw BrowserFailure("no title in chromium's DOM")
        }
        return String(dom[open.upperBound..<close.lowerBound])
    }

    /// Runs headless chromium with `arguments` after the common ones; returns what it printed.
    private static func runChromium(_ chromium: String, folder: String, arguments: [String]) throws -> String {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: chromium)
        process.arguments = ["--headless", "--no-sandbox", "--disable-gpu", "--hide-scrollbars", "--force-device-scale-factor=1",
                             "--user-data-dir=\(folder)/profile", "--no-first-run", "--virtual-time-budget=5000"] + arguments
        // Standard error to a file, so only one pipe is read and neither can fill and stall chromium.
        let errorsPath = folder + "/chromium-errors.txt"
        _ = FileManager.default.createFile(atPath: errorsPath, contents: nil)
        let output = Pipe()
        process.standardOutput = output
        process.standardError = FileHandle(forWritingAtPath: errorsPath)
        try process.run()
        let printed = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        guard process.terminationStatus == 0 else {
            let said = (try? Data(contentsOf: URL(fileURLWithPath: errorsPath))) ?? Data()
            throw BrowserFailure("chromium failed (status \(process.terminationStatus)): \(String(decoding: said.suffix(2000), as: UTF8.self))")
        }
        return String(decoding: printed, as: UTF8.self)
    }

    /// Compares `picture` with the golden `name` in this class's folder of goldens beside this
    /// file, allowing what font rendering varies (up to 1% of the pixels off by more than a
    /// little); records it when missing or with RECORD_SNAPSHOTS=1, and fails, as goldens do.
    static func assertLooksLike(_ picture: Bitmap, golden name: String, file: StaticString = #filePath, line: UInt = #line) throws {
        let goldenPath = GoldenPaths.goldenFile(named: name, testClass: String(describing: self), forTestFile: "\(file)")
        if ProcessInfo.processInfo.environment["RECORD_SNAPSHOTS"] == "1" || !FileManager.default.fileExists(atPath: goldenPath) {
            try GoldenPaths.createParentFolder(of: goldenPath)
            try picture.writePNG(toFile: goldenPath)
            return XCTFail("recorded \(goldenPath): look at it, then run again", file: file, line: line)
        }
        let golden = try Bitmap(contentsOfPNGFile: goldenPath)
        guard golden.width == picture.width, golden.height == picture.height else {
            return XCTFail("\(name): \(picture.width)x\(picture.height), golden \(golden.width)x\(golden.height)", file: file, line: line)
        }
        var differing = 0
        for (a, b) in zip(golden.pixels, picture.pixels) where a != b {
            let most = stride(from: UInt32(0), to: 32, by: 8).map { abs(Int(a >> $0 & 0xff) - Int(b >> $0 & 0xff)) }.max()!
            if most > 40 { differing += 1 }
        }
        let allowed = golden.pixels.count / 100
        if differing > allowed {
            let actualPath = NSTemporaryDirectory() + "\(name)-actual.png"
            try? picture.writePNG(toFile: actualPath)
            XCTFail("\(name): \(differing) pixels differ (at most \(allowed) may); the browser's picture is \(actualPath)", file: file, line: line)
        }
    }
}

/// Chromium could not make the screenshot: thrown, so the test fails with what it said.
struct BrowserFailure: Error, CustomStringConvertible {
    let description: String
    init(_ description: String) { self.description = description }
}
