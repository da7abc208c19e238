import APICoverage
import Foundation
import XCTest

/// `docs/API-COVERAGE.md` must be what the generator makes of today's sources and data.
final class CoverageDocumentFreshnessTests: XCTestCase {
    /// The package root, found from this file's path.
    static let root = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    func test_document_matchesSourcesAndData() throws {
        let expected = try CoverageRun.document(root: Self.root)
        let url = Self.root.appendingPathComponent(CoverageRun.documentPath)
        let current = (try? String(contentsOf: url, encoding: .utf8)) ?? ""
        guard current != expected else { return }
        let currentLines = current.split(separator: "\n", omittingEmptySubsequences: false)
        let expectedLines = expected.split(separator: "\n", omittingEmptySubsequences: false)
        let firstDifference = zip(currentLines, expectedLines).enumerated().first { $0.element.0 != $0.element.1 }
        let line = firstDifference.map { "line \($0.offset + 1): \"\($0.element.0)\" should be \"\($0.element.1)\"" }
            ?? "the files differ in length (\(currentLines.count) lines, should be \(expectedLines.count))"
        XCTFail("docs/API-COVERAGE.md is stale: run make api-coverage (\(line))")
    }

    func test_data_everyMemberReadsAndTypesAreSortedWithoutDuplicates() throws {
        let folder = Self.root.appendingPathComponent(CoverageRun.dataFolder)
        let files = try FileManager.default.contentsOfDirectory(atPath: folder.path).filter { $0.hasSuffix(".json") }
        XCTAssertFalse(files.isEmpty, "no data in \(CoverageRun.dataFolder)")
        for file in files {
            let entries = try AppleSurface.entries(fromJSON: Data(contentsOf: folder.appendingPathComponent(file)), file: file)
            for entry in entries {
                XCTAssertEqual(entry.members, entry.members.sorted(), "\(file): \(entry.name)'s members are not sorted")
                let keys = entry.members.compactMap(AppleSpelling.key(of:))
                XCTAssertEqual(Set(keys).count, keys.count, "\(file): \(entry.name) lists a member twice")
            }
        }
    }

    func test_report_priorityTypesAreListed() throws {
        let report = try CoverageRun.report(root: Self.root)
        for type in ["UIView", "UIViewController", "CALayer", "UINavigationControllerDelegate",
                     "UITabBarControllerDelegate", "UIViewControllerContextTransitioning", "CAShapeLayer"] {
            let coverage = try XCTUnwrap(report.coverage(of: type), "\(type) is not in the data")
            XCTAssertTrue(coverage.isDeclared, "\(type) is not declared in our sources")
            XCTAssertGreaterThan(coverage.present.count, 0, type)
        }
    }

    func test_document_rendersTotalsAndMissingMembers() {
        let apple = AppleSurface(types: [.init(name: "UIView", framework: "UIKit", kind: "class",
                                               members: ["func sizeToFit()", "var alpha: CGFloat"])])
        let ours = CoverageRun.ourSurface(sources: ["open class UIView { open func sizeToFit() {} }"])
        let document = CoverageDocument.render(CoverageReport(apple: apple, ours: ours))
        XCTAssertTrue(document.contains("| **all** | 1 | 1 | 1 | 50% |"), document)
        XCTAssertTrue(document.contains("- `var alpha: CGFloat`"), document)
        XCTAssertFalse(document.contains("- `func sizeToFit()`"), document)
    }
}
