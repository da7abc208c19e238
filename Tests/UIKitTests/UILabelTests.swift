import TestSupport
import Raster
import XCTest
@testable import QuartzCore
@testable import UIKit

/// Runs `body` in a fresh environment whose phone screen has `scale`.
func withDrawingScreen(scale: CGFloat = 2, _ body: () throws -> Void) rethrows {
    try TestScene.inEnvironment(scale: scale) { _ in try body() }
}

/// Skips a test that needs the system fonts when one is missing, naming it and its package.
func requireFontFiles() throws {
    let files = [("/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf", "fonts-dejavu-core"),
                 ("/usr/share/fonts/truetype/wqy/wqy-microhei.ttc", "fonts-wqy-microhei")]
    for (path, package) in files where !FileManager.default.fileExists(atPath: path) {
        throw XCTSkip("Font file \(path) is missing: install the package \(package) (make deps)")
    }
}

/// The layer's contents as a bitmap (after displaying it if needed).
func displayedBitmap(_ view: UIView) -> Bitmap? {
    view.layer.displayIfNeeded()
    return (view.layer.contents as? CGImage)?.bitmap
}

/// The box of the pixels with any alpha, nil for a transparent bitmap.
func inkBox(_ bitmap: Bitmap) -> PixelRect? {
    var box = PixelRect.empty
    for y in 0..<bitmap.height {
        for x in 0..<bitmap.width where bitmap[x, y].a > 0 { box = box.union(PixelRect(x: x, y: y, width: 1, height: 1)) }
    }
    return box.isEmpty ? nil : box
}

final class UILabelTests: UIKitTestCase {
    func test_label_drawn_putsItsTextIntoTheLayerAtTheScreenScaleCenteredVertically() throws {
        try requireFontFiles()
        try withDrawingScreen {
            let label = UILabel(frame: CGRect(x: 0, y: 0, width: 200, height: 40))
            label.text = "Hello 你好"
            label.textColor = .red
            let bitmap = try XCTUnwrap(displayedBitmap(label))
            XCTAssertEqual(bitmap.width, 400); XCTAssertEqual(bitmap.height, 80)
            XCTAssertEqual(label.layer.contentsScale, 2)
            let ink = try XCTUnwrap(inkBox(bitmap))
            XCTAssertLessThan(ink.x0, 6, "left aligned")
            XCTAssertEqual(Double(ink.y0 + ink.y1) / 2, 40, accuracy: 8, "centered vertically")
            for pixel in bitmap.pixels.map(RGBA8.init(packed:)) where pixel.a > 0 {
                XCTAssertTrue(pixel.g == 0 && pixel.b == 0 && pixel.r == pixel.a)
            }
        }
    }

    func test_sizeThatFits_withMoreText_growsAndWraps() throws {
        try requireFontFiles()
        withDrawingScreen {
            let label = UILabel()
            label.text = "Hi"
            let short = label.sizeThatFits(.zero)
            label.text = "Hi there, a longer line"
            let long = label.sizeThatFits(.zero)
            XCTAssertGreaterThan(long.width, short.width * 3)
            XCTAssertEqual(long.height, short.height)
            XCTAssertEqual(short.height, (label.font.lineHeight * 2).rounded(.up) / 2)
            label.numberOfLines = 0
            let wrapped = label.sizeThatFits(CGSize(width: long.width / 2, height: 0))
            XCTAssertGreaterThanOrEqual(wrapped.height, short.height * 2)
            XCTAssertLessThanOrEqual(wrapped.width, long.width / 2)
            label.sizeToFit()
            XCTAssertEqual(label.bounds.size, long)
            XCTAssertEqual(label.intrinsicContentSize, long)
            label.text = nil
            XCTAssertEqual(label.intrinsicContentSize, .zero)
        }
    }

    func test_redraw_whenPropertiesAreSet_happensOnlyWhenWhatIsDrawnChanges() {
        withDrawingScreen {
            let label = UILabel(frame: CGRect(x: 0, y: 0, width: 100, height: 20))
            label.text = "A"
            label.layer.displayIfNeeded()
            label.text = "A"
            label.font = .systemFont(ofSize: 17)
            label.textColor = .black
            label.frame.origin = CGPoint(x: 10, y: 10)
            XCTAssertFalse(label.layer.needsDisplay(), "the same text, font and color, and a move, do not redraw")
            label.text = "B"
            XCTAssertTrue(label.layer.needsDisplay())
            label.layer.displayIfNeeded()
            label.frame.size.width = 120
            XCTAssertTrue(label.layer.needsDisplay(), "a new size redraws")
            label.layer.displayIfNeeded()
            label.textColor = .blue
            XCTAssertTrue(label.layer.needsDisplay())
        }
    }

    func test_textAlignment_changed_movesTheInk() throws {
        try requireFontFiles()
        try withDrawingScreen(scale: 1) {
            func inkX(_ alignment: NSTextAlignment) throws -> Int {
                let label = UILabel(frame: CGRect(x: 0, y: 0, width: 120, height: 20))
                label.text = "Hi"
                label.textAlignment = alignment
                return try XCTUnwrap(inkBox(XCTUnwrap(displayedBitmap(label)))).x0
            }
            let left = try inkX(.left), center = try inkX(.center), right = try inkX(.right)
            let width = Int(UILabel().then { $0.text = "Hi" }.sizeThatFits(.zero).width)
            XCTAssertEqual(center - left, (120 - width) / 2, accuracy: 1)
            XCTAssertEqual(right - left, 120 - width, accuracy: 1)
        }
    }

    func test_numberOfLines_limited_limitsTheTextRectAndTruncates() throws {
        try requireFontFiles()
        withDrawingScreen {
            let label = UILabel(frame: CGRect(x: 0, y: 0, width: 80, height: 200))
            label.text = "转场动画让页面之间的切换更加自然流畅，也更有趣"
            label.numberOfLines = 2
            let lineHeight = label.font.lineHeight
            let rect = label.textRect(forBounds: label.bounds, limitedToNumberOfLines: 2)
            XCTAssertEqual(rect.height, lineHeight * 2, accuracy: 0.5)
            XCTAssertGreaterThan(label.textRect(forBounds: label.bounds, limitedToNumberOfLines: 0).height, lineHeight * 3)
            label.numberOfLines = 0
            label.preferredMaxLayoutWidth = 80
            XCTAssertGreaterThan(label.intrinsicContentSize.height, lineHeight * 3)
            XCTAssertLessThanOrEqual(label.intrinsicContentSize.width, 80)
        }
    }

    func test_attributedText_withFontAndColor_appliesToTheWholeLabel() throws {
        try requireFontFiles()
        try withDrawingScreen {
            let label = UILabel(frame: CGRect(x: 0, y: 0, width: 300, height: 60))
            label.text = "标题"
            let plain = label.sizeThatFits(.zero)
            label.attributedText = NSAttributedString(string: "标题", attributes: [
                .font: UIFont.boldSystemFont(ofSize: 34), .foregroundColor: UIColor.blue])
            XCTAssertEqual(label.text, "标题")
            XCTAssertEqual(label.sizeThatFits(.zero).width, plain.width * 2, accuracy: 5, "CJK: about one em per character (bold is emboldened)")
            let bitmap = try XCTUnwrap(displayedBitmap(label))
            XCTAssertTrue(bitmap.pixels.map(RGBA8.init(packed:)).allSatisfy { $0.r == 0 && $0.g == 0 && $0.b == $0.a })
            label.textColor = .green
            XCTAssertEqual(label.attributedText?.attribute(.foregroundColor, at: 0, effectiveRange: nil) as? UIColor, .green)
        }
    }

    func test_label_highlighted_usesTheHighlightedColor() throws {
        try requireFontFiles()
        try withDrawingScreen(scale: 1) {
            let label = UILabel(frame: CGRect(x: 0, y: 0, width: 60, height: 20))
            label.text = "Tap"
            label.highlightedTextColor = .white
            label.isHighlighted = true
            let bitmap = try XCTUnwrap(displayedBitmap(label))
            XCTAssertTrue(bitmap.pixels.contains { RGBA8(packed: $0) == .white })
        }
    }

    func test_drawText_overridden_insetsTheText() throws {
        try requireFontFiles()
        final class InsetLabel: UILabel {
            override func drawText(in rect: CGRect) { super.drawText(in: rect.insetBy(dx: 20, dy: 0)) }
        }
        try withDrawingScreen(scale: 1) {
            let plain = UILabel(frame: CGRect(x: 0, y: 0, width: 100, height: 20)), inset = InsetLabel(frame: plain.frame)
            plain.text = "Hi"; inset.text = "Hi"
            let a = try XCTUnwrap(inkBox(XCTUnwrap(displayedBitmap(plain)))), b = try XCTUnwrap(inkBox(XCTUnwrap(displayedBitmap(inset))))
            XCTAssertEqual(b.x0 - a.x0, 20)
        }
    }

    func test_font_metricsAndNames_matchTheSystemFonts() {
        let font = UIFont.systemFont(ofSize: 17)
        XCTAssertEqual(font.lineHeight, font.ascender - font.descender + font.leading, accuracy: 1e-9)
        XCTAssertEqual(font.lineHeight, 17 * 1.164, accuracy: 0.3)
        XCTAssertLessThan(font.descender, 0)
        XCTAssertEqual(font.withSize(34).pointSize, 34)
        XCTAssertNotNil(UIFont(name: "PingFangSC-Medium", size: 15))
        XCTAssertEqual(UIFont(name: "Helvetica-Bold", size: 15)?.textFont.isBold, true)
        XCTAssertEqual(UIFont(name: "Menlo-Regular", size: 15)?.textFont.family, .monospaced)
        XCTAssertNil(UIFont(name: "NoSuchFont", size: 15))
        XCTAssertEqual(UIFont.systemFont(ofSize: 17, weight: .semibold).textFont.isBold, true)
        XCTAssertEqual(UIFont.systemFont(ofSize: 17, weight: .medium).textFont.isBold, false)
    }

    func test_label_throughTheCompositor_matchesTheGolden() throws {
        try requireFontFiles()
        withDrawingScreen {
            let root = UIView(frame: CGRect(x: 0, y: 0, width: 160, height: 60))
            root.backgroundColor = .white
            let label = UILabel(frame: root.bounds.insetBy(dx: 8, dy: 4))
            label.text = "转场动画 Custom transitions in UIKit"
            label.numberOfLines = 2
            label.textAlignment = .center
            label.font = .systemFont(ofSize: 15, weight: .semibold)
            label.textColor = .systemBlue
            root.addSubview(label)
            let compositor = LayerCompositor(width: 320, height: 120, scale: 2)
            assertGolden(compositor.render(root.layer), named: "label-two-lines-centered")
        }
    }
}

extension UILabel {
    /// Configures the label inline (test convenience).
    func then(_ body: (UILabel) -> Void) -> UILabel { body(self); return self }
}
