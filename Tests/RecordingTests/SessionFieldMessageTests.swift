@testable import Recording
import XCTest

/// A session file's error names the real fault of a field: a number no double holds, a string
/// that is not valid Unicode, a word JSON does not have, a header value of the wrong kind.
final class SessionFieldMessageTests: XCTestCase {
    private let header = """
    {"demo":"plain","device":"iphone-4.7","format":3,"kind":"transition-lab-session","orientation":"portrait","scale":1,"version":"0.6.0"}
    """

    /// The message of the error reading `line` after the header, with "line N, field F: " before it.
    private func message(_ line: String) -> String {
        do {
            _ = try SessionFile(text: "\(header)\n\(line)\n[5,\"end\"]\n")
            return "no error"
        } catch {
            return "\(error)"
        }
    }

    /// The message of the error reading a header whose scale is `scale`.
    private func headerMessage(_ fields: String) -> String {
        do {
            _ = try SessionFile(text: "{\"device\":\"iphone-4.7\",\"kind\":\"transition-lab-session\",\"orientation\":\"portrait\","
                                + "\"version\":\"0.6.0\",\(fields)}\n[5,\"end\"]\n")
            return "no error"
        } catch {
            return "\(error)"
        }
    }

    func test_numbersNoDoubleHolds_areNamedAsSuch_withTheirText() {
        let tiny = message("[1e-400,\"b\",1,2]")
        let sixtyKilobytes = message("[\(String(repeating: "9", count: 60_000)),\"b\",1,2]")
        let huge = message("[1,\"b\",1e400,2]")

        XCTAssertEqual(tiny, "line 2, field frame: expected a whole number from 0 to 5184000 frames (24 hours at 60 Hz at most), "
                       + "found a number no 64-bit float holds, `1e-400`")
        XCTAssertTrue(sixtyKilobytes.hasPrefix("line 2, field frame: "), sixtyKilobytes)
        XCTAssertTrue(sixtyKilobytes.contains("found a number no 64-bit float holds, `9999"), sixtyKilobytes)
        XCTAssertLessThan(sixtyKilobytes.count, 200, "an excerpt, not the number")
        XCTAssertTrue(huge.hasPrefix("line 2, field x: ") && huge.hasSuffix("found a number no 64-bit float holds, `1e400`"), huge)
    }

    func test_aLoneSurrogate_isAnInvalidString_notAnArrayOrObject() {
        let inKind = message("[1,\"\\ud800\",1,2]")
        let inX = message("[1,\"b\",\"\\ud800\",2]")

        XCTAssertEqual(inKind, "line 2, field kind: expected a string, found a string that is not valid Unicode, `\"\\ud800\"`")
        XCTAssertTrue(inX.hasSuffix("found a string that is not valid Unicode, `\"\\ud800\"`"), inX)
    }

    func test_arraysAndObjects_areToldApart() {
        XCTAssertTrue(message("[1,\"b\",[1],2]").hasSuffix("found an array"))
        XCTAssertTrue(message("[1,\"b\",{},2]").hasSuffix("found an object"))
    }

    func test_theRawElements_keepNestedArraysAndObjectsWhole() {
        let line = Array("[1, [2, [3]], {\"a\": [4, 5]}, \"x,]\" , 1e400]".utf8)

        let tokens = JSONArrayTokens.split(line).map { String(decoding: $0, as: UTF8.self) }

        XCTAssertEqual(tokens, ["1", "[2, [3]]", "{\"a\": [4, 5]}", "\"x,]\"", "1e400"])
    }

    func test_infAndNaN_areNamedAsWordsJSONDoesNotHave() {
        let inf = message("[1,\"b\",inf,2]")
        let nan = message("[NaN,\"end\"]")

        XCTAssertEqual(inf, "line 2, field line: `inf` is not a JSON value (JSON has no inf or NaN, and text needs quotes): `[1,\"b\",inf,2]`")
        XCTAssertTrue(nan.hasPrefix("line 2, field line: `NaN` is not a JSON value"), nan)
    }

    func test_aHeaderValueOfTheWrongKind_namesTheFieldAndWhatWasFound() {
        XCTAssertEqual(headerMessage("\"format\":3,\"scale\":2.5"), "line 1, field scale: expected 1, 2 or 3, found 2.5")
        XCTAssertEqual(headerMessage("\"format\":3,\"scale\":\"2\""), "line 1, field scale: expected 1, 2 or 3, found the string \"2\"")
        XCTAssertEqual(headerMessage("\"format\":3.5,\"scale\":2"), "line 1, field format: expected a whole number, found 3.5")
        XCTAssertEqual(headerMessage("\"format\":3,\"scale\":2,\"demo\":5"), "line 1, field demo: expected a string, found 5")
        XCTAssertEqual(headerMessage("\"format\":3,\"scale\":2,\"demo\":null"), "no error", "no demo is the catalogue")
    }
}
