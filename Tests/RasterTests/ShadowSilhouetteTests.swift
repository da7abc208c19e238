import XCTest
@testable import Raster

/// A group's shadow made from its alpha alone (`blurredSilhouette`) gives the bytes of its
/// silhouette tinted and then blurred in all four channels.
final class ShadowSilhouetteTests: XCTestCase {
    /// A layer's group as a shadow sees it: transparent around an opaque card of `inset` pixels
    /// in from each side, with soft edges, noisy text-like pixels inside (opaque, any color), and
    /// `speckles` translucent pixels anywhere.
    private func cardPicture(width: Int, height: Int, inset: Int, speckles: Int, random: inout SeededSequence) -> Bitmap {
        var pixels = [UInt32](repeating: 0, count: width * height)
        for y in inset..<(height - inset) {
            for x in inset..<(width - inset) {
                let edge = x == inset || x == width - inset - 1 ? UInt32(140) : 255
                let ink = x % 7 == 3 && y % 5 == 2 ? UInt32(random.next(1 << 24)) : 0x00F0_F8FF
                pixels[y * width + x] = edge == 255 ? edge << 24 | ink : edge << 24 | 0x0050_5050
            }
        }
        for _ in 0..<speckles {
            let a = UInt32(random.next(256))
            pixels[random.next(pixels.count)] = a << 24 | a / 2 << 8
        }
        return Bitmap(width: width, height: height, pixels: pixels)
    }

    func test_blurredSilhouette_isTheTintedSilhouetteBlurred_forAnyTint() {
        var random = SeededSequence(state: 37)
        let tints: [RGBA8] = [.black, RGBA8(r: 0, g: 0, b: 0, a: 77), RGBA8(r: 120, g: 0, b: 60, a: 120), .white,
                              RGBA8(r: 13, g: 200, b: 13, a: 230), .clear, RGBA8(r: 255, g: 0, b: 0, a: 255)]
        for (index, tint) in tints.enumerated() {
            for radius in [0.0, 0.75, 3, 24, 300] {
                // Setup: a card with repeated rows, and one with speckles in every row.
                let width = 20 + random.next(60), height = 20 + random.next(90)
                let pictures = [cardPicture(width: width, height: height, inset: 4, speckles: 0, random: &random),
                                cardPicture(width: width, height: height, inset: 2, speckles: height * 2, random: &random)]
                for (p, picture) in pictures.enumerated() {
                    for threads in [1, 3] {
                        // Action.
                        let made = picture.blurredSilhouette(color: tint, radius: radius, threads: threads,
                                                             parallel: threads > 1 ? concurrentLoop : nil)
                        // Assertions: the same bytes as the four-channel blur of the silhouette.
                        let reference = picture.silhouette(color: tint).blurred(radius: radius)
                        XCTAssertEqual(made.width, reference.width)
                        XCTAssertEqual(made.height, reference.height)
                        let differing = zip(made.pixels, reference.pixels).filter { $0 != $1 }.count
                        XCTAssertEqual(differing, 0, "tint \(index) radius \(radius) picture \(p) threads \(threads)")
                    }
                }
            }
        }
    }

    func test_blurredSilhouette_ofABlackShadow_isAlphaOnly_andNotEmpty() {
        // Setup: a plain card.
        var random = SeededSequence(state: 3)
        let picture = cardPicture(width: 60, height: 90, inset: 10, speckles: 0, random: &random)
        // Action.
        let shadow = picture.blurredSilhouette(color: .black, radius: 8)
        // Assertions: color bytes stay 0, and the blur spreads alpha past the card into the margin.
        XCTAssertTrue(shadow.pixels.allSatisfy { $0 & 0x00FF_FFFF == 0 })
        XCTAssertGreaterThan(shadow.pixels[45 * 60 + 5] >> 24, 0)
        XCTAssertLessThan(shadow.pixels[45 * 60 + 5] >> 24, 255)
        XCTAssertEqual(shadow.pixels[45 * 60 + 30] >> 24, 255)
    }
}
