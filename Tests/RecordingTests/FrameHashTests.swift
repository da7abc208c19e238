import Raster
import Recording
import XCTest

/// Frame hashes: format 2's XXH64 is the published algorithm over the screen's bytes, and
/// format 1 files keep their FNV-1a.
final class FrameHashTests: XCTestCase {
    /// A bitmap whose pixel i is a fixed, varied 32-bit value (the same the expected hashes
    /// below were made from, with `xxhsum -H1` over the little-endian bytes).
    private func bitmap(_ width: Int, _ height: Int) -> Bitmap {
        let pixels = (0..<width * height).map { i in UInt32(truncatingIfNeeded: 0x0403_0201 + i * 0x0101_0101 * 7 + i * 13) }
        return Bitmap(width: width, height: height, pixels: pixels)
    }

    func test_xxh64_matchesXxhsumOverTheScreensBytes_forOddEvenAndMultiStripeSizes() {
        // Sizes below one stripe, with a lone last pixel, and over several 32-byte stripes.
        XCTAssertEqual(FrameHash(of: bitmap(1, 1)).hex, "df115aca6f5ca177")
        XCTAssertEqual(FrameHash(of: bitmap(3, 2)).hex, "d027bbc3317b6e52")
        XCTAssertEqual(FrameHash(of: bitmap(5, 3)).hex, "ad2cccf1836ee4ba")
        XCTAssertEqual(FrameHash(of: bitmap(9, 8)).hex, "93200beda1140c37")
    }

    func test_xxh64_changesWithOnePixelOrTheSize() {
        let base = bitmap(40, 30)
        var changed = base
        changed.pixels[1_111] ^= 0x0100

        XCTAssertNotEqual(FrameHash(of: base), FrameHash(of: changed))
        XCTAssertNotEqual(FrameHash(of: bitmap(30, 40)), FrameHash(of: base), "the same pixels in another shape")
    }

    func test_formatOneFiles_keepFNV1a() {
        let picture = bitmap(3, 2)

        XCTAssertEqual(FrameHash.Algorithm(format: 1), .fnv1a)
        XCTAssertEqual(FrameHash.Algorithm(format: 2), .xxh64)
        XCTAssertNotEqual(FrameHash(of: picture, algorithm: .fnv1a), FrameHash(of: picture, algorithm: .xxh64))
    }

    func test_aFormatOneFile_stillVerifies_withItsFNV1aHashes() throws {
        let path = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
            .appendingPathComponent("LegacySessions/modal-format1.jsonl").path
        if ProcessInfo.processInfo.environment["RECORD_SESSIONS"] == "1" {
            // After a change to the pixels, the fixture's FNV-1a hashes are refreshed in format 1.
            let refreshed = try SessionVerifier.updated(try SessionFile.read(path: path), keepingFormat: true,
                                                        makeRoot: SessionScript.root(for:))
            try refreshed.text.write(toFile: path, atomically: true, encoding: .utf8)
            XCTFail("re-hashed \(path) in format 1; run the tests again to check it")
            return
        }
        let file = try SessionFile.read(path: path)

        let result = try SessionVerifier.verify(file, makeRoot: SessionScript.root(for:))

        XCTAssertEqual(file.header.format, 1)
        XCTAssertTrue(result.passed, result.problem ?? "frame \(result.mismatch?.frame ?? -1) differs")
        XCTAssertGreaterThan(result.framesCompared, 100)
    }

    func test_updatingAFormatOneFile_upgradesItToThisFormatsHashes() throws {
        let path = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
            .appendingPathComponent("LegacySessions/modal-format1.jsonl").path
        let old = try SessionFile.read(path: path)

        let updated = try SessionVerifier.updated(old, makeRoot: SessionScript.root(for:))

        XCTAssertEqual(updated.header.format, SessionHeader.currentFormat)
        XCTAssertNotEqual(updated.hashes.first?.hash, old.hashes.first?.hash)
        XCTAssertTrue(try SessionVerifier.verify(try SessionFile(text: updated.text), makeRoot: SessionScript.root(for:)).passed)
    }
}
