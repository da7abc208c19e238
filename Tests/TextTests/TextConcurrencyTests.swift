import Foundation
import Raster
import XCTest
@testable import Text

/// Two threads laying out and drawing text at once, as a worker preparing a page's labels and
/// the main thread displaying them do (issue 37): the same layouts and pixels as one thread.
final class TextConcurrencyTests: XCTestCase {
    /// Paragraphs of Latin and CJK text at several sizes and widths, each different.
    private static let cases: [(text: String, style: TextStyle, width: Double)] = (0..<48).map { i in
        let words = ["Swipe", "from the left edge", "to pop,", "返回", "or tap", "a row", "of the list", "to push", "its detail page."]
        let text = (0..<(6 + i % 9)).map { words[($0 * 7 + i) % words.count] }.joined(separator: " ") + " \(i)"
        let style = sans(Double(12 + i % 7)) { $0.maximumNumberOfLines = i % 4; $0.lineBreakMode = i % 3 == 0 ? .truncatingTail : .wordWrapping }
        return (text, style, Double(90 + 23 * (i % 6)))
    }

    /// Each case laid out and drawn by `renderer`, in order.
    private static func results(of cases: ArraySlice<(text: String, style: TextStyle, width: Double)>,
                                with renderer: TextRenderer) -> [(TextLayout, Bitmap)] {
        cases.map { c in
            let layout = renderer.layout(c.text, style: c.style, maxWidth: c.width, scale: 3)
            return (layout, renderer.image(of: layout, color: .black))
        }
    }

    func test_twoThreads_layingOutAndDrawingAtOnce_giveWhatOneThreadGives() throws {
        // Setup: what one thread gives, with a library of its own.
        try requireSystemFonts()
        let serial = Self.results(of: Self.cases[...], with: TextRenderer(library: FontLibrary()))
        let shared = TextRenderer(library: FontLibrary())
        let half = Self.cases.count / 2
        nonisolated(unsafe) var worker: [(TextLayout, Bitmap)] = []

        // Action: a worker takes the second half (backward, as a preparation does) while this
        // thread takes the first, then each takes the other's half, all through one renderer.
        let done = DispatchSemaphore(value: 0)
        Thread.detachNewThread {
            worker = Self.results(of: Self.cases[half...].reversed()[...], with: shared)
            _ = Self.results(of: Self.cases[..<half], with: shared)
            done.signal()
        }
        let main = Self.results(of: Self.cases[..<half], with: shared)
        done.wait()
        let again = Self.results(of: Self.cases[...], with: shared)

        // Assertions: every layout and every picture is the one-thread one.
        let parallel = main + worker.reversed()
        for i in Self.cases.indices {
            XCTAssertEqual(parallel[i].0, serial[i].0, "layout \(i)")
            XCTAssertEqual(parallel[i].1, serial[i].1, "picture \(i)")
            XCTAssertEqual(again[i].0, serial[i].0, "cached layout \(i)")
            XCTAssertEqual(again[i].1, serial[i].1, "cached picture \(i)")
        }
    }

    func test_layout_withLinesOnTwoThreads_equalsTheOneThreadLayout() throws {
        // Setup: long paragraphs (many lines each), Latin and CJK, some cut by a line limit.
        try requireSystemFonts()
        let texts = (0..<12).map { i in
            String(repeating: i % 2 == 0 ? "这是一篇示例新闻的正文，用来展示转场。" : "A paragraph long enough to wrap on many lines, word after word. ", count: 3 + i % 4)
        }

        for (i, text) in texts.enumerated() {
            let style = sans(Double(13 + i % 5)) { $0.maximumNumberOfLines = i % 3 == 0 ? 5 : 0; $0.lineBreakMode = .truncatingTail }

            // Action: the same text laid out by two fresh renderers, with one thread and with two.
            let one = TextRenderer(library: FontLibrary()).layout(text, style: style, maxWidth: 140 + Double(i * 9), scale: 3)
            let two = TextRenderer(library: FontLibrary()).layout(text, style: style, maxWidth: 140 + Double(i * 9), scale: 3, threads: 2)

            // Assertions: the same lines, runs and widths, and enough lines to share.
            XCTAssertGreaterThanOrEqual(one.lines.count, 4, "text \(i) wraps on enough lines")
            XCTAssertEqual(two, one, "text \(i)")
        }
    }

    func test_prepareRuns_thenDrawing_rendersNoRunAgain() throws {
        // Setup: a layout of Latin and CJK text, nothing rendered yet.
        try requireSystemFonts()
        let renderer = TextRenderer(library: FontLibrary())
        let layout = renderer.layout("Tap a row to push its page 返回 twice", style: sans(17), maxWidth: 150, scale: 3)
        let before = renderer.library.renderedRuns

        // Action: prepare the runs on another thread, then draw here.
        let done = DispatchSemaphore(value: 0)
        Thread.detachNewThread { renderer.prepareRuns(of: layout); done.signal() }
        done.wait()
        let prepared = renderer.library.renderedRuns
        let image = renderer.image(of: layout, color: .black)

        // Assertions: preparing rendered every run, drawing none, and the pixels are a fresh
        // renderer's.
        let distinctRuns = Set(layout.lines.flatMap { $0.runs.map { "\($0.text)|\($0.face!.quarterPixels)|\($0.face!.isFallback)" } })
        XCTAssertEqual(prepared - before, distinctRuns.count)
        XCTAssertEqual(renderer.library.renderedRuns, prepared)
        let fresh = TextRenderer(library: FontLibrary())
        XCTAssertEqual(image, fresh.image(of: fresh.layout("Tap a row to push its page 返回 twice", style: sans(17), maxWidth: 150, scale: 3),
                                          color: .black))
    }
}
