import XCTest
import Simulator
import UIKit

/// The gesture overlay's trail keeps the last half second however the points come: many at one
/// instant (a file's moves packed into one frame), in time order, or with the clock going back.
final class GestureTrailPruningTests: XCTestCase {
    func test_manyPointsAtOneInstant_areAllKept_untilHalfASecondLater() {
        var overlay = GestureOverlay()

        for index in 0..<10_000 { overlay.record(CGPoint(x: index % 300, y: 10), at: 1) }
        let atOneInstant = overlay.trail.count
        overlay.record(CGPoint(x: 5, y: 5), at: 1.5)
        let justInside = overlay.trail.count
        overlay.record(CGPoint(x: 6, y: 6), at: 1.51)

        XCTAssertEqual(atOneInstant, 10_000)
        XCTAssertEqual(justInside, 10_001, "half a second old is still shown")
        XCTAssertEqual(overlay.trail.map(\.time), [1.5, 1.51])
    }

    func test_aClockGoingBack_prunesEveryPointTooOld_wherever_itIs() {
        var overlay = GestureOverlay()

        overlay.record(CGPoint(x: 1, y: 1), at: 5)
        overlay.record(CGPoint(x: 2, y: 2), at: 2)
        overlay.record(CGPoint(x: 3, y: 3), at: 5.2)

        XCTAssertEqual(overlay.trail.map(\.time), [5, 5.2], "the point at 2 s is dropped though it is not the oldest recorded")
    }
}
