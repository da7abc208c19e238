import XCTest
@testable import Raster

/// `QuadDraw.pixelBounds`, the one routine that bounds both a quad's drawing and a compositor's
/// damage: it must hold every pixel the quad touches, and not much more.
final class QuadBoundsTests: XCTestCase {
    private let image = TestScenes.texturedImage()

    /// The smallest rectangle holding every pixel of `bitmap` that is not transparent.
    private func touchedBox(_ bitmap: Bitmap) -> PixelRect {
        var box = PixelRect.empty
        for y in 0..<bitmap.height {
            for x in 0..<bitmap.width where bitmap[x, y] != .clear {
                box = box.union(PixelRect(x: x, y: y, width: 1, height: 1))
            }
        }
        return box
    }

    private var quads: [QuadDraw] {
        let color = QuadFill.color(RGBA8(red: 0.9, green: 0.4, blue: 0.1))
        return [
            QuadDraw(width: 48, height: 40, transform: .translation(40, 30), fill: .image(image)),
            QuadDraw(width: 48, height: 40, transform: .translation(40.5, 30.25), fill: color, cornerRadius: 7),
            QuadDraw(width: 48, height: 40, transform: Homography.translation(20.3, 15.6).after(.scale(2.1, 1.3)),
                     fill: .image(image)),
            QuadDraw(width: 48, height: 40, transform: TestScenes.rotateScale(degrees: 15, scale: 0.9, about: 24, 20,
                                                                              translate: 70, 50),
                     fill: .image(image)),
            QuadDraw(width: 48, height: 40, transform: TestScenes.door(degrees: 60, distance: 60, height: 40, left: 30.5, top: 20),
                     fill: .image(image)),
            QuadDraw(width: 48, height: 40, transform: TestScenes.door(degrees: 87, distance: 90, height: 40, left: 70, top: 20.7),
                     fill: color),
            QuadDraw(width: 48, height: 40, transform: Homography(0.8, 0.2, 39, -0.15, 0.9, 44, 0.004, -0.003, 1),
                     fill: .image(image), filter: .nearest),
        ]
    }

    func test_pixelBounds_holdEveryPixelTheQuadTouches_withinThreePixels() {
        for quad in quads {
            var bitmap = Bitmap(width: 160, height: 120)

            bitmap.draw(quad)

            let touched = touchedBox(bitmap), bounds = quad.pixelBounds
            XCTAssertFalse(touched.isEmpty, "\(quad.transform)")
            XCTAssertEqual(touched.intersection(bounds), touched, "drawn outside \(bounds): \(touched)")
            let hug = PixelRect(x0: touched.x0 - 3, y0: touched.y0 - 3, x1: touched.x1 + 3, y1: touched.y1 + 3)
            XCTAssertEqual(bounds.intersection(hug), bounds, "\(bounds) is loose around \(touched)")
        }
    }

    func test_pixelBounds_emptyForQuadsThatDrawNothing() {
        let behind = Homography(1, 0, 0, 0, 1, 0, 0, 0, -1)

        XCTAssertTrue(QuadDraw(width: 0, height: 10, fill: .color(.white)).pixelBounds.isEmpty)
        XCTAssertTrue(QuadDraw(width: 10, height: .nan, fill: .color(.white)).pixelBounds.isEmpty)
        XCTAssertTrue(QuadDraw(width: 10, height: 10, transform: behind, fill: .color(.white)).pixelBounds.isEmpty)
        XCTAssertTrue(QuadDraw(width: 10, height: 10, transform: .scale(.infinity, 1), fill: .color(.white)).pixelBounds.isEmpty)
    }

    func test_pixelBounds_withoutPerspective_equalTheGeneralRoute() {
        // Setup: affine maps of every kind (scaled, turned, mirrored, sheared, huge, a W other
        // than 1), from a fixed generator, and sizes down to a hair.
        var seed: UInt64 = 0x2545_F491_4F6C_DD1D
        func next() -> Double {
            seed = seed &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return Double(seed >> 11) / Double(1 << 53) * 2 - 1
        }
        for k in 0..<2000 {
            let spread = k % 5 == 0 ? 1e7 : 400.0
            let w = k % 7 == 0 ? 1.0 : 2.5
            let m = Homography(next() * 3 * w, next() * 3 * w, next() * spread * w,
                               next() * 3 * w, next() * 3 * w, next() * spread * w,
                               0, 0, w)
            let quad = QuadDraw(width: abs(next()) * 300 + 0.01, height: abs(next()) * 300 + 0.01, transform: m,
                                fill: .color(.white))

            // The affine route and the general one give the same box.
            XCTAssertEqual(quad.pixelBounds, quad.projectedBounds, "map \(m), \(quad.width) x \(quad.height)")
        }
    }
}
