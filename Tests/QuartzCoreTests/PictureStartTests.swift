import XCTest
import Raster
import TestSupport
@testable import QuartzCore

/// A new picture whose first item paints every pixel one opaque color starts as that color
/// (`DrawItem.picture`), and is the bytes of a cleared picture with every item drawn: whole, in
/// regions, and when the first item does not qualify (edges off whole pixels, a translucent
/// color, a corner radius, a clip short of the picture).
final class PictureStartTests: XCTestCase {
    private let owner = CALayer()
    private let width = 90, height = 70

    private func item(_ quad: QuadDraw, clip: PixelRect? = nil) -> DrawItem {
        let content: ContentKey
        switch quad.fill {
        case .color(let color): content = .color(color)
        case .image: content = .offscreen(ObjectIdentifier(owner), .group, version: 0)
        }
        return DrawItem(layer: ObjectIdentifier(owner), part: .background, quad: quad,
                        clip: clip ?? PixelRect(x: -100, y: -100, width: 400, height: 400), content: content)
    }

    /// A page's list: `first`, then a translucent card, a rotated opaque square and a picture.
    private func page(first: DrawItem) -> [DrawItem] {
        var stripes = Bitmap(width: 16, height: 12)
        for y in 0..<12 { for x in 0..<16 { stripes[x, y] = (x + y) % 3 == 0 ? RGBA8(r: 0, g: 0, b: 120, a: 120) : RGBA8(r: 200, g: 30, b: 10, a: 255) } }
        return [
            first,
            item(QuadDraw(width: 40, height: 20, transform: .translation(10.5, 8.25), fill: .color(RGBA8(r: 20, g: 90, b: 40, a: 160)))),
            item(QuadDraw(width: 18, height: 18, transform: Homography(0.8, -0.6, 50, 0.6, 0.8, 30, 0, 0, 1), fill: .color(RGBA8(r: 250, g: 250, b: 0, a: 255)))),
            item(QuadDraw(width: 32, height: 24, transform: .translation(30, 40), fill: .image(stripes, crop: nil))),
        ]
    }

    private func cleared(_ items: [DrawItem], regions: [PixelRect]?) -> Bitmap {
        var bitmap = Bitmap(width: width, height: height)
        for region in regions ?? [bitmap.bounds] { DrawItem.rasterize(items, into: &bitmap, region: region) }
        return bitmap
    }

    func test_opaqueBackground_startsThePicture_withTheBytesOfAClearedOne() {
        let background = item(QuadDraw(width: 90, height: 70, fill: .color(RGBA8(r: 240, g: 235, b: 225, a: 255))))
        let items = page(first: background)

        let picture = DrawItem.picture(of: items, width: width, height: height)

        XCTAssertNil(compareBitmaps(picture, cleared(items, regions: nil)))
        XCTAssertEqual(picture[0, 0], RGBA8(r: 240, g: 235, b: 225, a: 255))
    }

    func test_opaqueBackground_inRegions_isTheBytesOfAClearedOneThere() {
        let background = item(QuadDraw(width: 100, height: 80, transform: .translation(-5, -5), fill: .color(RGBA8(r: 10, g: 20, b: 30, a: 255))))
        let items = page(first: background)
        let regions = [PixelRect(x: 0, y: 0, width: 90, height: 25), PixelRect(x: 20, y: 25, width: 40, height: 30)]

        let picture = DrawItem.picture(of: items, width: width, height: height, regions: regions)

        let expected = cleared(items, regions: regions)
        for region in regions {
            XCTAssertNil(compareBitmaps(picture.cropped(to: region), expected.cropped(to: region)), "\(region)")
        }
    }

    func test_backgroundsThatDoNotPaintEveryPixel_areDrawnOverAClearedPicture() {
        let color = RGBA8(r: 240, g: 235, b: 225, a: 255)
        let firsts = [
            ("edges off whole pixels", item(QuadDraw(width: 89.5, height: 70, transform: .translation(0.25, 0), fill: .color(color)))),
            ("translucent", item(QuadDraw(width: 90, height: 70, fill: .color(RGBA8(r: 100, g: 100, b: 100, a: 200))))),
            ("rounded", item(QuadDraw(width: 90, height: 70, fill: .color(color), cornerRadius: 8))),
            ("clipped", item(QuadDraw(width: 90, height: 70, fill: .color(color)), clip: PixelRect(x: 0, y: 0, width: 90, height: 60))),
        ]
        for (name, first) in firsts {
            let items = page(first: first)

            let picture = DrawItem.picture(of: items, width: width, height: height)

            XCTAssertNil(compareBitmaps(picture, cleared(items, regions: nil)), name)
        }
    }
}
