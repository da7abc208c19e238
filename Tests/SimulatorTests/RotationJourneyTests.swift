import XCTest
import Raster
@testable import Demos
@testable import Simulator
@testable import UIKit

/// Turning the simulated phone: the screen changes shape and presentations follow.
final class RotationJourneyTests: XCTestCase {
    func test_rotateLeft_turnsTheScreenToLandscape_andTheMemoSheetFillsIt() {
        let device = Device(model: .phone47)
        let menu = device.run { Seed003MenuViewController() }
        device.launch(menu)
        device.step(frames: 2)
        let session = SimulatorSession(device: device)
        device.run { menu.presentMemo() }
        device.advance(seconds: 0.5)
        let portraitFrame = device.run { menu.presentedViewController?.view.frame }

        session.perform(.rotateLeft)
        device.advance(seconds: 1)
        let landscapeFrame = device.run { menu.presentedViewController?.view.frame }
        let screen = device.screen

        XCTAssertEqual(portraitFrame, CGRect(x: 0, y: 167, width: 375, height: 500))
        XCTAssertEqual(screen.width, 1334, "the screen is landscape: 667 pt wide at 2x")
        XCTAssertEqual(screen.height, 750)
        XCTAssertEqual(landscapeFrame, CGRect(x: 0, y: 0, width: 667, height: 375), "in landscape the sheet takes the whole height")
        XCTAssertEqual(session.frame.pixelSize.width > session.frame.pixelSize.height, true, "the phone frame turned too")
    }
}
