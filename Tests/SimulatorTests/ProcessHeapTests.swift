import CSpawn
import Foundation
import Simulator
import XCTest
#if canImport(Glibc)
import Glibc
#endif

/// The live window's heap policy (`ProcessHeap`): a large buffer (a screen at 3x is 12 MB) made
/// again after one is freed reuses the freed one's pages instead of faulting fresh ones in.
final class ProcessHeapTests: XCTestCase {
    /// A 3x screen of the 6.1-inch phone: 11.9 MB, above glibc's default mapping threshold.
    private let screenPixels = 1170 * 2532

    /// The buffer the test makes and drops: 30 MB, under the policy's 32 MB ceiling but larger
    /// than any block this test process is likely to have freed into its heap before (a freed
    /// block of that size would serve the test's whatever the policy, and prove nothing).
    private let bufferWords = (30 << 20) / 4

    func test_keepPagesForFrames_aBufferMadeAfterOneIsFreed_faultsNoPagesIn() {
        // Setup: first the replay engine's policy (each large block its own mapping), whatever
        // this process did before, to show that a buffer made again then faults its pages in.
        _ = transitionlab_fix_mmap_threshold(128 << 10)
        // Free memory other tests left at the heap's top would serve the buffer with pages
        // already faulted in, whatever the policy: given back first, so the buffer is mapped.
        _ = transitionlab_trim_heap()
        XCTAssertEqual(writeAndDropBuffer(), 0xFFFF_FFFF)
        let mapped = minorPageFaults { XCTAssertEqual(writeAndDropBuffer(), 0xFFFF_FFFF) }
        XCTAssertGreaterThan(mapped, 5_000, "the engine's policy should give each buffer fresh pages")

        // Action: the live window's policy, then a buffer written and dropped twice.
        ProcessHeap.keepPagesForFrames(reserve: 0)
        XCTAssertEqual(writeAndDropBuffer(), 0xFFFF_FFFF)
        let kept = minorPageFaults { XCTAssertEqual(writeAndDropBuffer(), 0xFFFF_FFFF) }

        // Assertions: the second buffer's 7,680 pages were the first one's.
        XCTAssertLessThan(kept, 100, "a freed buffer's pages were given back and faulted in again")
    }

    func test_keepPagesForFrames_aBufferFreedOnTheMainThread_isReusedOnAnotherWithoutFaults() {
        // Setup: the live window's policy, and a buffer written and dropped on this thread.
        ProcessHeap.keepPagesForFrames(reserve: 0)
        XCTAssertEqual(writeAndDropBuffer(), 0xFFFF_FFFF)

        // Action: the same buffer made on a new thread (a worker drawing a snapshot ahead).
        let done = DispatchSemaphore(value: 0)
        nonisolated(unsafe) var faults = -1, word: UInt32 = 0
        let worker = Thread { [self] in
            faults = minorPageFaults { word = writeAndDropBuffer() }
            done.signal()
        }
        worker.start()
        done.wait()

        // Assertions: the worker's 7,680 pages were the main thread's (one heap for every
        // thread, set as the process loads: CSpawn's memory_layout.c).
        XCTAssertEqual(word, 0xFFFF_FFFF)
        XCTAssertGreaterThanOrEqual(faults, 0)
        XCTAssertLessThan(faults, 100, "the worker's buffer came from a heap of its own, faulted in afresh")
    }

    func test_frameReserve_holdsSixteenScreensOfTheModel() {
        // Setup: the 6.1-inch phone at 3x.
        var model = DeviceModel.phone61
        model.scale = 3

        // Action / assertions: 1170 x 2532 pixels of 4 bytes, 16 times.
        XCTAssertEqual(ProcessHeap.frameReserve(for: model), 16 * screenPixels * 4)
    }

    /// Makes a 30 MB buffer, writes every page of it, and returns a word read back.
    private func writeAndDropBuffer() -> UInt32 {
        var words = [UInt32](repeating: 0xFFFF_FFFF, count: bufferWords)
        words[bufferWords - 1] = 0xFFFF_FFFF
        return words[bufferWords / 2]
    }

    /// The minor page faults this thread takes in `body`.
    private func minorPageFaults(_ body: () -> Void) -> Int {
        func count() -> Int {
            var usage = rusage()
            // RUSAGE_THREAD (Linux's 1), which Swift's Glibc module does not import by name.
            guard getrusage(__rusage_who_t(1), &usage) == 0 else { return 0 }
            return usage.ru_minflt
        }
        let before = count()
        body()
        return count() - before
    }
}
