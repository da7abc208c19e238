import XCTest
import Raster
@testable import Demos
@testable import Simulator
@_spi(TransitionLab) @testable import UIKit

/// Turning the simulated phone: the screen changes shape and presentations follow.
final class RotationJourneyTests: XCTestCase {
    func test_rotateLeft_turnsTheScreenToLandscape_andTheMemoSheetKeepsAShadedAreaAbove() {
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
        XCTAssertEqual(landscapeFrame, CGRect(x: 0, y: 94, width: 667, height: 281),
                       "in landscape the sheet takes three quarters of the height, under the shaded area its text mentions")
        XCTAssertEqual(session.frame.pixelSize.width > session.frame.pixelSize.height, true, "the phone frame turned too")
    }
}

/// A rotation asked for while a finger drags a page back waits for the pop to end, then lays
/// the whole screen out in the new shape.
final class RotationDuringInteractivePopTests: XCTestCase {
    private func pushedPlainDemo() -> (Device, UINavigationController) {
        let device = Device(model: .phone47)
        let root = device.run { DemoApp.makeRootViewController(demo: "plain")! as! UINavigationController }
        device.launch(root)
        device.step(frames: 2)
        device.run { root.pushViewController(UIViewController(), animated: false) }
        device.step(frames: 2)
        return (device, root)
    }

    private func dragFromLeftEdge(_ device: Device, to x: CGFloat, rotatingMidway: Bool) {
        device.touch(.began, at: CGPoint(x: 5, y: 300))
        for step in 1...10 {
            device.step()
            device.touch(.moved, at: CGPoint(x: 5 + (x - 5) * CGFloat(step) / 10, y: 300))
            if rotatingMidway && step == 5 { device.rotate(to: .landscapeLeft) }
        }
        device.step()
        device.touch(.ended, at: CGPoint(x: x, y: 300))
        device.advance(seconds: 1.5)
    }

    func test_rotationDuringCancelledPop_laysTheTopPageOutInLandscape() {
        let (device, navigation) = pushedPlainDemo()

        dragFromLeftEdge(device, to: 60, rotatingMidway: true)

        let (count, windowSize, pageFrame) = device.run {
            (navigation.viewControllers.count, navigation.view.window!.bounds.size, navigation.topViewController!.view.frame)
        }
        XCTAssertEqual(count, 3, "a short slow drag cancels")
        XCTAssertEqual(device.orientation, .landscapeLeft)
        XCTAssertEqual(windowSize, CGSize(width: 667, height: 375))
        XCTAssertEqual(pageFrame.width, 667, "the page fills the landscape screen")
    }

    func test_rotationDuringFinishedPop_laysThePageBelowOutInLandscape() {
        let (device, navigation) = pushedPlainDemo()

        dragFromLeftEdge(device, to: 300, rotatingMidway: true)

        let (count, pageFrame) = device.run { (navigation.viewControllers.count, navigation.topViewController!.view.frame) }
        XCTAssertEqual(count, 2, "a long drag pops")
        XCTAssertEqual(device.orientation, .landscapeLeft)
        XCTAssertEqual(pageFrame.width, 667, "the page fills the landscape screen")
    }
}
