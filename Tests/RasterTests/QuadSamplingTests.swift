import XCTest
@testable import Raster

/// Texture sampling (nearest, bilinear, crop, clamp-to-edge) and opacity.
final class QuadSamplingTests: XCTestCase {
    private let red = RGBA8(r: 255, g: 0, b: 0, a: 255)
    private let blue = RGBA8(r: 0, g: 0, b: 255, a: 255)

    /// A 2 x 1 image: red then blue.
    private var redBlue: Bitmap { Bitmap(width: 2, height: 1, pixels: [red.packed, blue.packed]) }

    func test_drawQuad_nearestUpscale_repeatsEachTexelAsABlock() {
        var target = Bitmap(width: 8, height: 4)
        target.draw(QuadDraw(width: 2, height: 1, transform: .scale(4, 4), fill: .image(redBlue), filter: .nearest))
        for y in 0..<4 {
            for x in 0..<8 { XCTAssertEqual(target[x, y], x < 4 ? red : blue, "(\(x), \(y))") }
        }
    }

    func test_drawQuad_bilinearUpscale_rampsBetweenTexelsAndClampsAtEdges() {
        var target = Bitmap(width: 8, height: 4)
        target.draw(QuadDraw(width: 2, height: 1, transform: .scale(4, 4), fill: .image(redBlue)))
        let reds = (0..<8).map { Int(target[$0, 1].r) }
        // Pixel centers 0.5 and 1.5 map to texel x < 0: clamped to the red texel.
        XCTAssertEqual(Array(reds.prefix(2)), [255, 255])
        XCTAssertEqual(Array(reds.suffix(2)), [0, 0])
        // Pixel 3 (center 3.5) maps to texel x 0.375: 62.5% red.
        XCTAssertEqual(reds[3], 159, accuracy: 1)
        XCTAssertEqual(reds, reds.sorted(by: >), "red decreases monotonically from left to right")
        XCTAssertTrue((0..<8).allSatisfy { target[$0, 1].a == 255 && Int(target[$0, 1].r) + Int(target[$0, 1].b) == 255 })
    }

    func test_drawQuad_crop_showsOnlyTheCroppedTexels() {
        var image = Bitmap(width: 8, height: 4, color: red)
        image.fill(PixelRect(x0: 4, y0: 0, x1: 8, y1: 4), color: blue)
        var target = Bitmap(width: 12, height: 8)
        let crop = TexelRect(x: 4, y: 0, width: 4, height: 4)
        target.draw(QuadDraw(width: 12, height: 8, fill: .image(image, crop: crop), filter: .nearest))
        XCTAssertTrue(target.pixels.allSatisfy { $0 == blue.packed })
    }

    func test_drawQuad_singleTexelImage_stretchesToOneFlatColor() {
        let texel = RGBA8(r: 10, g: 100, b: 30, a: 128)
        for transform in [Homography.scale(9, 5), TestScenes.rotateScale(degrees: 20, scale: 9, about: 0.5, 0.5, translate: 5, 5)] {
            var target = Bitmap(width: 12, height: 12)
            target.draw(QuadDraw(width: 1, height: 1, transform: transform, fill: .image(Bitmap(width: 1, height: 1, color: texel)),
                                 antialiased: false))
            XCTAssertTrue(target.pixels.allSatisfy { $0 == 0 || $0 == texel.packed })
            XCTAssertTrue(target.pixels.contains(texel.packed))
        }
    }

    func test_drawQuad_opacity_scalesTheSourceBeforeBlending() {
        var target = Bitmap(width: 4, height: 4, color: .black)
        target.draw(QuadDraw(width: 4, height: 4, fill: .color(.white), opacity: 0.5))
        XCTAssertEqual(target[1, 1], RGBA8(r: 128, g: 128, b: 128, a: 255))

        let source = Bitmap(width: 4, height: 4, color: RGBA8(r: 200, g: 100, b: 40, a: 220))
        var clear = Bitmap(width: 4, height: 4)
        clear.draw(QuadDraw(width: 4, height: 4, fill: .image(source), opacity: 0.25))
        // 0.25 * 255 = 63.75 rounds to 64; 200 * 64 / 255 = 50.2, 100 -> 25.1, 40 -> 10.04, 220 -> 55.2.
        XCTAssertEqual(clear[2, 2], RGBA8(r: 50, g: 25, b: 10, a: 55))
    }

    func test_drawQuad_translucentImageAtIdentity_blendsSourceOverExactly() {
        var source = Bitmap(width: 19, height: 3)
        for x in 0..<19 { for y in 0..<3 { source[x, y] = RGBA8(r: UInt8(x * 6), g: UInt8(min(y * 40, x * 13)), b: 0, a: UInt8(x * 13)) } }
        let backdrop = RGBA8(r: 30, g: 200, b: 90, a: 255)
        var target = Bitmap(width: 19, height: 3, color: backdrop)
        target.draw(QuadDraw(width: 19, height: 3, fill: .image(source)))
        for x in 0..<19 {
            for y in 0..<3 {
                let s = source[x, y], d = backdrop, out = target[x, y]
                func over(_ sc: UInt8, _ dc: UInt8) -> UInt8 {
                    UInt8(Int(sc) + Int((Double(Int(dc) * (255 - Int(s.a))) / 255).rounded()))
                }
                XCTAssertEqual(out, RGBA8(r: over(s.r, d.r), g: over(s.g, d.g), b: over(s.b, d.b), a: over(s.a, d.a)), "(\(x), \(y))")
            }
        }
    }

    func test_drawQuad_identityKernel_equalsGeneralKernelBitForBit() {
        var source = TestScenes.texturedImage(width: 45, height: 30)
        source.fill(PixelRect(x0: 0, y0: 10, x1: 45, y1: 14), color: RGBA8(r: 0, g: 0, b: 0, a: 0))
        source.clear(PixelRect(x0: 0, y0: 20, x1: 45, y1: 24))
        for opacity in [1.0, 0.6] {
            let quad = QuadDraw(width: 45, height: 30, transform: .translation(13, 17), fill: .image(source),
                                cornerRadius: 6, opacity: opacity)
            var fast = TestScenes.background(), general = fast
            fast.withTarget { $0.draw(quad, clip: $0.bounds, kernel: .automatic) }
            general.withTarget { $0.draw(quad, clip: $0.bounds, kernel: .general) }
            XCTAssertEqual(fast, general, "opacity \(opacity)")
        }
    }
}
