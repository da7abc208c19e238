import Foundation
import Raster
import XCTest
@testable import QuartzCore

/// A layer that clips to its bounds, turned: the clip cuts what lies outside its bounds and
/// nothing inside them.
final class ClipElisionTests: XCTestCase {
    /// A 60 x 60 layer showing an image that fills it, turned by `transform`, clipping or not.
    private func turnedPicture(_ transform: CATransform3D, clips: Bool) -> Bitmap {
        withFreshContext { _ in
            let root = makeLayer(CGRect(x: 0, y: 0, width: 120, height: 120), color: .white)
            let picture = makeLayer(CGRect(x: 30, y: 30, width: 60, height: 60))
            picture.contents = CGImage(bitmap: Bitmap(width: 6, height: 6, color: RGBA8(r: 30, g: 140, b: 200, a: 255)))
            picture.masksToBounds = clips
            picture.transform = transform
            root.addSublayer(picture)
            return TestScenes.render(root, size: CGSize(width: 120, height: 120))
        }
    }

    /// How many pixels differ between two bitmaps of one size.
    private func differingPixels(_ a: Bitmap, _ b: Bitmap) -> Int {
        var count = 0
        for y in 0..<a.height { for x in 0..<a.width where a[x, y] != b[x, y] { count += 1 } }
        return count
    }

    func test_clippedImage_turnedByAnEighth_drawsAsUnclipped() {
        // Setup / action: the image fills its bounds, so the clip cuts nothing.
        let turn = CATransform3DMakeRotation(.pi / 4, 0, 0, 1)
        let clipped = turnedPicture(turn, clips: true), free = turnedPicture(turn, clips: false)

        // Assertions: the same pixels (the diagonal corners' box, zero wide here, cut it all).
        XCTAssertEqual(differingPixels(clipped, free), 0)
        XCTAssertNotEqual(free[120, 120], RGBA8(r: 255, g: 255, b: 255, a: 255))
    }

    func test_clippedImage_inPerspective_drawsAsUnclipped() {
        var turn = CATransform3DIdentity
        turn.m34 = -1 / 200
        turn = CATransform3DRotate(turn, .pi / 3, 0, 1, 0)

        let clipped = turnedPicture(turn, clips: true), free = turnedPicture(turn, clips: false)

        XCTAssertEqual(differingPixels(clipped, free), 0)
    }
}
