import XCTest
import Demos
import Recording
import Simulator
import TestSupport

/// One recorded session per demo, kept in Sessions/ and checked with the verifier: a change
/// that alters any of their frames fails here. A missing file, or RECORD_SESSIONS=1, records
/// it afresh (with `SessionScript.journey(for:)`) and fails, as goldens do.
final class DemoSessionTests: XCTestCase {
    private static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Sessions")

    func test_everyDemosRecordedSession_replaysWithItsHashes() throws {
        let rerecord = ProcessInfo.processInfo.environment["RECORD_SESSIONS"] == "1"
        for entry in DemoCatalog.all {
            let path = Self.folder.appendingPathComponent("\(entry.id).jsonl").path
            if rerecord || !FileManager.default.fileExists(atPath: path) {
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
