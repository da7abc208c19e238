import Foundation
@testable import Recording
import XCTest

/// What Recording reads from /proc about itself and the programs it runs.
final class ProcessAccountingTests: XCTestCase {
    func test_kilobyteField_tabAfterTheColon_readsTheNumber() throws {
        // Setup: /proc/PID/status pads with a tab, smaps_rollup with spaces.
        let path = NSTemporaryDirectory() + "process-accounting-\(getpid()).txt"
        try "Name:\tffmpeg\nVmHWM:\t  113296 kB\nPss:                 2048 kB\n".write(toFile: path, atomically: true, encoding: .utf8)
        defer { try? FileManager.default.removeItem(atPath: path) }

        // Action and assertions.
        XCTAssertEqual(ProcessAccounting.kilobyteField("VmHWM", in: path), 113_296 * 1024)
        XCTAssertEqual(ProcessAccounting.kilobyteField("Pss", in: path), 2048 * 1024)
        XCTAssertNil(ProcessAccounting.kilobyteField("VmRSS", in: path))
    }

    func test_highWaterMark_ofThisProcess_isRead() {
        let mark = ProcessAccounting.highWaterMark(of: getpid())

        XCTAssertNotNil(mark, "VmHWM of /proc/self/status")
        XCTAssertGreaterThan(mark ?? 0, 1_000_000, "a Swift test process holds more than a megabyte")
    }

    func test_childPeakMemory_afterThisProcessGrew_isTheChildsOwn() throws {
        // Setup: this process holds 256 MB more than before, touched, as a long test run does;
        // the child is forked from it, so anything counting from before `exec` sees it.
        let size = 256 << 20
        let ballast = UnsafeMutableRawPointer.allocate(byteCount: size, alignment: 4096)
        defer { ballast.deallocate() }
        memset(ballast, 1, size)

        // Action: a small program that runs long enough to be sampled.
        let child = try Recording.ChildProcess(executable: "/bin/sleep", arguments: ["0.2"], feedsInput: false)
        let status = child.wait()

        // Assertions.
        XCTAssertEqual(status, 0)
        XCTAssertGreaterThan(child.peakMemory, 0, "measured")
        XCTAssertLessThan(child.peakMemory, 64 << 20, "sleep's own peak, not the \(size >> 20) MB of the process it was forked from")
    }
}
