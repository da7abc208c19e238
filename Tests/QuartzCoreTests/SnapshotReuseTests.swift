import XCTest
@testable import QuartzCore
import Raster

/// A snapshot taken again with nothing changed reuses the last one's pictures; any change that
/// shows draws anew.
final class SnapshotReuseTests: XCTestCase {
    private let red = CGColor(red: 1, green: 0, blue: 0, alpha: 1)
    private let blue = CGColor(red: 0, green: 0, blue: 1, alpha: 1)

    /// A card with a rounded clip (an offscreen group) and a child.
    private func makeCard() -> CALayer {
        let card = makeLayer(CGRect(x: 10, y: 10, width: 20, height: 12), color: red)
        card.cornerRadius = 4
        card.masksToBounds = true
        card.addSublayer(makeLayer(CGRect(x: 10, y: 0, width: 10, height: 12), color: blue))
        return card
    }

    func test_snapshot_takenAgainUnchanged_drawsNothingNewAndGivesTheSamePixels() {
        withFreshContext { context in
            let card = makeCard()
            let first = LayerCompositor.snapshot(of: card, scale: 3, atMediaTime: 0)

            let second = LayerCompositor.snapshot(of: card, scale: 3, atMediaTime: 0)

            XCTAssertEqual(context.snapshotCache.renderedLastFrame, 0, "neither the group nor the snapshot drawn again")
            XCTAssertEqual(second.pixels, first.pixels)
            XCTAssertEqual(second[1, 1], RGBA8.clear, "the rounded corner is cut")
        }
    }

    func test_snapshot_afterAChange_showsTheChange() {
        withFreshContext { context in
            let card = makeCard()
            let first = LayerCompositor.snapshot(of: card, scale: 3, atMediaTime: 0)
            CATransaction.setDisableActions(true)
            card.sublayers?.first?.backgroundColor = red

            let second = LayerCompositor.snapshot(of: card, scale: 3, atMediaTime: 0)

            XCTAssertGreaterThan(context.snapshotCache.renderedLastFrame, 0)
            XCTAssertEqual(first[45, 18], RGBA8(r: 0, g: 0, b: 255, a: 255), "the blue child before")
            XCTAssertEqual(second[45, 18], RGBA8(r: 255, g: 0, b: 0, a: 255), "red after")
        }
    }

    func test_snapshot_ofAnotherLayer_dropsThePicturesOfTheFirst() {
        withFreshContext { context in
            let card = makeCard(), other = makeCard()
            _ = LayerCompositor.snapshot(of: card, scale: 3, atMediaTime: 0)
            _ = LayerCompositor.snapshot(of: other, scale: 3, atMediaTime: 0)

            _ = LayerCompositor.snapshot(of: card, scale: 3, atMediaTime: 0)

            XCTAssertFalse(context.snapshotCache.hasEntry(for: other, part: .snapshot), "only the last snapshot's pictures are kept")
            XCTAssertTrue(context.snapshotCache.hasEntry(for: card, part: .snapshot))
        }
    }
}
