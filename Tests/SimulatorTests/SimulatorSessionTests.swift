import TestSupport
import XCTest
import PNGCodec
import Raster
@testable import Simulator
@testable import UIKit

/// A page with one colored square that the tests move or animate.
final class SquareController: UIViewController {
    let square = UIView(frame: CGRect(x: 20, y: 20, width: 40, height: 40))
    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .white
        square.backgroundColor = .red
        view.addSubview(square)
    }
}

extension Device {
    /// A device on `model` showing a navigation stack two pages deep, settled: "Root" with
    /// `rootColor` behind it, then a `SquareController` titled "Page", pushed without animation.
    static func withPushedPage(_ model: DeviceModel, rootColor: UIColor) -> Device {
        let device = Device(model: model)
        device.launch(device.run { () -> UIViewController in
            let root = UIViewController()
            root.view.backgroundColor = rootColor
            root.title = "Root"
            let navigation = UINavigationController(rootViewController: root)
            let page = SquareController()
            page.title = "Page"
            navigation.pushViewController(page, animated: false)
            return navigation
        })
        device.step(frames: 2)
        return device
    }
}

final class SimulatorSessionTests: XCTestCase {
    func test_phoneFrame_mapsFramePixelsToScreenPoints() {
        let frame = PhoneFrame(model: .phone47)
        let rect = frame.screenRect

        let topLeft = frame.screenPoint(atFramePixel: Double(rect.x0) + 0.5, Double(rect.y0) + 0.5)
        let middle = frame.screenPoint(atFramePixel: Double(rect.x0 + rect.width / 2), Double(rect.y0 + rect.height / 2))
        let bezel = frame.screenPoint(atFramePixel: 1, 1)

        XCTAssertEqual(topLeft!.x, 0.25, accuracy: 1e-9)
        XCTAssertEqual(middle!.x, 375.0 / 2, accuracy: 1e-9)
        XCTAssertEqual(middle!.y, 667.0 / 2, accuracy: 1e-9)
        XCTAssertNil(bezel, "a press on the bezel is not a touch")
    }

    func test_device_launch_drawsTheRootView() {
        let device = Device(model: .phone47)
        let controller = device.run { SquareController() }

        device.launch(controller)

        XCTAssertEqual(device.screen[60, 60], RGBA8(r: 255, g: 0, b: 0, a: 255), "the square at (20, 20) pt, 2x")
        XCTAssertEqual(device.screen[200, 200], RGBA8.white)
    }

    func test_device_unchangedFrame_isIdleAndDrawsNothing() {
        let device = Device(model: .phone47)
        device.launch(device.run { SquareController() })
        device.step()

        let redrew = device.step()

        XCTAssertFalse(redrew)
        XCTAssertTrue(device.isIdle)
    }

    func test_pausedSession_stopsTheClock_andStepsOneFrameOnRequest() {
        let device = Device(model: .phone47)
        device.launch(device.run { SquareController() })
        let session = SimulatorSession(device: device)
        session.perform(.togglePause)
        let start = device.time

        session.tick()
        let afterIdleTick = device.time
        session.perform(.stepFrame)
        session.tick()

        XCTAssertEqual(afterIdleTick, start)
        XCTAssertEqual(device.time, start + device.frameDuration, accuracy: 1e-12)
    }

    func test_slowAnimations_advanceTheClockTenTimesSlower() {
        let device = Device(model: .phone47)
        device.launch(device.run { SquareController() })
        let session = SimulatorSession(device: device)
        session.perform(.toggleSlowAnimations)
        let start = device.time

        session.tick()

        XCTAssertEqual(device.time - start, device.frameDuration / 10, accuracy: 1e-12)
    }

    func test_mouse_pressOnScreen_reachesTouchHandlerInPoints() {
        let device = Device(model: .phone47)
        let session = SimulatorSession(device: device)
        var received: [(UITouch.Phase, CGPoint)] = []
        session.addTouchObserver { phase, point, _ in received.append((phase, point)) }
        let rect = session.frame.screenRect

        session.mouse(.began, atFramePixel: Double(rect.x0) + 20, Double(rect.y0) + 40)
        session.mouse(.moved, atFramePixel: -50, Double(rect.y0) + 40)
        session.mouse(.ended, atFramePixel: -50, Double(rect.y0) + 40)

        XCTAssertEqual(received.map(\.0), [.began, .moved, .ended])
        XCTAssertEqual(received[0].1, CGPoint(x: 10, y: 20))
        XCTAssertEqual(received[1].1.x, 0, accuracy: 0.5, "a drag off the screen stays at its edge")
    }

    func test_mouse_withoutAFingerDown_touchesNothing() {
        let device = Device(model: .phone47)
        let session = SimulatorSession(device: device)
        var received: [UITouch.Phase] = []
        session.addTouchObserver { phase, _, _ in received.append(phase) }
        let rect = session.frame.screenRect
        let x = Double(rect.x0) + 20, y = Double(rect.y0) + 40

        // The window passes on hovering and a release whose press it never saw (one that began
        // outside the window); a press on the bezel then dragged onto the screen is no touch either.
        let hover = session.mouse(.moved, atFramePixel: x, y)
        let strayRelease = session.mouse(.ended, atFramePixel: x, y)
        let bezelPress = session.mouse(.began, atFramePixel: 1, 1)
        let dragOntoScreen = session.mouse(.moved, atFramePixel: x, y)
        let release = session.mouse(.ended, atFramePixel: x, y)

        XCTAssertEqual(received, [])
        XCTAssertEqual([hover, strayRelease, bezelPress, dragOntoScreen, release], [false, false, false, false, false],
                       "nothing changed, so the window need not show the picture again")
        XCTAssertNil(session.fingerLocation)
        XCTAssertTrue(session.isIdle)
    }

    func test_mouse_dragLeavingTheScreen_liftsTheFingerAtItsEdge() {
        let device = Device(model: .phone47)
        device.launch(device.run { SquareController() })
        let session = SimulatorSession(device: device)
        session.perform(.toggleTouchIndicator)
        var received: [(UITouch.Phase, CGPoint)] = []
        session.addTouchObserver { phase, point, _ in received.append((phase, point)) }
        let rect = session.frame.screenRect
        let y = Double(rect.y0) + 40
        let plain = session.picture()

        session.mouse(.began, atFramePixel: Double(rect.x1) - 20, y)
        let whileDown = (finger: session.fingerLocation, isIdle: session.isIdle, picture: session.picture())
        session.mouse(.moved, atFramePixel: Double(rect.x1) + 200, y)
        let atEdge = session.fingerLocation
        session.mouse(.ended, atFramePixel: Double(rect.x1) + 300, y)

        XCTAssertEqual(received.map(\.0), [.began, .moved, .ended])
        XCTAssertEqual(whileDown.finger, CGPoint(x: 375 - 10, y: 20))
        XCTAssertFalse(whileDown.isIdle, "a finger down keeps the window pacing frames")
        XCTAssertNotEqual(whileDown.picture, plain, "the touch indicator shows the finger")
        XCTAssertEqual(atEdge!.x, 375, accuracy: 0.5, "a drag off the screen stays at its edge")
        XCTAssertEqual(received[2].1, atEdge, "released off the screen, the finger lifts where it last was")
        XCTAssertNil(session.fingerLocation)
        XCTAssertEqual(session.picture(), plain, "the indicator goes with the finger")
    }

    func test_pictureOnAStaleCanvas_isTheLongWaysPicture_everyModelTurned() {
        for model in DeviceModel.all {
            // Setup: a session turned on its side, a canvas holding garbage of the picture's size.
            let device = Device(model: model)
            device.launch(device.run { SquareController() })
            let session = SimulatorSession(device: device)
            session.perform(.rotateLeft)
            session.tick()
            let size = session.pictureSize
            var canvas: Bitmap? = Bitmap(width: size.width, height: size.height, color: RGBA8(r: 3, g: 250, b: 1, a: 90))

            // Action: the picture the short way (backdrop around the body, body around the screen).
            let picture = session.picture(canvas: &canvas)

            // Assertions: the backdrop everywhere, the body over all of it, the screen over that.
            let longWay = session.chrome.picture(phoneSize: session.frame.pixelSize, scale: Double(model.scale)) {
                session.frame.draw(device.screen, into: &$0)
            }
            XCTAssertTrue(picture == longWay, model.identifier)
            XCTAssertNil(canvas, "the canvas was drawn on")
        }
    }

    func test_screenshot_writesThePNGIntoTheFolder() throws {
        let folder = try TemporaryFiles.folder(prefix: "tl-shots")
        let device = Device(model: .phone47)
        device.launch(device.run { SquareController() })
        let session = SimulatorSession(device: device, screenshotFolder: folder)
        var saved: String?
        session.onScreenshot = { if case .success(let path) = $0 { saved = path } }

        session.perform(.screenshot)

        XCTAssertNotNil(saved)
        XCTAssertTrue(FileManager.default.fileExists(atPath: saved ?? "/nonexistent"))
    }

    func test_screenshotName_saysTheDeviceAndTheTime_likeTheIOSSimulators() {
        let date = DateComponents(calendar: Calendar.current, year: 2026, month: 11, day: 27, hour: 10, minute: 15, second: 2).date!

        let first = SimulatorSession.screenshotName(model: .phone61, date: date)
        let third = SimulatorSession.screenshotName(model: .phone61, date: date, counter: 3)

        XCTAssertEqual(first, "TransitionLab Screenshot - iPhone (6.1-inch) - 2026-11-27 at 10.15.02.png")
        XCTAssertEqual(third, "TransitionLab Screenshot - iPhone (6.1-inch) - 2026-11-27 at 10.15.02-3.png")
    }

    func test_screenshotsInOneSecond_whoseNamesAreTaken_goOnToTheNextFreeName_andLeaveTheOldFiles() throws {
        let folder = NSTemporaryDirectory() + "tl-shots-taken-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let date = Date(timeIntervalSince1970: 1_800_000_000)
        let device = Device(model: .phone47)
        device.launch(device.run { SquareController() })
        let session = SimulatorSession(device: device, screenshotFolder: folder)
        session.screenshotDate = { date }
        // An earlier run's screenshot of the same second, and a symlink on the next name.
        let earlier = Data("an earlier run's screenshot".utf8)
        let name = { (counter: Int) in SimulatorSession.screenshotName(model: .phone47, date: date, counter: counter) }
        try earlier.write(to: URL(fileURLWithPath: "\(folder)/\(name(1))"))
        try FileManager.default.createSymbolicLink(atPath: "\(folder)/\(name(2))", withDestinationPath: "/nonexistent")
        var saved: [String] = []
        session.onScreenshot = { if case .success(let path) = $0 { saved.append(path) } }

        session.perform(.screenshot)
        session.perform(.screenshot)

        XCTAssertEqual(saved.map { ($0 as NSString).lastPathComponent }, [name(3), name(4)])
        XCTAssertEqual(try Data(contentsOf: URL(fileURLWithPath: "\(folder)/\(name(1))")), earlier, "kept")
        XCTAssertEqual(try FileManager.default.destinationOfSymbolicLink(atPath: "\(folder)/\(name(2))"), "/nonexistent")
        XCTAssertEqual(try Bitmap(contentsOfPNGFile: saved[0]), device.screen, "the app's pixels, written whole")
        let names = try FileManager.default.contentsOfDirectory(atPath: folder)
        XCTAssertFalse(names.contains { $0.contains(".partial-") }, "no temporary file left: \(names)")
        XCTAssertEqual(session.notice?.text, "Saved \(name(4))")
    }

    func test_help_overlayChangesThePicture_andToggleRestoresIt() {
        let device = Device(model: .phone47)
        device.launch(device.run { SquareController() })
        let session = SimulatorSession(device: device)
        let plain = session.picture()

        session.perform(.toggleHelp)
        let withHelp = session.picture()
        session.perform(.toggleHelp)

        XCTAssertNotEqual(plain, withHelp)
        XCTAssertEqual(plain, session.picture())
    }
}

/// What the picture says about the session's switches: badges for pause and slow motion, a
/// notice for a saved screenshot that goes away by itself.
final class SimulatorSessionBadgeTests: XCTestCase {
    private func session() -> SimulatorSession {
        let device = Device(model: .phone47)
        device.launch(device.run { UIViewController() })
        return SimulatorSession(device: device, screenshotFolder: NSTemporaryDirectory())
    }

    func test_pauseAndSlowMotion_showBadges_thatLeaveTheDeviceScreenAlone() {
        let simulator = session()
        let plain = simulator.picture()
        let screen = simulator.device.screen

        simulator.perform(.togglePause)
        simulator.perform(.toggleSlowAnimations)
        let badged = simulator.picture()

        XCTAssertNotEqual(badged, plain, "the picture shows the badges")
        XCTAssertEqual(simulator.device.screen, screen, "no badge is drawn on the device's screen")
    }

    func test_screenshotNotice_withoutTheWindowsClock_goesAwayAfterTwoSecondsOfTicks_evenWhilePaused() throws {
        let simulator = session()
        var saved: String?
        simulator.onScreenshot = { if case .success(let path) = $0 { saved = path } }
        simulator.perform(.togglePause)

        simulator.perform(.screenshot)
        let shown = simulator.notice?.text
        let idleWhileShown = simulator.isIdle
        for _ in 0...Int(SimulatorSession.toastDuration * 60) { simulator.tick() }

        XCTAssertEqual(shown, "Saved " + ((saved ?? "") as NSString).lastPathComponent)
        XCTAssertFalse(idleWhileShown, "headless, the host keeps ticking while a notice shows")
        XCTAssertNil(simulator.notice)
        XCTAssertTrue(simulator.isIdle)
        if let saved { try? FileManager.default.removeItem(atPath: saved) }
    }

    func test_toast_onTheWindowsClock_goesAwayAfterTwoSeconds_withNoTickAndTheAppIdle() throws {
        let simulator = session()
        var now = 1000.0
        simulator.wallClock = { now }
        var saved: String?
        simulator.onScreenshot = { if case .success(let path) = $0 { saved = path } }
        defer { if let saved { try? FileManager.default.removeItem(atPath: saved) } }
        simulator.device.step(frames: 2)
        let plain = simulator.picture()

        simulator.perform(.screenshot)
        let withToast = simulator.picture()
        let idleWhileShown = simulator.isIdle, wakeUp = simulator.chromeWakeUp
        now += 1.9
        let stillShown = simulator.notice != nil
        now += 0.2

        XCTAssertNotEqual(withToast, plain, "the toast is shown")
        XCTAssertTrue(idleWhileShown, "the host may sleep: the toast needs no tick")
        XCTAssertEqual(wakeUp ?? 0, 1002, accuracy: 1e-9, "the host wakes when the toast ends")
        XCTAssertTrue(stillShown)
        XCTAssertNil(simulator.notice, "gone after two seconds of wall time, no tick made")
        XCTAssertEqual(simulator.picture(), plain)
        XCTAssertNil(simulator.chromeWakeUp)
    }

    func test_gestureTrail_onTheWindowsClock_fadesAfterHalfASecond_withNoTick() {
        let simulator = session()
        var now = 50.0
        simulator.wallClock = { now }
        simulator.perform(.toggleGestureOverlay)
        simulator.device.step(frames: 2)
        let rect = simulator.frame.screenRect
        let plain = simulator.picture()

        simulator.mouse(.began, atFramePixel: Double(rect.x0) + 300, Double(rect.y0) + 600)
        for step in 1...5 {
            now += 0.016
            simulator.mouse(.moved, atFramePixel: Double(rect.x0) + 300 + Double(step) * 20, Double(rect.y0) + 600)
        }
        simulator.mouse(.ended, atFramePixel: Double(rect.x0) + 400, Double(rect.y0) + 600)
        let afterRelease = simulator.picture()
        let fading = simulator.chromeWakeUp
        now += 0.6

        XCTAssertNotEqual(afterRelease, plain, "the trail shows after the release")
        XCTAssertNotNil(fading, "and asks for pictures while it fades")
        XCTAssertEqual(simulator.picture(), plain, "half a second of wall time later it is gone, no tick made")
        XCTAssertNil(simulator.chromeWakeUp)
    }
}
