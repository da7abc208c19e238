import XCTest
import Recording
import Simulator
import TestSupport
import UIKit

/// Recording a session and replaying it headless gives the same frames, hash for hash.
final class RecordReplayTests: XCTestCase {
    func test_cancelledInteractivePop_andRotation_replayWithIdenticalHashes() throws {
        let script = try SessionScript(demo: "plain")
        script.wait(3)
        script.tap(CGPoint(x: 187.5, y: 452)) // "Push page 2"
        script.wait(40)
        let pushed = script.stackDepth
        let dragStart = script.session.device.frameCount
        script.drag(from: CGPoint(x: 5, y: 400), to: CGPoint(x: 80, y: 400), frames: 30) // slow and short: cancels
        script.wait(30)
        let afterDrag = script.stackDepth
        let dragFrames = dragStart...script.session.device.frameCount
        script.session.perform(.rotateLeft)
        script.wait(40)
        let file = try script.finish()

        let result = try SessionVerifier.verify(file, makeRoot: SessionScript.root(for:))

        XCTAssertTrue(result.passed, "\(result.problem ?? "") first mismatch at \(result.mismatch?.frame ?? -1)")
        XCTAssertGreaterThan(file.hashes.count, 20, "the push, the drag and the rotation change many frames")
        XCTAssertEqual(result.lastFrame, file.lastFrame)
        XCTAssertTrue(file.events.contains { if case .command(.rotateLeft) = $0.event { return true } else { return false } })
        XCTAssertEqual(pushed, 3, "catalogue, plain page, page 2")
        XCTAssertGreaterThan(file.hashes.filter { dragFrames.contains($0.frame) }.count, 20, "the page followed the finger and went back")
        XCTAssertEqual(afterDrag, 3, "the interactive pop was cancelled")
        XCTAssertNotEqual(script.session.device.orientation, .portrait, "the phone turned")
    }

    /// Short enough for CI's debug build (`make ci-debug`, asserts on, about 0.4 s a frame): the
    /// start of a push, recorded and replayed.
    func test_shortPush_replaysWithIdenticalHashes() throws {
        let script = try SessionScript(demo: "plain")
        script.wait(3)
        script.tap(CGPoint(x: 187.5, y: 452)) // "Push page 2"
        script.wait(12)
        let file = try script.finish()

        let result = try SessionVerifier.verify(file, makeRoot: SessionScript.root(for:))

        XCTAssertTrue(result.passed, "\(result.problem ?? "") first mismatch at \(result.mismatch?.frame ?? -1)")
        XCTAssertGreaterThan(file.hashes.count, 8, "the push moves the pages on every frame")
    }

    func test_hashesTakenOnTheRecordersThread_keepTheFilesOrder_andReplayExactly() throws {
        // An input on every frame of a drag, a rotation that redraws at once, and a screenshot:
        // each hash line must come before the inputs of its frame, as a hash taken in place did.
        let script = try SessionScript(demo: "plain")
        script.wait(3)
        script.tap(CGPoint(x: 187.5, y: 452))
        script.wait(20)
        script.drag(from: CGPoint(x: 5, y: 400), to: CGPoint(x: 260, y: 400), frames: 20)
        script.session.perform(.rotateRight)
        script.session.perform(.toggleTouchIndicator)
        script.wait(30)
        let file = try script.finish()

        let result = try SessionVerifier.verify(file, makeRoot: SessionScript.root(for:))
        let frames = file.lines.map(\.frame)
        var hashAfterInputOfItsFrame: [Int] = []
        for (index, line) in file.lines.enumerated() {
            guard case .hash(let frame, _) = line else { continue }
            if file.lines[..<index].contains(where: { if case .event(frame, _) = $0 { return true } else { return false } }) {
                hashAfterInputOfItsFrame.append(frame)
            }
        }

        XCTAssertTrue(result.passed, "\(result.problem ?? "") first mismatch at \(result.mismatch?.frame ?? -1)")
        XCTAssertEqual(frames, frames.sorted(), "lines in frame order")
        XCTAssertEqual(hashAfterInputOfItsFrame, [], "a frame's hash line comes before its inputs")
        XCTAssertGreaterThan(file.hashes.count, 40)
    }

    func test_presentation_replaysWithIdenticalHashes_andUpdateRewritesTheSameHashes() throws {
        let script = try SessionScript(demo: "002-modal")
        script.wait(3)
        script.tap(CGPoint(x: 340, y: 632)) // the corner button presents
        script.wait(100)
        let presented = script.session.device.run { script.session.device.window?.rootViewController?.presentedViewController }
        script.tap(CGPoint(x: 187.5, y: 452)) // "Back" dismisses
        script.wait(100)
        let file = try script.finish()

        let result = try SessionVerifier.verify(file, makeRoot: SessionScript.root(for:))
        let updated = try SessionVerifier.updated(file, makeRoot: SessionScript.root(for:))

        XCTAssertTrue(result.passed, "\(result.problem ?? "") first mismatch at \(result.mismatch?.frame ?? -1)")
        XCTAssertNotNil(presented, "the corner button presented a page")
        XCTAssertGreaterThan(file.hashes.count, 30, "the 1.2 s presentation and the dismissal change frames")
        XCTAssertEqual(updated.lines, file.lines, "a replay's hashes are the recording's, line for line")
    }

    func test_aChangedFrame_failsVerification_namingTheFrame() throws {
        let script = try SessionScript(demo: "plain")
        script.wait(3)
        script.tap(CGPoint(x: 187.5, y: 452))
        script.wait(40)
        var file = try script.finish()
        let (index, frame) = file.lines.enumerated().compactMap { index, line -> (Int, Int)? in
            if case .hash(let frame, _) = line, frame > 10 { return (index, frame) } else { return nil }
        }.first!
        file.lines[index] = .hash(frame: frame, FrameHash(value: 12345))

        let result = try SessionVerifier.verify(file, makeRoot: SessionScript.root(for:))

        XCTAssertFalse(result.passed)
        XCTAssertEqual(result.mismatch?.frame, frame)
        XCTAssertEqual(result.lastMatch?.frame, frame - 1)
    }

    func test_mouseInput_isRecordedInScreenPoints_toATenthOfAPoint() throws {
        let script = try SessionScript(demo: "plain")
        let rect = script.session.frame.screenRect

        script.session.mouse(.began, atFramePixel: Double(rect.x0) + 100.337, Double(rect.y0) + 200.81)
        script.session.mouse(.ended, atFramePixel: Double(rect.x0) + 100.337, Double(rect.y0) + 200.81)
        let file = try script.finish()

        guard case .touch(.began, let point, _)? = file.events.first?.event else { return XCTFail("no touch recorded") }
        XCTAssertEqual(point, CGPoint(x: 100.3, y: 200.8), "1x: frame pixels past the bezel are points")
    }

    func test_recordingStartedHalfway_writesTheEarlierInputs_andReplaysFromLaunch() throws {
        let script = try SessionScript(demo: "plain")
        try script.recorder.stop()
        script.tap(CGPoint(x: 187.5, y: 452)) // before recording: a push
        script.wait(10)
        try script.recorder.start(path: script.path, creation: .replacing)
        script.wait(40)
        let file = try script.finish()

        let result = try SessionVerifier.verify(file, makeRoot: SessionScript.root(for:))

        XCTAssertEqual(file.events.first?.frame, 0, "the tap from before recording is in the file")
        XCTAssertGreaterThanOrEqual(file.hashes.first?.frame ?? 0, 13, "hashes start when recording did")
        XCTAssertTrue(result.passed, "\(result.problem ?? "") first mismatch at \(result.mismatch?.frame ?? -1)")
    }

    func test_recMark_isDrawnOnThePicture_neverOnTheRecordedScreen() throws {
        let script = try SessionScript(demo: "plain")
        script.wait(30)
        let screenWhileRecording = script.session.device.screen
        let pictureWhileRecording = script.session.picture()
        _ = try script.finish()

        let pictureAfter = script.session.picture()

        XCTAssertNotEqual(pictureWhileRecording.pixels, pictureAfter.pixels, "the REC mark is on the picture")
        XCTAssertEqual(screenWhileRecording.pixels, script.session.device.screen.pixels, "and not on the screen, so not in any hash")
    }

    func test_pauseStepsAndSlowMotion_replayWithIdenticalHashes() throws {
        let script = try SessionScript(demo: "plain")
        script.wait(3)
        script.session.perform(.toggleSlowAnimations)
        script.tap(CGPoint(x: 187.5, y: 452)) // a push, ten times slower
        script.wait(20)
        script.session.perform(.togglePause)
        let pausedAt = script.session.device.frameCount
        script.wait(5) // ticks that do not move the clock
        for _ in 0..<4 {
            script.session.perform(.stepFrame)
            script.wait(3)
        }
        let afterSteps = script.session.device.frameCount
        script.session.perform(.togglePause)
        script.session.perform(.toggleSlowAnimations)
        script.wait(60)
        let file = try script.finish()

        let result = try SessionVerifier.verify(file, makeRoot: SessionScript.root(for:))

        XCTAssertEqual(afterSteps - pausedAt, 4, "paused, only the four steps moved the clock")
        XCTAssertTrue(result.passed, "\(result.problem ?? "") first mismatch at \(result.mismatch?.frame ?? -1)")
        XCTAssertEqual(result.lastFrame, file.lastFrame)
    }
}
