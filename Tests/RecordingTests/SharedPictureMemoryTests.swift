import Foundation
import Recording
import XCTest
#if canImport(Glibc)
import Glibc
#endif

/// The memory a replay engine's cursors leave pictures in and the window copies them out of,
/// and the pages a cursor makes its own on its second core.
final class SharedPictureMemoryTests: XCTestCase {
    /// Pixels that differ from one to the next, so a shifted or partial copy shows.
    private func pattern(_ count: Int, seed: UInt32) -> [UInt32] {
        (0..<count).map { UInt32(truncatingIfNeeded: $0) &* 2_654_435_761 &+ seed }
    }

    func test_storedPicture_readThroughProc_isTheSameBytes() throws {
        let engine = try XCTUnwrap(SharedPictureMemory.make())
        defer { engine.close() }
        let pixels = pattern(1290 * 37, seed: 7)

        XCTAssertTrue(engine.store(pixels))
        let window = try XCTUnwrap(SharedPictureMemory.open(engine: getpid(), number: Int(engine.descriptor)))
        defer { window.close() }

        XCTAssertEqual(window.load(count: pixels.count), pixels)
        XCTAssertEqual(window.load(count: 10), Array(pixels.prefix(10)), "a smaller picture is the memory's start")
    }

    func test_pictureClaimedLargerThanStored_isRefused() throws {
        let engine = try XCTUnwrap(SharedPictureMemory.make())
        defer { engine.close() }
        XCTAssertTrue(engine.store(pattern(1000, seed: 1)))

        let window = try XCTUnwrap(SharedPictureMemory.open(engine: getpid(), number: Int(engine.descriptor)))
        defer { window.close() }

        // Read past the file's end, a mapping would raise SIGBUS: the load says no instead.
        XCTAssertNil(window.load(count: 1_000_000))
        XCTAssertNil(window.load(count: 0))
    }

    func test_largerThenSmallerPicture_eachReadBack() throws {
        let engine = try XCTUnwrap(SharedPictureMemory.make())
        defer { engine.close() }
        let window = try XCTUnwrap(SharedPictureMemory.open(engine: getpid(), number: Int(engine.descriptor)))
        defer { window.close() }
        let small = pattern(500, seed: 3), large = pattern(300_000, seed: 5), second = pattern(500, seed: 9)

        XCTAssertTrue(engine.store(small))
        XCTAssertEqual(window.load(count: small.count), small)
        XCTAssertTrue(engine.store(large))
        XCTAssertEqual(window.load(count: large.count), large, "the memory grew to the larger picture")
        XCTAssertTrue(engine.store(second))

        XCTAssertEqual(window.load(count: second.count), second)
    }

    func test_openingAnEngineThatIsNotThere_isNil() {
        XCTAssertNil(SharedPictureMemory.open(engine: getpid(), number: 987_654))
        XCTAssertNil(SharedPictureMemory.open(engine: getpid(), number: -1))
    }

    func test_headStart_besideAThreadWritingTheSameBuffer_changesNoByte() {
        // Setup: a buffer of many pages, one half written before, the other while the pages are made.
        let count = 4 << 20
        var buffer = [UInt32](repeating: 0, count: count)
        for i in stride(from: 0, to: count / 2, by: 1) { buffer[i] = UInt32(truncatingIfNeeded: i) }

        let headStart = buffer.withUnsafeBytes { CursorHeadStart([$0]) }
        for i in stride(from: count / 2, to: count, by: 1) { buffer[i] = UInt32(truncatingIfNeeded: i) &* 3 }
        headStart.finish()
        headStart.finish()

        XCTAssertTrue((0..<count / 2).allSatisfy { buffer[$0] == UInt32(truncatingIfNeeded: $0) })
        XCTAssertTrue((count / 2..<count).allSatisfy { buffer[$0] == UInt32(truncatingIfNeeded: $0) &* 3 })
    }
}
