import XCTest
import Raster
import TestSupport
@testable import QuartzCore

/// An image whose pixels are made when first read (a named picture, a snapshot) is read only by
/// a drawn frame that shows it: one lying outside the screen is not made until it comes into
/// view, and the frame shows the same pixels as with an image made at once.
final class DeferredImageCullingTests: XCTestCase {
    private let size = CGSize(width: 100, height: 80)
    private let picture = Bitmap(width: 40, height: 30, color: RGBA8(r: 20, g: 160, b: 90, a: 255))

    /// A white screen with a 20 x 15 pt layer at `origin` showing `image` at 2x.
    private func makeScene(image: CGImage, at origin: CGPoint) -> (root: CALayer, photo: CALayer) {
        let root = makeLayer(CGRect(origin: .zero, size: size), color: CGColor(red: 1, green: 1, blue: 1, alpha: 1))
        let photo = makeLayer(CGRect(origin: origin, size: CGSize(width: 20, height: 15)))
        photo.contents = image
        root.addSublayer(photo)
        return (root, photo)
    }

    func test_imageOutsideTheScreen_isNotMade_untilAFrameShowsIt() {
        withFreshLayerContext { _ in
            let deferred = CGImage(width: 40, height: 30) { [picture] in picture }
            let (root, photo) = makeScene(image: deferred, at: CGPoint(x: 130, y: 20))
            let compositor = LayerCompositor(width: 200, height: 160, scale: 2, background: .black)

            compositor.render(root, atMediaTime: 0)
            let madeWhileOutside = deferred.hasPixels
            photo.position = CGPoint(x: 40, y: 30)
            let shown = compositor.render(root, atMediaTime: 1)

            XCTAssertFalse(madeWhileOutside, "a frame that does not show the image does not read it")
            XCTAssertTrue(deferred.hasPixels)
            let eager = withFreshLayerContext { _ in
                let (root, _) = makeScene(image: CGImage(bitmap: picture), at: CGPoint(x: 30, y: 22.5))
                return LayerCompositor(width: 200, height: 160, scale: 2, background: .black).render(root, atMediaTime: 1)
            }
            XCTAssertEqual(shown.pixels, eager.pixels)
        }
    }
}
