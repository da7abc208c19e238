import Foundation
import Porting
import XCTest

/// The corpus's originals (Examples/Corpus/Originals, written as iOS developers write them,
/// with `#selector`, `@objc optional` delegates and KVO left in) and their port, checked in as
/// Ported/: the package compiles the port against this UIKit, these tests keep it current.
final class CorpusPortTests: XCTestCase {
    private static let tests = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    private static let originals = tests.deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Examples/Corpus/Originals")

    private func names() throws -> [String] {
        try FileManager.default.contentsOfDirectory(atPath: Self.originals.path).filter { $0.hasSuffix(".swift") }.sorted()
    }

    func test_corpus_hasSevenSamples_eachPortedAndCheckedIn() throws {
        let originals = try names()
        let ported = try FileManager.default.contentsOfDirectory(atPath: Self.tests.appendingPathComponent("Ported").path)
            .filter { $0.hasSuffix(".swift") }.sorted()

        XCTAssertGreaterThanOrEqual(originals.count, 7)
        XCTAssertEqual(ported, originals, "every original has its port in Tests/CorpusTests/Ported")
    }

    func test_freshPort_equalsTheCheckedInPort_withNothingLeftUndone() throws {
        for name in try names() {
            let original = try String(contentsOf: Self.originals.appendingPathComponent(name), encoding: .utf8)

            let result = try Porter().port(path: name, text: original)

            let checkedIn = try String(contentsOf: Self.tests.appendingPathComponent("Ported/\(name)"), encoding: .utf8)
            XCTAssertEqual(result.ported, checkedIn,
                           "\(name) is stale: run `transition-lab port Examples/Corpus/Originals -o Tests/CorpusTests/Ported`")
            XCTAssertEqual(result.problems, [], "\(name): the port left something for the user to do")
            XCTAssertNotEqual(result.ported, original, "\(name) needed porting: it is written as for iOS")
        }
    }

    func test_portingThePort_changesNothing() throws {
        for name in try names() {
            let ported = try String(contentsOf: Self.tests.appendingPathComponent("Ported/\(name)"), encoding: .utf8)

            let again = try Porter().port(path: name, text: ported)

            XCTAssertEqual(again.ported, ported, "\(name): port --check would report a change")
            XCTAssertEqual(again.rewrites, [], "\(name): a rewrite of ported code")
        }
    }
}
