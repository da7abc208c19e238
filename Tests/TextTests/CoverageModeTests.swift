import XCTest
@testable import Text

/// Runs are rendered with SDL_ttf's 8-bit mode (`TTF_RenderUTF8_Shaded`) for their coverage
/// (issue 37): its bytes must be the alpha of the 32-bit mode (`TTF_RenderUTF8_Blended`) the
/// renderer used before, or every golden with text would move.
final class CoverageModeTests: XCTestCase {
    /// Words that overlap glyphs (kerning, ligatures, italics), reach left of the pen or above
    /// the ascent, and come from the fallback face.
    private let samples = ["Hello, World", "AVAWAY Wa To Ty", "office affluent ffi", "jgyq|}{][", "Ånström — naïve café",
                           "Καλημέρα κόσμε", "Привет мир", "1234567890 !?", "W", ".", "こんにちは世界", "中文字体"]

    func test_renderCoverage_equalsTheAlphaOfBlendedRendering_forEveryFamilyStyleAndSize() throws {
        try requireSystemFonts()
        let library = FontLibrary(catalog: .system)
        var compared = 0

        for family in FontFamily.allCases {
            for (isBold, isItalic) in [(false, false), (true, false), (false, true), (true, true)] {
                for size in [9.0, 12.5, 17, 34] {
                    let faces = library.faces(for: TextFont(family: family, size: size, isBold: isBold, isItalic: isItalic), scale: 3)
                    for face in [faces.latin, faces.fallback].compactMap({ $0 }) {
                        for text in samples {
                            let pair = library.withFont(face) { font in
                                (FontLibrary.renderCoverage(of: text, font: font), FontLibrary.blendedAlpha(of: text, font: font))
                            }
                            guard let (coverage, blended) = pair else { return XCTFail("\(face) could not be opened") }

                            XCTAssertEqual(coverage?.width, blended?.width, "\(text) with \(face)")
                            XCTAssertEqual(coverage?.height, blended?.height, "\(text) with \(face)")
                            XCTAssertTrue(coverage?.alpha == blended?.alpha, "\(text) with \(face): coverage differs")
                            if coverage != nil { compared += 1 }
                        }
                    }
                }
            }
        }

        XCTAssertGreaterThan(compared, 400, "most samples have pixels to compare")
    }
}
