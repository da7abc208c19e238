import XCTest
@testable import Raster

/// Every way of drawing a benchmark case gives the same bytes: each kernel path (`KernelOptions`:
/// strips or rows, eight pixels or one per chunk through the generic driver), one band or
/// several, and every build (the recorded hashes are the same for the AVX2 build and the
/// baseline x86-64 one, see docs/PERFORMANCE.md). A pixel that depends on the path or the CPU
/// would break the frame hashes recorded sessions are verified with.
final class KernelPathEquivalenceTests: XCTestCase {
    /// One drawing to check: a quad over a background, the kernel it must pick, and the FNV-1a
    /// hash of its pixels recorded from the automatic path.
    private struct Case {
        var name: String
        var quad: QuadDraw
        var kernel: String
        var hash: UInt64
    }

    private static let width = 390, height = 844
    // Trigonometric values are literals, not cos/sin calls, so the scene itself cannot depend on
    // the C library's CPU-specific variants.
    private static let cos15 = 0.9659258262890683, sin15 = 0.25881904510252074
    private static let cos60 = 0.5, sin60 = 0.8660254037844387

    private static let image = TestScenes.texturedImage(width: width, height: height)

    private static func imageQuad(_ transform: Homography, crop: TexelRect? = nil, opacity: Double = 1,
                                  filter: SamplingFilter = .bilinear) -> QuadDraw {
        let w = crop?.width ?? Double(width), h = crop?.height ?? Double(height)
        return QuadDraw(width: w, height: h, transform: transform, fill: .image(image, crop: crop), opacity: opacity,
                        filter: filter)
    }

    /// Rotation by the angle with the given cosine and sine, and scale `s`, about the screen center.
    private static func rotateScale(cos c: Double, sin s: Double, scale k: Double) -> Homography {
        let cx = Double(width) / 2, cy = Double(height) / 2
        return Homography.translation(cx, cy).after(Homography(c, -s, 0, s, c, 0, 0, 0, 1))
            .after(.scale(k, k)).after(.translation(-cx, -cy))
    }

    /// A door turned about its left edge (sine `s`, cosine `c`) at perspective distance `d`.
    private static func door(cos c: Double, sin s: Double, distance d: Double, height h: Double) -> Homography {
        Homography(c, 0, 0, h / 2 * s / d, 1, 0, s / d, 0, 1)
    }

    private static let cases: [Case] = {
        let w = Double(width), h = Double(height)
        let center = Homography.translation(w / 2, h / 2)
        return [
            Case(name: "identity", quad: imageQuad(.translation(3, -5)), kernel: "identity",
                 hash: 0xCC52_39D4_3A44_D08B),
            Case(name: "identity at 60% opacity", quad: imageQuad(.translation(-7, 11), opacity: 0.6),
                 kernel: "identity", hash: 0xDA17_D7DB_7DA4_74A2),
            Case(name: "scale 0.9", quad: imageQuad(center.after(.scale(0.9, 0.9)).after(.translation(-w / 2, -h / 2))),
                 kernel: "scale", hash: 0x20C2_3AF7_02B1_32A5),
            Case(name: "scale 1.7 nearest", quad: imageQuad(center.after(.scale(1.7, 1.3)).after(.translation(-w / 2, -h / 2)),
                                                          filter: .nearest),
                 kernel: "scale", hash: 0x603D_D4FD_5A93_C916),
            Case(name: "rotate 15 scale 0.9", quad: imageQuad(rotateScale(cos: cos15, sin: sin15, scale: 0.9)),
                 kernel: "affine", hash: 0xFBEF_225E_B75A_C4CF),
            Case(name: "rotate 15 nearest", quad: imageQuad(rotateScale(cos: cos15, sin: sin15, scale: 1.1), filter: .nearest),
                 kernel: "affine", hash: 0x131B_E3C7_BC9D_141D),
            Case(name: "door 60", quad: imageQuad(door(cos: cos60, sin: sin60, distance: 1000, height: h)),
                 kernel: "column-perspective", hash: 0xF069_4E48_CE66_EBBD),
            Case(name: "door half, cropped, toward the eye",
                 quad: imageQuad(Homography.translation(w, 0).after(door(cos: cos15, sin: -sin15, distance: 900, height: h))
                                     .after(.translation(-w / 2, 0)),
                                 crop: TexelRect(x: w / 2, y: 0, width: w / 2, height: h), opacity: 0.8),
                 kernel: "column-perspective", hash: 0xFE0C_5ED2_FD10_74ED),
            Case(name: "tilt about x", quad: imageQuad(Homography(1, -h / 2 * sin15 / 1000, 0, 0, cos15, 0, 0, sin15 / 1000, 1)),
                 kernel: "affine", hash: 0x9D96_5016_6FA7_485B),
            Case(name: "general perspective",
                 quad: imageQuad(Homography(cos60, 0.02, 10, 0.3, 1, 5, sin60 / 1000, 0.0002, 1)),
                 kernel: "perspective", hash: 0x7AA5_4783_4CB1_5793),
            Case(name: "rounded color, rotated",
                 quad: QuadDraw(width: 300, height: 500, transform: rotateScale(cos: cos15, sin: sin15, scale: 1),
                                fill: .color(RGBA8(r: 40, g: 90, b: 160, a: 200)), cornerRadius: 24),
                 kernel: "color", hash: 0xD522_0CA7_EE57_D482),
        ]
    }()

    /// The background every case draws over, with a gradient so blending errors show.
    private static let background = TestScenes.background(width: width, height: height)

    private static func render(_ quad: QuadDraw, options: KernelOptions = .automatic,
                               bands: [PixelRect]? = nil) -> Bitmap {
        var bitmap = background
        bitmap.withTarget { target in
            for band in bands ?? [target.bounds] { target.draw(quad, clip: band, options: options) }
        }
        return bitmap
    }

    /// FNV-1a over the pixels' bytes (little-endian words), the same on every machine.
    static func hash(_ bitmap: Bitmap) -> UInt64 {
        var hasher = FNV1a()
        hasher.add(pixelsOf: bitmap)
        return hasher.value
    }

    func test_everyBenchCase_choosesTheKernelItIsMeantToCheck() {
        for c in Self.cases {
            XCTAssertEqual(c.quad.kernelName, c.kernel, c.name)
        }
    }

    func test_everyKernelPath_drawsTheSameBytesAsTheAutomaticPath() {
        for c in Self.cases {
            let expected = Self.render(c.quad)
            XCTAssertNotEqual(expected, Self.background, "\(c.name) draws something")
            for (pathName, options) in KernelOptions.allExactPaths.dropFirst() {
                let actual = Self.render(c.quad, options: options)
                XCTAssertEqual(TestScenes.pixelsDiffering(expected, actual), 0, "\(c.name), \(pathName)")
            }
        }
    }

    func test_drawingInBands_drawsTheSameBytesAsOneDraw() {
        let w = Self.width, h = Self.height
        let splits: [(String, [PixelRect])] = [
            ("two row bands", [PixelRect(x0: 0, y0: 0, x1: w, y1: h / 2), PixelRect(x0: 0, y0: h / 2, x1: w, y1: h)]),
            ("three uneven row bands", [PixelRect(x0: 0, y0: 0, x1: w, y1: 101), PixelRect(x0: 0, y0: 101, x1: w, y1: 433),
                                        PixelRect(x0: 0, y0: 433, x1: w, y1: h)]),
            ("two column halves, odd split", [PixelRect(x0: 0, y0: 0, x1: 157, y1: h), PixelRect(x0: 157, y0: 0, x1: w, y1: h)]),
        ]
        for c in Self.cases {
            let expected = Self.render(c.quad)
            for (splitName, bands) in splits {
                let actual = Self.render(c.quad, bands: bands)
                XCTAssertEqual(TestScenes.pixelsDiffering(expected, actual), 0, "\(c.name), \(splitName)")
            }
        }
    }

    func test_everyBenchCase_drawsTheBytesRecordedOnEveryBuild() {
        for c in Self.cases {
            let actual = Self.hash(Self.render(c.quad))
            XCTAssertEqual(actual, c.hash, "\(c.name): 0x\(String(actual, radix: 16, uppercase: true))")
        }
    }

    func test_pageCurl_inBands_drawsTheSameBytesAsOneDraw() {
        let w = Self.width, h = Self.height
        let curl = PageCurl(amount: 0.3, radius: 40)
        let rect = PixelRect(x0: 0, y0: 0, x1: w, y1: h)
        func render(_ bands: [PixelRect]) -> Bitmap {
            var bitmap = Self.background
            for band in bands { bitmap.drawPageCurl(Self.image, in: rect, curl: curl, clip: band) }
            return bitmap
        }
        let whole = render([rect])
        XCTAssertNotEqual(whole, Self.background)
        let rows = render([PixelRect(x0: 0, y0: 0, x1: w, y1: 301), PixelRect(x0: 0, y0: 301, x1: w, y1: h)])
        let columns = render([PixelRect(x0: 0, y0: 0, x1: 213, y1: h), PixelRect(x0: 213, y0: 0, x1: w, y1: h)])
        XCTAssertEqual(TestScenes.pixelsDiffering(whole, rows), 0)
        XCTAssertEqual(TestScenes.pixelsDiffering(whole, columns), 0)
        XCTAssertEqual(Self.hash(whole), 0xEE05_7696_397C_C4CD, "page curl: 0x\(String(Self.hash(whole), radix: 16, uppercase: true))")
    }
}
