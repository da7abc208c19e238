import XCTest
@testable import Simulator
@testable import UIKit

/// The monkey's layout invariant flags what it should and nothing legitimately out of sight.
final class ScreenLayoutInvariantTests: XCTestCase {
    private func violations(_ build: (UIViewController) -> Void) -> [String] {
        let device = Device(model: .phone47)
        let page = device.run { UIViewController() }
        device.launch(device.run { UINavigationController(rootViewController: page) })
        device.run { build(page) }
        device.step(frames: 2)
        return device.run { ScreenLayoutInvariant.violations(in: device.window!) }
    }

    func test_aLabelPastTheScreensEdge_isFlagged() {
        let found = violations { page in page.view.addSubview(UILabel(frame: CGRect(x: 300, y: 100, width: 200, height: 20))) }
        XCTAssertEqual(found.count, 1)
        XCTAssertTrue(found.first?.hasPrefix("view outside the screen: UILabel") ?? false, "\(found)")
    }

    func test_aPageNarrowerThanItsContainer_isFlagged() {
        let found = violations { page in page.view.frame.size.width = 200 }
        XCTAssertTrue(found.contains { $0.hasPrefix("page does not fill its container: UIViewController") }, "\(found)")
    }

    func test_contentScrolledOutOfAScrollView_isNotFlagged() {
        let found = violations { page in
            let scroll = UIScrollView(frame: CGRect(x: 0, y: 100, width: 375, height: 200))
            scroll.addSubview(UIView(frame: CGRect(x: 0, y: 0, width: 2000, height: 200)))
            page.view.addSubview(scroll)
        }
        XCTAssertEqual(found, [])
    }
}
