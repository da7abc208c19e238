import XCTest
import TestSupport
import Overlays
import Raster
@testable import Simulator
@testable import UIKit

/// A recording whose file could not be written is told in the window: the REC pill turns into
/// a red "REC failed" pill until a recording starts again, and the reason is a red toast that
/// stays until the user presses a key or a mouse button, whatever the clocks say
/// (docs/SESSIONS.md, "Recording sessions").
final class SessionChromeRecordingFailureTests: XCTestCase {
    private func session(_ model: DeviceModel) -> SimulatorSession {
        SimulatorSession(device: .withPushedPage(model, rootColor: .white), screenshotFolder: NSTemporaryDirectory())
    }

    private let message = "Recording stopped: No space left on device"

    func test_recordingStopped_showsRECFailed_andAToastThatNoClockEnds_butAKeyOrClickDoes() {
        // Setup: a recording under way on the window's clock.
        let session = session(.phone61)
        var now = 100.0
        session.wallClock = { now }
        session.recordingStartFrame = 0

        // Action: it fails, and an hour goes by.
        session.recordingStopped(failure: message)
        now += 3600
        let anHourLater = session.chrome
        let wakeUp = session.chromeWakeUp
        let seen = session.userPressedKeyOrButton()
        let afterThePress = session.chrome

        // Assertions.
        XCTAssertEqual(anHourLater.pills.map(\.text), ["REC failed"])
        XCTAssertEqual(anHourLater.pills.first?.fill, WindowChrome.alertFill, "red")
        XCTAssertFalse(anHourLater.pills.first?.dot ?? true, "no recording dot: it is stopped")
        XCTAssertEqual(anHourLater.toast, message, "the toast outlasts any clock")
        XCTAssertTrue(anHourLater.toastIsAlert)
        XCTAssertNil(wakeUp, "nothing of the window's own changes by itself: the host may sleep")
        XCTAssertNil(session.recordingStartFrame)
        XCTAssertTrue(seen, "a key or a click dismisses it")
        XCTAssertNil(afterThePress.toast)
        XCTAssertEqual(afterThePress.pills.map(\.text), ["REC failed"], "the pill stays until a recording starts again")
    }

    func test_recordingStopped_headless_staysIdle_andNoTickEndsTheToast() {
        let session = session(.phone47)

        session.recordingStopped(failure: message)
        for _ in 0..<600 { session.tick() }

        XCTAssertTrue(session.isIdle, "a toast that stays until seen needs no ticks")
        XCTAssertEqual(session.notice?.text, message)
        XCTAssertNil(session.noticeSecondsLeft, "a replay window need not ask for the picture again on time")
    }

    func test_aNewRecording_clearsRECFailed() {
        let session = session(.phone47)
        session.recordingStopped(failure: message)
        session.userPressedKeyOrButton()

        session.recordingStartFrame = session.device.frameCount

        XCTAssertNil(session.recordingFailure)
        XCTAssertEqual(session.chrome.pills.map(\.text), ["REC 0:00.0"])
    }

    func test_anOrdinaryToast_isNotEndedByAKey_onlyByItsClock() {
        let session = session(.phone47)
        var now = 10.0
        session.noticeClock = { now }
        session.show(notice: "Saved screenshot.png")

        let seen = session.userPressedKeyOrButton()
        let kept = session.notice?.text
        now += SimulatorSession.toastDuration + 0.1

        XCTAssertFalse(seen)
        XCTAssertEqual(kept, "Saved screenshot.png")
        XCTAssertNil(session.notice)
    }

    func test_recordingFailed_strip_golden() {
        let session = session(.phone47)
        session.recordingStartFrame = 0
        session.device.step(frames: 75)
        session.recordingStopped(failure: message)
        let picture = session.picture()
        let strip = picture.cropped(to: PixelRect(x: 0, y: session.frame.pixelSize.height - 40, width: picture.width,
                                                  height: picture.height - session.frame.pixelSize.height + 40))

        assertGolden(strip, named: "window-chrome-strip-recording-failed")
    }
}
