import Raster
import XCTest
@testable import Demos
@testable import Simulator
@testable import UIKit

/// A seeded monkey over every demo, and over the catalogue (moving between demos by their rows
/// and ways back), with UIKit's invariants checked on every frame between transitions.
///
/// `make test` runs a short one; `make soak EVENTS=N SEED=S` a long one (the events are per
/// demo), printing the seed, demo and event of any failure so it can be run again;
/// `MONKEY_DEMOS=004-tabs,catalogue` in the environment limits it to the runs named
/// (comma-separated), `MONKEY_DEVICE=ipad-11` and `MONKEY_SPEED=0.1` (slow animations) change
/// the device.
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
        // MONKEY_DEMOS=004-tabs,catalogue runs only those.
        let demos = environment["MONKEY_DEMOS"].map { $0.split(separator: ",").map(String.init) }
        // Each demo opened directly, then the catalogue, from which the monkey opens demos by
        // their rows (after turns too) and comes back by their ways back.
        let runs: [(id: String, makeRoot: () -> UIViewController)] = DemoCatalog.all.map { entry in
            (entry.id, { DemoApp.makeRootViewController(demo: entry.id)! })
        } + [("catalogue", { DemoApp.makeRootViewController() })]
        var failures: [Monkey.Failure] = []
        var events = 0
        for seed in firstSeed..<(firstSeed + seeds) {
            for run in runs where demos?.contains(run.id) ?? true {
                var monkey = Monkey(seed: seed &* seedFactor &+ UInt64(run.id.hashValueStable))
                if let failure = monkey.run(demo: run.id, count: count, seed: seed, impatience: impatience, makeRoot: run.makeRoot) {
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
