import XCTest
import Demos
import Recording
import Simulator
import TestSupport
import UIKit

/// Two fingers in a session file (format 6): the second finger's touch lines carry its index,
/// read back, range-checked and checked for a finger that goes down twice; a pinch from the
/// mouse (Alt) is recorded, replays and verifies.
final class TwoFingerSessionTests: XCTestCase {
    private func read(format: Int, _ lines: String) throws -> SessionFile {
        let header = "{\"app\":\"transition-lab\",\"demo\":\"plain\",\"device\":\"iphone-4.7\",\"format\":\(format),"
            + "\"kind\":\"transition-lab-session\",\"orientation\":\"portrait\",\"scale\":1,\"version\":\"0.6.0\"}"
        return try SessionFile(text: header + "\n" + lines)
    }

    /// The error reading `lines`, as "line field: message", or nil.
    private func error(format: Int = 6, _ lines: String) -> String? {
        do { _ = try read(format: format, lines); return nil } catch {
            return (error as? SessionFileError).map { "\($0.line) \($0.field): \($0.message)" } ?? "\(error)"
        }
    }

    func test_secondFingersTouches_carryItsIndex_andReadAndWriteBack() throws {
        let text = "[3,\"b\",100,200]\n[3,\"b\",275,467,1]\n[4,\"m\",110,210]\n[4,\"m\",265,457,1]\n"
            + "[5,\"e\",110,210]\n[5,\"e\",265,457,1]\n[9,\"end\"]\n"

        let file = try read(format: 6, text)

        XCTAssertGreaterThanOrEqual(SessionHeader.currentFormat, 6, "the format that brought the second finger")
        XCTAssertEqual(file.lines[0], .event(frame: 3, .touch(.began, CGPoint(x: 100, y: 200))))
        XCTAssertEqual(file.lines[1], .event(frame: 3, .touch(.began, CGPoint(x: 275, y: 467), finger: 1)))
        XCTAssertEqual(file.lines.map(\.text).compactMap { $0 }.joined(separator: "\n") + "\n", text, "the first finger's lines are as in format 5")
    }

    func test_aFingerIndex_outOfRange_orInAnOlderFormat_isRefusedByLineAndField() {
        let two = error("[3,\"b\",1,2,2]\n[9,\"end\"]\n")
        let negative = error("[3,\"b\",1,2,-1]\n[9,\"end\"]\n")
        let fraction = error("[3,\"b\",1,2,0.5]\n[9,\"end\"]\n")
        let text = error("[3,\"b\",1,2,\"1\"]\n[9,\"end\"]\n")
        let sixFields = error("[3,\"b\",1,2,1,1]\n[9,\"end\"]\n")
        let format5 = error(format: 5, "[3,\"b\",1,2,1]\n[9,\"end\"]\n")

        XCTAssertEqual(two, "2 finger: expected a whole number from 0 to 1 (0 the first finger, 1 the second), found 2")
        XCTAssertEqual(negative?.hasPrefix("2 finger: "), true, negative ?? "")
        XCTAssertEqual(fraction?.hasPrefix("2 finger: "), true, fraction ?? "")
        XCTAssertEqual(text?.hasPrefix("2 finger: "), true, text ?? "")
        XCTAssertEqual(sixFields?.hasPrefix("2 line: "), true, sixFields ?? "")
        XCTAssertEqual(format5, "2 line: a \"b\" line has 4 fields, this one has 5")
    }

    func test_secondFingerDownTwice_orMovingWhileUp_isRefused_andNeverCrashesAReplay() {
        let downTwice = error("[3,\"b\",1,2,1]\n[4,\"b\",5,6,1]\n[9,\"end\"]\n")
        let moveWhileUp = error("[3,\"m\",1,2,1]\n[9,\"end\"]\n")
        let liftWhileUp = error("[3,\"b\",1,2,1]\n[4,\"e\",1,2,1]\n[5,\"c\",1,2,1]\n[9,\"end\"]\n")
        let downUpDown = error("[3,\"b\",1,2,1]\n[4,\"e\",1,2,1]\n[5,\"b\",1,2,1]\n[6,\"c\",1,2,1]\n[9,\"end\"]\n")
        let downAtTheEnd = error("[3,\"b\",1,2,1]\n[9,\"end\"]\n")

        XCTAssertEqual(downTwice, "3 finger: finger 1 goes down again without coming up (\"e\" or \"c\") first")
        XCTAssertEqual(moveWhileUp, "2 finger: finger 1 moves without having gone down (\"b\")")
        XCTAssertEqual(liftWhileUp, "4 finger: finger 1 comes up without having gone down (\"b\")")
        XCTAssertNil(downUpDown, "down, up, down again and cancelled is a finger's life")
        XCTAssertNil(downAtTheEnd, "a recording may stop with a finger down, as with the first finger")
    }

    func test_mutatedTwoFingerFiles_neverCrashTheReaderOrAReplay_andErrorsNameALineAndField() throws {
        let sample = Array(("[2,\"b\",100,300]\n[2,\"b\",275,367,1]\n[3,\"m\",110,300]\n[3,\"m\",265,367,1]\n"
            + "[4,\"e\",110,300]\n[4,\"c\",265,367,1]\n[6,\"end\"]\n").utf8)
        let alphabet = Array("[]\",-.0123456789 bmec\n".utf8)
        var state: UInt64 = 0x2545_F491_4F6C_DD1D
        func next(_ bound: Int) -> Int { // a fixed linear congruential sequence: the same mutations every run
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return Int((state >> 33) % UInt64(bound))
        }
        var errors = 0, replayed = 0

        for _ in 0..<150 {
            var mutated = sample
            for _ in 0...next(2) {
                let at = next(mutated.count)
                switch next(3) {
                case 0: mutated[at] = alphabet[next(alphabet.count)]
                case 1: mutated.remove(at: at)
                default: mutated.insert(alphabet[next(alphabet.count)], at: at)
                }
            }
            let file: SessionFile
            do {
                file = try read(format: 6, String(decoding: mutated, as: UTF8.self))
            } catch let error as SessionFileError {
                errors += 1
                XCTAssertGreaterThanOrEqual(error.line, 2)
                XCTAssertFalse(error.field.isEmpty)
                continue
            }
            // A file that reads replays: whatever fingers it holds, UIKit is given no touch it cannot take.
            guard file.lastFrame < 120 else { continue }
            let session = try SessionReplayer.launch(file, makeRoot: SessionScript.root(for:))
            _ = SessionReplayer(file: file, session: session).playToEnd()
            replayed += 1
        }
        XCTAssertGreaterThan(errors, 30, "many mutations break a line")
        XCTAssertGreaterThan(replayed, 10, "and many still read and replay")
    }

    func test_altDragFromTheMouse_isRecordedWithTheSecondFinger_andReplaysWithIdenticalHashes() throws {
        let script = try SessionScript(demo: "003-door")
        script.wait(3)
        script.tap(CGPoint(x: 187, y: 324)) // the album
        script.wait(50)
        script.tap(CGPoint(x: 61, y: 145)) // its first photo
        script.wait(50)
        let rect = script.session.frame.screenRect
        func pixel(_ x: Double, _ y: Double) -> (Double, Double) { (Double(rect.x0) + x, Double(rect.y0) + y) }
        let start = pixel(40, 333.5)
        script.session.mouse(.began, atFramePixel: start.0, start.1, alt: true)
        script.wait(1)
        for step in 1...20 {
            let point = pixel(40 + 5 * Double(step), 333.5)
            script.session.mouse(.moved, atFramePixel: point.0, point.1, alt: true)
            script.wait(1)
        }
        let end = pixel(140, 333.5)
        let photoWhilePinched = script.session.device.run { script.session.device.window?.rootViewController?.presentedViewController?.presentedViewController }
        script.session.mouse(.ended, atFramePixel: end.0, end.1, alt: true)
        script.wait(50)
        let photoAfter = script.session.device.run { script.session.device.window?.rootViewController?.presentedViewController?.presentedViewController }
        let file = try script.finish()
        let text = try String(contentsOfFile: script.path, encoding: .utf8)

        let result = try SessionVerifier.verify(file, makeRoot: SessionScript.root(for:))

        XCTAssertTrue(result.passed, "\(result.problem ?? "") first mismatch at \(result.mismatch?.frame ?? -1)")
        XCTAssertTrue(text.contains(",\"b\",335,333.5,1]"), "finger 1 went down at the pointer's mirror through the centre")
        XCTAssertTrue(text.contains(",\"e\",235,333.5,1]"))
        XCTAssertNotNil(photoWhilePinched, "the photo stays while pinched")
        XCTAssertNil(photoAfter, "pinched to a third and released: the photo closed")
    }
}
