import XCTest
import Raster
@testable import Demos
@testable import Simulator
@testable import UIKit

/// The navigation bar shows a title and, where both pages have one, a back button on every frame
/// of a push, a pop and an interactive pop (finished or cancelled), in UIKit's default navigation
/// and in seed 000's custom one: never a frame of empty bar at the end of a transition.
final class NavigationBarEveryFrameTests: XCTestCase {
    /// The fewest pixels of ink (text) the bar's band holds on any frame: a title alone has
    /// several hundred on the 4.7" phone at 2x.
    private let minimumInk = 150

    private func launch(_ demo: String) -> (Device, UINavigationController) {
        let device = Device(model: .phone47)
        device.launch(device.run { DemoApp.makeRootViewController(demo: demo)! })
        device.advance(seconds: 0.5)
        let navigation = device.run { device.window!.rootViewController as! UINavigationController }
        return (device, navigation)
    }

    /// Checks the frame just drawn: a title, a back button when `needsBack`, every shown label
    /// drawn, and ink in the bar's band.
    private func checkFrame(_ inspector: BarFrameInspector, needsBack: Bool, _ what: String, frame: Int,
                            file: StaticString, line: UInt) {
        let reading = inspector.read()
        let context = "\(what), frame \(frame): \(reading)"
        XCTAssertFalse(reading.titles.isEmpty, "no title shown; \(context)", file: file, line: line)
        if needsBack { XCTAssertFalse(reading.backButtons.isEmpty, "no back button shown; \(context)", file: file, line: line) }
        XCTAssertTrue(reading.undrawn.isEmpty, "labels shown but not drawn; \(context)", file: file, line: line)
        XCTAssertGreaterThanOrEqual(reading.inkPixels, minimumInk, "the bar is drawn empty; \(context)", file: file, line: line)
    }

    /// Runs `input` (which steps frames through `step`), then steps until the transition has
    /// ended and the device is idle, checking every frame; returns how many frames were checked.
    @discardableResult
    private func everyFrame(_ device: Device, _ navigation: UINavigationController, needsBack: Bool, _ what: String,
                            file: StaticString = #filePath, line: UInt = #line,
                            input: (_ step: () -> Void) -> Void) -> Int {
        let inspector = BarFrameInspector(device: device, navigation: navigation)
        var frame = 0
        let step = {
            device.step()
            frame += 1
            self.checkFrame(inspector, needsBack: needsBack, what, frame: frame, file: file, line: line)
        }
        input(step)
        var settled = 0
        while settled < 3 && frame < 400 {
            step()
            let busy = device.run { navigation.transitionCoordinator != nil } || !device.isIdle
            settled = busy ? 0 : settled + 1
        }
        XCTAssertLessThan(frame, 400, "\(what) never settled", file: file, line: line)
        return frame
    }

    private func tap(_ device: Device, _ point: CGPoint, _ step: () -> Void) {
        device.touch(.began, at: point)
        step()
        device.touch(.ended, at: point)
        step()
    }

    private func edgeDrag(_ device: Device, to x: CGFloat, frames: Int, _ step: () -> Void) {
        device.touch(.began, at: CGPoint(x: 4, y: 400))
        step()
        for i in 1...frames {
            device.touch(.moved, at: CGPoint(x: 4 + (x - 4) * CGFloat(i) / CGFloat(frames), y: 400))
            step()
        }
        device.touch(.ended, at: CGPoint(x: x, y: 400))
        step()
    }

    private func top(_ device: Device, _ navigation: UINavigationController) -> UIViewController? {
        device.run { navigation.topViewController }
    }

    // MARK: UIKit's default navigation (the plain demo)

    private let pushButton = CGPoint(x: 187, y: 452)
    private let backButton = CGPoint(x: 30, y: 42)

    func test_push_everyFrame_barShowsTitleAndBackButton() {
        let (device, navigation) = launch("plain")
        let before = top(device, navigation)

        let frames = everyFrame(device, navigation, needsBack: true, "push") { step in tap(device, pushButton, step) }

        XCTAssertTrue(top(device, navigation) !== before, "the tap pushed a page")
        XCTAssertGreaterThan(frames, 20, "the push was checked over its whole animation")
    }

    func test_pop_everyFrame_barShowsTitleAndBackButton() {
        let (device, navigation) = launch("plain")
        let first = top(device, navigation)
        tap(device, pushButton) { device.step() }
        device.advance(seconds: 1)

        everyFrame(device, navigation, needsBack: true, "pop") { step in tap(device, backButton, step) }

        XCTAssertTrue(top(device, navigation) === first, "the back button popped")
    }

    func test_interactivePop_finished_everyFrame_barShowsTitleAndBackButton() {
        let (device, navigation) = launch("plain")
        let first = top(device, navigation)
        tap(device, pushButton) { device.step() }
        device.advance(seconds: 1)

        everyFrame(device, navigation, needsBack: true, "finished interactive pop") { step in
            edgeDrag(device, to: 300, frames: 20, step)
        }

        XCTAssertTrue(top(device, navigation) === first, "dragging past half popped")
    }

    func test_interactivePop_cancelled_everyFrame_barShowsTitleAndBackButton() {
        let (device, navigation) = launch("plain")
        tap(device, pushButton) { device.step() }
        device.advance(seconds: 1)
        let second = top(device, navigation)

        everyFrame(device, navigation, needsBack: true, "cancelled interactive pop") { step in
            edgeDrag(device, to: 60, frames: 30, step)
        }

        XCTAssertTrue(top(device, navigation) === second, "a slow short drag cancelled the pop")
    }

    // MARK: Seed 000 (custom animators, its own percent-driven pop)

    private let firstCell = CGPoint(x: 70, y: 140)

    func test_seed000_push_everyFrame_barShowsTitle() {
        let (device, navigation) = launch("000-grid")

        everyFrame(device, navigation, needsBack: false, "seed 000 push") { step in tap(device, firstCell, step) }

        XCTAssertTrue(top(device, navigation) is ThingDetailViewController, "the tap pushed the detail page")
    }

    func test_seed000_pop_everyFrame_barShowsTitle() {
        let (device, navigation) = launch("000-grid")
        tap(device, firstCell) { device.step() }
        device.advance(seconds: 1)

        everyFrame(device, navigation, needsBack: false, "seed 000 pop") { step in tap(device, backButton, step) }

        XCTAssertTrue(top(device, navigation) is ThingsViewController, "the back button popped")
    }

    func test_seed000_interactivePop_finished_everyFrame_barShowsTitle() {
        let (device, navigation) = launch("000-grid")
        tap(device, firstCell) { device.step() }
        device.advance(seconds: 1)

        everyFrame(device, navigation, needsBack: false, "seed 000 finished interactive pop") { step in
            edgeDrag(device, to: 300, frames: 20, step)
        }

        XCTAssertTrue(top(device, navigation) is ThingsViewController, "dragging past half popped")
    }

    func test_seed000_interactivePop_cancelled_everyFrame_barShowsTitleAndBackButton() {
        let (device, navigation) = launch("000-grid")
        tap(device, firstCell) { device.step() }
        device.advance(seconds: 1)

        everyFrame(device, navigation, needsBack: true, "seed 000 cancelled interactive pop") { step in
            edgeDrag(device, to: 100, frames: 20, step)
        }

        XCTAssertTrue(top(device, navigation) is ThingDetailViewController, "a drag to a quarter cancelled the pop")
    }
}
