import XCTest
import TestSupport
import Raster
@testable import Demos
@testable import Simulator
@_spi(TransitionLab) @testable import UIKit

/// The tab demo ("004-tabs") through the simulator: a tap on the bar slides to the tab, a drag
/// drives the switch and finishes, a short slow drag cancels and leaves the screen as it was.
final class TabSwitchJourneyTests: XCTestCase {
    /// A 375 x 667 phone showing the tab demo, and its tab bar controller.
    private func launchTabs() -> (Device, TabSwitchController) {
        let device = Device(model: .phone47)
        let root = device.run { DemoApp.makeRootViewController(demo: "004-tabs") }
        let tabs = root as! TabSwitchController
        device.launch(tabs)
        device.step(frames: 2)
        return (device, tabs)
    }

    /// The selected tab, read inside the device's environment.
    private func selectedIndex(_ device: Device, _ tabs: TabSwitchController) -> Int {
        device.run { tabs.selectedIndex }
    }

    /// Presses at `start`, moves to `end` in `frames` frames (one sample per frame), releases.
    private func drag(_ device: Device, from start: CGPoint, to end: CGPoint, frames: Int) {
        device.touch(.began, at: start)
        device.step()
        for i in 1...frames {
            let t = CGFloat(i) / CGFloat(frames)
            device.touch(.moved, at: CGPoint(x: start.x + (end.x - start.x) * t, y: start.y + (end.y - start.y) * t))
            device.step()
        }
        device.touch(.ended, at: end)
        device.step()
    }

    func test_tapOnATab_slidesToItsPage() {
        let (device, tabs) = launchTabs()
        let ocean = CGPoint(x: 375.0 / 8 * 3, y: 642)

        device.touch(.began, at: ocean)
        device.step(frames: 2)
        device.touch(.ended, at: ocean)
        var frames: [Bitmap] = [device.screen]
        for _ in 0..<4 {
            device.step(frames: 5)
            frames.append(device.screen)
        }
        device.advance(seconds: 0.5)

        XCTAssertEqual(selectedIndex(device, tabs), 1)
        XCTAssertNotEqual(frames[2], frames[4], "the pages move during the switch")
        assertGolden(contactSheet(frames.map { $0.scaledDown(by: 4) }, columns: 5, background: .white), named: "tabs-tap-sheet")
    }

    func test_dragToTheLeftPastHalf_switchesToTheNextTab() {
        let (device, tabs) = launchTabs()

        drag(device, from: CGPoint(x: 320, y: 300), to: CGPoint(x: 80, y: 300), frames: 12)
        device.advance(seconds: 1)

        XCTAssertEqual(selectedIndex(device, tabs), 1)
        XCTAssertNil(device.run { tabs.activeTabTransition })
    }

    func test_dragToTheRight_onTheSecondTab_switchesBack() {
        let (device, tabs) = launchTabs()
        device.run { tabs.selectedIndex = 1 }
        device.advance(seconds: 1)

        drag(device, from: CGPoint(x: 60, y: 300), to: CGPoint(x: 300, y: 300), frames: 12)
        device.advance(seconds: 1)

        XCTAssertEqual(selectedIndex(device, tabs), 0)
    }

    func test_shortSlowDrag_cancels_andLeavesTheScreenPixelIdentical() {
        let (device, tabs) = launchTabs()
        let before = device.screen

        drag(device, from: CGPoint(x: 300, y: 300), to: CGPoint(x: 240, y: 300), frames: 40)
        let whileSettling = device.screen
        device.advance(seconds: 1)

        XCTAssertNotEqual(whileSettling, before, "the drag moved the pages")
        XCTAssertEqual(selectedIndex(device, tabs), 0)
        XCTAssertTrue(device.screen == before, "after the cancel the screen is exactly as before the drag")
    }

    func test_rotationDuringACancelledSwitch_laysTheOldTabOutInLandscape() {
        let (device, tabs) = launchTabs()

        device.touch(.began, at: CGPoint(x: 300, y: 300))
        device.step()
        for i in 1...20 {
            device.touch(.moved, at: CGPoint(x: 300 - 3 * CGFloat(i), y: 300))
            device.step()
            if i == 10 { device.rotate(to: .landscapeLeft) }
        }
        device.touch(.ended, at: CGPoint(x: 240, y: 300))
        device.advance(seconds: 1.5)

        let (selected, pageFrame, barFrame) = device.run {
            (tabs.selectedIndex, tabs.selectedViewController!.view.frame, tabs.tabBar.frame)
        }
        XCTAssertEqual(selected, 0, "a short slow drag cancels")
        XCTAssertEqual(device.orientation, .landscapeLeft)
        XCTAssertEqual(pageFrame.width, 667, "the page fills the landscape screen")
        XCTAssertEqual(barFrame.width, 667)
        XCTAssertEqual(barFrame.maxY, 375, "the bar sits at the bottom of the landscape screen")
    }

    func test_rotationDuringAFinishedSwitch_laysTheNewTabOutInLandscape() {
        let (device, tabs) = launchTabs()

        device.touch(.began, at: CGPoint(x: 320, y: 300))
        device.step()
        for i in 1...12 {
            device.touch(.moved, at: CGPoint(x: 320 - 20 * CGFloat(i), y: 300))
            device.step()
            if i == 6 { device.rotate(to: .landscapeLeft) }
        }
        device.touch(.ended, at: CGPoint(x: 80, y: 300))
        device.advance(seconds: 1.5)

        let (selected, pageFrame) = device.run { (tabs.selectedIndex, tabs.selectedViewController!.view.frame) }
        XCTAssertEqual(selected, 1, "a long drag switches")
        XCTAssertEqual(device.orientation, .landscapeLeft)
        XCTAssertEqual(pageFrame.width, 667, "the page fills the landscape screen")
    }
}
