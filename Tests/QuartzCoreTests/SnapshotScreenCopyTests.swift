import XCTest
import Raster
import TestSupport
@testable import QuartzCore

/// A snapshot of a page the screen shows unchanged is taken from the screen's pixels, with the
/// bytes a drawing gives: what other layers draw over it is drawn again from the page alone.
final class SnapshotScreenCopyTests: LayerTestCase {
    private let size = CGSize(width: 120, height: 90)

    private func makeScene(pageColor: CGColor = CGColor(red: 0.95, green: 0.95, blue: 0.9, alpha: 1))
        -> (root: CALayer, page: CALayer, card: CALayer) {
        makeSnapshotScene(size: size, pageColor: pageColor)
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

    /// A page filling the screen with a card on it, nothing over it.
    private func makeFullScreenPage() -> (root: CALayer, page: CALayer, card: CALayer) {
        let root = makeLayer(CGRect(origin: .zero, size: size), color: .black)
        let page = makeLayer(CGRect(origin: .zero, size: size), color: CGColor(red: 0.95, green: 0.95, blue: 0.9, alpha: 1))
        let card = makeLayer(CGRect(x: 20, y: 30, width: 50, height: 25), color: CGColor(red: 0.2, green: 0.5, blue: 0.3, alpha: 0.6))
        page.addSublayer(card)
        root.addSublayer(page)
        return (root, page, card)
    }

    private func baseAddress(_ bitmap: Bitmap) -> UnsafePointer<UInt32>? {
        bitmap.pixels.withUnsafeBufferPointer { $0.baseAddress }
    }

    func test_snapshotOfTheWholeScreen_sharesItsPixels_thatTheNextFramesLeaveAsTheyWere() {
        // Setup: the whole screen is the page; its snapshot shares the screen's pixels.
        let (root, page, card) = makeFullScreenPage()
        let compositor = makeCompositor()
        compositor.render(root, atMediaTime: 0)
        let snapshot = LayerCompositor.snapshot(of: page, scale: 2, atMediaTime: 0, lastDrawn: true)
        let shared = baseAddress(compositor.frame) == baseAddress(snapshot)
        let expected = snapshot.pixels

        // Action: a frame that redraws part of the screen, then one that redraws all of it.
        CATransaction.begin()
        CATransaction.setDisableActions(true)
        card.backgroundColor = CGColor(red: 0.9, green: 0.1, blue: 0.1, alpha: 1)
        CATransaction.commit()
        let partly = compositor.render(root, atMediaTime: 1)
        let snapshotAgain = LayerCompositor.snapshot(of: page, scale: 2, atMediaTime: 1, lastDrawn: true)
        // (A compositor that renders becomes the context's screen, which snapshots copy from.)
        let partlyAgain = makeCompositor().render(root, atMediaTime: 1)
        CATransaction.begin()
        CATransaction.setDisableActions(true)
        page.position.x += 7
        CATransaction.commit()
        let whole = compositor.render(root, atMediaTime: 2)
        let wholeAgain = makeCompositor().render(root, atMediaTime: 2)

        // Assertions: shared, never written through, and the frames are those of a new screen.
        XCTAssertTrue(shared, "the snapshot holds the screen's own pixels")
        XCTAssertEqual(compositor.snapshotsCopied, 2, "both snapshots are of the screen")
        XCTAssertEqual(snapshot.pixels, expected)
        XCTAssertNil(compareBitmaps(partly, partlyAgain), "a partial redraw over shared pixels")
        XCTAssertNotEqual(snapshotAgain.pixels, expected, "the second snapshot shows the red card")
        XCTAssertEqual(snapshotAgain.pixels, partly.pixels)
        XCTAssertNil(compareBitmaps(whole, wholeAgain), "a whole redraw into a new bitmap")
        XCTAssertNotEqual(baseAddress(whole), baseAddress(snapshotAgain))
    }
}

/// A snapshot of the whole screen with a bar over the page, taken as a frame is built (the
/// door's: a layer showing it is added in the same frame), owns the screen's pixels rather than
/// a copy; the frame then draws into a new bitmap when it redraws every pixel, and otherwise
/// takes the screen's pixels back.
final class SnapshotLentFrameTests: LayerTestCase {
    private let size = CGSize(width: 120, height: 90)

    private func makeCompositor() -> LayerCompositor {
        LayerCompositor(width: Int(size.width * 2), height: Int(size.height * 2), scale: 2, background: .black)
    }

    /// The page's snapshot drawn in a context with no screen.
    private func drawnSnapshot() -> Bitmap {
        withFreshLayerContext { _ in
            LayerCompositor.snapshot(of: makeSnapshotScene(size: size).page, scale: 2, atMediaTime: 0)
        }
    }

    /// Renders the scene, then a frame that takes the page's snapshot (as on screen) and shows
    /// it in a new layer over everything with `frame` and `transform`; returns that frame, the
    /// same tree drawn by a new compositor, the snapshot's pixels and the count of frames lent.
    private func frameShowingSnapshot(in frame: CGRect, transform: CATransform3D)
        -> (frame: Bitmap, fresh: Bitmap, snapshot: Bitmap, lent: Int) {
        let (root, page, _) = makeSnapshotScene(size: size)
        let compositor = makeCompositor()
        compositor.render(root, atMediaTime: 0)
        let image = LayerCompositor.snapshotImage(of: page, scale: 2, atMediaTime: 0, lastDrawn: true)
        let door = makeLayer(frame)
        door.contents = image
        door.transform = transform
        root.addSublayer(door)

        let drawn = compositor.render(root, atMediaTime: 0)

        let fresh = makeCompositor().render(root, atMediaTime: 0)
        return (drawn, fresh, image?.bitmap ?? Bitmap(width: 0, height: 0), compositor.framesLent)
    }

    func test_frameRedrawingEveryPixel_drawsIntoANewBitmap_andTheSnapshotKeepsTheOldPixels() {
        var perspective = CATransform3DIdentity
        perspective.m34 = -1 / 500
        let tilted = CATransform3DRotate(perspective, 0.2, 0, 1, 0)

        let result = frameShowingSnapshot(in: CGRect(origin: .zero, size: size), transform: tilted)

        XCTAssertEqual(result.lent, 1, "the snapshot took the screen's pixels")
        XCTAssertEqual(result.snapshot.pixels, drawnSnapshot().pixels, "without the bar, as drawn")
        XCTAssertNil(compareBitmaps(result.frame, result.fresh), "the frame drawn whole, as a new screen's")
    }

    func test_frameRedrawingPartOfTheScreen_takesItsPixelsBack() {
        let result = frameShowingSnapshot(in: CGRect(x: 30, y: 40, width: 40, height: 30), transform: CATransform3DIdentity)

        XCTAssertEqual(result.lent, 1)
        XCTAssertEqual(result.snapshot.pixels, drawnSnapshot().pixels)
        XCTAssertNil(compareBitmaps(result.frame, result.fresh), "the bar's pixels outside the damage are the screen's own")
    }
}
