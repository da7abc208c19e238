import RasterTestSupport
import Raster
import XCTest
@testable import Text

final class TextRenderingTests: XCTestCase {
    let renderer = TextRenderer.shared

    func test_latinText_drawn_hasInkOfTheTintColorWithAPlausibleWidth() throws {
        try requireSystemFonts(cjk: false)
        let layout = renderer.layout("Hello", style: sans(17), scale: 2)
        // DejaVu Sans averages about 0.5 em per lowercase letter: 5 letters at 17 pt.
        XCTAssertEqual(layout.width, 43, accuracy: 8)
        XCTAssertEqual(layout.lines.count, 1)
        let red = RGBA8(red: 1, green: 0, blue: 0)
        let image = renderer.image(of: layout, color: red)
        XCTAssertGreaterThan(inkCount(image), 300)
        for pixel in image.pixels.map(RGBA8.init(packed:)) where pixel.a > 0 {
            XCTAssertEqual(pixel.r, pixel.a, "premultiplied red")
            XCTAssertEqual(pixel.g, 0); XCTAssertEqual(pixel.b, 0)
        }
        XCTAssertTrue(image.pixels.contains { RGBA8(packed: $0) == red }, "glyph stems are fully covered")
    }

    func test_chineseGlyphs_drawn_areRoughlyOneEmSquare() throws {
        try requireSystemFonts()
        let layout = renderer.layout("你好世界", style: sans(20), scale: 2)
        XCTAssertEqual(layout.width, 80, accuracy: 4, "four ideographs of 1 em each")
        XCTAssertTrue(layout.lines[0].runs.allSatisfy { $0.face?.isFallback == true }, "drawn with WenQuanYi")
        let blue = RGBA8(red: 0, green: 0, blue: 1)
        let image = renderer.image(of: layout, color: blue)
        let ink = try XCTUnwrap(inkBounds(image))
        XCTAssertGreaterThan(ink.width, 140)
        XCTAssertEqual(Double(ink.height), 40, accuracy: 10, "ink about one em tall")
        XCTAssertTrue(image.pixels.map(RGBA8.init(packed:)).allSatisfy { $0.r == 0 && $0.g == 0 && $0.b == $0.a })
    }

    func test_mixedText_drawn_picksAFacePerCharacterRun() throws {
        try requireSystemFonts()
        let layout = renderer.layout("Hi 你好!", style: sans(17), scale: 1)
        let runs = layout.lines[0].runs
        XCTAssertEqual(runs.map(\.text), ["Hi ", "你好", "!"])
        XCTAssertEqual(runs.map { $0.face?.isFallback }, [false, true, false])
        XCTAssertEqual(runs[1].x, runs[0].width, "runs follow each other")
    }

    func test_rendering_repeated_givesTheSamePixels() throws {
        try requireSystemFonts()
        let style = sans(15) { $0.alignment = .center }
        let a = renderer.image(of: renderer.layout("同一段文字 twice", style: style, maxWidth: 80, scale: 2), color: .black)
        let b = renderer.image(of: renderer.layout("同一段文字 twice", style: style, maxWidth: 80, scale: 2), color: .black)
        XCTAssertEqual(a, b)
    }

    func test_paragraph_latinAndChinese_matchesTheGolden() throws {
        try requireSystemFonts()
        let style = sans(15) { $0.alignment = .center; $0.lineSpacing = 2 }
        let layout = renderer.layout("Transitions 转场动画\n让页面之间的切换更自然。", style: style, maxWidth: 150, scale: 2)
        var bitmap = Bitmap(width: 300, height: Int((layout.height * 2).rounded(.up)), color: .white)
        renderer.draw(layout, color: RGBA8(red: 0.1, green: 0.2, blue: 0.6), into: &bitmap, x: 0, y: 0)
        assertGolden(bitmap, named: "latin-and-chinese-paragraph")
    }

    func test_fontFiles_missing_warnOnceAndDrawNothing() {
        var warnings: [String] = []
        let missing = FontFile(path: "/nonexistent/NoSuchFont.ttf", package: "fonts-nothing")
        let catalog = FontCatalog(latin: [.sans: FontFilePair(regular: missing, bold: missing)],
                                  fallback: FontFile(path: "/nonexistent/NoSuchCJK.ttc", package: "fonts-nothing-cjk"))
        let renderer = TextRenderer(library: FontLibrary(catalog: catalog) { warnings.append($0) })
        let layout = renderer.layout("Hello 你好", style: sans(10), maxWidth: 1000, scale: 1)
        _ = renderer.layout("again", style: sans(12), scale: 2)
        XCTAssertEqual(layout.lines.count, 1)
        XCTAssertEqual(layout.width, 5 * 5.5 + 5.5 + 2 * 10, accuracy: 3, "estimated advances keep layouts usable")
        var bitmap = Bitmap(width: 100, height: 20)
        renderer.draw(layout, color: .black, into: &bitmap, x: 0, y: 0)
        XCTAssertEqual(inkCount(bitmap), 0)
        XCTAssertEqual(warnings.count, 2, "one line per missing file: \(warnings)")
        XCTAssertTrue(warnings[0].contains("/nonexistent/NoSuchFont.ttf") && warnings[0].contains("fonts-nothing"))
        XCTAssertFalse(warnings.contains { $0.contains("\n") })
    }
}
