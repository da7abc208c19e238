import XCTest
import TestSupport
@testable import Simulator
@testable import UIKit

/// Replacing the window's root view controller in the middle of a transition, as the demo
/// catalogue's rows and back button do: the device must go idle again afterwards.
final class RootReplacementTests: XCTestCase {
    private func launchedNavigation() -> (Device, UINavigationController) {
        let device = Device(model: .phone47)
        let navigation = device.run { () -> UINavigationController in
            let root = UIViewController()
            root.view.backgroundColor = .white
            return UINavigationController(rootViewController: root)
        }
        device.launch(navigation)
        device.step(frames: 2)
        return (device, navigation)
    }

    private func replaceRoot(_ device: Device) {
        device.run {
            let next = UIViewController()
            next.view.backgroundColor = .yellow
            device.window?.rootViewController = next
        }
    }

    func test_rootReplacedDuringAPush_leavesNoDisplayLinkRunning() {
        let (device, navigation) = launchedNavigation()
        device.run { navigation.pushViewController(UIViewController(), animated: true) }
        device.step(frames: 6)

        replaceRoot(device)
        device.advance(seconds: 5)

        XCTAssertFalse(device.run { device.context.hasActiveDisplayLinks }, "a display link is still registered")
        XCTAssertTrue(device.isIdle)
    }

    func test_rootReplacedDuringAnInteractivePop_leavesNoDisplayLinkRunning() {
        let (device, navigation) = launchedNavigation()
        device.run { navigation.pushViewController(UIViewController(), animated: false) }
        device.step(frames: 2)
        device.touch(.began, at: CGPoint(x: 4, y: 300))
        for x in stride(from: 20, through: 140, by: 20) {
            device.touch(.moved, at: CGPoint(x: CGFloat(x), y: 300))
            device.step()
        }

        replaceRoot(device)
        device.touch(.ended, at: CGPoint(x: 140, y: 300))
        device.advance(seconds: 5)

        XCTAssertFalse(device.run { device.context.hasActiveDisplayLinks }, "a display link is still registered")
        XCTAssertTrue(device.isIdle)
    }
}
