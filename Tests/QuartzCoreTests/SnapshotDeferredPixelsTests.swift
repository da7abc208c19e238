import XCTest
import Raster
import TestSupport
@testable import QuartzCore

/// A snapshot's pixels are drawn when first read, from the display list recorded when it was
/// taken (docs/ARCHITECTURE.md, "A frame, from a layer to the pixels"): never for one that no drawn frame shows, and with
/// the bytes the snapshot had when taken whenever they are drawn.
final class SnapshotDeferredPixelsTests: XCTestCase {
    private let size = CGSize(width: 120, height: 90)
    private let blue = CGColor(red: 0, green: 0, blue: 1, alpha: 1)

    /// `makeSnapshotScene`'s screen, its rounded layer an offscreen group.
    private func makeScene() -> (root: CALayer, page: CALayer, card: CALayer) {
        makeSnapshotScene(size: size, clippedGroup: true)
    }

    private func makeCompositor() -> LayerCompositor {
        LayerCompositor(width: Int(size.width * 2), height: Int(size.height * 2), scale: 2, background: .black)
    }

    /// The page's snapshot drawn at once, in a context with no screen (the eager way).
    private func eagerSnapshot(_ change: (CALayer) -> Void = { _ in }) -> Bitmap {
        withFreshLayerContext { _ in
            let scene = makeScene()
            change(scene.card)
            return LayerCompositor.snapshot(of: scene.page, scale: 2, atMediaTime: 0)
        }
    }

    /// Sets the card's color with no animation.
    private func paint(_ card: CALayer, _ color: CGColor) {
        CATransaction.begin()
        CATransaction.setDisableActions(true)
        card.backgroundColor = color
        CATransaction.commit()
    }

    func test_snapshotsReplacedInFramesBuiltWithoutDrawing_areNeverDrawn() {
        withFreshLayerContext { context in
            let (root, page, card) = makeScene()
            let compositor = makeCompositor()
            compositor.render(root, atMediaTime: 0)
            let holder = makeLayer(CGRect(origin: .zero, size: size))
            root.addSublayer(holder)
            var taken: [CGImage] = []

            // A replay fast-forwarding: each frame takes a snapshot, shows it instead of the last,
            // and changes the page; no frame is drawn.
            for frame in 1...3 {
                guard let image = LayerCompositor.snapshotImage(of: page, scale: 2, atMediaTime: Double(frame)) else { break }
                taken.append(image)
                holder.contents = image
                paint(card, CGColor(red: 0.1 * Double(frame), green: 0.2, blue: 0.3, alpha: 1))
                compositor.render(root, atMediaTime: Double(frame), drawing: false)
            }
            holder.contents = nil
            compositor.render(root, atMediaTime: 4)

            XCTAssertEqual(taken.count, 3)
            XCTAssertEqual(context.snapshotsDrawn, 0, "no drawn frame showed a snapshot")
            XCTAssertFalse(taken.contains { $0.hasPixels })
        }
    }

    func test_snapshotShownInADrawnFrame_isDrawnOnce_withTheBytesOfTheEagerSnapshot() {
        withFreshLayerContext { context in
            let (root, page, _) = makeScene()
            let compositor = makeCompositor()
            compositor.render(root, atMediaTime: 0)
            let holder = makeLayer(CGRect(x: 7.5, y: 3, width: 60, height: 45))
            root.addSublayer(holder)

            let image = LayerCompositor.snapshotImage(of: page, scale: 2, atMediaTime: 0)
            holder.contents = image
            let screen = compositor.render(root, atMediaTime: 1)
            let drawnOnce = context.snapshotsDrawn
            compositor.render(root, atMediaTime: 2)

            XCTAssertEqual(drawnOnce, 1)
            XCTAssertEqual(context.snapshotsDrawn, 1, "the pixels are kept")
            XCTAssertEqual(image?.bitmap.pixels, eagerSnapshot().pixels)
            // The same frame with an image made of the eager bytes.
            let eagerScreen = withFreshLayerContext { _ in
                let (root, _, _) = makeScene()
                let holder = makeLayer(CGRect(x: 7.5, y: 3, width: 60, height: 45))
                holder.contents = CGImage(bitmap: eagerSnapshot())
                root.addSublayer(holder)
                return makeCompositor().render(root, atMediaTime: 1)
            }
            XCTAssertEqual(screen.pixels, eagerScreen.pixels)
        }
    }

    /// The page's snapshot taken while the screen shows it, the card then painted blue and the
    /// next frame built (drawn or not), and only then the snapshot's pixels read.
    private func snapshotReadAfterTheCardTurnsBlue(nextFrameDrawn: Bool) -> (LayerCompositor, Bitmap?) {
        let (root, page, card) = makeScene()
        let compositor = makeCompositor()
        compositor.render(root, atMediaTime: 0)
        let image = LayerCompositor.snapshotImage(of: page, scale: 2, atMediaTime: 0, lastDrawn: true)
        paint(card, blue)
        compositor.render(root, atMediaTime: 1, drawing: nextFrameDrawn)
        return (compositor, image?.bitmap)
    }

    func test_snapshotOfThePageOnScreen_readAfterAFrameBuiltWithoutDrawing_isCopiedFromTheScreen() {
        withFreshLayerContext { _ in
            let (compositor, pixels) = snapshotReadAfterTheCardTurnsBlue(nextFrameDrawn: false)

            XCTAssertEqual(compositor.snapshotsCopied, 1, "the screen still shows the page as it was")
            XCTAssertEqual(pixels?.pixels, eagerSnapshot().pixels)
        }
    }

    func test_snapshotOfThePageOnScreen_readAfterTheScreenChanged_isDrawn_withTheBytesItHadWhenTaken() {
        withFreshLayerContext { _ in
            let (compositor, pixels) = snapshotReadAfterTheCardTurnsBlue(nextFrameDrawn: true)

            XCTAssertEqual(compositor.snapshotsCopied, 0, "the screen shows the blue card now")
            XCTAssertEqual(pixels?.pixels, eagerSnapshot().pixels, "the card as it was when the snapshot was taken")
            XCTAssertNotEqual(pixels?.pixels, eagerSnapshot { $0.backgroundColor = self.blue }.pixels)
        }
    }

    func test_cropOfASnapshot_isNotDrawnUntilRead_andHasTheCroppedBytes() {
        withFreshLayerContext { context in
            let (_, page, _) = makeScene()
            let image = LayerCompositor.snapshotImage(of: page, scale: 2, atMediaTime: 0)
            let rect = CGRect(x: 100, y: 40, width: 90, height: 70)

            let crop = image?.cropping(to: rect)

            XCTAssertEqual(context.snapshotsDrawn, 0)
            XCTAssertEqual(crop?.width, 90)
            XCTAssertEqual(crop?.height, 70)
            XCTAssertEqual(crop?.bitmap.pixels, eagerSnapshot().cropped(to: PixelRect(x: 100, y: 40, width: 90, height: 70)).pixels)
            XCTAssertEqual(context.snapshotsDrawn, 1)
        }
    }

    func test_snapshotOnceDrawn_holdsNoMoreOfWhatItsListShowed() {
        withFreshLayerContext { _ in
            let (_, page, _) = makeScene()
            weak var shownImage: CGImage?
            let picture = page.sublayers![0]
            let image: CGImage? = {
                let shown = CGImage(bitmap: Bitmap(width: 4, height: 4, color: RGBA8(r: 200, g: 10, b: 10, a: 255)))
                shownImage = shown
                CATransaction.begin()
                CATransaction.setDisableActions(true)
                picture.contents = shown
                CATransaction.commit()
                let snapshot = LayerCompositor.snapshotImage(of: page, scale: 2, atMediaTime: 0)
                CATransaction.begin()
                CATransaction.setDisableActions(true)
                picture.contents = nil
                CATransaction.commit()
                return snapshot
            }()
            // Another layer's snapshot: the context's cache keeps only the last snapshot's list.
            _ = LayerCompositor.snapshotImage(of: makeLayer(CGRect(x: 0, y: 0, width: 4, height: 4), color: blue), scale: 2)
            let heldBeforeDrawing = shownImage != nil

            _ = image?.bitmap

            XCTAssertTrue(heldBeforeDrawing, "the recorded list holds the images it draws")
            XCTAssertNil(shownImage, "once drawn, the list is let go")
        }
    }
}
