import XCTest
import Demos
import Recording
import Simulator
import TestSupport
@_spi(TransitionLab) import UIKit

/// One recorded session per demo and one per tour (`SessionTour`), kept in Sessions/ and checked
/// with the verifier: a change that alters any of their frames fails here. A missing file is
/// recorded afresh (with `SessionScript.journey(for:)` or the tour's steps) and fails, as goldens
/// do; RECORD_SESSIONS=1 re-hashes an existing file from a replay of its own inputs, keeping its
/// format, and fails.
final class DemoSessionTests: XCTestCase {
    private static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Sessions")

    func test_everyDemosRecordedSession_replaysWithItsHashes() throws {
        for entry in DemoCatalog.all {
            try checkRecordedSession(named: entry.id) {
                let script = try SessionScript(demo: entry.id, path: $0)
                script.journey(for: entry.id)
                return script
            }
        }
    }

    func test_everyTour_replaysWithItsHashes() throws {
        for tour in SessionTour.all {
            try checkRecordedSession(named: tour.name, minimumFrames: 40) {
                let script = try SessionScript(demo: tour.demo, path: $0, model: SessionTour.model)
                script.settle()
                tour.steps(script)
                script.settle()
                return script
            }
        }
    }

    func test_everyTour_beginsTheTransitionsItIsFor() throws {
        for tour in SessionTour.all {
            let file = try SessionFile.read(path: Self.folder.appendingPathComponent("\(tour.name).jsonl").path)
            let session = try SessionReplayer.launch(file, makeRoot: SessionScript.root(for:))
            var begun: [String] = []
            let observation = session.device.environment.addTransitionActivityObserver { activity in
                if activity.phase == .began { begun.append(activity.kind.rawValue) }
            }

            _ = SessionReplayer(file: file, session: session).playToEnd()

            session.device.environment.removeTransitionActivityObserver(observation)
            XCTAssertEqual(begun, tour.transitions, tour.name)
        }
    }

    /// Verifies Sessions/`name`.jsonl against a replay of its inputs; records it with the
    /// script `record` plays when it is missing, re-hashes it with RECORD_SESSIONS=1, and fails
    /// in both cases.
    private func checkRecordedSession(named name: String, minimumFrames: Int = 90,
                                      record: (String) throws -> SessionScript) throws {
        let path = Self.folder.appendingPathComponent("\(name).jsonl").path
        if ProcessInfo.processInfo.environment["RECORD_SESSIONS"] == "1", FileManager.default.fileExists(atPath: path) {
            // The files keep the formats they were recorded in, which tests of older formats read.
            let refreshed = try SessionVerifier.updated(try SessionFile.read(path: path), keepingFormat: true,
                                                        makeRoot: SessionScript.root(for:))
            try refreshed.text.write(toFile: path, atomically: true, encoding: .utf8)
            XCTFail("re-hashed \(path) in its format; run the tests again to check it")
            return
        }
        if !FileManager.default.fileExists(atPath: path) {
            _ = try record(path).finish()
            XCTFail("recorded \(path); run the tests again to check it")
            return
        }

        let file = try SessionFile.read(path: path)
        let result = try SessionVerifier.verify(file, makeRoot: SessionScript.root(for:))

        XCTAssertTrue(result.passed, "\(name): \(result.problem ?? "") first differing frame \(result.mismatch?.frame ?? -1)")
        XCTAssertGreaterThan(result.framesCompared, minimumFrames, name)
        XCTAssertGreaterThan(file.hashes.count, 10, "\(name): the journey moves something on screen")
    }
}
