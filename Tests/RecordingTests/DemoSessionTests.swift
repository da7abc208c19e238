import XCTest
import Demos
import Recording
import Simulator
import TestSupport

/// One recorded session per demo, kept in Sessions/ and checked with the verifier: a change
/// that alters any of their frames fails here. A missing file is recorded afresh (with
/// `SessionScript.journey(for:)`) and fails, as goldens do; RECORD_SESSIONS=1 re-hashes an
/// existing file from a replay of its own inputs, keeping its format, and fails.
final class DemoSessionTests: XCTestCase {
    private static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Sessions")

    func test_everyDemosRecordedSession_replaysWithItsHashes() throws {
        let rerecord = ProcessInfo.processInfo.environment["RECORD_SESSIONS"] == "1"
        for entry in DemoCatalog.all {
            let path = Self.folder.appendingPathComponent("\(entry.id).jsonl").path
            if rerecord, FileManager.default.fileExists(atPath: path) {
                // The files keep the formats they were recorded in, which tests of older formats read.
                let refreshed = try SessionVerifier.updated(try SessionFile.read(path: path), keepingFormat: true,
                                                            makeRoot: SessionScript.root(for:))
                try refreshed.text.write(toFile: path, atomically: true, encoding: .utf8)
                XCTFail("re-hashed \(path) in its format; run the tests again to check it")
                continue
            }
            if !FileManager.default.fileExists(atPath: path) {
                let script = try SessionScript(demo: entry.id, path: path)
                script.journey(for: entry.id)
                _ = try script.finish()
                XCTFail("recorded \(path); run the tests again to check it")
                continue
            }

            let file = try SessionFile.read(path: path)
            let result = try SessionVerifier.verify(file, makeRoot: SessionScript.root(for:))

            XCTAssertTrue(result.passed, "\(entry.id): \(result.problem ?? "") first differing frame \(result.mismatch?.frame ?? -1)")
            XCTAssertGreaterThan(result.framesCompared, 90, entry.id)
            XCTAssertGreaterThan(file.hashes.count, 10, "\(entry.id): the journey moves something on screen")
        }
    }
}
