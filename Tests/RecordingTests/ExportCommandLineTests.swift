import Foundation
import XCTest

/// `transition-lab export`'s numbers and patterns, read strictly: plain decimal, bounded, and a
/// short message naming the option and the value, exit status 64, nothing written. Run as a user
/// runs it; the release build made by `make test` holds the executable.
final class ExportCommandLineTests: XCTestCase {
    private static let plain = CommandLineRunner.root.appendingPathComponent("Tests/RecordingTests/Sessions/plain.jsonl").path

    func test_exportNumbers_notPlainDecimalOrOutOfRange_areRefusedWith64_namingTheOptionAndTheValue() throws {
        let folder = try CommandLineRunner.temporaryFolder(prefix: "export-numbers")
        let huge = String(repeating: "9", count: 60_000)
        for (option, value) in [("--from", "0x10"), ("--to", "+1"), ("--from", "1e0"), ("--columns", "0x10"), ("--columns", "+5"),
                                ("--columns", "101"), ("--every", "-1"), ("--every", "1.5"), ("--tiles", "99999999999999999999"),
                                ("--tiles", "0"), ("--tiles", huge)] {
            let result = try CommandLineRunner.run(["export", Self.plain, "-o", folder + "/sheet.png", option, value])

            XCTAssertEqual(result.status, 64, "\(option) \(value.prefix(20)): \(result.error.prefix(300))")
            XCTAssertTrue(result.error.hasPrefix("error: \(option) '\(value.prefix(39))"), String(result.error.prefix(300)))
            XCTAssertLessThan(result.error.utf8.count, 300, "a short message: \(result.error.prefix(300))")
        }
        XCTAssertEqual(ExportTestFiles.files(in: folder), [], "nothing written")
    }

    func test_exportPattern_tooWideOrWithAPercentInAFolder_isRefusedWith64_shortly_andCreatesNothing() throws {
        let folder = try CommandLineRunner.temporaryFolder(prefix: "export-patterns")
        for pattern in ["d-%99999d.png", "d-%11d.png", "m-%d/x.png", "x-%s.png", "x-%d-%d.png"] {
            let result = try CommandLineRunner.run(["export", Self.plain, "-o", folder + "/" + pattern, "--to", "3f"])

            XCTAssertEqual(result.status, 64, "\(pattern): \(result.error.prefix(300))")
            XCTAssertTrue(result.error.hasPrefix("error: "), String(result.error.prefix(300)))
            XCTAssertLessThan(result.error.utf8.count, 400, "a short message: \(result.error.prefix(300))")
        }
        XCTAssertEqual(ExportTestFiles.files(in: folder), [], "no folder named after a file, no frame")
    }

    func test_exportPattern_ofTheWidestWidth_writesItsFrames() throws {
        let folder = try CommandLineRunner.temporaryFolder(prefix: "export-patterns")

        let result = try CommandLineRunner.run(["export", Self.plain, "-o", folder + "/w-%010d.png", "--to", "1f"])

        XCTAssertEqual(result.status, 0, result.error)
        XCTAssertEqual(ExportTestFiles.files(in: folder), ["w-0000000000.png", "w-0000000001.png"])
    }
}
