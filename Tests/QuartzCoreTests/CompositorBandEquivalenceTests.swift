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

    func test_sheetWithTopCornersRounded_clippedAndFilledByBands_drawsTheSameBytesInOneTwoOrThreeBands() {
        withFreshContext { _ in
            // A page sheet as UIKit draws one: the top corners rounded, its content clipped to
            // them, moved by a fraction of a pixel; beside it a background rounded at the
            // bottom only. Both are pictures cut by a path, drawn in bands of rows.
            let root = makeLayer(CGRect(x: 0, y: 0, width: 390, height: 844), color: CGColor(gray: 0.2, alpha: 1))
            let sheet = makeLayer(CGRect(x: 0, y: 120.37, width: 390, height: 724), color: CGColor(red: 0.85, green: 0.93, blue: 1, alpha: 1))
            sheet.cornerRadius = 10
            sheet.maskedCorners = [.layerMinXMinYCorner, .layerMaxXMinYCorner]
            sheet.masksToBounds = true
            sheet.addSublayer(makeLayer(CGRect(x: -20, y: -15, width: 200, height: 300), color: CGColor(red: 0.9, green: 0.2, blue: 0.1, alpha: 0.8)))
            root.addSublayer(sheet)
            let card = makeLayer(CGRect(x: 20.25, y: 30.5, width: 350, height: 80), color: CGColor(red: 0.1, green: 0.5, blue: 0.3, alpha: 1))
            card.cornerRadius = 18
            card.maskedCorners = [.layerMinXMaxYCorner, .layerMaxXMaxYCorner]
            root.addSublayer(card)

            let one = Self.compositor(threads: 1).render(root, atMediaTime: 0)

            // At 2x the sheet's top row is pixel row 241: its corner is cut to the gray behind,
            // its middle is the sheet's blue, and the background card's bottom corner is cut.
            let gray = one.pixels[0], top = 241 * one.width
            XCTAssertEqual(one.pixels[top], gray, "the sheet's top-left corner is rounded off")
            XCTAssertNotEqual(one.pixels[top + 500], gray, "the sheet's top edge is drawn")
            XCTAssertEqual(one.pixels[219 * one.width + 42], gray, "the card's bottom-left corner is rounded off")
            for threads in [2, 3] {
                let banded = Self.compositor(threads: threads).render(root, atMediaTime: 0)
                XCTAssertNil(compareBitmaps(one, banded), "\(threads) bands")
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
