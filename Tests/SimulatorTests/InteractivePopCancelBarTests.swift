import XCTest
import TestSupport
import Raster
@testable import Simulator
@testable import UIKit

/// An interactive pop cancelled at 1%, 50% and 99% leaves the screen (bar included) exactly as
/// it was before the drag, and the stack, the bar's items and its hidden state unchanged.
final class InteractivePopCancelBarTests: XCTestCase {
    private let red = UIColor(red: 0.85, green: 0.1, blue: 0.1, alpha: 1)
    private let blue = UIColor(red: 0.1, green: 0.2, blue: 0.9, alpha: 1)

    /// Drags the pop to `progress`, holds, then cancels (as the edge pan does when the system
    /// takes the touch), and lets the cancel settle.
    private func dragAndCancel(_ device: Device, _ navigation: UINavigationController, at progress: CGFloat,
                               sawMidway: inout Bitmap?) {
        let width = device.model.screenSize.width
        device.run { navigation.driveInteractivePop(.began, translationX: 0, velocityX: 0) }
        device.step()
        device.run { navigation.driveInteractivePop(.changed, translationX: width * progress, velocityX: 0) }
        device.step(frames: 2)
        sawMidway = device.screen
        device.run { navigation.driveInteractivePop(.cancelled, translationX: width * progress, velocityX: 0) }
        device.advance(seconds: 1)
    }

    private func assertCancelRestores(_ first: BarStylePage, _ second: BarStylePage,
                                      file: StaticString = #filePath, line: UInt = #line) {
        let device = Device(model: .phone47)
        let navigation = device.run { UINavigationController(rootViewController: first) }
        device.launch(navigation)
        device.run { navigation.pushViewController(second, animated: true) }
        device.advance(seconds: 1)
        let before = device.screen
        let items = device.run { navigation.navigationBar.items ?? [] }
        let hidden = device.run { navigation.isNavigationBarHidden }
        let barHidden = device.run { navigation.navigationBar.isHidden }

        for progress in [0.01, 0.5, 0.99] as [CGFloat] {
            var midway: Bitmap?
            dragAndCancel(device, navigation, at: progress, sawMidway: &midway)
            if progress == 0.5 { XCTAssertNotEqual(midway, before, "the pop moved the screen", file: file, line: line) }
            XCTAssertTrue(device.screen == before, "cancelled at \(progress): the frame is the one before the drag",
                          file: file, line: line)
            device.run {
                XCTAssertEqual(navigation.viewControllers.map { $0 as AnyObject }.count, 2, file: file, line: line)
                XCTAssertTrue(navigation.topViewController === second, file: file, line: line)
                XCTAssertTrue((navigation.navigationBar.items ?? []).elementsEqual(items, by: ===), file: file, line: line)
                XCTAssertEqual(navigation.isNavigationBarHidden, hidden, file: file, line: line)
                XCTAssertEqual(navigation.navigationBar.isHidden, barHidden, file: file, line: line)
                XCTAssertNil(navigation.navigationBar.barTransitionView, file: file, line: line)
            }
        }
    }

    func test_interactivePop_betweenTints_cancelledAt1_50_99Percent_restoresFrameAndState() {
        assertCancelRestores(BarStylePage("Red", bar: .tint(red)), BarStylePage("Blue", bar: .tint(blue)))
    }

    func test_interactivePop_fromHiddenBarToTint_cancelled_restoresFrameAndHiddenBar() {
        assertCancelRestores(BarStylePage("Red", bar: .tint(red)), BarStylePage("No bar", bar: .hidden))
    }

    func test_interactivePop_fromTintToHiddenBarPage_cancelled_restoresFrameAndBar() {
        assertCancelRestores(BarStylePage("No bar", bar: .hidden), BarStylePage("Blue", bar: .tint(blue)))
    }
}
