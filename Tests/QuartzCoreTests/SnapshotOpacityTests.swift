import XCTest
import Raster
import TestSupport
@testable import QuartzCore

/// A snapshot whose display list holds an item covering it opaquely is known to be opaque when
/// taken, so the compositor's occlusion and ink bounds read none of its pixels; the claim is
/// checked against the pixels themselves.
final class SnapshotOpacityTests: XCTestCase {
    private let size = CGSize(width: 60, height: 40)

    /// A page with `background` and a half-transparent card on it.
    private func makePage(background: CGColor) -> CALayer {
        let page = makeLayer(CGRect(origin: .zero, size: size), color: background)
        page.addSublayer(makeLayer(CGRect(x: 10, y: 5, width: 30, height: 20),
                                   color: CGColor(red: 1, green: 0, blue: 0, alpha: 0.5)))
        return page
    }

    func test_snapshotOfOpaquePage_isOpaque_withoutDrawingIt() throws {
        try withFreshLayerContext { _ in
            let page = makePage(background: CGColor(red: 1, green: 1, blue: 1, alpha: 1))

            let image = try XCTUnwrap(LayerCompositor.snapshotImage(of: page, scale: 2, atMediaTime: 0))
            let opaque = image.isOpaque, ink = image.inkBounds
            let drawnByThen = image.hasPixels

            XCTAssertTrue(opaque)
            XCTAssertEqual(ink, PixelRect(x0: 0, y0: 0, x1: 120, y1: 80))
            XCTAssertFalse(drawnByThen, "knowing it opaque read no pixel")
            XCTAssertTrue(image.bitmap.isOpaque, "and the pixels agree")
        }
    }

    func test_cropOfOpaqueSnapshot_isOpaque_withoutDrawingIt() throws {
        try withFreshLayerContext { _ in
            let page = makePage(background: CGColor(red: 0, green: 0.5, blue: 1, alpha: 1))
            let image = try XCTUnwrap(LayerCompositor.snapshotImage(of: page, scale: 2, atMediaTime: 0))

            let crop = try XCTUnwrap(image.cropping(to: CGRect(x: 10, y: 10, width: 50, height: 30)))

            XCTAssertTrue(crop.isOpaque)
            XCTAssertFalse(crop.hasPixels)
            XCTAssertTrue(crop.bitmap.isOpaque)
        }
    }

    func test_snapshotOfTranslucentPage_isNotOpaque() throws {
        try withFreshLayerContext { _ in
            let page = makePage(background: CGColor(red: 1, green: 1, blue: 1, alpha: 0.9))

            let image = try XCTUnwrap(LayerCompositor.snapshotImage(of: page, scale: 2, atMediaTime: 0))

            XCTAssertFalse(image.isOpaque)
            XCTAssertEqual(image.inkBounds, image.bitmap.inkBounds)
        }
    }

    func test_snapshotOfPageWithoutBackground_isNotOpaque() throws {
        try withFreshLayerContext { _ in
            let page = makeLayer(CGRect(origin: .zero, size: size))
            page.addSublayer(makeLayer(CGRect(x: 0, y: 0, width: 60, height: 39), color: CGColor(red: 0, green: 0, blue: 0, alpha: 1)))

            let image = try XCTUnwrap(LayerCompositor.snapshotImage(of: page, scale: 2, atMediaTime: 0))

            XCTAssertFalse(image.isOpaque, "the bottom rows are transparent")
            XCTAssertEqual(image.inkBounds, PixelRect(x0: 0, y0: 0, x1: 120, y1: 78))
        }
    }
}
