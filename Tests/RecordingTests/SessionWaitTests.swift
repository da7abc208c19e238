import XCTest
import Recording
import Simulator
import UIKit

/// Time as lived: idle time the window host tells the recorder is written as waits (format 3),
/// which change no hash, and which a replay exposes frame by frame for the window and export.
final class SessionWaitTests: XCTestCase {
    func test_idleTimeTold_isWrittenAsOneWaitBeforeTheNextInput_andChangesNoHash() throws {
        let script = try SessionScript(demo: "plain")
        script.wait(3)
        script.recorder.idleTimePassed(frames: 100)
        script.wait(1)
        script.recorder.idleTimePassed(frames: 20)
        let frameOfTap = script.session.device.frameCount
        script.tap(CGPoint(x: 187.5, y: 452))
        script.wait(30)

        let file = try script.finish()
        let text = try String(contentsOfFile: script.path, encoding: .utf8)
        let verification = try SessionVerifier.verify(file, makeRoot: SessionScript.root(for:))

        XCTAssertEqual(file.header.format, SessionHeader.currentFormat)
        XCTAssertEqual(file.waits.map(\.frame), [frameOfTap])
        XCTAssertEqual(file.waits.map(\.frames), [120])
        XCTAssertTrue(text.contains("[\(frameOfTap),\"w\",120]\n[\(frameOfTap),\"b\",187.5,452]\n"), text)
        XCTAssertTrue(verification.passed, verification.problem ?? "frame \(verification.mismatch?.frame ?? -1)")
    }

    func test_idleTimeMeter_accountsForEveryFrameOfWallTime_withTheTicksMadeMeanwhile() {
        var meter = IdleTimeMeter()
        var reported = 0, ticks = 0

        // Ten seconds idle as the window spends them: sleeps of up to 500 ms, a tick after each.
        for sleep in [500.0, 500, 120, 500, 7, 500, 500, 500, 500, 500, 500, 500, 500, 500, 500, 500, 500, 500, 500, 500, 500, 373] {
            reported += meter.slept(sleep)
            meter.ticked(whileIdle: true)
            ticks += 1
        }
        let afterBusyTick = meter.slept(10)

        XCTAssertEqual(Double(reported + ticks), 600, accuracy: 1, "ticks and waits add up to the ten seconds")
        XCTAssertGreaterThan(ticks, 0)
        meter.ticked(whileIdle: false)
        XCTAssertEqual(afterBusyTick, 0, "less than a frame is kept, never reported early")
        XCTAssertEqual(meter.slept(15), 0, "a busy tick ends the stretch: nothing carries over")
    }

    func test_idleTimeBeforeStop_isWrittenBeforeTheEndMark() throws {
        let script = try SessionScript(demo: "plain")
        script.wait(5)
        script.recorder.idleTimePassed(frames: 600)

        let file = try script.finish()

        XCTAssertEqual(file.waits.map(\.frames), [600])
        XCTAssertEqual(file.lines.suffix(2).map(\.frame), [5, 5])
        XCTAssertEqual(file.lines.last, .event(frame: 5, .end))
    }

    func test_replayer_givesEachFramesWait_andTheTotal() throws {
        let file = try SessionFile(text: """
        {"demo":"plain","device":"iphone-4.7","format":3,"kind":"transition-lab-session","orientation":"portrait","scale":1,"version":"0.6.0"}
        [2,"w",30]
        [2,"b",10,10]
        [4,"e",10,10]
        [9,"w",12]
        [9,"w",3]
        [10,"end"]

        """)
        let session = try SessionReplayer.launch(file, makeRoot: SessionScript.root(for:))
        let replayer = SessionReplayer(file: file, session: session)

        XCTAssertEqual((0...10).map { replayer.waitFrames(at: $0) }, [0, 0, 30, 0, 0, 0, 0, 0, 0, 15, 0])
        XCTAssertEqual(replayer.totalWaitFrames, 45)
        XCTAssertNil(replayer.playToEnd())
        XCTAssertEqual(session.device.frameCount, 10, "waits hold frames, they do not move the clock")
    }

    func test_waits_areRefusedInOlderFormats_andBeyond24Hours() {
        func error(_ format: Int, _ lines: String) -> SessionFileError? {
            let header = "{\"demo\":\"plain\",\"device\":\"iphone-4.7\",\"format\":\(format),\"kind\":\"transition-lab-session\","
                + "\"orientation\":\"portrait\",\"scale\":1,\"version\":\"0.6.0\"}"
            do { _ = try SessionFile(text: header + "\n" + lines); return nil } catch { return error as? SessionFileError }
        }

        XCTAssertEqual(error(2, "[1,\"w\",30]\n[2,\"end\"]\n").map { "\($0.line) \($0.field)" }, "2 kind")
        XCTAssertNil(error(3, "[1,\"w\",30]\n[2,\"end\"]\n"))
        XCTAssertEqual(error(3, "[1,\"w\",0]\n[2,\"end\"]\n").map { "\($0.line) \($0.field)" }, "2 wait")
        XCTAssertEqual(error(3, "[1,\"w\",2.5]\n[2,\"end\"]\n").map { "\($0.line) \($0.field)" }, "2 wait")
        XCTAssertEqual(error(3, "[1,\"w\",5000000]\n[1,\"w\",200000]\n[2,\"end\"]\n").map { "\($0.line) \($0.field)" }, "3 wait")
        XCTAssertEqual(error(SessionHeader.currentFormat + 1, "[2,\"end\"]\n").map { "\($0.line) \($0.field)" }, "1 format")
    }

    func test_verifyUpdate_keepsTheWaits() throws {
        let script = try SessionScript(demo: "plain")
        script.wait(3)
        script.recorder.idleTimePassed(frames: 45)
        script.tap(CGPoint(x: 187.5, y: 452))
        script.wait(10)
        let file = try script.finish()

        let updated = try SessionVerifier.updated(file, makeRoot: SessionScript.root(for:))

        XCTAssertEqual(updated.waits.map(\.frames), [45])
        XCTAssertEqual(updated.lines, file.lines)
    }
}
