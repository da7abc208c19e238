import Foundation
import Recording
import Simulator
import TestSupport
import UIKit
import XCTest

/// The live window's clock under load: frames that come late drop the frames they missed, as
/// iOS does, so a transition keeps its length in wall time; the recording says which frames
/// were not drawn, and verifies.
final class LiveClockRecordingTests: XCTestCase {
    /// The plain demo's push, with display frames every `period` seconds of a fake wall clock:
    /// the wall time from the tap's release to the end of the push, the frames drawn and dropped
    /// meanwhile, and the recorded file.
    private func push(displayPeriod period: Double) throws -> (seconds: Double, drawn: Int, dropped: Int, file: SessionFile) {
        let script = try SessionScript(demo: "plain")
        var wall = 100.0
        let clock = LiveClock(session: script.session) { wall }
        func displayFrames(_ count: Int) {
            for _ in 0..<count {
                wall += period
                clock.displayFrame()
            }
        }
        displayFrames(10)
        let depth = script.stackDepth
        script.session.touch(.began, atScreenPoint: CGPoint(x: 187.5, y: 452)) // "Push page"
        displayFrames(2)
        script.session.touch(.ended, atScreenPoint: CGPoint(x: 187.5, y: 452))
        let released = wall
        let before = (drawn: clock.framesDrawn, dropped: clock.framesDropped)
        // The push runs until nothing moves; the last display frame is where it ended.
        repeat { displayFrames(1) } while !script.session.device.isIdle && wall - released < 5
        let seconds = wall - released
        let pushed = script.stackDepth
        let drawn = clock.framesDrawn - before.drawn, dropped = clock.framesDropped - before.dropped
        displayFrames(10)
        XCTAssertEqual(pushed, depth + 1, "the page was pushed")
        return (seconds, drawn, dropped, try script.finish())
    }

    func test_lateFrames_aPushEndsOnTheWallClock_withFramesDropped() throws {
        // Display frames 50 ms apart: three ticks' worth each, a machine three times too slow.
        let late = try push(displayPeriod: 0.05)
        let onTime = try push(displayPeriod: 1.0 / 60)

        // The push and what follows it take the same wall time, within a display frame (the
        // first after it ended is where it is seen).
        XCTAssertEqual(late.seconds, onTime.seconds, accuracy: 0.05 + 1e-9)
        XCTAssertEqual(onTime.seconds, 0.35, accuracy: 1.0 / 60 + 1e-9, "UIKit's push")
        XCTAssertLessThanOrEqual(late.drawn * 2, onTime.drawn, "fewer frames drawn: \(late.drawn) against \(onTime.drawn)")
        XCTAssertEqual(late.dropped, 2 * late.drawn, "two frames dropped for each drawn")
        XCTAssertEqual(onTime.dropped, 0)
    }

    func test_aSessionRecordedUnderLoad_saysWhichFramesItDropped_andVerifies() throws {
        let late = try push(displayPeriod: 0.05)

        let dropLines = late.file.lines.filter { if case .dropped = $0 { return true } else { return false } }
        let strict = try SessionVerifier.verify(late.file, makeRoot: SessionScript.root(for:))
        // A replay in the window draws every frame: the frames the user saw come out the same.
        let drawingAll = try SessionVerifier.verify(late.file, drawingDroppedFrames: true, makeRoot: SessionScript.root(for:))

        XCTAssertFalse(dropLines.isEmpty, "the file names the frames not drawn")
        XCTAssertTrue(strict.passed, strict.problem ?? "frame \(strict.mismatch?.frame ?? -1) differs")
        XCTAssertTrue(drawingAll.passed, drawingAll.problem ?? "frame \(drawingAll.mismatch?.frame ?? -1) differs")
        XCTAssertGreaterThan(strict.framesDropped, 20)
        XCTAssertEqual(strict.framesDropped, drawingAll.framesDropped)
        XCTAssertEqual(strict.framesCompared, drawingAll.framesCompared)
    }

    func test_updatingASessionRecordedUnderLoad_keepsItsDroppedFrames_andHashesNone() throws {
        let late = try push(displayPeriod: 0.05)
        let dropped = late.file.lines.compactMap { line -> ClosedRange<Int>? in
            if case .dropped(let frame, let frames) = line { return frame...(frame + frames - 1) } else { return nil }
        }

        let updated = try SessionVerifier.updated(late.file, makeRoot: SessionScript.root(for:))

        let hashFrames = updated.lines.compactMap { line -> Int? in if case .hash(let frame, _) = line { return frame } else { return nil } }
        XCTAssertEqual(updated.lines.filter { if case .dropped = $0 { return true } else { return false } }.count, dropped.count)
        XCTAssertFalse(hashFrames.contains { frame in dropped.contains { $0.contains(frame) } }, "no hash of a frame not drawn")
        XCTAssertEqual(updated.lines.map(\.text), late.file.lines.map(\.text), "the recorder's hashes are the replay's")
    }
}
