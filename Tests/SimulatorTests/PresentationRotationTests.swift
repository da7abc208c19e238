import XCTest
import TestSupport
@testable import Demos
@testable import Simulator
@testable import UIKit

/// A full-screen modal turned with the device: it follows the new shape, and its buttons stay
/// reachable.
final class PresentationRotationTests: XCTestCase {
    func test_seed002Modal_rotatedWhilePresented_fillsTheLandscapeScreen() {
        let device = Device(model: .phone47)
        device.launch(device.run { DemoApp.makeRootViewController(demo: "002-modal")! })
        device.step(frames: 2)
        device.touch(.began, at: CGPoint(x: 340, y: 632))
        device.step(frames: 2)
        device.touch(.ended, at: CGPoint(x: 340, y: 632))
        device.advance(seconds: 1.5)
        let presented = device.run { device.window?.rootViewController?.presentedViewController }
        XCTAssertNotNil(presented, "the corner button presents the modal")

        device.rotateRight()
        device.advance(seconds: 1)

        let frame = device.run { presented?.view.frame } ?? .zero
        let screen = device.run { device.window?.bounds } ?? .zero
        XCTAssertEqual(screen.width, 667)
        XCTAssertEqual(frame, screen, "the modal fills the turned screen")
        XCTAssertEqual(device.run { device.environment.checkInvariants() }, [])
    }
}
