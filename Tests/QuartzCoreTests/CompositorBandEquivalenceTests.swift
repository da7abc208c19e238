import CanonicalScenes
import TestSupport
import XCTest
@testable import QuartzCore
import Raster

/// Whole frames of the benchmark's scenes, drawn through the layer compositor, are the same bytes
/// whether the damaged rows are drawn as one band or split across threads (evenly or not), and
/// whether a frame is drawn whole or as damage after an unchanged frame; and snapshots of them
/// are the same bytes drawn by one thread or two.
final class CompositorBandEquivalenceTests: XCTestCase {
    /// The benchmark's whole-frame scenes (`make bench`'s frame_* cases).
    private static let scenes: [(name: String, make: () -> CALayer)] = [
        ("mid push", { CanonicalScene.push(progress: 0.5) }),
        ("door at 20 degrees", { CanonicalScene.door(angle: 20 * .pi / 180) }),
        ("door at 45 degrees", { CanonicalScene.door(angle: 45 * .pi / 180) }),
        ("page curl at 0.3", { CanonicalScene.pageCurl(amount: 0.3) }),
    ]

    private static func compositor(threads: Int) -> LayerCompositor {
        let size = CanonicalScene.screenSize, scale = CanonicalScene.screenScale
        return LayerCompositor(width: Int(size.width * scale), height: Int(size.height * scale), scale: scale,
                               background: .black, threads: threads)
    }

    func test_benchScenes_drawTheSameBytesInOneTwoOrThreeBands() {
        for scene in Self.scenes {
            withFreshContext { _ in
                let root = scene.make()
                let one = Self.compositor(threads: 1).render(root, atMediaTime: 0)
                for threads in [2, 3] {
                    let banded = Self.compositor(threads: threads).render(root, atMediaTime: 0)
                    XCTAssertNil(compareBitmaps(one, banded), "\(scene.name), \(threads) bands")
                }
            }
        }
    }

    func test_benchScenes_redrawnAfterInvalidation_drawTheSameBytes() {
        for scene in Self.scenes {
            withFreshContext { _ in
                let root = scene.make()
                let compositor = Self.compositor(threads: 2)
                let first = compositor.render(root, atMediaTime: 0)
                XCTAssertTrue(compositor.render(root, atMediaTime: 0).pixels == first.pixels)
                XCTAssertTrue(compositor.lastDamage.isEmpty, "\(scene.name): an unchanged frame draws nothing")
                compositor.invalidate()
                XCTAssertNil(compareBitmaps(first, compositor.render(root, atMediaTime: 0)), scene.name)
            }
        }
    }

    func test_benchScenes_snapshotByTwoThreads_drawsTheSameBytesAsByOne() {
        for scene in Self.scenes {
            withFreshContext { context in
                let root = scene.make()
                let scale = Double(CanonicalScene.screenScale)
                let one = LayerCompositor.snapshot(of: root, scale: scale, atMediaTime: 0)
                context.drawingThreads = 2
                // Something else snapshotted in between, so the second one is drawn again.
                let other = makeLayer(CGRect(x: 0, y: 0, width: 4, height: 4), color: .white)
                _ = LayerCompositor.snapshot(of: other, scale: scale, atMediaTime: 0)

                let two = LayerCompositor.snapshot(of: root, scale: scale, atMediaTime: 0)

                XCTAssertGreaterThan(context.snapshotCache.renderedLastFrame, 0, "\(scene.name): drawn again")
                XCTAssertNil(compareBitmaps(one, two), "\(scene.name)")
            }
        }
    }
}
