import XCTest
@testable import Raster

final class PageCurlTests: XCTestCase {
    private let red = RGBA8(red: 0.9, green: 0.1, blue: 0.1)
    private let blue = RGBA8(red: 0.1, green: 0.1, blue: 0.9)

    /// A page with texture everywhere (so sampling mistakes show), a translucent band and a
    /// transparent corner (so blending mistakes show).
    private func page(width: Int = 90, height: Int = 120) -> Bitmap {
        var bitmap = Bitmap(width: width, height: height)
        for y in 0..<height {
            for x in 0..<width {
                var c = RGBA8(red: Double(x) / Double(width), green: Double(y) / Double(height),
                              blue: (x / 6 + y / 6) % 2 == 0 ? 0.9 : 0.3)
                if y > height / 3 && y < height / 3 + 8 { c = RGBA8(red: 0.2, green: 0.7, blue: 0.2, alpha: 0.5) }
                if x < 5 && y < 5 { c = .clear }
                bitmap[x, y] = c
            }
        }
        return bitmap
    }

    /// Left half red, right half blue.
    private func twoColors(width: Int, height: Int) -> Bitmap {
        var bitmap = Bitmap(width: width, height: height)
        for y in 0..<height { for x in 0..<width { bitmap[x, y] = x < width / 2 ? red : blue } }
        return bitmap
    }

    private func curled(_ source: Bitmap, in rect: PixelRect, size: (Int, Int), background: RGBA8 = .clear,
                        curl: PageCurl, bands: Int = 1, opacity: Double = 1) -> Bitmap {
        var target = Bitmap(width: size.0, height: size.1, color: background)
        let rowsPerBand = (size.1 + bands - 1) / bands
        for band in 0..<bands {
            let clip = PixelRect(x0: 0, y0: band * rowsPerBand, x1: size.0, y1: min(size.1, (band + 1) * rowsPerBand))
            target.drawPageCurl(source, in: rect, curl: curl, opacity: opacity, clip: clip)
        }
        return target
    }

    func test_amountZero_isAPlainCopy() {
        let source = page()
        let flat = PageCurl(amount: 0, radius: 20)

        let onClear = curled(source, in: source.bounds, size: (90, 120), curl: flat)
        var expected = Bitmap(width: 130, height: 150, color: RGBA8(red: 0.5, green: 0.5, blue: 0.5))
        expected.blend(source, x: 17, y: 9)
        let onGray = curled(source, in: PixelRect(x: 17, y: 9, width: 90, height: 120), size: (130, 150),
                            background: RGBA8(red: 0.5, green: 0.5, blue: 0.5), curl: flat)

        XCTAssertEqual(onClear, source)
        XCTAssertEqual(onGray, expected)
    }

    func test_flatSide_farFromTheLine_isUnchanged() {
        let source = page()
        let curl = PageCurl(amount: 0.4, radius: 12)

        let frame = curled(source, in: source.bounds, size: (90, 120), curl: curl)

        // The default curl lifts the bottom-right corner: the top-left area stays flat.
        for y in 0..<30 { for x in 0..<40 { XCTAssertEqual(frame[x, y], source[x, y], "pixel \(x), \(y)") } }
        XCTAssertNotEqual(frame, source)
    }

    func test_beyondTheRoll_isTransparent() {
        let source = page()
        let curl = PageCurl(amount: 0.5, radius: 10, shadowOpacity: 0)

        let frame = curled(source, in: source.bounds, size: (90, 120), curl: curl)

        XCTAssertEqual(frame[89, 119], .clear)
        XCTAssertEqual(frame[80, 110], .clear)
        XCTAssertEqual(frame[10, 10], source[10, 10])
    }

    func test_shadow_darkensWhatIsBelow_nearTheRollOnly() {
        let source = page()
        let white = RGBA8.white
        let curl = PageCurl(amount: 0.5, radius: 10, shadowOpacity: 0.5)

        let frame = curled(source, in: source.bounds, size: (90, 120), background: white, curl: curl)

        XCTAssertEqual(frame[89, 119], white, "far past the roll the page below shows as it is")
        var shaded = 0
        for p in frame.pixels.map(RGBA8.init(packed:)) where p.r == p.g && p.g == p.b && p.r < 240 { shaded += 1 }
        XCTAssertGreaterThan(shaded, 50, "gray shadow pixels on the white page below")
    }

    func test_backSide_showsTheMirroredPage() {
        // The line runs down the page (normal +x), so the right side rolls over to the left.
        let width = 200, height = 40, r = 20.0
        let source = twoColors(width: width, height: height)
        let lineX = Double(width) / 2 - Double.pi * r / 2
        let travel = max(Double.pi * r, r + 1 + 6 + 0.8 * r)
        let amount = (Double(width) - lineX) / (Double(width) + travel)
        let curl = PageCurl(amount: amount, angle: -Double.pi / 2, radius: r, backShade: 0, shadowOpacity: 0)

        let frame = curled(source, in: source.bounds, size: (width, height), curl: curl)

        // Half way up the roll the back shows the blue right half, though the page there is red.
        let x = Int(lineX + r / 2)
        XCTAssertEqual(source[x, 20], red)
        XCTAssertGreaterThan(Int(frame[x, 20].b), Int(frame[x, 20].r) + 80, "\(frame[x, 20])")
        // Left of the line the page is flat and red; past the roll there is nothing.
        XCTAssertEqual(frame[Int(lineX) - 3, 20], red)
        XCTAssertEqual(frame[Int(lineX + r) + 3, 20], .clear)
    }

    func test_backSide_isWashedTowardTheBackColor() {
        let width = 200, height = 40, r = 20.0
        let source = twoColors(width: width, height: height)
        let curl = PageCurl(amount: 0.35, angle: -Double.pi / 2, radius: r, backColor: .white, backShade: 1,
                            shadowOpacity: 0)

        let frame = curled(source, in: source.bounds, size: (width, height), curl: curl)

        // The top of the roll (just past the line) is plain, lit back color: light and gray.
        let lineX = Double(width) - 0.35 * (Double(width) + max(Double.pi * r, r + 7 + 0.8 * r))
        let p = frame[Int(lineX) + 2, 20]
        XCTAssertEqual(p.r, p.b)
        XCTAssertGreaterThan(p.r, 200)
    }

    func test_drawingInBands_givesTheSameBitmap() {
        let source = page()
        for (angle, rect) in [(-Double.pi / 6, PixelRect(x: 10, y: 6, width: 90, height: 120)),
                              (2.5, PixelRect(x: 3, y: 20, width: 90, height: 120)),
                              (0.3, PixelRect(x: -7, y: 4, width: 130, height: 100))] {
            for amount in [0.2, 0.55, 0.9] {
                let curl = PageCurl(amount: amount, angle: angle, radius: 14)
                let whole = curled(source, in: rect, size: (120, 150), background: .white, curl: curl, opacity: 0.8)

                let banded = curled(source, in: rect, size: (120, 150), background: .white, curl: curl, bands: 13, opacity: 0.8)
                var tiled = Bitmap(width: 120, height: 150, color: .white)
                for ty in stride(from: 0, to: 150, by: 37) {
                    for tx in stride(from: 0, to: 120, by: 11) {
                        tiled.drawPageCurl(source, in: rect, curl: curl, opacity: 0.8,
                                           clip: PixelRect(x: tx, y: ty, width: 11, height: 37))
                    }
                }

                XCTAssertEqual(banded, whole, "angle \(angle) amount \(amount)")
                XCTAssertEqual(tiled, whole, "angle \(angle) amount \(amount)")
            }
        }
    }

    /// Draws with the scalar double-precision reference instead of the eight-pixel kernel.
    private func referenceCurled(_ source: Bitmap, in rect: PixelRect, size: (Int, Int), background: RGBA8,
                                 curl: PageCurl, opacity: Double) -> Bitmap {
        var target = Bitmap(width: size.0, height: size.1, color: background)
        let geometry = PageCurlGeometry(curl: curl, rect: rect, sourceWidth: source.width,
                                        sourceHeight: source.height, opacity: opacity)
        target.withTarget { raster in
            let area = raster.bounds.intersection(curl.footprint(of: rect))
            guard !area.isEmpty else { return }
            source.pixels.withUnsafeBufferPointer { pixels in
                PageCurlKernel(geometry: geometry, source: pixels.baseAddress!, target: raster).run(area, reference: true)
            }
        }
        return target
    }

    func test_vectorKernel_staysWithinTwoLevelsOfTheScalarReference() {
        let source = page()
        let cases: [(Double, PixelRect, Double)] = [
            (-Double.pi / 6, PixelRect(x: 10, y: 6, width: 90, height: 120), 14),
            (2.5, PixelRect(x: 3, y: 20, width: 90, height: 120), 25),
            (0.3, PixelRect(x: -7, y: 4, width: 130, height: 100), 9),  // scaled: no exact-size copy
            (-Double.pi / 2, PixelRect(x: 0, y: 0, width: 90, height: 120), 0),  // sharp fold
            (1.2, PixelRect(x: 20, y: 30, width: 60, height: 70), 40),
        ]
        var drawn = 0
        for (angle, rect, radius) in cases {
            for amount in [0.1, 0.35, 0.6, 0.85] {
                let curl = PageCurl(amount: amount, angle: angle, radius: radius)
                let fast = curled(source, in: rect, size: (120, 150), background: .white, curl: curl, opacity: 0.8)
                let reference = referenceCurled(source, in: rect, size: (120, 150), background: .white,
                                                curl: curl, opacity: 0.8)
                var worst = 0
                for (a, b) in zip(fast.pixels, reference.pixels) {
                    for shift in stride(from: 0, to: 32, by: 8) {
                        worst = max(worst, abs(Int((a >> UInt32(shift)) & 255) - Int((b >> UInt32(shift)) & 255)))
                    }
                }
                XCTAssertLessThanOrEqual(worst, 2, "angle \(angle) amount \(amount) radius \(radius)")
                if fast != Bitmap(width: 120, height: 150, color: .white) { drawn += 1 }
            }
        }
        XCTAssertGreaterThan(drawn, 15, "most cases draw something to compare")
    }

    func test_fullyRolled_drawsNothing() {
        let frame = curled(page(), in: PixelRect(x: 0, y: 0, width: 90, height: 120), size: (90, 120),
                           curl: PageCurl(amount: 1, radius: 15))

        XCTAssertEqual(frame, Bitmap(width: 90, height: 120))
    }

    func test_degenerateInputs_doNotCrash() {
        let source = page()
        let curls = [PageCurl(amount: 0.5, radius: 0), PageCurl(amount: .nan, angle: .nan, radius: .nan),
                     PageCurl(amount: 0.5, angle: .infinity, radius: .infinity), PageCurl(amount: -3, radius: -5),
                     PageCurl(amount: 7, radius: 1e300), PageCurl(amount: 0.5, radius: 1e-300, backShade: .nan, shadowOpacity: .nan)]
        for curl in curls {
            _ = curled(source, in: source.bounds, size: (90, 120), curl: curl)
            _ = curled(Bitmap(width: 1, height: 1, color: .white), in: PixelRect(x: 2, y: 2, width: 50, height: 3),
                       size: (60, 10), curl: curl)
            _ = curled(source, in: PixelRect(x: -500, y: -400, width: 1000, height: 900), size: (40, 40), curl: curl)
            _ = curled(source, in: .empty, size: (40, 40), curl: curl)
        }
        // A sharp fold still draws the flat part and leaves the rest transparent.
        let folded = curled(source, in: source.bounds, size: (90, 120), curl: PageCurl(amount: 0.5, radius: 0, shadowOpacity: 0))
        XCTAssertEqual(folded[10, 10], source[10, 10])
        XCTAssertEqual(folded[89, 119], .clear)
        // NaN amount is flat.
        XCTAssertEqual(curled(source, in: source.bounds, size: (90, 120), curl: PageCurl(amount: .nan)), source)
    }
}
