import Raster
import XCTest
@testable import Text

final class TextLayoutTests: XCTestCase {
    let renderer = TextRenderer.shared

    func test_wordWrapping_atSpaces_wrapsAndTrailingSpacesHang() throws {
        try requireSystemFonts(cjk: false)
        let style = sans(17)
        let word = renderer.layout("three", style: style, scale: 2).width
        let layout = renderer.layout("one two three four", style: style, maxWidth: word * 2.2, scale: 2)
        XCTAssertEqual(layout.lines.map(\.text), ["one two ", "three four"])
        XCTAssertEqual(layout.lines[0].width, renderer.layout("one two", style: style, scale: 2).lines[0].width)
        XCTAssertEqual(layout.height, 2 * layout.lineHeight, accuracy: 1e-9)
    }

    func test_chineseText_wrapped_breaksBetweenAnyCharactersButNotBeforeClosingPunctuation() throws {
        try requireSystemFonts()
        let layout = renderer.layout("一二三四五六七八九十", style: sans(10), maxWidth: 45, scale: 1)
        XCTAssertEqual(layout.lines.map(\.text), ["一二三四", "五六七八", "九十"])
        let punctuated = renderer.layout("你好，世界。再见", style: sans(10), maxWidth: 25, scale: 1)
        XCTAssertFalse(punctuated.lines.contains { $0.text.hasPrefix("，") || $0.text.hasPrefix("。") },
                       "\(punctuated.lines.map(\.text))")
        XCTAssertTrue(punctuated.lines.allSatisfy { Double($0.width) <= 30 })
    }

    func test_hardLineBreaksAndLongWords_wrapped_breakByCharacter() throws {
        try requireSystemFonts(cjk: false)
        XCTAssertEqual(renderer.layout("a\nb\r\nc", style: sans(12), scale: 1).lines.map(\.text), ["a", "b", "c"])
        let long = renderer.layout("abcdefghijklmnop", style: sans(12), maxWidth: 40, scale: 1)
        XCTAssertGreaterThan(long.lines.count, 2)
        XCTAssertEqual(long.lines.map(\.text).joined(), "abcdefghijklmnop")
        XCTAssertTrue(long.lines.allSatisfy { $0.width <= 40 })
    }

    func test_characterWrapping_ofLongText_breaksInsideWords() throws {
        try requireSystemFonts(cjk: false)
        let width = renderer.layout("hello wor", style: sans(12), scale: 1).width
        let style = sans(12) { $0.lineBreakMode = .charWrapping }
        XCTAssertEqual(renderer.layout("hello world", style: style, maxWidth: width + 0.5, scale: 1).lines.map(\.text),
                       ["hello wor", "ld"])
    }

    func test_truncatingModes_whenTextOverflows_showAnEllipsisOnTheLastLine() throws {
        try requireSystemFonts(cjk: false)
        let text = "The quick brown fox jumps over the lazy dog"
        func lines(_ mode: LineBreakMode, maxLines: Int = 1) -> [String] {
            let style = sans(12) { $0.lineBreakMode = mode; $0.maximumNumberOfLines = maxLines }
            let layout = renderer.layout(text, style: style, maxWidth: 100, scale: 2)
            XCTAssertTrue(layout.isTruncated)
            if mode != .clipping { XCTAssertTrue(layout.lines.allSatisfy { $0.width <= 200 }) }
            return layout.lines.map(\.text)
        }
        XCTAssertTrue(lines(.truncatingTail)[0].hasPrefix("The quick"))
        XCTAssertTrue(lines(.truncatingTail)[0].hasSuffix("\u{2026}"))
        XCTAssertTrue(lines(.truncatingHead)[0].hasPrefix("\u{2026}"))
        XCTAssertTrue(lines(.truncatingHead)[0].hasSuffix("lazy dog"))
        let middle = lines(.truncatingMiddle)[0]
        XCTAssertTrue(middle.hasPrefix("The") && middle.hasSuffix("dog") && middle.contains("\u{2026}"), middle)
        XCTAssertEqual(lines(.clipping)[0], text, "clipping keeps the whole line, cut when drawn")
        let two = lines(.truncatingTail, maxLines: 2)
        XCTAssertEqual(two.count, 2)
        XCTAssertFalse(two[0].contains("\u{2026}"))
        XCTAssertTrue(two[1].hasSuffix("\u{2026}"))
    }

    func test_maxHeight_tooSmallForAllLines_keepsOnlyTheLinesThatFit() throws {
        try requireSystemFonts(cjk: false)
        let style = sans(10) { $0.lineBreakMode = .truncatingTail }
        let lineHeight = renderer.layout("x", style: style, scale: 1).lineHeight
        let layout = renderer.layout("a b c d e f g h", style: style, maxWidth: 12, maxHeight: lineHeight * 3, scale: 1)
        XCTAssertEqual(layout.lines.count, 3)
        XCTAssertTrue(layout.isTruncated)
        XCTAssertEqual(renderer.layout("a", style: style, maxWidth: 12, maxHeight: 1, scale: 1).lines.count, 1)
    }

    func test_alignment_leftCenterRight_shiftsTheInk() throws {
        try requireSystemFonts(cjk: false)
        func inkLeft(_ alignment: TextAlignment) throws -> Int {
            let layout = renderer.layout("Hi", style: sans(12) { $0.alignment = alignment }, maxWidth: 100, scale: 1)
            return try XCTUnwrap(inkBounds(renderer.image(of: layout, color: .black))).x0
        }
        let left = try inkLeft(.left), center = try inkLeft(.center), right = try inkLeft(.right)
        let width = Int(renderer.layout("Hi", style: sans(12), scale: 1).width)
        XCTAssertLessThan(left, 3)
        XCTAssertEqual(center - left, (100 - width) / 2, accuracy: 1)
        XCTAssertEqual(right - left, 100 - width, accuracy: 1)
        XCTAssertEqual(try inkLeft(.natural), left)
    }

    func test_lineHeight_withMultipleOrSpacing_growsTheText() throws {
        try requireSystemFonts(cjk: false)
        let plain = renderer.layout("a\nb", style: sans(10), scale: 1)
        let spaced = renderer.layout("a\nb", style: sans(10) { $0.lineSpacing = 4 }, scale: 1)
        let doubled = renderer.layout("a\nb", style: sans(10) { $0.lineHeightMultiple = 2 }, scale: 1)
        XCTAssertEqual(spaced.height - plain.height, 4, accuracy: 1e-9)
        XCTAssertEqual(doubled.height, 2 * plain.height, accuracy: 1e-9)
        XCTAssertEqual(plain.lineHeight, 10 * 1.164, accuracy: 0.05, "DejaVu Sans: ascent + descent = 1.164 em")
    }

    func test_layout_ofEmptyText_hasNoLines() {
        XCTAssertTrue(renderer.layout("", style: sans(12), scale: 2).lines.isEmpty)
        XCTAssertEqual(renderer.layout("", style: sans(12), scale: 2).height, 0)
    }
}
