import XCTest
import Raster
@testable import QuartzCore

/// An image whose drawing says whether its pixels are all opaque: its occlusion and ink bounds
/// take the drawing's word instead of scanning; without that word they scan as before.
final class KnownOpacityImageTests: XCTestCase {
    private let opaque = Bitmap(width: 6, height: 4, color: RGBA8(r: 40, g: 90, b: 200, a: 255))

    func test_drawingSayingOpaque_isOpaque_withFullInkBounds() {
        let image = CGImage(width: 6, height: 4, drawingKnowingOpacity: { (self.opaque, true) })

        XCTAssertTrue(image.isOpaque)
        XCTAssertEqual(image.inkBounds, PixelRect(x0: 0, y0: 0, x1: 6, y1: 4))
        XCTAssertTrue(image.bitmap == opaque)
    }

    func test_drawingsWord_isTaken_notAScan() {
        // Setup: a drawing that (against its contract) claims clear pixels opaque, and one that
        // does not claim: only the second is scanned.
        let clear = Bitmap(width: 6, height: 4)
        let claimed = CGImage(width: 6, height: 4, drawingKnowingOpacity: { (clear, true) })
        let unclaimed = CGImage(width: 6, height: 4, drawingKnowingOpacity: { (clear, false) })
        // Assertions.
        XCTAssertEqual(claimed.inkBounds, PixelRect(x0: 0, y0: 0, x1: 6, y1: 4), "the word, not the pixels")
        XCTAssertTrue(unclaimed.inkBounds.isEmpty, "scanned: clear pixels hold no ink")
        XCTAssertFalse(unclaimed.isOpaque)
    }

    func test_imageSharingThePixels_keepsTheWord() {
        let image = CGImage(width: 6, height: 4, drawingKnowingOpacity: { (self.opaque, true) })

        let sharing = CGImage(sharingPixelsOf: image)

        XCTAssertTrue(sharing.isOpaque)
        XCTAssertEqual(sharing.inkBounds, PixelRect(x0: 0, y0: 0, x1: 6, y1: 4))
    }
}
