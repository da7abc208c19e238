import QuartzCore
import Raster
import TestSupport
import XCTest
@testable import UIKit

/// `UIImage(systemName:)`: TransitionLab's drawings of common symbols, tinted like templates.
final class SystemSymbolTests: XCTestCase {
    func test_systemName_givesASquareSymbolAtTheDefaultSize() {
        TestScene.inEnvironment { _ in
            let image = UIImage(systemName: "heart")!
            XCTAssertTrue(image.isSymbolImage)
            XCTAssertEqual(image.renderingMode, .automatic)
            XCTAssertEqual(image.size, CGSize(width: 20, height: 20))
            XCTAssertEqual(image.scale, 2)

            let large = UIImage(systemName: "heart", withConfiguration: UIImage.SymbolConfiguration(pointSize: 30, weight: .bold))!
            XCTAssertEqual(large.size, CGSize(width: 36, height: 36))
            XCTAssertEqual(large.symbolConfiguration?.weight, .bold)
            let small = large.withConfiguration(UIImage.SymbolConfiguration(scale: .small))
            XCTAssertEqual(small.size, CGSize(width: 29, height: 29))
            XCTAssertEqual(small.symbolConfiguration?.pointSize, 30)
        }
    }

    func test_unknownName_givesThePlaceholderInsteadOfNil() {
        TestScene.inEnvironment { _ in
            let unknown = UIImage(systemName: "no.such.symbol")
            XCTAssertNotNil(unknown)
            let placeholder = UIImage(systemName: "another.unknown")!
            XCTAssertEqual(unknown?.cgImage?.bitmap, placeholder.cgImage?.bitmap)
            XCTAssertNotEqual(UIImage(systemName: "heart")!.cgImage?.bitmap, placeholder.cgImage?.bitmap)
        }
    }

    func test_filledVariantWithoutADrawing_isDrawnAsItsOutline() {
        TestScene.inEnvironment { _ in
            let filled = UIImage(systemName: "house.fill")!
            let outline = UIImage(systemName: "house")!
            let placeholder = UIImage(systemName: "no.such.symbol")!

            XCTAssertEqual(filled.cgImage?.bitmap, outline.cgImage?.bitmap)
            XCTAssertNotEqual(filled.cgImage?.bitmap, placeholder.cgImage?.bitmap)
        }
    }

    func test_imageView_tintsASymbol_unlessItIsAlwaysOriginal() {
        TestScene.inEnvironment { _ in
            let tinted = UIImageView(image: UIImage(systemName: "circle.fill"))
            tinted.tintColor = .systemRed
            let center = centerPixel(of: tinted)
            XCTAssertEqual(center, UIColor.systemRed.cgColor.premultiplied())

            let original = UIImageView(image: UIImage(systemName: "circle.fill")!.withRenderingMode(.alwaysOriginal))
            original.tintColor = .systemRed
            XCTAssertEqual(centerPixel(of: original), RGBA8(r: 0, g: 0, b: 0, a: 255))

            let colored = UIImageView(image: UIImage(systemName: "circle.fill")!.withTintColor(.systemGreen))
            XCTAssertEqual(centerPixel(of: colored), UIColor.systemGreen.cgColor.premultiplied())
        }
    }

    func test_preferredSymbolConfiguration_redrawsTheSymbol() {
        TestScene.inEnvironment { _ in
            let view = UIImageView(image: UIImage(systemName: "star"))
            view.preferredSymbolConfiguration = UIImage.SymbolConfiguration(pointSize: 40)
            XCTAssertEqual(view.intrinsicContentSize, CGSize(width: 48, height: 48))
        }
    }

    func test_symbolSheet_golden() {
        withDrawingScreen {
            let names = SymbolGlyphs.names + ["unknown.symbol"]
            let columns = 8, cell: CGFloat = 44
            let rows = (names.count + columns - 1) / columns
            let root = UIView(frame: CGRect(x: 0, y: 0, width: CGFloat(columns) * cell, height: CGFloat(rows) * cell))
            root.backgroundColor = .white
            let configuration = UIImage.SymbolConfiguration(pointSize: 25)
            for (index, name) in names.enumerated() {
                let view = UIImageView(image: UIImage(systemName: name, withConfiguration: configuration))
                view.frame = CGRect(x: CGFloat(index % columns) * cell + 7, y: CGFloat(index / columns) * cell + 7, width: 30, height: 30)
                // Black, and a few in color to show that the symbols are templates. The tint is
                // set on each view: an image view tints when its tint is set, not when it moves
                // under a superview of another tint.
                view.tintColor = .black
                if name.hasSuffix(".fill") { view.tintColor = .systemRed }
                if name.hasPrefix("chevron") { view.tintColor = .systemBlue }
                root.addSubview(view)
            }
            let compositor = LayerCompositor(width: columns * 88, height: rows * 88, scale: 2)
            assertGolden(compositor.render(root.layer), named: "system-symbol-sheet")
        }
    }

    private func centerPixel(of view: UIImageView) -> RGBA8 {
        let size = view.bounds.size
        let compositor = LayerCompositor(width: Int(size.width), height: Int(size.height), scale: 1)
        let bitmap = compositor.render(view.layer)
        return bitmap[bitmap.width / 2, bitmap.height / 2]
    }
}
