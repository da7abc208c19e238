import XCTest
@testable import QuartzCore
import Raster

/// Which display-list items hide everything below them in a band (`DrawItem.paintsOpaquely`),
/// which lets the compositor skip what they cover without changing a byte.
final class DrawItemOcclusionTests: XCTestCase {
    private let band = PixelRect(x0: 0, y0: 10, x1: 100, y1: 50)
    private let opaque = RGBA8(r: 250, g: 250, b: 250, a: 255)

    /// A color item of `width` x `height` local units placed by `transform`, clipped to `clip`.
    private func item(_ color: RGBA8, width: Double = 100, height: Double = 60, transform: Homography = .identity,
                      opacity: Double = 1, cornerRadius: Double = 0,
                      clip: PixelRect = PixelRect(x0: 0, y0: 0, x1: 100, y1: 60)) -> DrawItem {
        let quad = QuadDraw(width: width, height: height, transform: transform, fill: .color(color),
                            cornerRadius: cornerRadius, opacity: opacity)
        return DrawItem(layer: ObjectIdentifier(self), part: .background, quad: quad, clip: clip, content: .color(color))
    }

    func test_opaqueColorRectangleCoveringTheBand_paintsItOpaquely() {
        XCTAssertTrue(item(opaque).paintsOpaquely(band))
        XCTAssertTrue(item(opaque, width: 50, height: 30, transform: .scale(2, 2)).paintsOpaquely(band))
    }

    func test_itemsThatLeaveAnyPixelPartlyShowingThrough_doNotPaintOpaquely() {
        let translucent = RGBA8(r: 100, g: 100, b: 100, a: 254)
        XCTAssertFalse(item(translucent).paintsOpaquely(band), "translucent color")
        XCTAssertFalse(item(opaque, opacity: 0.99).paintsOpaquely(band), "layer opacity")
        XCTAssertFalse(item(opaque, cornerRadius: 4).paintsOpaquely(band), "rounded corners")
        XCTAssertFalse(item(opaque, width: 99.75).paintsOpaquely(band), "a quarter pixel short on the right")
        XCTAssertFalse(item(opaque, transform: .translation(0, 10.5)).paintsOpaquely(band), "half a pixel short at the top")
        XCTAssertFalse(item(opaque, clip: PixelRect(x0: 0, y0: 0, x1: 99, y1: 60)).paintsOpaquely(band), "clipped")
        XCTAssertFalse(item(opaque, transform: Homography(1, 0.01, 0, 0, 1, 0, 0, 0, 1)).paintsOpaquely(band), "sheared")
        let image = QuadDraw(width: 100, height: 60, fill: .image(Bitmap(width: 4, height: 4, color: opaque)))
        let imageItem = DrawItem(layer: ObjectIdentifier(self), part: .contents, quad: image,
                                 clip: PixelRect(x0: 0, y0: 0, x1: 100, y1: 60), content: .color(opaque))
        XCTAssertFalse(imageItem.paintsOpaquely(band), "image fills are not inspected")
    }

    func test_coverAQuarterPixelShort_letsTheLayerBelowShowInTheEdgePixels() {
        let red = RGBA8(r: 255, g: 0, b: 0, a: 255)
        let below = item(red), cover = item(opaque, width: 99.75)
        var frame = Bitmap(width: 100, height: 60)
        LayerCompositor.draw([below, cover], in: frame.bounds, onto: &frame, background: .black, threads: 1)
        XCTAssertEqual(frame[10, 20], opaque)
        XCTAssertNotEqual(frame[99, 20], opaque, "the last column is a quarter red")
        XCTAssertGreaterThan(frame[99, 20].r, frame[99, 20].g)
    }
}
