import XCTest
@testable import Raster

/// The blur of a picture kept as its distinct rows (`SharedRowImage`) gives the bytes of the
/// whole-bitmap passes, for any picture, whether its rows repeat or not.
final class SharedRowBlurTests: XCTestCase {
    /// The blur with every pass in the shared-row form, whatever the share of distinct rows.
    private func sharedBlur(_ b: Bitmap, sizes: [Int], threads: Int = 1) -> Bitmap {
        var shared = SharedRowImage(b, maximumDistinctFraction: 1)!
        for size in sizes where size > 1 {
            shared.blurRows(radius: size / 2, threads: threads, parallel: threads > 1 ? concurrentLoop : nil)
            shared.blurColumns(radius: size / 2, threads: threads, parallel: threads > 1 ? concurrentLoop : nil)
        }
        return shared.bitmap
    }

    /// Rows drawn from a few random rows, in runs of random lengths (some of one row).
    private func runsOfRows(width: Int, height: Int, seed: UInt64) -> Bitmap {
        var random = SeededSequence(state: seed)
        let patterns = (0..<4).map { _ in (0..<width).map { _ in UInt32(truncatingIfNeeded: random.next(1 << 30) * 5) } }
        var pixels: [UInt32] = []
        while pixels.count < width * height {
            let pattern = patterns[random.next(patterns.count)]
            for _ in 0..<(1 + random.next(12)) where pixels.count < width * height { pixels += pattern }
        }
        return Bitmap(width: width, height: height, pixels: pixels)
    }

    func test_sharedRows_matchTheWholeBitmapPasses_onRunsOfRows() {
        for (seed, (width, height)) in [(9, 7), (1, 40), (33, 1), (2, 2), (64, 90), (17, 200)].enumerated() {
            let picture = runsOfRows(width: width, height: height, seed: UInt64(seed + 1))
            for radius in [0.5, 1, 3, 8, 18, 40, 300] {
                let sizes = Bitmap.boxSizes(sigma: radius / 2, count: 3)
                XCTAssertEqual(sharedBlur(picture, sizes: sizes), picture.blurredWhole(sizes: sizes), "\(width)x\(height) radius \(radius)")
            }
        }
    }

    func test_sharedRows_matchTheWholeBitmapPasses_onShadowSilhouettes() {
        for (cornerRadius, offset) in [(0.0, 0.0), (0.0, 0.37), (12.0, 0.5), (30.0, 0.81)] {
            var silhouette = Bitmap(width: 150, height: 260)
            silhouette.draw(QuadDraw(width: 120.3, height: 230.6, transform: .translation(14 + offset, 15 + offset),
                                     fill: .color(.white), cornerRadius: cornerRadius))
            for radius in [6.0, 18, 27] {
                let sizes = Bitmap.boxSizes(sigma: radius / 2, count: 3)
                XCTAssertEqual(silhouette.blurred(radius: radius), silhouette.blurredWhole(sizes: sizes), "corner \(cornerRadius) radius \(radius)")
                XCTAssertEqual(sharedBlur(silhouette, sizes: sizes), silhouette.blurredWhole(sizes: sizes))
            }
        }
    }

    func test_sharedRows_splitAcrossThreads_matchTheWholeBitmapPasses() {
        // Large enough that both passes split their rows and columns (64 K operations and more).
        for (seed, (width, height)) in [(401, 300), (97, 1200), (1000, 90)].enumerated() {
            let picture = runsOfRows(width: width, height: height, seed: UInt64(seed + 20))
            for radius in [3.0, 18, 60] {
                let sizes = Bitmap.boxSizes(sigma: radius / 2, count: 3)
                XCTAssertEqual(sharedBlur(picture, sizes: sizes, threads: 3), picture.blurredWhole(sizes: sizes),
                               "\(width)x\(height) radius \(radius)")
            }
        }
    }
}
