import TestSupport
import Raster
import XCTest
@testable import UIKit

/// `adjustsFontSizeToFitWidth` with `minimumScaleFactor`, as Apple documents them: the font
/// shrinks only when the text does not fit, only as far as it must, never below the factor.
final class UILabelFontShrinkTests: UIKitTestCase {
    /// A one-line label 120 pt wide with a title too long for it at 17 pt.
    private func titleLabel(adjusts: Bool, minimumScale: CGFloat, text: String = "Transitions everywhere") -> UILabel {
        let label = UILabel(frame: CGRect(x: 0, y: 0, width: 120, height: 30))
        label.text = text
        label.font = .systemFont(ofSize: 17)
        label.adjustsFontSizeToFitWidth = adjusts
        label.minimumScaleFactor = minimumScale
        return label
    }

    func test_adjustsFontSizeToFitWidth_textTooWide_shrinksUntilTheWholeTextFits() throws {
        try requireFontFiles()
        try withDrawingScreen {
            let plain = titleLabel(adjusts: false, minimumScale: 0.5)
            let shrinking = titleLabel(adjusts: true, minimumScale: 0.5)

            let cut = try XCTUnwrap(displayedBitmap(plain).flatMap(inkBox))
            let shrunk = try XCTUnwrap(displayedBitmap(shrinking).flatMap(inkBox))

            let fullWidth = plain.sizeThatFits(CGSize(width: 1000, height: 30)).width
            XCTAssertGreaterThan(fullWidth, 150, "the title needs more than the label's 120 pt at 17 pt")
            XCTAssertLessThan(shrunk.y1 - shrunk.y0, cut.y1 - cut.y0, "smaller letters")
            XCTAssertLessThanOrEqual(shrunk.x1, 240, "inside the bounds (2 px a point)")
            XCTAssertGreaterThan(shrunk.x1 - shrunk.x0, 200, "shrunk only as far as it must: most of the width used")
            XCTAssertEqual(shrinking.intrinsicContentSize, plain.intrinsicContentSize, "the size it asks for is the full font's")
        }
    }

    func test_adjustsFontSizeToFitWidth_minimumScaleFactorZero_keepsTheFont() throws {
        try requireFontFiles()
        try withDrawingScreen {
            let plain = try XCTUnwrap(displayedBitmap(titleLabel(adjusts: false, minimumScale: 0)))
            let adjusting = try XCTUnwrap(displayedBitmap(titleLabel(adjusts: true, minimumScale: 0)))

            XCTAssertEqual(adjusting.pixels, plain.pixels, "0 means no smaller font than the label's own")
        }
    }

    func test_adjustsFontSizeToFitWidth_textThatFits_isDrawnAtItsFont() throws {
        try requireFontFiles()
        try withDrawingScreen {
            let plain = try XCTUnwrap(displayedBitmap(titleLabel(adjusts: false, minimumScale: 0.5, text: "Grid")))
            let adjusting = try XCTUnwrap(displayedBitmap(titleLabel(adjusts: true, minimumScale: 0.5, text: "Grid")))

            XCTAssertEqual(adjusting.pixels, plain.pixels)
        }
    }

    func test_adjustsFontSizeToFitWidth_tooLongEvenAtTheMinimum_isCutAtTheMinimumScale() throws {
        try requireFontFiles()
        try withDrawingScreen {
            let long = "Transitions everywhere, in every orientation, on every device"
            let plain = try XCTUnwrap(displayedBitmap(titleLabel(adjusts: false, minimumScale: 0.9, text: long)).flatMap(inkBox))
            let atMinimum = try XCTUnwrap(displayedBitmap(titleLabel(adjusts: true, minimumScale: 0.9, text: long)).flatMap(inkBox))

            let ratio = Double(atMinimum.y1 - atMinimum.y0) / Double(plain.y1 - plain.y0)
            XCTAssertEqual(ratio, 0.9, accuracy: 0.08, "letters 90% as tall")
            XCTAssertLessThanOrEqual(atMinimum.x1, 240)
        }
    }

    func test_adjustsFontSizeToFitWidth_set_redrawsTheLabel() throws {
        try requireFontFiles()
        try withDrawingScreen {
            let label = titleLabel(adjusts: false, minimumScale: 0.5)
            let before = try XCTUnwrap(displayedBitmap(label))

            label.adjustsFontSizeToFitWidth = true
            let after = try XCTUnwrap(displayedBitmap(label))

            XCTAssertNotEqual(after.pixels, before.pixels, "turned on after a first drawing, the text shrinks")
        }
    }
}
