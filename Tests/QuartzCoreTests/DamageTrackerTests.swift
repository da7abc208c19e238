import XCTest
import Raster
@testable import QuartzCore

/// Which pixels a frame redraws, from the list on screen and the new one.
final class DamageTrackerTests: XCTestCase {
    private let screen = PixelRect(x: 0, y: 0, width: 100, height: 100)
    private let first = CALayer(), second = CALayer()

    /// A 10 x 10 square of `layer` at (`x`, `y`), limited to `clip` (default the screen).
    private func square(_ layer: CALayer, x: Double, y: Double, color: RGBA8 = .white, clip: PixelRect? = nil) -> DrawItem {
        let quad = QuadDraw(width: 10, height: 10, transform: .translation(x, y), fill: .color(color))
        return DrawItem(layer: ObjectIdentifier(layer), part: .background, quad: quad, clip: clip ?? screen,
                        content: .color(color))
    }

    func test_firstList_damagesTheWholeScreen() {
        var tracker = DamageTracker()

        let damage = tracker.damage(showing: [square(first, x: 10, y: 10)], on: screen)

        XCTAssertEqual(damage, screen)
        XCTAssertFalse(tracker.needsFullRedraw)
    }

    func test_sameList_damagesNothing() {
        var tracker = DamageTracker()
        _ = tracker.damage(showing: [square(first, x: 10, y: 10), square(second, x: 50, y: 50)], on: screen)

        let damage = tracker.damage(showing: [square(first, x: 10, y: 10), square(second, x: 50, y: 50)], on: screen)

        XCTAssertTrue(damage.isEmpty)
    }

    func test_movedItem_damagesWhereItWasAndWhereItIs_only() {
        var tracker = DamageTracker()
        let before = square(first, x: 10, y: 10), after = square(first, x: 30, y: 10)
        _ = tracker.damage(showing: [before, square(second, x: 70, y: 70)], on: screen)

        let damage = tracker.damage(showing: [after, square(second, x: 70, y: 70)], on: screen)

        XCTAssertEqual(damage, before.bounds.union(after.bounds))
        XCTAssertFalse(damage.contains(x: 75, y: 75), "the unchanged square is not redrawn")
    }

    func test_reorderedItems_damageEverythingFromTheFirstDifference() {
        var tracker = DamageTracker()
        let a = square(first, x: 10, y: 10), b = square(second, x: 70, y: 70)
        _ = tracker.damage(showing: [a, b], on: screen)

        let damage = tracker.damage(showing: [b, a], on: screen)

        XCTAssertEqual(damage, a.bounds.union(b.bounds))
    }

    func test_invalidate_damagesTheWholeScreenOnce() {
        var tracker = DamageTracker()
        let list = [square(first, x: 10, y: 10)]
        _ = tracker.damage(showing: list, on: screen)

        tracker.invalidate()
        let afterInvalidate = tracker.damage(showing: list, on: screen)
        let next = tracker.damage(showing: list, on: screen)

        XCTAssertEqual(afterInvalidate, screen)
        XCTAssertTrue(next.isEmpty)
    }

    func test_damage_isCutToTheScreen() {
        var tracker = DamageTracker()
        let wide = PixelRect(x: -50, y: -50, width: 300, height: 300)
        _ = tracker.damage(showing: [square(first, x: 95, y: 95, clip: wide)], on: screen)

        let damage = tracker.damage(showing: [square(first, x: 96, y: 95, color: .black, clip: wide)], on: screen)

        XCTAssertEqual(damage, PixelRect(x0: 93, y0: 93, x1: 100, y1: 100))
    }
}
