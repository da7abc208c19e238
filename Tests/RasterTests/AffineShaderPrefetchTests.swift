import XCTest
@testable import Raster

/// The rotation kernel's texels fetched ahead are the texels it reads that many rows further
/// down, and no transform makes the fetch leave the image or trap.
final class AffineShaderPrefetchTests: XCTestCase {
    private static let width = 200, height = 240
    private static let image = TestScenes.texturedImage(width: width, height: height)

    /// Runs `body` with a bilinear affine shader for `inverse` (destination to texels).
    private static func withShader(_ inverse: Homography, _ body: (AffineShader<BilinearTexels>) -> Void) {
        image.pixels.withUnsafeBufferPointer { pixels in
            let source = SourceImage(base: pixels.baseAddress!, width: Int32(width), height: Int32(height),
                                     stride: Int32(width))
            let mapping = TexelMapping(inverse: inverse, width: Double(width), height: Double(height),
                                       crop: TexelRect(x: 0, y: 0, width: Double(width), height: Double(height)))
            body(AffineShader<BilinearTexels>(source: source, mapping: mapping))
        }
    }

    func test_texelAhead_rotation_isTheTexelReadThatManyRowsLater() {
        // Setup: the inverse of a rotation by 15 degrees and a scale of 0.9 about the center.
        let c = 0.9659258262890683, s = 0.25881904510252074, k = 1 / 0.9
        let cx = Double(Self.width) / 2, cy = Double(Self.height) / 2
        let inverse = Homography.translation(cx, cy).after(Homography(c * k, s * k, 0, -s * k, c * k, 0, 0, 0, 1))
            .after(.translation(-cx, -cy))
        var compared = 0, worst = 0
        Self.withShader(inverse) { shader in
            // Action: the texel fetched from row y against the exact texel at row y + distance.
            for y in stride(from: 0, to: Self.height, by: 3) {
                let ahead = shader.coefficients(row: y + AffineShader<BilinearTexels>.prefetchDistance)
                for x in stride(from: 0, to: Self.width, by: 5) {
                    let xc = Double(x) + 0.5, yc = Double(y + AffineShader<BilinearTexels>.prefetchDistance) + 0.5
                    let exact = inverse.apply(x: xc, y: yc)
                    let column = min(max(Int((exact.x - 0.5).rounded(.down)), 0), Self.width - 1)
                    let row = min(max(Int((exact.y - 0.5).rounded(.down)), 0), Self.height - 2)
                    let fetched = shader.texel(column: x, ahead)
                    worst = max(worst, abs(fetched.column - column), abs(fetched.row - row))
                    compared += 1
                }
            }
        }
        // Assertions: within the one texel a single-precision rounding can move it.
        XCTAssertGreaterThan(compared, 0)
        XCTAssertLessThanOrEqual(worst, 1)
    }

    func test_texelAhead_hostileCoefficients_isClampedToTheImage() {
        // Setup: a shader, and row coefficients a degenerate transform can leave.
        let hostile: [Float] = [.nan, .infinity, -.infinity, 1e30, -1e30, 0]
        Self.withShader(Homography(1, 0, 0, 0, 1, 0, 0, 0, 1)) { shader in
            // Action and assertions: every texel asked for is one of the image, without a trap.
            for a in hostile {
                for b in hostile {
                    for x in [-1_000_000, 0, 57, 1_000_000] {
                        let texel = shader.texel(column: x, (ua: a, ub: b, va: b, vb: a))
                        XCTAssertTrue((0..<Self.width).contains(texel.column), "\(a), \(b) at \(x): \(texel)")
                        XCTAssertTrue((0...(Self.height - 2)).contains(texel.row), "\(a), \(b) at \(x): \(texel)")
                    }
                }
            }
        }
    }
}
