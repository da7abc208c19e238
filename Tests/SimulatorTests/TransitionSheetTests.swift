import XCTest
import TestSupport
import Raster
@testable import Demos
@testable import Simulator
@testable import UIKit

/// Transition sheets: a transition driven on the simulated clock (or by a held finger), frames
/// taken at fixed points, collated into one golden picture.
final class TransitionSheetTests: XCTestCase {
    /// Frames taken every `interval` seconds, `count` of them, starting with the current screen.
    private func frames(_ device: Device, count: Int, every frames: Int) -> [Bitmap] {
        var shots = [device.screen.scaledDown(by: 3)]
        for _ in 1..<count {
            device.step(frames: frames)
            shots.append(device.screen.scaledDown(by: 3))
        }
        return shots
    }

    func test_defaultPush_sheet() {
        let device = Device(model: .phone47)
        let navigation = device.run { UINavigationController(rootViewController: PlainListViewController(depth: 1)) }
        device.launch(navigation)
        device.step(frames: 2)

        device.run { navigation.pushViewController(PlainListViewController(depth: 2), animated: true) }
        device.renderIfNeeded()
        let sheet = frames(device, count: 5, every: 5)
        device.advance(seconds: 0.5)

        XCTAssertTrue(device.run { navigation.topViewController } is PlainListViewController)
        XCTAssertNotEqual(sheet[1], sheet[4], "the page moves between frames")
        assertGolden(contactSheet(sheet, columns: 5, background: .white), named: "default-push-sheet")
    }

    func test_defaultInteractivePop_heldAtFixedProgress_sheet() {
        let device = Device(model: .phone47)
        let navigation = device.run { UINavigationController(rootViewController: PlainListViewController(depth: 1)) }
        device.launch(navigation)
        device.run { navigation.pushViewController(PlainListViewController(depth: 2), animated: false) }
        device.step(frames: 2)
        let width = device.model.screenSize.width

        var shots: [Bitmap] = []
        device.touch(.began, at: CGPoint(x: 4, y: 400))
        device.step()
        for progress in [0.0, 0.25, 0.5, 0.75] as [CGFloat] {
            // Move in small steps so the pan's velocity stays low, then hold still for a frame.
            device.touch(.moved, at: CGPoint(x: 4 + width * progress, y: 400))
            device.step(frames: 2)
            shots.append(device.screen.scaledDown(by: 3))
        }
        device.touch(.moved, at: CGPoint(x: 4 + width * 0.75, y: 400))
        device.step(frames: 10)
        device.touch(.ended, at: CGPoint(x: 4 + width * 0.75, y: 400))
        device.advance(seconds: 0.6)
        shots.append(device.screen.scaledDown(by: 3))

        XCTAssertEqual(device.run { navigation.viewControllers.count }, 1, "released at 75% the pop finishes")
        assertGolden(contactSheet(shots, columns: 5, background: .white), named: "default-interactive-pop-sheet")
    }

    func test_seed001_push_sheet() {
        let device = Device(model: .phone47)
        let navigation = device.run { NewsNavigationController(rootViewController: NewsListViewController()) }
        device.launch(navigation)
        device.step(frames: 2)

        device.run {
            navigation.pushViewController(NewsDetailViewController(story: NewsStory.all()[0]), animated: true)
        }
        device.renderIfNeeded()
        let sheet = frames(device, count: 5, every: 6)
        device.advance(seconds: 0.5)

        XCTAssertTrue(device.run { navigation.topViewController } is NewsDetailViewController)
        assertGolden(contactSheet(sheet, columns: 5, background: .white), named: "seed001-push-sheet")
    }
}
