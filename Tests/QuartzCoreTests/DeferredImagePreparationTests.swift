import XCTest
import Raster
import TestSupport
@testable import QuartzCore

/// With two threads, the pixels of the images a frame will show and not drawn yet (a file
/// decoded when first shown) are made on the worker during the display pass; an image outside
/// the screen or hidden is left alone, and the frame is the one a single thread draws.
final class DeferredImagePreparationTests: XCTestCase {
    private let picture = Bitmap(width: 40, height: 30, color: RGBA8(r: 20, g: 160, b: 90, a: 255))

    /// A white 100 x 80 pt screen with three 20 x 15 pt photos: one inside, one outside the
    /// screen, one hidden.
    private func makeScene(_ images: [CGImage]) -> CALayer {
        let root = makeLayer(CGRect(x: 0, y: 0, width: 100, height: 80), color: CGColor(red: 1, green: 1, blue: 1, alpha: 1))
        let places = [CGPoint(x: 10, y: 10), CGPoint(x: 130, y: 20), CGPoint(x: 50, y: 40)]
        for (image, origin) in zip(images, places) {
            let photo = makeLayer(CGRect(origin: origin, size: CGSize(width: 20, height: 15)))
            photo.contents = image
            root.addSublayer(photo)
        }
        root.sublayers?[2].isHidden = true
        return root
    }

    private func deferredImages() -> [CGImage] {
        (0..<3).map { _ in CGImage(width: 40, height: 30) { [picture] in picture } }
    }

    func test_twoThreads_offerTheShownImage_only_andDrawAsOneThread() {
        // Setup.
        let parallelImages = deferredImages(), serialImages = deferredImages()
        // Action: one frame with two threads, one with one.
        let (parallel, offered) = withFreshLayerContext { _ -> (Bitmap, Int) in
            let compositor = LayerCompositor(width: 200, height: 160, scale: 2, background: .black, threads: 2)
            let frame = compositor.render(makeScene(parallelImages), atMediaTime: 0)
            return (frame, compositor.preparedPieces)
        }
        let (serial, offeredSerially) = withFreshLayerContext { _ -> (Bitmap, Int) in
            let compositor = LayerCompositor(width: 200, height: 160, scale: 2, background: .black, threads: 1)
            let frame = compositor.render(makeScene(serialImages), atMediaTime: 0)
            return (frame, compositor.preparedPieces)
        }
        // Assertions: the shown photo offered and drawn, the others never made.
        XCTAssertEqual(offered, 1, "only the photo inside the screen and not hidden")
        XCTAssertEqual(offeredSerially, 0)
        XCTAssertEqual(parallelImages.map(\.hasPixels), [true, false, false])
        XCTAssertEqual(parallel.pixels, serial.pixels)
    }
}
