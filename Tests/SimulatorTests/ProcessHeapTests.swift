import CSpawn
import Raster
import Simulator
import XCTest
#if canImport(Glibc)
import Glibc
#endif

/// The live window's heap policy (`ProcessHeap`): a screen-sized buffer made again after one is
/// freed reuses the freed one's pages instead of faulting fresh ones in.
final class ProcessHeapTests: XCTestCase {
    /// A 3x screen of the 6.1-inch phone: 11.9 MB, above glibc's default mapping threshold.
    private let screenPixels = 1170 * 2532

    func test_keepPagesForFrames_aScreenMadeAfterOneIsFreed_faultsNoPagesIn() {
        // Setup: first the replay engine's policy (each large block its own mapping), whatever
        // this process did before, to show that a screen made again then faults its pages in.
        _ = transitionlab_fix_mmap_threshold(128 << 10)
        XCTAssertEqual(writeAndDropScreen(), 0xFFFF_FFFF)
        let mapped = minorPageFaults { XCTAssertEqual(writeAndDropScreen(), 0xFFFF_FFFF) }
        XCTAssertGreaterThan(mapped, 2_000, "the engine's policy should give each screen fresh pages")

        // Action: the live window's policy, then a screen written and dropped twice.
        ProcessHeap.keepPagesForFrames(reserve: 0)
        XCTAssertEqual(writeAndDropScreen(), 0xFFFF_FFFF)
        let kept = minorPageFaults { XCTAssertEqual(writeAndDropScreen(), 0xFFFF_FFFF) }

        // Assertions: the second screen's 2,893 pages were the first one's.
        XCTAssertLessThan(kept, 100, "a freed screen's pages were given back and faulted in again")
    }

    func test_frameReserve_holdsSixteenScreensOfTheModel() {
        // Setup: the 6.1-inch phone at 3x.
        var model = DeviceModel.phone61
        model.scale = 3

        // Action / assertions: 1170 x 2532 pixels of 4 bytes, 16 times.
        XCTAssertEqual(ProcessHeap.frameReserve(for: model), 16 * screenPixels * 4)
    }

    /// Makes a screen-sized bitmap, writes every page of it, and returns a pixel read back.
    private func writeAndDropScreen() -> UInt32 {
        var bitmap = Bitmap(width: 1170, height: 2532, color: RGBA8(r: 255, g: 255, b: 255, a: 255))
        bitmap.pixels[screenPixels - 1] = 0xFFFF_FFFF
        return bitmap.pixels[screenPixels / 2]
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
