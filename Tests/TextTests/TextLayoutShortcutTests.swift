import XCTest
@testable import Text

/// The shortcuts layout takes for speed give the answers of the slow paths they skip.
final class TextLayoutShortcutTests: XCTestCase {
    func test_classify_everyASCIICharacter_matchesTheSets() {
        // Setup: all 128 ASCII characters and the two-scalar "\r\n".
        let characters = (0..<128).map { Character(Unicode.Scalar(UInt8($0))) } + ["\r\n"]

        // Action and assertions: the switch gives the class the sets give.
        for c in characters {
            XCTAssertEqual(LineBreaking.classify(c), LineBreaking.classifyBySets(c), "\(c.unicodeScalars.map(\.value))")
        }
    }

    func test_classify_everyScalarOfTheCJKBlocks_matchesTheSets() {
        // Setup: every scalar of the blocks classed by value, a few characters around them (a
        // compatibility ideograph and U+2329, canonically equivalent to scalars inside; a kana
        // with its voicing mark as a second scalar), and the sets' members.
        let blocks = [0x3000...0x9FFF, 0xAC00...0xD7A3, 0xFF00...0xFFEF]
        var characters = blocks.flatMap { $0 }.map { Character(Unicode.Scalar(UInt32($0))!) }
        characters += ["\u{F900}", "\u{2329}", "\u{232A}", "\u{304B}\u{3099}", "\u{30FD}\u{3099}", "\u{2FFF}", "\u{FFF0}"]
        characters += Array(LineBreaking.closing) + Array(LineBreaking.opening)

        // Action and assertions: the class by value is the class by the sets.
        for c in characters {
            XCTAssertEqual(LineBreaking.classify(c), LineBreaking.classifyBySets(c), "\(c.unicodeScalars.map(\.value))")
        }
        XCTAssertNil(LineBreaking.classifyCJK("\u{2329}"), "outside the blocks, the sets decide")
        XCTAssertNil(LineBreaking.classifyCJK("\u{304B}\u{3099}"), "two scalars: the sets decide")
        XCTAssertEqual(LineBreaking.classifyCJK("\u{3008}"), .opening)
        XCTAssertEqual(LineBreaking.classifyCJK("\u{4E00}"), .wide)
    }

    func test_isLineSeparator_matchesComparingCharacters() {
        // Setup: every ASCII character, "\r\n", the Unicode separators and characters near them.
        let characters = (0..<128).map { Character(Unicode.Scalar(UInt8($0))) }
            + ["\r\n", "\u{85}", "\u{2027}", "\u{2028}", "\u{2029}", "\u{202A}", "é", "一"]

        // Action and assertions: the shortcut answers as the comparisons it replaced.
        for c in characters {
            let compared = c == "\n" || c == "\r\n" || c == "\r" || c == "\u{2028}" || c == "\u{2029}"
            XCTAssertEqual(LineBreaking.isLineSeparator(c), compared, "\(c.unicodeScalars.map(\.value))")
        }
        XCTAssertEqual(LineBreaking.paragraphs(of: "a\r\nb\u{2029}c\td"), ["a", "b", "c d"])
    }

    func test_exactText_twoSpellingsOfOneText_areTwoKeys() {
        // Setup: "é" as one scalar and as "e" with a combining accent, equal as Swift strings.
        let composed = "\u{E9}", decomposed = "e\u{301}"
        XCTAssertEqual(composed, decomposed)

        // Action: key a dictionary by each spelling, and by the first again.
        var widths: [ExactText: Int] = [:]
        widths[ExactText(composed)] = 1
        widths[ExactText(decomposed)] = 2
        widths[ExactText(String(composed.unicodeScalars))] = 3

        // Assertions: the spellings are apart; the same bytes are one key.
        XCTAssertEqual(widths.count, 2)
        XCTAssertEqual(widths[ExactText(decomposed)], 2)
        XCTAssertEqual(widths[ExactText("\u{E9}")], 3)
        XCTAssertEqual(ExactText(""), ExactText(String()))
    }

    func test_faceMemo_askedTwiceForEveryCharacter_givesTheLibrarysFace() throws {
        // Setup: the Latin and fallback faces of a 17 pt font at 3x, an empty memo, and ASCII,
        // Latin letters, CJK, kana, a combining sequence and characters no file draws.
        try requireSystemFonts()
        let library = FontLibrary.shared
        let faces = library.faces(for: TextFont(size: 17), scale: 3)
        let memo = FaceMemo()
        let characters = (0..<128).map { Character(Unicode.Scalar(UInt8($0))) }
            + ["\r\n", "é", "e\u{301}", "一", "字", "か", "。", "\u{10FFFD}", "\u{E000}", "😀"]

        for c in characters {
            // Action: ask the memo twice (filling it, then reading it).
            let first = memo.face(for: c, in: faces, library: library)
            let second = memo.face(for: c, in: faces, library: library)

            // Assertions: both answers are the library's face.
            let expected = library.face(for: c, in: faces)
            XCTAssertEqual(first, .some(expected), "\(c.unicodeScalars.map(\.value))")
            XCTAssertEqual(second, .some(expected), "\(c.unicodeScalars.map(\.value))")
        }
        XCTAssertNotEqual(library.face(for: "一", in: faces), library.face(for: "a", in: faces),
                          "the CJK character is drawn by the other file, so the memo keeps two faces")
    }

    func test_widthKey_facesDifferingOnlyInFile_areDifferentKeys() {
        // Setup: two faces alike but for their file.
        let a = FontFace(file: FontFile(path: "/a.ttf", package: "p"), quarterPixels: 68, emboldened: false,
                         italic: false, isFallback: false)
        var b = a
        b.file.path = "/b.ttf"

        // Action: store a width under each.
        var cache: [FontLibrary.WidthKey: Int] = [:]
        cache[FontLibrary.WidthKey(face: a, text: "x")] = 1
        cache[FontLibrary.WidthKey(face: b, text: "x")] = 2

        // Assertions: the hash leaves the path out, but the keys stay apart.
        XCTAssertEqual(cache.count, 2)
        XCTAssertEqual(cache[FontLibrary.WidthKey(face: a, text: "x")], 1)
        XCTAssertEqual(cache[FontLibrary.WidthKey(face: b, text: "x")], 2)
    }

    func test_mergedRuns_aStretchAdvancingAsItsRuns_isOneRun_andFacesNeverJoin() throws {
        // Setup: runs measured as a line makes them, of two faces, and one without a face.
        try requireSystemFonts()
        let renderer = TextRenderer.shared, library = renderer.library
        let faces = library.faces(for: TextFont(size: 17), scale: 3)
        let latin = try XCTUnwrap(faces.latin), cjk = try XCTUnwrap(faces.fallback)
        func run(_ text: String, _ face: FontFace?, at x: Int) -> TextRun {
            TextRun(text: text, face: face, x: x, width: face.map { library.width(of: text, face: $0) } ?? 10)
        }
        // Words ending in a space: SDL_ttf's width of text ending in ink counts the ink past the
        // last advance, so "one" and "two" do not add up to "onetwo".
        let one = run("one ", latin, at: 0), two = run("two ", latin, at: one.width)
        let han = run("字", cjk, at: one.width + two.width)
        let bare = run("?", nil, at: han.x + han.width), bare2 = run("?", nil, at: bare.x + 10)
        XCTAssertEqual(library.width(of: "one two ", face: latin), one.width + two.width, "the stretch advances as its runs")

        // Action.
        let merged = renderer.mergedRuns([one, two, han, bare, bare2])

        // Assertions: the Latin stretch is one run at the first's place; the others stay apart.
        XCTAssertEqual(merged.map(\.text), ["one two ", "字", "?", "?"])
        XCTAssertEqual(merged[0], TextRun(text: "one two ", face: latin, x: 0, width: one.width + two.width))
        XCTAssertEqual(Array(merged[1...]), [han, bare, bare2])
    }

    func test_mergedRuns_aStretchNotAdvancingAsItsRuns_isJoinedOneByOne() throws {
        // Setup: three runs of one face whose widths, as given, do not add up to the stretch's:
        // the first two are said to be one pixel narrower, the last one as measured.
        try requireSystemFonts()
        let renderer = TextRenderer.shared, library = renderer.library
        let latin = try XCTUnwrap(library.faces(for: TextFont(size: 17), scale: 3).latin)
        let a = library.width(of: "ab", face: latin), c = library.width(of: "cd", face: latin)
        let runs = [TextRun(text: "ab", face: latin, x: 0, width: a - 1),
                    TextRun(text: "cd", face: latin, x: a - 1, width: c - 1),
                    TextRun(text: "ef", face: latin, x: a + c - 2, width: library.width(of: "ef", face: latin))]

        let merged = renderer.mergedRuns(runs)

        // Assertions: no join advances as its parts, so the runs stay as they were, each
        // measured with the one before it.
        XCTAssertEqual(merged, runs)
    }
}
