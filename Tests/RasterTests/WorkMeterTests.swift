import XCTest
@testable import Raster

/// The bench's breakdown of a frame (`WorkMeter`): each kind's time excludes the kinds nested in
/// it, and with no meter installed `measure` only runs its body.
final class WorkMeterTests: XCTestCase {
    /// A clock the test moves by hand.
    final class ManualClock: @unchecked Sendable {
        var now: UInt64 = 0
    }

    override func tearDown() {
        WorkMeter.active = nil
        super.tearDown()
    }

    func test_nestedKinds_areEachChargedOnlyTheirOwnTime() {
        let clock = ManualClock()
        let meter = WorkMeter(clock: { clock.now })
        WorkMeter.active = meter
        meter.reset()

        clock.now += 5                                   // before any kind: other
        WorkMeter.measure(.layout) {
            clock.now += 10                              // layout
            WorkMeter.measure(.text) { clock.now += 7 }  // text inside layout
            WorkMeter.measure(.layout) {                 // layout inside itself: still layout
                clock.now += 3
            }
            clock.now += 2                               // layout
        }
        WorkMeter.measure(.compositing) { clock.now += 20 }

        XCTAssertEqual(meter.nanoseconds[WorkKind.layout.rawValue], 15)
        XCTAssertEqual(meter.nanoseconds[WorkKind.text.rawValue], 7)
        XCTAssertEqual(meter.nanoseconds[WorkKind.compositing.rawValue], 20)
        XCTAssertEqual(meter.nanoseconds[WorkKind.snapshots.rawValue], 0)
        XCTAssertEqual(meter.calls[WorkKind.layout.rawValue], 1, "a kind entered inside itself is one entry")
        XCTAssertEqual(meter.calls[WorkKind.text.rawValue], 1)
    }

    func test_reset_zeroesTheFigures() {
        let clock = ManualClock()
        let meter = WorkMeter(clock: { clock.now })
        WorkMeter.active = meter
        WorkMeter.measure(.display) { clock.now += 4 }

        meter.reset()

        XCTAssertEqual(meter.nanoseconds, [UInt64](repeating: 0, count: WorkKind.allCases.count))
        XCTAssertEqual(meter.calls, [Int](repeating: 0, count: WorkKind.allCases.count))
    }

    func test_withoutAMeter_measure_runsItsBodyAndReturnsItsResult() {
        WorkMeter.active = nil
        var ran = 0

        let result = WorkMeter.measure(.snapshots) { ran += 1; return 42 }

        XCTAssertEqual(result, 42)
        XCTAssertEqual(ran, 1)
    }

    func test_workOnAnotherThread_isNotCharged() {
        let clock = ManualClock()
        let meter = WorkMeter(clock: { clock.now })
        WorkMeter.active = meter
        meter.reset()

        let done = expectation(description: "other thread")
        Thread.detachNewThread {
            WorkMeter.measure(.text) { clock.now += 9 }
            done.fulfill()
        }
        wait(for: [done], timeout: 10)

        XCTAssertEqual(meter.nanoseconds[WorkKind.text.rawValue], 0)
        XCTAssertEqual(meter.calls[WorkKind.text.rawValue], 0)
    }
}
