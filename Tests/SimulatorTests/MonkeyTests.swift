import XCTest
@testable import Demos
@testable import Simulator
@testable import UIKit

/// A seeded monkey over every demo with UIKit's invariants checked after each event.
///
/// `make test` runs a short one; `make soak EVENTS=N SEED=S` a long one (the events are per
/// demo), printing the seed, demo and event of any failure so it can be run again.
final class MonkeyTests: XCTestCase {
    func test_monkey_overEveryDemo_keepsTheInvariants_andGoesIdle() {
        let environment = ProcessInfo.processInfo.environment
        let count = environment["MONKEY_EVENTS"].flatMap(Int.init) ?? 120
        let firstSeed = environment["MONKEY_SEED"].flatMap(UInt64.init) ?? 1
        let seeds = environment["MONKEY_SEEDS"].flatMap(UInt64.init) ?? 2
        var failures: [Monkey.Failure] = []
        var events = 0
        for seed in firstSeed..<(firstSeed + seeds) {
            for entry in DemoCatalog.all {
                var monkey = Monkey(seed: seed &* 1_000 &+ UInt64(entry.id.hashValueStable))
                if let failure = monkey.run(demo: entry.id, count: count, seed: seed,
                                            makeRoot: { DemoApp.makeRootViewController(demo: entry.id)! }) {
                    failures.append(failure)
                }
                events += count
            }
        }
        print("monkey: \(events) events, seeds \(firstSeed)..<\(firstSeed + seeds), \(failures.count) failure(s)")
        for failure in failures { XCTFail("\(failure)") }
    }
}

private extension String {
    /// A hash of the text that is the same in every run (Swift's `hashValue` is seeded per process).
    var hashValueStable: Int {
        Int(truncatingIfNeeded: utf8.reduce(UInt64(0xcbf2_9ce4_8422_2325)) { ($0 ^ UInt64($1)) &* 0x100_0000_01b3 } >> 1)
    }
}
