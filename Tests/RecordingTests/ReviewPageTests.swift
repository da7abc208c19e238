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
        guard ExportTestFiles.requireFFmpeg() else { return }
        guard let chromium = ExportTestFiles.which("chromium") else {
            return XCTFail("chromium is not installed, so the review page cannot be tested in a browser: run `make deps`")
        }
        let folder = try ExportTestFiles.folder(for: self)
        let output = folder + "/review.html"
        try SessionExporter(file: try ExportTestFiles.session("plain"), options: ExportOptions(output: output))
            .export(makeRoot: SessionScript.root(for:))

        // Frame 60 is mid-drag: the pop at about half, the finger moving right.
        let screenshot = try Self.screenshot(chromium: chromium, page: "file://\(output)#frame=60", folder: folder)

        try Self.assertLooksLike(screenshot, golden: "review-page-plain-frame60")
    }

    // MARK: Helpers

    /// The page's `DATA` object.
    static func pageData(_ page: String) throws -> [String: Any] {
        let line = try XCTUnwrap(page.split(separator: "\n").first { $0.hasPrefix("const DATA = ") })
        let json = line.dropFirst("const DATA = ".count).dropLast()
        return try XCTUnwrap(try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any])
    }

    /// Chromium's picture of `page`, headless, after its scripts ran.
    static func screenshot(chromium: String, page: String, folder: String) throws -> Bitmap {
        let path = folder + "/screenshot.png"
        let process = Process()
        process.executableURL = URL(fileURLWithPath: chromium)
        process.arguments = ["--headless", "--no-sandbox", "--disable-gpu", "--hide-scrollbars", "--force-device-scale-factor=1",
                             "--user-data-dir=\(folder)/profile", "--no-first-run", "--virtual-time-budget=5000",
                             "--window-size=\(window.width),\(window.height)", "--screenshot=\(path)", page]
        let errors = Pipe()
        process.standardOutput = FileHandle.nullDevice
        process.standardError = errors
        try process.run()
        let said = errors.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        guard process.terminationStatus == 0, FileManager.default.fileExists(atPath: path) else {
            throw BrowserFailure("chromium failed (status \(process.terminationStatus)): \(String(decoding: said.suffix(2000), as: UTF8.self))")
        }
        return try Bitmap(contentsOfPNGFile: path)
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
