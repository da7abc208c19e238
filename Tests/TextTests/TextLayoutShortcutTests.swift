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

    func test_faceMemo_askedTwiceForEveryASCIICharacter_givesTheLibrarysFace() throws {
        // Setup: the Latin and fallback faces of a 17 pt font at 3x, and an empty memo.
        try requireSystemFonts()
        let library = FontLibrary.shared
        let faces = library.faces(for: TextFont(size: 17), scale: 3)
        let memo = FaceMemo()
        let characters = (0..<128).map { Character(Unicode.Scalar(UInt8($0))) } + ["\r\n", "é", "一"]

        for c in characters {
            // Action: ask the memo twice (filling it, then reading it).
            let first = memo.face(for: c, in: faces, library: library)
            let second = memo.face(for: c, in: faces, library: library)

            // Assertions: ASCII is answered with the library's face; other characters are left
            // to the library.
            let expected = library.face(for: c, in: faces)
            if c.unicodeScalars.first!.value < 128 {
                XCTAssertEqual(first, .some(expected))
                XCTAssertEqual(second, .some(expected))
            } else {
                XCTAssertEqual(first, .none, "\(c) is left to the library")
            }
        }
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
}
