import XCTest
import GoldenTesting
import Raster
@testable import Demos
@testable import Simulator
@testable import UIKit

/// Seed 003's door and memo sheet, driven through the simulator.
final class Seed003JourneyTests: XCTestCase {
    private func launchMenu() -> (Device, Seed003MenuViewController) {
        let device = Device(model: .phone47)
        let menu = device.run { Seed003MenuViewController() }
        device.launch(menu)
        device.step(frames: 2)
        return (device, menu)
    }

    private func tap(_ device: Device, _ point: CGPoint) {
        device.touch(.began, at: point)
        device.step(frames: 2)
        device.touch(.ended, at: point)
        device.step()
    }

    func test_door_opensInPerspective_thenClosesOnTap() {
        let (device, menu) = launchMenu()

        tap(device, CGPoint(x: 187, y: 204))
        var frames = [device.screen.scaledDown(by: 3)]
        for _ in 0..<4 {
            device.step(frames: 7)
            frames.append(device.screen.scaledDown(by: 3))
        }
        device.advance(seconds: 0.5)
        let presented = device.run { menu.presentedViewController }
        tap(device, CGPoint(x: 187, y: 600))
        device.advance(seconds: 1)

        XCTAssertTrue(presented is DoorRoomViewController)
        XCTAssertNil(device.run { menu.presentedViewController }, "a tap closes the door")
        XCTAssertNotEqual(frames[1], frames[3])
        assertGolden(contactSheet(frames, columns: 5, background: .white), named: "seed003-door-sheet")
    }

    func test_memoSheet_is500ptTallOverDimming_andTapOutsideDismisses() {
        let (device, menu) = launchMenu()

        tap(device, CGPoint(x: 187, y: 264))
        device.advance(seconds: 0.5)
        let memoFrame = device.run { menu.presentedViewController?.view.frame }
        let dimmed = device.screen[10, 10]
        let picture = device.screen.scaledDown(by: 3)
        tap(device, CGPoint(x: 187, y: 60))
        device.advance(seconds: 0.6)

        XCTAssertEqual(memoFrame, CGRect(x: 0, y: 167, width: 375, height: 500))
        XCTAssertLessThan(Int(dimmed.r) + Int(dimmed.g) + Int(dimmed.b), 3 * 200, "the page behind is dimmed")
        XCTAssertNil(device.run { menu.presentedViewController }, "a tap outside the sheet dismisses it")
        assertGolden(picture, named: "seed003-memo")
    }
}
