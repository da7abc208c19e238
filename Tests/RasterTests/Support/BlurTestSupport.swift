import Foundation
@testable import Raster

/// The loop QuartzCore gives the blur (`ParallelLoop`): every index at once on Dispatch's threads.
let concurrentLoop: ParallelLoop = { count, body in
    withoutActuallyEscaping(body) { body in
        DispatchQueue.concurrentPerform(iterations: count, execute: body)
    }
}

/// A deterministic pseudo-random sequence (no system randomness in tests of bytes).
struct SeededSequence {
    var state: UInt64

    /// The next number in `0..<bound`.
    mutating func next(_ bound: Int) -> Int {
        state = state &* 6364136223846793005 &+ 1442695040888963407
        return Int((state >> 33) % UInt64(bound))
    }

    /// The next number in `0..<1`, in steps of 2^-20.
    mutating func unit() -> Double { Double(next(1 << 20)) / Double(1 << 20) }
}
