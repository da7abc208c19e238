import XCTest
@testable import Porting

/// What every porting test uses: port a snippet, and check a second port changes nothing.
class PortTestCase: XCTestCase {
    /// Ports `source` as one file named `path`, failing the test on a parse error.
    func port(_ source: String, path: String = "Snippet.swift", file: StaticString = #filePath, line: UInt = #line) -> PortResult {
        do {
            return try Porter().port(path: path, text: source)
        } catch {
            XCTFail("port threw \(error)", file: file, line: line)
            return PortResult(path: path, original: source, ported: source, rewrites: [], problems: [])
        }
    }

    /// Ports `sources` (name → text) together, in name order.
    func port(files sources: [String: String]) throws -> [PortResult] {
        try Porter().port(sources.keys.sorted().map { try PortSource(path: $0, text: sources[$0]!) })
    }

    /// Asserts that porting `result`'s output again changes nothing and rewrites nothing.
    func assertIdempotent(_ result: PortResult, file: StaticString = #filePath, line: UInt = #line) {
        guard let again = try? Porter().port(path: result.path, text: result.ported) else {
            return XCTFail("the ported text does not parse:\n\(result.ported)", file: file, line: line)
        }
        XCTAssertEqual(again.ported, result.ported, "a second port changed the text", file: file, line: line)
        XCTAssertEqual(again.rewrites, [], "a second port rewrote something", file: file, line: line)
    }

    /// Asserts that `text` contains `expected`, showing the whole text when not.
    func assertContains(_ text: String, _ expected: String, file: StaticString = #filePath, line: UInt = #line) {
        XCTAssertTrue(text.contains(expected), "expected\n\(expected)\nin\n\(text)", file: file, line: line)
    }

    /// Asserts that `text` does not contain `unexpected`.
    func assertLacks(_ text: String, _ unexpected: String, file: StaticString = #filePath, line: UInt = #line) {
        XCTAssertFalse(text.contains(unexpected), "did not expect\n\(unexpected)\nin\n\(text)", file: file, line: line)
    }
}
