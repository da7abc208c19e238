import XCTest
import Raster
import TestSupport
@testable import QuartzCore

/// A snapshot of a layer whose offscreen picture is on screen takes the screen's picture rather
/// than drawing it again, with the pixels a snapshot drawing it afresh gives.
final class SnapshotPictureTests: LayerTestCase {
    private let size = CGSize(width: 120, height: 90)

    /// A white page holding a rounded card that clips a sublayer: a group, pictured offscreen.
    private func makeScene(cardOrigin: CGPoint) -> (root: CALayer, card: CALayer) {
        let root = makeLayer(CGRect(origin: .zero, size: size), color: .white)
        let card = makeLayer(CGRect(origin: cardOrigin, size: CGSize(width: 50, height: 40)),
                             color: CGColor(red: 0.2, green: 0.5, blue: 0.9, alpha: 1))
        card.cornerRadius = 9
        card.masksToBounds = true
        card.addSublayer(makeLayer(CGRect(x: -5, y: 20, width: 70, height: 30), color: CGColor(red: 1, green: 0.6, blue: 0, alpha: 1)))
        root.addSublayer(card)
        return (root, card)
    }

    func test_snapshotOfAGroupOnScreen_takesTheScreensPicture_withSamePixels() {
        let (root, card) = makeScene(cardOrigin: CGPoint(x: 30, y: 21.5))
        let compositor = LayerCompositor(width: Int(size.width * 2), height: Int(size.height * 2), scale: 2, background: .black)
        compositor.render(root, atMediaTime: 0)
        XCTAssertEqual(compositor.lastOffscreenRenders, 1, "the card is drawn through its picture")

        let snapshot = LayerCompositor.snapshot(of: card, scale: 2, atMediaTime: 0)

        XCTAssertEqual(LayerContext.current.snapshotCache.renderedLastFrame, 1, "only the snapshot itself is drawn")
        let fresh = withFreshLayerContext { _ in
            LayerCompositor.snapshot(of: makeScene(cardOrigin: CGPoint(x: 30, y: 21.5)).card, scale: 2, atMediaTime: 0)
        }
        XCTAssertEqual(snapshot.width, 100)
        XCTAssertEqual(snapshot.pixels, fresh.pixels)
    }

    func test_snapshotOfAGroupOffTheScreensPixelGrid_drawsItsOwnPicture() {
        // A quarter point at 2x is half a pixel: the screen's picture has other edges.
        let (root, card) = makeScene(cardOrigin: CGPoint(x: 30.25, y: 21.5))
        let compositor = LayerCompositor(width: Int(size.width * 2), height: Int(size.height * 2), scale: 2, background: .black)
        compositor.render(root, atMediaTime: 0)

        let snapshot = LayerCompositor.snapshot(of: card, scale: 2, atMediaTime: 0)

        XCTAssertEqual(LayerContext.current.snapshotCache.renderedLastFrame, 2, "the group and the snapshot are drawn")
        let fresh = withFreshLayerContext { _ in
            LayerCompositor.snapshot(of: makeScene(cardOrigin: CGPoint(x: 30.25, y: 21.5)).card, scale: 2, atMediaTime: 0)
        }
        XCTAssertEqual(snapshot.pixels, fresh.pixels)
    }
}
