import Foundation
import XCTest
@testable import Raster

/// The parallel loop on plain threads a forking process draws with: every iteration once, on
/// as many threads at once as asked.
final class PlainThreadLoopTests: XCTestCase {
    func test_everyIteration_runsOnce_forEveryCountAndThreadCount() {
        for threads in [1, 2, 4] {
            for count in [0, 1, 3, 100] {
                // Setup
                let lock = NSLock()
                var runs = [Int](repeating: 0, count: count)

                // Action
                PlainThreadLoop.run(count, threads: threads) { i in
                    lock.lock()
                    runs[i] += 1
                    lock.unlock()
                }

                // Assertions
                XCTAssertEqual(runs, [Int](repeating: 1, count: count), "\(count) iterations on \(threads) threads")
            }
        }
    }

    func test_twoIterations_onTwoThreads_runAtTheSameTime() {
        // Setup: each iteration waits (up to 10 s) for the other to have started, which only
        // a second thread can make happen.
        let started = NSCondition()
        var count = 0, sawTheOther = [false, false]

        // Action
        PlainThreadLoop.run(2, threads: 2) { i in
            started.lock()
            count += 1
            started.broadcast()
            let deadline = Date().addingTimeInterval(10)
            while count < 2, started.wait(until: deadline) {}
            sawTheOther[i] = count == 2
            started.unlock()
        }

        // Assertions
        XCTAssertEqual(sawTheOther, [true, true], "both iterations ran at once")
    }
}
