import Foundation
import XCTest
@testable import Porting

/// `transition-lab port`'s files, outputs and exit statuses, on files in a temporary folder.
final class PortRunnerTests: XCTestCase {
    private var folder = ""
    private var reported: [String] = []
    private var failures: [String] = []
    private let unported = "import UIKit\nclass A: UIViewController {\n    @objc func go() {}\n}\n"
    private let ported = "import UIKit\nclass A: UIViewController {\n    func go() {}\n}\n"

    override func setUpWithError() throws {
        folder = NSTemporaryDirectory() + "port-runner-\(getpid())-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: folder + "/in/sub", withIntermediateDirectories: true)
    }

    override func tearDownWithError() throws {
        try? FileManager.default.removeItem(atPath: folder)
    }

    private func write(_ text: String, _ name: String) {
        XCTAssertTrue(FileManager.default.createFile(atPath: folder + "/" + name, contents: Data(text.utf8)), "writing \(name)")
    }

    private func read(_ name: String) -> String? {
        FileManager.default.contents(atPath: folder + "/" + name).map { String(decoding: $0, as: UTF8.self) }
    }

    private func run(_ paths: [String], output: PortOptions.Output = .reportOnly, check: Bool = false) -> PortExitCode {
        reported = []
        failures = []
        let options = PortOptions(paths: paths.map { folder + "/" + $0 }, output: output, check: check)
        return PortRunner(options: options).run(report: { self.reported.append($0) }, fail: { self.failures.append($0) })
    }

    func test_check_withFileThatWouldChange_exits1AndWritesNothing() {
        write(unported, "in/A.swift")
        XCTAssertEqual(run(["in"], check: true), .wouldChange)
        XCTAssertEqual(read("in/A.swift"), unported)
        XCTAssertTrue(reported.contains { $0.contains("in/A.swift:3: @objc → (removed)") }, "\(reported)")
        XCTAssertTrue(reported.last?.contains("would change") == true)
    }

    func test_check_withPortedFiles_exits0() {
        write(ported, "in/A.swift")
        XCTAssertEqual(run(["in/A.swift"], check: true), .success)
    }

    func test_outputFolder_getsPortedCopiesInTheInputsLayout_andInputsStay() {
        write(unported, "in/A.swift")
        write(ported, "in/sub/B.swift")
        write("not swift", "in/notes.txt")
        XCTAssertEqual(run(["in"], output: .folder(folder + "/out/new")), .success)
        XCTAssertEqual(read("out/new/A.swift"), ported)
        XCTAssertEqual(read("out/new/sub/B.swift"), ported)
        XCTAssertNil(read("out/new/notes.txt"))
        XCTAssertEqual(read("in/A.swift"), unported)
    }

    func test_inPlace_rewritesTheInputs_andASecondRunChangesNothing() {
        write(unported, "in/A.swift")
        XCTAssertEqual(run(["in/A.swift"], output: .inPlace), .success)
        XCTAssertEqual(read("in/A.swift"), ported)
        XCTAssertEqual(run(["in/A.swift"], check: true), .success)
        let leftovers = try? FileManager.default.contentsOfDirectory(atPath: folder + "/in").filter { $0.hasPrefix(".") }
        XCTAssertEqual(leftovers, [])
    }

    func test_fileThatDoesNotParse_failsWithItsLine_andNothingIsWritten() {
        write(unported, "in/A.swift")
        write("class B {\n    func f( {\n}\n", "in/B.swift")
        XCTAssertEqual(run(["in"], output: .inPlace), .dataError)
        XCTAssertEqual(read("in/A.swift"), unported)
        XCTAssertTrue(failures.first?.contains("in/B.swift:2:") == true, "\(failures)")
    }

    func test_fileThatDoesNotParse_saysEachParserMessageOnce() {
        write("garbage {{{\n", "in/D.swift")

        XCTAssertEqual(run(["in/D.swift"]), .dataError)

        let lines = failures.joined(separator: "\n").split(separator: "\n").filter { $0.contains("D.swift:1:") }
        XCTAssertFalse(lines.isEmpty, "\(failures)")
        XCTAssertEqual(lines.count, Set(lines).count, "a message repeated: \(lines)")
    }

    func test_fileThatIsNotSwift_failsAsData() {
        write("hello", "in/notes.txt")
        XCTAssertEqual(run(["in/notes.txt"]), .dataError)
        XCTAssertTrue(failures.first?.contains("not a Swift file") == true, "\(failures)")
    }

    func test_binaryFile_failsAsData() {
        XCTAssertTrue(FileManager.default.createFile(atPath: folder + "/in/C.swift", contents: Data([0xFF, 0x00, 0xFE])))
        XCTAssertEqual(run(["in/C.swift"]), .dataError)
        XCTAssertTrue(failures.first?.contains("not UTF-8") == true, "\(failures)")
    }

    func test_missingPathOrCheckWithOutput_exits64() {
        XCTAssertEqual(run(["nowhere"]), .usage)
        write(ported, "in/A.swift")
        XCTAssertEqual(run(["in"], output: .inPlace, check: true), .usage)
    }

    func test_outputFolderOverTheInputs_exits64() {
        write(unported, "in/A.swift")
        XCTAssertEqual(run(["in"], output: .folder(folder + "/in")), .usage)
        XCTAssertEqual(read("in/A.swift"), unported)
    }

    func test_filesPortedTogether_shareTheirProtocols_inSortedOrder() {
        write("@objc protocol P {\n    @objc optional func f()\n}\n", "in/sub/P.swift")
        write("func call(_ p: P?) {\n    p?.f?()\n}\n", "in/A.swift")
        XCTAssertEqual(run(["in"], output: .inPlace), .success)
        XCTAssertEqual(read("in/A.swift"), "func call(_ p: P?) {\n    p?.f()\n}\n")
        XCTAssertEqual(reported.first?.hasPrefix(folder + "/in/A.swift"), true, "\(reported)")
    }
}
