import XCTest
@testable import Raster

/// A shadow's mask, blurred as alpha alone and drawn only where its rows differ, gives the bytes of
/// the whole-picture blur of the white silhouette and its tint.
final class ShadowMaskTests: XCTestCase {
    /// A white rectangle (or rounded rectangle) scaled by `k` and moved by `pad`, as a shape
    /// shadow's silhouette is drawn, with the picture's size around it.
    private func silhouetteQuad(width: Double, height: Double, k: Double, pad: Int, cornerRadius: Double)
        -> (quad: QuadDraw, width: Int, height: Int) {
        let quad = QuadDraw(width: width, height: height,
                            transform: Homography.translation(Double(pad), Double(pad)).after(.scale(k, k)),
                            fill: .color(.white), cornerRadius: cornerRadius)
        return (quad, Int((width * k).rounded(.up)) + 2 * pad, Int((height * k).rounded(.up)) + 2 * pad)
    }

    /// The reference: the whole silhouette drawn, blurred with every pass over every pixel.
    private func wholeBlur(_ quad: QuadDraw, width: Int, height: Int, radius: Double) -> Bitmap {
        var silhouette = Bitmap(width: width, height: height)
        silhouette.draw(quad)
        return radius > 0 ? silhouette.blurredWhole(sizes: Bitmap.blurBoxSizes(radius: radius)) : silhouette
    }

    private func alphaBytes(_ mask: ShadowMask) -> [UInt8] {
        (0..<mask.height).flatMap { y in (0..<mask.width).map { x in mask.alpha(x: x, y: y) } }
    }

    private func alphaBytes(_ bitmap: Bitmap) -> [UInt8] { bitmap.pixels.map { UInt8($0 >> 24) } }

    func test_quadMask_matchesTheWholeBlursAlpha_onRandomShadowShapes() {
        var random = SeededSequence(state: 37)
        for trial in 0..<60 {
            // Setup: sizes, scales, corners and radii as shadows of cards, sheets and pages have.
            let k = [1.0, 2, 3, 1.6817928305074292, 2.378414230005442][random.next(5)]
            let width = 4 + random.unit() * 90, height = 4 + random.unit() * 160
            let cornerRadius = [0, 0, random.unit() * 20, min(width, height) / 2, 80][random.next(5)]
            let radius = [0, 1, 3, 6, 18, 30.5][random.next(6)] * k
            let pad = Int((radius * 1.5).rounded(.up)) + 2
            let (quad, w, h) = silhouetteQuad(width: width, height: height, k: k, pad: pad, cornerRadius: cornerRadius)
            let threads = trial % 3 == 0 ? 3 : 1
            // Action.
            let mask = ShadowMask(quad: quad, width: w, height: h, radius: radius, threads: threads,
                                  parallel: threads > 1 ? concurrentLoop : nil)
            // Assertions: the alpha the whole blur gives, and its tint.
            let reference = wholeBlur(quad, width: w, height: h, radius: radius)
            XCTAssertEqual(mask.width, w)
            XCTAssertEqual(mask.height, h)
            XCTAssertEqual(alphaBytes(mask), alphaBytes(reference), "trial \(trial): \(width) x \(height) at \(k)x, corner \(cornerRadius), radius \(radius)")
            let tint = RGBA8(r: 10, g: 20, b: 30, a: 64)
            XCTAssertEqual(mask.tinted(tint), reference.silhouette(color: tint), "trial \(trial)")
        }
    }

    func test_tinted_splitAcrossThreads_isTheBytesOfOneThread() {
        // Setup: a page's shadow at 3x, large enough to be split.
        let (quad, w, h) = silhouetteQuad(width: 390, height: 844, k: 3, pad: 29, cornerRadius: 12)
        let mask = ShadowMask(quad: quad, width: w, height: h, radius: 18)
        let tint = RGBA8(r: 0, g: 0, b: 0, a: 90)
        // Action.
        let alone = mask.tinted(tint)
        let split = mask.tinted(tint, threads: 3, parallel: concurrentLoop)
        // Assertions: the same size and bytes, and the rows copied out differ (a real shadow).
        XCTAssertEqual(split.width, alone.width)
        XCTAssertEqual(split.height, alone.height)
        XCTAssertTrue(split.pixels == alone.pixels, "the same bytes")
        XCTAssertNotEqual(split[w / 2, 0], split[w / 2, h / 2], "edge and middle rows differ")
    }

    func test_quadMask_drawsFewRows_ofATallPage() {
        // Setup: a page's rectangle at 3x, as the navigation push's edge shadow casts it.
        let (quad, w, h) = silhouetteQuad(width: 390, height: 844, k: 3, pad: 29, cornerRadius: 0)
        // Action.
        let alike = ShadowMask.alikeRows(of: quad, height: h)
        // Assertions: the rows between are left undrawn, one row standing for them.
        let (first, last) = try! XCTUnwrap(alike)
        XCTAssertEqual(first, 30)
        XCTAssertEqual(last, 29 + 2532 - 2)
        let mask = ShadowMask(quad: quad, width: w, height: h, radius: 18)
        XCTAssertEqual(alphaBytes(mask), alphaBytes(wholeBlur(quad, width: w, height: h, radius: 18)))
    }

    func test_alikeRows_none_forATurnedOrShortQuad() {
        var turned = silhouetteQuad(width: 100, height: 200, k: 1, pad: 10, cornerRadius: 0).quad
        turned.transform = turned.transform.after(Homography(1, 0.1, 0, 0, 1, 0, 0, 0, 1))
        XCTAssertNil(ShadowMask.alikeRows(of: turned, height: 220))
        let short = silhouetteQuad(width: 100, height: 40, k: 1, pad: 10, cornerRadius: 18).quad
        XCTAssertNil(ShadowMask.alikeRows(of: short, height: 60))
    }

    func test_silhouetteMask_matchesTheWholeBlursAlpha_onAnyPicture() {
        // Setup: a picture whose alpha varies everywhere (no repeated rows).
        var random = SeededSequence(state: 5)
        let picture = Bitmap(width: 37, height: 53, pixels: (0..<(37 * 53)).map { _ in
            let a = UInt32(random.next(256))
            return a << 24 | a << 16 | a << 8 | a
        })
        for radius in [0.0, 1, 4, 13, 70] {
            // Action.
            let mask = ShadowMask(silhouette: picture, radius: radius)
            // Assertions.
            let reference = radius > 0 ? picture.blurredWhole(sizes: Bitmap.blurBoxSizes(radius: radius)) : picture
            XCTAssertEqual(alphaBytes(mask), alphaBytes(reference), "radius \(radius)")
        }
    }

    func test_alphaRowBlur_matchesEachChannelOfTheRowBlur() {
        var random = SeededSequence(state: 11)
        for width in [1, 2, 7, 8, 9, 31, 64, 200] {
            for radius in [0, 1, 2, 5, 40, 300] {
                // Setup: a row of random pixels and its alpha bytes.
                let row = (0..<width).map { _ in UInt32(truncatingIfNeeded: random.next(1 << 30) &* 7) }
                let alpha = row.map { UInt8($0 >> 24) }
                var blurred = [UInt32](repeating: 0, count: width)
                var blurredAlpha = [UInt8](repeating: 0, count: width)
                var sums = [UInt32](repeating: 0, count: width + 2 * radius + 2)
                // Action.
                Bitmap.boxBlurRow(row, into: &blurred, width: width, radius: radius)
                Bitmap.boxBlurAlphaRow(alpha, into: &blurredAlpha, width: width, radius: radius, sums: &sums)
                // Assertions.
                XCTAssertEqual(blurredAlpha, blurred.map { UInt8($0 >> 24) }, "width \(width) radius \(radius)")
            }
        }
    }
}
