import XCTest
import TestSupport
import Raster
import Text
@testable import Simulator
@testable import UIKit

/// The window's own marks (REC, PAUSED, SLOW, toasts, the shortcut list, the gesture card)
/// live around the phone, never on it: the phone's pixels are the device's whatever is shown.
final class SessionChromeTests: XCTestCase {
    /// A session on `model` showing the navigation demo's kind of page (a bar with a back
    /// button), settled.
    private func session(_ model: DeviceModel) -> SimulatorSession {
        SimulatorSession(device: .withPushedPage(model, rootColor: .white), screenshotFolder: NSTemporaryDirectory())
    }

    /// Every mark on at once: recording for a second, paused, slowed, a toast, the shortcut
    /// list and the gesture overlay.
    private func everyMark(_ session: SimulatorSession) {
        session.recordingStartFrame = 0
        session.device.step(frames: 60)
        session.perform(.toggleSlowAnimations)
        session.perform(.togglePause)
        session.show(notice: "Saved TransitionLab Screenshot - iPhone (6.1-inch) - 2026-11-27 at 10.15.02-2.png")
        session.perform(.toggleHelp)
        session.perform(.toggleGestureOverlay)
    }

    /// The phone's part of a picture: its top left, the frame's size.
    private func phonePart(_ picture: Bitmap, _ session: SimulatorSession) -> Bitmap {
        let size = session.frame.pixelSize
        return picture.cropped(to: PixelRect(x: 0, y: 0, width: size.width, height: size.height))
    }

    func test_everyMark_leavesEveryPhonePixelAsTheDeviceDrewIt_onEachDeviceAndTurn() {
        for model in DeviceModel.all {
            for turn in [false, true] {
                let session = session(model)
                if turn {
                    session.perform(.rotateLeft)
                    session.device.step(frames: 40)
                }
                everyMark(session)

                let picture = session.picture()

                XCTAssertTrue(phonePart(picture, session) == session.frame.compose(session.device.screen),
                              "\(model.identifier) turned \(turn): a mark was drawn over the phone")
                XCTAssertGreaterThan(picture.height, session.frame.pixelSize.height, "the strip is under the phone")
                XCTAssertGreaterThan(picture.width, session.frame.pixelSize.width, "the panel is beside it")
            }
        }
    }

    func test_recPill_isInTheStrip_sizedToItsText() {
        let session = session(.phone61)
        let plain = session.picture()

        session.recordingStartFrame = 0
        let recording = session.picture()

        let changed = (0..<plain.height).flatMap { y in (0..<plain.width).filter { plain[$0, y] != recording[$0, y] }.map { ($0, y) } }
        let scale = Double(session.device.model.scale)
        XCTAssertFalse(changed.isEmpty, "the REC pill is drawn")
        XCTAssertGreaterThanOrEqual(changed.map(\.1).min() ?? 0, session.frame.pixelSize.height, "below the phone, off the back button")
        let width = Double((changed.map(\.0).max() ?? 0) - (changed.map(\.0).min() ?? 0) + 1) / scale
        let text = TextRenderer.shared.size(of: "REC 0:00.0", style: TextStyle(font: TextFont(size: 12, isBold: true)), scale: scale).width
        XCTAssertEqual(width, text + 29, accuracy: 1.5, "as wide as its text, the dot and the margins, not a fixed box")
    }

    func test_phonePicture_forExports_holdsNoMark() {
        let session = session(.phone47)
        everyMark(session)

        let phone = session.phonePicture()

        XCTAssertTrue(phone == session.frame.compose(session.device.screen))
    }

    func test_fingerAndTrailPastTheScreensEdge_stayInsideThePhone_asOnABitmapOfItsOwn() {
        let session = session(.phone61)
        session.perform(.toggleGestureOverlay)
        let size = session.device.orientedModel.screenSize
        let corner = CGPoint(x: size.width - 2, y: size.height - 2)
        session.touch(.began, atScreenPoint: CGPoint(x: corner.x - 60, y: corner.y - 60))
        session.device.step(frames: 1)
        session.touch(.moved, atScreenPoint: CGPoint(x: corner.x + 40, y: corner.y + 40))
        session.device.step(frames: 1)
        let untouched = SimulatorSession(device: session.device, screenshotFolder: NSTemporaryDirectory())
        untouched.perform(.toggleGestureOverlay)

        let picture = session.picture()

        XCTAssertTrue(phonePart(picture, session) == session.phonePicture(), "the phone's part is the phone picture")
        XCTAssertTrue(phonePart(picture, session) != phonePart(untouched.picture(), untouched), "the finger and the trail are drawn")
        let phone = session.frame.pixelSize, other = untouched.picture()
        XCTAssertEqual(picture.width, other.width)
        let strip = PixelRect(x: 0, y: phone.height, width: picture.width, height: picture.height - phone.height)
        let panel = PixelRect(x: phone.width, y: 0, width: picture.width - phone.width, height: phone.height)
        XCTAssertTrue(picture.cropped(to: strip) == other.cropped(to: strip), "nothing of the finger reaches the strip")
        XCTAssertTrue(picture.cropped(to: panel) == other.cropped(to: panel), "nor the panel beside the phone")
    }

    func test_noticeClock_endsTheToastOnTime_withoutATick() {
        let session = session(.phone61)
        var now = 100.0
        session.noticeClock = { now }
        session.show(notice: "Saved screenshot.png")
        let shown = session.picture()

        now += SimulatorSession.toastDuration + 0.1

        XCTAssertEqual(session.tickCount, 0, "no tick came")
        XCTAssertNil(session.notice, "the toast ended on its clock")
        XCTAssertNil(session.noticeSecondsLeft)
        XCTAssertTrue(session.picture() != shown, "and left the picture")
    }

    func test_noticeSecondsLeft_countsDownOnTheNoticeClock() {
        let session = session(.phone61)
        var now = 10.0
        session.noticeClock = { now }
        session.show(notice: "Saved screenshot.png")

        now += 0.5

        XCTAssertEqual(session.noticeSecondsLeft ?? -1, SimulatorSession.toastDuration - 0.5, accuracy: 1e-9)
    }

    func test_everyMark_onAPhoneOnEachSide_golden() {
        for model in [DeviceModel.phone61, .phone47] {
            let session = session(model)
            everyMark(session)

            assertGolden(session.picture(), named: "window-chrome-\(model.identifier)")
        }
    }

    func test_statusOnly_recPausedSlowAndToast_golden() {
        let session = session(.phone47)
        session.recordingStartFrame = 0
        session.device.step(frames: 75)
        session.perform(.toggleSlowAnimations)
        session.perform(.togglePause)
        session.show(notice: "Saved TransitionLab Screenshot - iPhone SE (4.7-inch) - 2026-11-27 at 10.15.02.png")
        let picture = session.picture()
        let strip = picture.cropped(to: PixelRect(x: 0, y: session.frame.pixelSize.height - 40, width: picture.width,
                                                  height: picture.height - session.frame.pixelSize.height + 40))

        assertGolden(strip, named: "window-chrome-strip")
    }
}

extension SessionChromeTests {
    func test_recPill_onTheWindowsClock_countsTheTimeAsLived_idleIncluded() {
        let session = session(.phone47)
        var now = 500.0
        session.wallClock = { now }

        session.recordingStartFrame = session.device.frameCount
        session.device.step(frames: 6)
        now += 75.05
        let lived = session.chrome.pills.first?.text
        session.wallClock = nil
        let headless = session.chrome.pills.first?.text

        XCTAssertEqual(lived, "REC 1:15.0", "75 s of wall time, though the app drew only 6 frames")
        XCTAssertEqual(headless, "REC 0:00.1", "without the window's clock: the frames recorded")
    }

    func test_recPill_whileIdle_wakesTheWindowForItsNextTenth() {
        let session = session(.phone47)
        var now = 500.0
        session.wallClock = { now }
        session.recordingStartFrame = session.device.frameCount

        now += 3.04
        let wakeUp = session.chromeWakeUp
        session.recordingStartFrame = nil
        let stopped = session.chromeWakeUp

        XCTAssertEqual(wakeUp ?? 0, 503.1, accuracy: 1e-9, "the pill's next tenth, though nothing else moves")
        XCTAssertNil(stopped, "no recording, nothing of the window's own to change")
    }
}
