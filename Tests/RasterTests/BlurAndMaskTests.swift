import XCTest
@testable import Raster

/// Shadow helpers: blur, mask multiplication and silhouettes.
final class BlurAndMaskTests: XCTestCase {
    /// A 40 x 40 bitmap with an opaque white 10 x 10 square in the middle.
    private var square: Bitmap {
        var b = Bitmap(width: 40, height: 40)
        b.fill(PixelRect(x0: 15, y0: 15, x1: 25, y1: 25), color: .white)
        return b
    }

    func test_blurred_radiusZero_returnsTheSameBitmap() {
        XCTAssertEqual(square.blurred(radius: 0), square)
        XCTAssertEqual(square.blurred(radius: -3), square)
    }

    func test_blurred_preservesTotalAlphaRoughly() {
        let total = { (b: Bitmap) in b.pixels.reduce(0) { $0 + Int($1 >> 24) } }
        let blurred = square.blurred(radius: 8)
        XCTAssertEqual(Double(total(blurred)), Double(total(square)), accuracy: Double(total(square)) * 0.02)
        XCTAssertEqual(blurred.width, 40)
        XCTAssertEqual(blurred.height, 40)
    }

    func test_blurred_isMirrorSymmetricForASymmetricShape() {
        let blurred = square.blurred(radius: 6)
        for y in 0..<40 {
            for x in 0..<40 {
                XCTAssertEqual(blurred[x, y], blurred[39 - x, y], "(\(x), \(y)) left-right")
                XCTAssertEqual(blurred[x, y], blurred[x, 39 - y], "(\(x), \(y)) top-bottom")
                // Rows and columns round their intermediate sums at different stages, so the
                // diagonal mirror holds to within one level.
                XCTAssertLessThanOrEqual(abs(Int(blurred[x, y].a) - Int(blurred[y, x].a)), 1, "(\(x), \(y)) diagonal")
            }
        }
    }

    func test_blurred_spreadsAboutTheRadiusAndSoftensThePeak() {
        var dot = Bitmap(width: 41, height: 41)
        dot.fill(PixelRect(x0: 18, y0: 18, x1: 23, y1: 23), color: .white)
        let blurred = dot.blurred(radius: 8)
        XCTAssertLessThan(blurred[20, 20].a, 255)
        XCTAssertGreaterThan(blurred[20, 20].a, blurred[24, 20].a)
        XCTAssertGreaterThan(blurred[28, 20].a, 0, "reaches about sigma + half the square away")
        XCTAssertEqual(blurred[40, 20].a, 0, "nothing past about 3 sigma")
        XCTAssertTrue(blurred.pixels.allSatisfy { p in
            let c = RGBA8(packed: p)
            return c.r <= c.a && c.g <= c.a && c.b <= c.a
        }, "stays premultiplied")
    }

    func test_multiplyAlpha_scalesEveryChannelByMaskAlpha() {
        var image = Bitmap(width: 9, height: 2, color: RGBA8(r: 200, g: 100, b: 50, a: 255))
        var mask = Bitmap(width: 9, height: 2, color: RGBA8(r: 0, g: 0, b: 0, a: 128))
        mask[8, 1] = .clear
        mask[0, 0] = RGBA8(r: 7, g: 7, b: 7, a: 255)
        image.multiplyAlpha(by: mask)
        XCTAssertEqual(image[3, 1], RGBA8(r: 100, g: 50, b: 25, a: 128))
        XCTAssertEqual(image[8, 1], .clear)
        XCTAssertEqual(image[0, 0], RGBA8(r: 200, g: 100, b: 50, a: 255))
    }

    func test_silhouette_replacesColorKeepingShapeAlpha() {
        var image = Bitmap(width: 10, height: 1)
        image[0, 0] = RGBA8(r: 255, g: 255, b: 255, a: 255)
        image[1, 0] = RGBA8(r: 30, g: 0, b: 90, a: 128)
        image[9, 0] = RGBA8(r: 40, g: 40, b: 40, a: 51)
        let shadow = image.silhouette(color: RGBA8(r: 0, g: 0, b: 100, a: 200))
        XCTAssertEqual(shadow[0, 0], RGBA8(r: 0, g: 0, b: 100, a: 200))
        XCTAssertEqual(shadow[1, 0], RGBA8(r: 0, g: 0, b: 50, a: 100))
        XCTAssertEqual(shadow[9, 0], RGBA8(r: 0, g: 0, b: 20, a: 40))
        XCTAssertEqual(shadow[5, 0], .clear)
    }
}
