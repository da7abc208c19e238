import XCTest
@testable import Raster

/// The pixels a quad sets to an opaque value whatever lies under them (`QuadDraw.opaqueRect`):
/// drawing the quad over two different pictures gives the same bytes there.
final class QuadOpaqueRectTests: XCTestCase {
    private let opaque = RGBA8(r: 200, g: 120, b: 40, a: 255)

    /// A 64 x 48 picture of opaque pixels whose colors vary from texel to texel.
    private var texture: Bitmap {
        var b = Bitmap(width: 64, height: 48)
        for y in 0..<48 { for x in 0..<64 { b[x, y] = RGBA8(r: UInt8(x * 4), g: UInt8(y * 5), b: UInt8((x + y) % 256), a: 255) } }
        return b
    }

    /// Draws `quad` over a uniform picture of `color`.
    private func drawn(_ quad: QuadDraw, over color: RGBA8) -> Bitmap {
        var b = Bitmap(width: 120, height: 90, color: color)
        b.draw(quad)
        return b
    }

    /// Asserts that every pixel of the quad's opaque rectangle is the same over two backgrounds.
    private func assertHides(_ quad: QuadDraw, imageIsOpaque: Bool, _ message: String) {
        let rect = quad.opaqueRect(imageIsOpaque: imageIsOpaque).intersection(PixelRect(x0: 0, y0: 0, x1: 120, y1: 90))
        XCTAssertFalse(rect.isEmpty, message)
        let a = drawn(quad, over: RGBA8(r: 255, g: 0, b: 0, a: 255)), b = drawn(quad, over: RGBA8(r: 0, g: 0, b: 0, a: 0))
        for y in rect.y0..<rect.y1 {
            for x in rect.x0..<rect.x1 where a[x, y] != b[x, y] {
                return XCTFail("\(message): pixel (\(x), \(y)) shows what lies under it")
            }
        }
    }

    func test_opaqueQuads_underAnyProjection_hideWhatLiesUnderTheirOpaqueRect() {
        assertHides(QuadDraw(width: 70.3, height: 50.6, transform: .translation(10.4, 7.7), fill: .color(opaque)),
                    imageIsOpaque: false, "a color at a fractional place")
        assertHides(QuadDraw(width: 64, height: 48, transform: Homography.translation(3.25, 4.5).after(.scale(1.5, 1.5)),
                             fill: .image(texture)), imageIsOpaque: true, "a scaled image")
        let a = 20.0 * .pi / 180
        let door = Homography(cos(a), 0, 5, 24 * sin(a) / 300, 1, 10, sin(a) / 300, 0, 1).after(.scale(1.5, 1.5))
        assertHides(QuadDraw(width: 64, height: 48, transform: door, fill: .image(texture, crop: TexelRect(x: 0, y: 0, width: 32, height: 48))),
                    imageIsOpaque: true, "a door's half turned about y")
        let turn = Homography(cos(0.2), -sin(0.2), 40, sin(0.2), cos(0.2), 5, 0, 0, 1)
        assertHides(QuadDraw(width: 64, height: 48, transform: turn, fill: .image(texture)), imageIsOpaque: true, "a rotated image")
    }

    func test_quadsThatLetAnythingShowThrough_haveNoOpaqueRect() {
        let place = Homography.translation(10, 10)
        XCTAssertTrue(QuadDraw(width: 50, height: 40, transform: place, fill: .color(RGBA8(r: 9, g: 9, b: 9, a: 254)))
            .opaqueRect(imageIsOpaque: false).isEmpty, "translucent color")
        XCTAssertTrue(QuadDraw(width: 50, height: 40, transform: place, fill: .color(opaque), opacity: 0.99)
            .opaqueRect(imageIsOpaque: false).isEmpty, "layer opacity")
        XCTAssertTrue(QuadDraw(width: 50, height: 40, transform: place, fill: .color(opaque), cornerRadius: 3)
            .opaqueRect(imageIsOpaque: false).isEmpty, "rounded corners")
        XCTAssertTrue(QuadDraw(width: 50, height: 40, transform: place, fill: .image(texture))
            .opaqueRect(imageIsOpaque: false).isEmpty, "an image not known to be opaque")
    }

    func test_theOpaqueRect_ofAnAxisAlignedColorOnWholePixels_isItsRectangle() {
        let quad = QuadDraw(width: 50, height: 40, transform: .translation(10, 20), fill: .color(opaque))
        XCTAssertEqual(quad.opaqueRect(imageIsOpaque: false), PixelRect(x0: 10, y0: 20, x1: 60, y1: 60))
        var drawn = Bitmap(width: 80, height: 80)
        drawn.withTarget { $0.draw(quad, clip: PixelRect(x: 0, y: 0, width: 80, height: 80)) }
        XCTAssertEqual(drawn.cropped(to: PixelRect(x0: 10, y0: 20, x1: 60, y1: 60)).pixels.filter { $0 != opaque.packed }.count, 0,
                       "every pixel of the rectangle is the color")
    }

    func test_theOpaqueRect_ofAnAxisAlignedColorOffWholePixels_isItsWholePixelsLessTheirOuterRing() {
        let quad = QuadDraw(width: 50, height: 40, transform: .translation(10.5, 20.25), fill: .color(opaque))
        XCTAssertEqual(quad.opaqueRect(imageIsOpaque: false), PixelRect(x0: 11, y0: 21, x1: 60, y1: 60))
    }

    func test_bitmapOpacity_isFoundFromEveryPixel() {
        XCTAssertTrue(texture.isOpaque)
        var holed = texture
        holed[63, 47] = RGBA8(r: 0, g: 0, b: 0, a: 254)
        XCTAssertFalse(holed.isOpaque, "the last pixel")
        var odd = Bitmap(width: 3, height: 3, color: opaque)
        XCTAssertTrue(odd.isOpaque)
        odd[2, 2] = RGBA8(r: 0, g: 0, b: 0, a: 0)
        XCTAssertFalse(odd.isOpaque, "a pixel past the last whole chunk of eight")
        // 45 pixels: one step of four chunks, one chunk alone, five past them.
        for index in [20, 36, 44] {
            var row = Bitmap(width: 45, height: 1, color: opaque)
            XCTAssertTrue(row.isOpaque)
            row[index, 0] = RGBA8(r: 0, g: 0, b: 0, a: 128)
            XCTAssertFalse(row.isOpaque, "a translucent pixel at \(index)")
        }
    }

    func test_aShadowMaskTinted_isTheBlurredSilhouetteTinted() {
        var silhouette = Bitmap(width: 40, height: 120)
        silhouette.draw(QuadDraw(width: 20.5, height: 90.25, transform: .translation(9.5, 14.75), fill: .color(.white), cornerRadius: 4))
        let tint = RGBA8(r: 0, g: 0, b: 0, a: 64)
        for radius in [0.0, 3, 11.5] {
            let mask = ShadowMask(silhouette: silhouette, radius: radius)
            XCTAssertEqual(mask.tinted(tint), silhouette.blurred(radius: radius).silhouette(color: tint), "radius \(radius)")
        }
    }
}
