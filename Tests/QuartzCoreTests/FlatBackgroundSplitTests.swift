import XCTest
import Raster
import TestSupport
@testable import QuartzCore

/// A translucent group draws its flat background as a color where it shows alone
/// (`DisplayListBuilder.flatBackgroundSplit`), and every frame is the bytes of the whole picture
/// drawn at the group's opacity: over a noisy screen, at opacities from nearly clear to nearly
/// opaque, with opaque and translucent backgrounds, children inside and outside the bounds.
final class FlatBackgroundSplitTests: LayerTestCase {
    private let size = CGSize(width: 120, height: 90)

    /// A noisy screen under `page`, a view with a background, a translucent picture and a
    /// translucent color in it, at `opacity`.
    private func makeScene(pageFrame: CGRect, background: CGColor, opacity: Float) -> (root: CALayer, page: CALayer) {
        let root = makeLayer(CGRect(origin: .zero, size: size), color: CGColor(gray: 0.2, alpha: 1))
        let under = makeLayer(CGRect(x: 3, y: 2, width: 110, height: 84))
        under.contents = noiseImage(width: 220, height: 168, seed: 7, translucent: false)
        root.addSublayer(under)
        let page = makeLayer(pageFrame, color: background)
        let photo = makeLayer(CGRect(x: 12.5, y: 20.25, width: 30, height: 22))
        photo.contents = noiseImage(width: 60, height: 44, seed: 11, translucent: true)
        page.addSublayer(photo)
        page.addSublayer(makeLayer(CGRect(x: 50, y: 40, width: 20, height: 9), color: CGColor(red: 0.9, green: 0.3, blue: 0.1, alpha: 0.7)))
        page.opacity = opacity
        root.addSublayer(page)
        return (root, page)
    }

    private func makeCompositor(splits: Bool) -> LayerCompositor {
        let compositor = LayerCompositor(width: Int(size.width * 2), height: Int(size.height * 2), scale: 2, background: .black)
        compositor.splitsFlatBackgrounds = splits
        return compositor
    }

    /// Renders the scene with and without the split and checks the bytes agree; whether the
    /// screen's list drew part of the page's background as a color.
    private func renderBoth(_ root: CALayer, page: CALayer, frame index: Int, _ message: String,
                            split: LayerCompositor, whole: LayerCompositor, file: StaticString = #filePath, line: UInt = #line) -> Bool {
        let drawn = split.render(root, atMediaTime: Double(index))
        let expected = whole.render(root, atMediaTime: Double(index))
        XCTAssertNil(compareBitmaps(drawn, expected), message, file: file, line: line)
        let id = ObjectIdentifier(page)
        return split.listOnScreen?.contains { $0.layer == id && $0.part == .background && $0.quad.opacity < 1 } ?? false
    }

    private func checkOpacities(pageFrame: CGRect, background: CGColor, expectSplit: Bool, configure: (CALayer) -> Void = { _ in },
                                file: StaticString = #filePath, line: UInt = #line) {
        let (root, page) = makeScene(pageFrame: pageFrame, background: background, opacity: 1)
        configure(page)
        // One pair of compositors for all frames: the page's picture is kept from frame to frame.
        let split = makeCompositor(splits: true), whole = makeCompositor(splits: false)
        for (index, opacity) in [Float(0.006), 0.3, 0.5, 0.5, 0.77, 0.999].enumerated() {
            CATransaction.begin()
            CATransaction.setDisableActions(true)
            page.opacity = opacity
            CATransaction.commit()

            let didSplit = renderBoth(root, page: page, frame: index, "opacity \(opacity)", split: split, whole: whole, file: file, line: line)

            XCTAssertEqual(didSplit, expectSplit, "opacity \(opacity): the background drawn as a color", file: file, line: line)
        }
    }

    func test_opaqueBackgroundOnWholePixels_isSplit_andTheBytesOfTheWholePicture() {
        checkOpacities(pageFrame: CGRect(x: 10, y: 6, width: 96, height: 70), background: CGColor(red: 0.95, green: 0.9, blue: 0.8, alpha: 1),
                       expectSplit: true)
    }

    func test_translucentBackground_isSplit_andTheBytesOfTheWholePicture() {
        checkOpacities(pageFrame: CGRect(x: 10, y: 6, width: 96, height: 70), background: CGColor(red: 0.2, green: 0.5, blue: 0.8, alpha: 0.6),
                       expectSplit: true)
    }

    func test_childOutsideTheBounds_isSplit_andTheBytesOfTheWholePicture() {
        checkOpacities(pageFrame: CGRect(x: 10, y: 6, width: 96, height: 70), background: CGColor(gray: 0.9, alpha: 1), expectSplit: true) { page in
            page.addSublayer(makeLayer(CGRect(x: 80, y: 60, width: 30, height: 20), color: CGColor(red: 0.1, green: 0.8, blue: 0.2, alpha: 1)))
        }
    }

    func test_squareClipToBounds_isSplit_andTheBytesOfTheWholePicture() {
        checkOpacities(pageFrame: CGRect(x: 10, y: 6, width: 96, height: 70), background: CGColor(gray: 0.9, alpha: 1), expectSplit: true) { page in
            page.addSublayer(makeLayer(CGRect(x: 80, y: 60, width: 30, height: 20), color: CGColor(red: 0.1, green: 0.8, blue: 0.2, alpha: 1)))
            page.masksToBounds = true
        }
    }

    func test_backgroundOffWholePixels_isNotSplit() {
        // At 2x a quarter point is half a pixel: the background's edges are blended there.
        checkOpacities(pageFrame: CGRect(x: 10.25, y: 6, width: 96, height: 70), background: CGColor(gray: 0.9, alpha: 1), expectSplit: false)
    }

    func test_roundedBackground_isNotSplit() {
        checkOpacities(pageFrame: CGRect(x: 10, y: 6, width: 96, height: 70), background: CGColor(gray: 0.9, alpha: 1), expectSplit: false) { page in
            page.cornerRadius = 8
        }
    }

    func test_backgroundHiddenByItsChildren_isNotSplit() {
        checkOpacities(pageFrame: CGRect(x: 10, y: 6, width: 96, height: 70), background: CGColor(gray: 0.9, alpha: 1), expectSplit: false) { page in
            page.addSublayer(makeLayer(CGRect(x: 0, y: 0, width: 96, height: 70), color: CGColor(red: 0.3, green: 0.3, blue: 0.6, alpha: 0.5)))
        }
    }

    func test_backgroundAlone_isOneColorWithoutAPicture_andTheBytesOfTheWholePicture() {
        // Setup: a group of a layer whose only sublayer draws nothing (a clear, empty layer):
        // its whole picture would be its background.
        let (root, page) = makeScene(pageFrame: CGRect(x: 10, y: 6, width: 96, height: 70),
                                     background: CGColor(red: 0.95, green: 0.9, blue: 0.8, alpha: 1), opacity: 0.4)
        page.sublayers = [makeLayer(CGRect(x: 5, y: 5, width: 10, height: 10))]
        let split = makeCompositor(splits: true), whole = makeCompositor(splits: false)

        let didSplit = renderBoth(root, page: page, frame: 0, "background alone", split: split, whole: whole)

        let id = ObjectIdentifier(page)
        XCTAssertTrue(didSplit)
        XCTAssertEqual(whole.listOnScreen?.filter { $0.layer == id && $0.part == .group }.count, 1, "drawn whole, the page is a picture")
        XCTAssertEqual(split.listOnScreen?.filter { $0.layer == id && $0.part == .group }.count, 0, "split, it needs none")
    }
}
