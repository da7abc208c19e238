import XCTest
import Raster
import TestSupport
@testable import QuartzCore

/// A snapshot of a page the screen shows unchanged is taken from the screen's pixels, with the
/// bytes a drawing gives: what other layers draw over it is drawn again from the page alone.
final class SnapshotScreenCopyTests: LayerTestCase {
    private let size = CGSize(width: 120, height: 90)

    /// A screen holding a full-screen page (opaque, with a picture, a half-transparent card and
    /// a rounded one) under a translucent bar that covers its top.
    private func makeScene(pageColor: CGColor = CGColor(red: 0.95, green: 0.95, blue: 0.9, alpha: 1))
        -> (root: CALayer, page: CALayer, card: CALayer) {
        let root = makeLayer(CGRect(origin: .zero, size: size), color: .black)
        let page = makeLayer(CGRect(origin: .zero, size: size), color: pageColor)
        let picture = makeLayer(CGRect(x: 10.25, y: 30.5, width: 40, height: 30))
        picture.contents = CGImage(bitmap: Bitmap(width: 8, height: 6, color: RGBA8(r: 30, g: 140, b: 200, a: 255)))
        let card = makeLayer(CGRect(x: 55.5, y: 12, width: 50, height: 60), color: CGColor(red: 0.8, green: 0.1, blue: 0.2, alpha: 0.6))
        let rounded = makeLayer(CGRect(x: 60, y: 50, width: 40, height: 30), color: CGColor(red: 0.1, green: 0.7, blue: 0.3, alpha: 1))
        rounded.cornerRadius = 8
        page.addSublayer(picture)
        page.addSublayer(card)
        page.addSublayer(rounded)
        let bar = makeLayer(CGRect(x: 0, y: 0, width: size.width, height: 14.5), color: CGColor(red: 1, green: 1, blue: 1, alpha: 0.7))
        root.addSublayer(page)
        root.addSublayer(bar)
        return (root, page, card)
    }

    private func makeCompositor() -> LayerCompositor {
        LayerCompositor(width: Int(size.width * 2), height: Int(size.height * 2), scale: 2, background: .black)
    }

    /// The page's snapshot drawn in a context with no screen.
    private func drawnSnapshot(pageColor: CGColor? = nil, _ change: (CALayer) -> Void = { _ in }) -> Bitmap {
        withFreshLayerContext { _ in
            let page = pageColor.map { makeScene(pageColor: $0) } ?? makeScene()
            change(page.card)
            return LayerCompositor.snapshot(of: page.page, scale: 2, atMediaTime: 0)
        }
    }

    func test_snapshotOfAPageOnScreen_underABar_isCopied_withTheBytesOfADrawing() {
        let (root, page, _) = makeScene()
        let compositor = makeCompositor()
        compositor.render(root, atMediaTime: 0)

        let snapshot = LayerCompositor.snapshot(of: page, scale: 2, atMediaTime: 0, lastDrawn: true)

        XCTAssertEqual(compositor.snapshotsCopied, 1)
        XCTAssertEqual(snapshot.width, 240)
        XCTAssertEqual(snapshot.height, 180)
        XCTAssertEqual(snapshot.pixels, drawnSnapshot().pixels, "the bar over the page is not in its snapshot")
    }

    func test_snapshotOfAPageThatShowsWhatIsBehindIt_isDrawn() {
        let (root, page, _) = makeScene(pageColor: CGColor(red: 0.95, green: 0.95, blue: 0.9, alpha: 0.5))
        let compositor = makeCompositor()
        compositor.render(root, atMediaTime: 0)

        let snapshot = LayerCompositor.snapshot(of: page, scale: 2, atMediaTime: 0, lastDrawn: true)

        XCTAssertEqual(compositor.snapshotsCopied, 0, "the screen shows the black behind the page through it")
        XCTAssertEqual(snapshot.pixels, drawnSnapshot(pageColor: CGColor(red: 0.95, green: 0.95, blue: 0.9, alpha: 0.5)).pixels)
    }

    func test_snapshotAfterAFrameBuiltWithoutDrawing_isDrawn_withTheNewLook() {
        let (root, page, card) = makeScene()
        let compositor = makeCompositor()
        compositor.render(root, atMediaTime: 0)
        CATransaction.begin()
        CATransaction.setDisableActions(true)
        card.backgroundColor = CGColor(red: 0, green: 0, blue: 1, alpha: 1)
        CATransaction.commit()
        compositor.render(root, atMediaTime: 1, drawing: false)

        let snapshot = LayerCompositor.snapshot(of: page, scale: 2, atMediaTime: 1, lastDrawn: true)

        XCTAssertEqual(compositor.snapshotsCopied, 0, "the screen's pixels show the card as it was")
        XCTAssertEqual(snapshot.pixels, drawnSnapshot { $0.backgroundColor = CGColor(red: 0, green: 0, blue: 1, alpha: 1) }.pixels)
    }
}
