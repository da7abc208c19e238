import XCTest
import Recording
import Simulator
import TestSupport
import UIKit

/// Damaged files: cut at any byte, or mutated, the reader never crashes, and its errors name
/// the line and the field.
final class SessionFileDamageTests: XCTestCase {
    /// A small file of every kind of line.
    private let sample = """
    {"demo":"plain","device":"iphone-4.7","format":2,"kind":"transition-lab-session","orientation":"portrait","scale":1,"version":"0.6.0"}
    [1,"h","00112233445566ff"]
    [3,"b",5,400.5]
    [4,"m",12.3,400]
    [5,"k","rotateLeft"]
    [6,"e",12.3,400]
    [7,"h","a0112233445566ff"]
    [8,"end"]

    """

    func test_fileCutAtAnyByte_readsUpToItsLastWholeLine_orNamesTheHeader() throws {
        let whole = try SessionFile(text: sample)
        let bytes = Array(sample.utf8)

        for cut in 0..<bytes.count {
            let text = String(decoding: bytes[..<cut], as: UTF8.self)
            do {
                let file = try SessionFile(text: text)
                let completeLines = text.filter { $0 == "\n" }.count - 1 // after the header
                XCTAssertEqual(Array(file.lines), Array(whole.lines.prefix(file.lines.count)), "cut at byte \(cut)")
                XCTAssertEqual(file.lines.count, completeLines,
                               "every whole line is read, and a cut last line never, even when what is left parses (cut at byte \(cut))")
            } catch let error as SessionFileError {
                XCTAssertEqual(error.line, 1, "only a cut inside the header is an error (cut at byte \(cut))")
                XCTAssertFalse(error.field.isEmpty)
            }
        }
    }

    func test_fileCutInsideALine_replaysToTheLineBefore() throws {
        let script = try SessionScript(demo: "plain")
        script.wait(3)
        script.tap(CGPoint(x: 187.5, y: 452))
        script.wait(20)
        let text = try String(contentsOfFile: script.path, encoding: .utf8)
        let lastWhole = try SessionFile(text: text).lines.last!
        let cut = String(text.dropLast(4)) // a killed recorder: the last line half written

        let file = try SessionFile(text: cut)
        let session = try SessionReplayer.launch(file, makeRoot: SessionScript.root(for:))
        let stop = SessionReplayer(file: file, session: session).playToEnd()

        XCTAssertTrue(file.droppedCutLine)
        XCTAssertNil(stop)
        XCTAssertLessThan(file.lastFrame, lastWhole.frame + 1)
        XCTAssertEqual(session.device.frameCount, file.lastFrame, "the replay plays to the last whole line")
    }

    func test_sessionCutAtEveryByte_thenNothingNULsOrGarbage_verifiesUpToItsLastWholeLine() throws {
        let script = try SessionScript(demo: "plain")
        script.wait(2)
        script.tap(CGPoint(x: 187.5, y: 452))
        script.wait(4)
        script.drag(from: CGPoint(x: 100, y: 300), to: CGPoint(x: 140, y: 320), frames: 3)
        script.wait(3)
        let bytes = Array(try script.finish().text.utf8)
        let headerEnd = bytes.firstIndex(of: 0x0A)! + 1
        var state: UInt64 = 0x2545_F491_4F6C_DD1D
        let garbage: [UInt8] = (0..<300).map { _ in // a fixed sequence: the same garbage every run
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return UInt8(truncatingIfNeeded: state >> 56)
        }
        let endings: [(name: String, bytes: [UInt8])] = [("nothing", []), ("NUL bytes", Array(repeating: 0, count: 512)), ("garbage", garbage)]
        var verifications: [Int: SessionVerification] = [:]
        var checked = 0

        for cut in headerEnd...bytes.count {
            let kept = bytes[..<cut]
            let wholeEnd = kept.lastIndex(of: 0x0A)! + 1
            let whole = try SessionFile(data: Data(bytes[..<wholeEnd]))
            for ending in endings {
                let data = Data(kept + ending.bytes)
                let context = "cut at byte \(cut) of \(bytes.count), then \(ending.name)"

                let file = try SessionFile(data: data)
                let verification = try verifications[file.lines.count] ?? SessionVerifier.verify(file, makeRoot: SessionScript.root(for:))
                verifications[file.lines.count] = verification

                XCTAssertEqual(file.lines, whole.lines, "every whole line is read, and nothing after: \(context)")
                XCTAssertEqual(file.damage?.line, data.count > wholeEnd ? whole.lines.count + 2 : nil, "where it stopped: \(context)")
                if whole.hashes.isEmpty {
                    XCTAssertTrue(verification.problem?.contains("no frame hashes") ?? false, context)
                } else {
                    XCTAssertTrue(verification.passed, "\(context): \(verification.problem ?? "") frame \(verification.mismatch?.frame ?? -1)")
                    XCTAssertEqual(verification.lastFrame, whole.lastFrame, "verified to the last whole line: \(context)")
                }
                checked += 1
            }
        }
        XCTAssertEqual(checked, 3 * (bytes.count - headerEnd + 1))
        XCTAssertGreaterThan(verifications.count, 10, "cuts keep every number of whole lines")
    }

    func test_junkInTheMiddle_isAnError_namingItsLine_butAtTheEndIsDamage() throws {
        let lines = sample.split(separator: "\n").map(String.init)
        let middle = ([lines[0], lines[1], "\u{0}\u{0}\u{0}"] + lines[2...]).joined(separator: "\n") + "\n"
        let end = ([lines[0], lines[1], "\u{0}\u{0}\u{0}", "[9,\"m\",1,2", "garbage"]).joined(separator: "\n") + "\n"
        let wrongFieldAtTheEnd = ([lines[0], lines[1], "[3,\"b\",\"left\",400]"]).joined(separator: "\n") + "\n"

        XCTAssertThrowsError(try SessionFile(text: middle)) { error in
            XCTAssertEqual((error as? SessionFileError).map { "\($0.line) \($0.field)" }, "3 line")
        }
        let damaged = try SessionFile(text: end)
        XCTAssertEqual(damaged.lines.count, 1)
        XCTAssertEqual(damaged.damage?.line, 3)
        XCTAssertThrowsError(try SessionFile(text: wrongFieldAtTheEnd), "a whole JSON line with a wrong field is no cut") { error in
            XCTAssertEqual((error as? SessionFileError).map { "\($0.line) \($0.field)" }, "3 x")
        }
    }

    func test_mutatedLines_neverCrashTheReader_andErrorsNameALineAndField() {
        let bytes = Array(sample.utf8)
        let alphabet = Array("[]{}\",:-.0123456789eE abcfhkmn\\\n".utf8)
        var state: UInt64 = 0x9E37_79B9_7F4A_7C15
        func next(_ bound: Int) -> Int { // a fixed linear congruential sequence: the same mutations every run
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return Int((state >> 33) % UInt64(bound))
        }
        var errors = 0

        for _ in 0..<400 {
            var mutated = bytes
            for _ in 0...next(3) {
                let at = next(mutated.count)
                switch next(3) {
                case 0: mutated[at] = alphabet[next(alphabet.count)]
                case 1: mutated.remove(at: at)
                default: mutated.insert(alphabet[next(alphabet.count)], at: at)
                }
            }
            let text = String(decoding: mutated, as: UTF8.self)
            do {
                _ = try SessionFile(text: text)
            } catch let error as SessionFileError {
                errors += 1
                XCTAssertGreaterThanOrEqual(error.line, 1)
                XCTAssertLessThanOrEqual(error.line, text.split(separator: "\n", omittingEmptySubsequences: false).count)
                XCTAssertFalse(error.field.isEmpty)
            } catch {
                XCTFail("an error that is not a SessionFileError: \(error)")
            }
        }
        XCTAssertGreaterThan(errors, 100, "most mutations break something")
    }

    func test_wrongFields_areNamed() {
        func error(_ text: String) -> SessionFileError? {
            do { _ = try SessionFile(text: text); return nil } catch { return error as? SessionFileError }
        }
        let header = sample.split(separator: "\n")[0]

        let badX = error("\(header)\n[3,\"b\",\"left\",400]\n")
        let badKind = error("\(header)\n[3,\"z\",1,2]\n")
        let backwards = error("\(header)\n[3,\"b\",1,2]\n[2,\"e\",1,2]\n")
        let badHash = error("\(header)\n[3,\"h\",\"xyz\"]\n")
        let newer = error(header.replacingOccurrences(of: "\"format\":2", with: "\"format\":9") + "\n")
        let foreign = error("{\"name\":\"something else\"}\n")
        let badDevice = error(header.replacingOccurrences(of: "iphone-4.7", with: "nokia") + "\n")

        XCTAssertEqual(badX.map { "\($0.line) \($0.field)" }, "2 x")
        XCTAssertEqual(badKind.map { "\($0.line) \($0.field)" }, "2 kind")
        XCTAssertEqual(backwards.map { "\($0.line) \($0.field)" }, "3 frame")
        XCTAssertEqual(badHash.map { "\($0.line) \($0.field)" }, "2 hash")
        XCTAssertEqual(newer.map { "\($0.line) \($0.field)" }, "1 format")
        XCTAssertEqual(foreign?.line, 1)
        XCTAssertEqual(badDevice.map { "\($0.line) \($0.field)" }, "1 device")
    }

    func test_aMinuteOfDraggingAt60Hz_takesUnder100KB() throws {
        let path = NSTemporaryDirectory() + "minute-\(UUID().uuidString).jsonl"
        let writer = try SessionWriter(path: path, header: SessionHeader(app: SessionHeader.demoCatalogueApp, model: .phone61, demo: "plain"))
        defer { try? FileManager.default.removeItem(atPath: path) }

        // Back and forth across the screen, one sample a frame, in the tenths the window records.
        for frame in 0..<3600 {
            let phase: UITouch.Phase = frame % 120 == 0 ? .began : frame % 120 == 119 ? .ended : .moved
            let x = (5 + Double(frame % 120) * 3.1713 * 10).rounded() / 10, y = (400 + sin(Double(frame) / 9) * 123.4567 * 10).rounded() / 10
            try writer.write(.event(frame: 100 + frame, .touch(phase, CGPoint(x: x, y: y))))
        }
        try writer.write(.event(frame: 3700, .end))

        XCTAssertLessThan(writer.byteCount, 100_000)
        XCTAssertEqual(try SessionFile.read(path: path).events.count, 3601)
    }
}
