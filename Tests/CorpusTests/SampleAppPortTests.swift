import Foundation
import Porting
import XCTest

/// The sample app (Examples/SampleApp) is iOS code as written, in Originals/ (`#selector`,
/// `@objc`, Xcode's app and scene delegates), and its port in Sources/SampleApp, with one file
/// of its own that imports TransitionLabApp: the package builds the port, SampleAppTests drive
/// its program, and this test keeps the port current.
final class SampleAppPortTests: XCTestCase {
    private static let sample = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("Examples/SampleApp")

    func test_theSampleAppsSources_areThePortOfItsOriginals_plusTheOneImport() throws {
        let originals = try FileManager.default.contentsOfDirectory(atPath: Self.sample.appendingPathComponent("Originals").path)
            .filter { $0.hasSuffix(".swift") }.sorted()
        let sources = try FileManager.default.contentsOfDirectory(atPath: Self.sample.appendingPathComponent("Sources/SampleApp").path)
            .filter { $0.hasSuffix(".swift") }.sorted()

        XCTAssertEqual(sources, (originals + ["TransitionLab.swift"]).sorted())
        var rewrites = 0
        for name in originals {
            let original = try String(contentsOf: Self.sample.appendingPathComponent("Originals/\(name)"), encoding: .utf8)
            let result = try Porter().port(path: name, text: original)
            let source = try String(contentsOf: Self.sample.appendingPathComponent("Sources/SampleApp/\(name)"), encoding: .utf8)
            XCTAssertEqual(result.ported, source,
                           "\(name) is stale: run `transition-lab port Examples/SampleApp/Originals -o Examples/SampleApp/Sources/SampleApp`")
            XCTAssertEqual(result.problems, [], "\(name): the port left something for the user to do")
            rewrites += result.rewrites.count
        }
        XCTAssertGreaterThan(rewrites, 0, "the originals are written as for iOS")
    }
}
