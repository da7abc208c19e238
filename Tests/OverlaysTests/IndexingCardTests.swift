import Overlays
import Raster
import RasterTestSupport
import XCTest

/// The card the replay window shows while its engine first plays the session through.
final class IndexingCardTests: XCTestCase {
    func test_card_partWay_drawsItsBarAndWords() {
        let card = IndexingCard(frame: 1800, lastFrame: 7200, width: 390 * 2, height: 300 * 2, scale: 2)

        let image = card.image()

        XCTAssertEqual(card.fraction, 0.25)
        XCTAssertEqual(image.width, 780)
        XCTAssertEqual(image.height, 600)
        assertGolden(image, named: "indexing-card-quarter")
    }

    func test_fraction_staysInsideTheBar_forAnyFrame() {
        XCTAssertEqual(IndexingCard(frame: 9000, lastFrame: 7200, width: 10, height: 10, scale: 1).fraction, 1)
        XCTAssertEqual(IndexingCard(frame: -5, lastFrame: 7200, width: 10, height: 10, scale: 1).fraction, 0)
        XCTAssertEqual(IndexingCard(frame: 5, lastFrame: 0, width: 10, height: 10, scale: 1).fraction, 0, "an empty session")
    }
}
