import Recording
import XCTest

/// `SessionFile.firstFrameHashingDifferently(from:)`, how `open --watch` finds the first frame a
/// new build draws unlike the previous one: hash lines stand for the frames after them.
final class WatchHashComparisonTests: XCTestCase {
    private let header = #"{"app":"SampleApp","device":"iphone-6.1","format":4,"kind":"transition-lab-session","orientation":"portrait","scale":2,"version":"0.6.0"}"#

    private func file(_ lines: [String]) throws -> SessionFile {
        try SessionFile(text: ([header] + lines).joined(separator: "\n") + "\n")
    }

    private func hash(_ frame: Int, _ digit: Character) -> String {
        "[\(frame),\"h\",\"\(String(repeating: digit, count: 16))\"]"
    }

    func test_sameHashes_atTheSameFrames_differNowhere() throws {
        let lines = [hash(1, "a"), #"[10,"b",100,100]"#, hash(11, "b"), #"[12,"e",100,100]"#, hash(14, "c"), #"[40,"end"]"#]

        let found = try file(lines).firstFrameHashingDifferently(from: try file(lines))

        XCTAssertNil(found)
    }

    func test_aHashChangingLater_differsFromItsFrame_toTheOthersChange() throws {
        // The previous build changed at frame 14, the new one at 16: frames 14 and 15 differ.
        let previous = try file([hash(1, "a"), hash(14, "c"), hash(20, "d"), #"[40,"end"]"#])
        let current = try file([hash(1, "a"), hash(16, "c"), hash(20, "d"), #"[40,"end"]"#])

        XCTAssertEqual(current.firstFrameHashingDifferently(from: previous), 14)
        XCTAssertEqual(previous.firstFrameHashingDifferently(from: current), 14)
    }

    func test_aDifferentHash_atTheSameFrame_differsThere() throws {
        let previous = try file([hash(1, "a"), #"[10,"b",100,100]"#, hash(13, "c"), hash(30, "e"), #"[40,"end"]"#])
        let current = try file([hash(1, "a"), #"[10,"b",100,100]"#, hash(13, "c"), hash(30, "f"), #"[40,"end"]"#])

        XCTAssertEqual(current.firstFrameHashingDifferently(from: previous), 30)
    }

    func test_differencesPastTheShorterFilesEnd_areNotCounted() throws {
        let previous = try file([hash(1, "a"), #"[20,"end"]"#])
        let current = try file([hash(1, "a"), hash(25, "b"), #"[40,"end"]"#])

        XCTAssertNil(current.firstFrameHashingDifferently(from: previous))
    }

    func test_fromTheFirstFrame() throws {
        let previous = try file([hash(1, "a"), #"[20,"end"]"#])
        let current = try file([hash(1, "b"), #"[20,"end"]"#])

        XCTAssertEqual(current.firstFrameHashingDifferently(from: previous), 1)
    }
}
