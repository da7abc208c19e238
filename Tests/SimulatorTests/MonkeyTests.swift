import Raster
import XCTest
@testable import Demos
@testable import Simulator
@testable import UIKit

/// A seeded monkey over every demo with UIKit's invariants checked after each event.
///
/// `make test` runs a short one; `make soak EVENTS=N SEED=S` a long one (the events are per
/// demo), printing the seed, demo and event of any failure so it can be run again;
/// `MONKEY_DEMOS=004-tabs` in the environment limits it to the demos named (comma-separated),
/// `MONKEY_DEVICE=ipad-11` and `MONKEY_SPEED=0.1` (slow animations) change the device.
final class MonkeyTests: XCTestCase {
    func test_monkey_overEveryDemo_keepsTheInvariants_andGoesIdle() {
        runMonkeys("monkey", events: 120, seedFactor: 1_000, impatience: 0)
    }

    /// The monkey without waiting: a third of its events land while the transition the last one
    /// started still runs (a tap on another tab mid-switch, a rotation mid-drag), and every
    /// transition must still end with its layers running and its appearance callbacks balanced
    /// (`MONKEY_IMPATIENCE=0.9` makes nine events in ten impatient).
    func test_impatientMonkey_overEveryDemo_keepsTheInvariants_andGoesIdle() {
        let impatience = ProcessInfo.processInfo.environment["MONKEY_IMPATIENCE"].flatMap(Double.init) ?? 1.0 / 3
        runMonkeys("impatient monkey", events: 60, seedFactor: 7_919, impatience: impatience)
    }

    /// Runs a monkey per seed and demo (`events` each unless MONKEY_EVENTS says otherwise) and
    /// fails with every failure found.
    private func runMonkeys(_ name: String, events defaultCount: Int, seedFactor: UInt64, impatience: Double,
                            file: StaticString = #filePath, line: UInt = #line) {
        let environment = ProcessInfo.processInfo.environment
        let count = environment["MONKEY_EVENTS"].flatMap(Int.init) ?? defaultCount
        let firstSeed = environment["MONKEY_SEED"].flatMap(UInt64.init) ?? 1
        let seeds = environment["MONKEY_SEEDS"].flatMap(UInt64.init) ?? 2
        // MONKEY_DEMOS=004-tabs,plain runs only those demos.
        let demos = environment["MONKEY_DEMOS"].map { $0.split(separator: ",").map(String.init) }
        var failures: [Monkey.Failure] = []
        var events = 0
        for seed in firstSeed..<(firstSeed + seeds) {
            for entry in DemoCatalog.all where demos?.contains(entry.id) ?? true {
                var monkey = Monkey(seed: seed &* seedFactor &+ UInt64(entry.id.hashValueStable))
                if let failure = monkey.run(demo: entry.id, count: count, seed: seed, impatience: impatience,
                                            makeRoot: { DemoApp.makeRootViewController(demo: entry.id)! }) {
                    failures.append(failure)
                }
                events += count
            }
        }
        print("\(name): \(events) events, seeds \(firstSeed)..<\(firstSeed + seeds), \(failures.count) failure(s)")
        for failure in failures { XCTFail("\(failure)", file: file, line: line) }
    }
}

private extension String {
    /// A hash of the text that is the same in every run (Swift's `hashValue` is seeded per process).
    var hashValueStable: Int {
        Int(truncatingIfNeeded: FNV1a.hash(utf8: self) >> 1)
    }
}
