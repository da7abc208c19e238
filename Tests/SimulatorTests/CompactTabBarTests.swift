import Raster
import TestSupport
import XCTest
@testable import Demos
@testable import Simulator
@testable import UIKit

/// A tab bar on a phone in landscape is UIKit's compact one: 32 pt of items above the home
/// indicator's area, each item's image beside its title.
final class CompactTabBarTests: XCTestCase {
    /// The tab demo on the 6.1" phone turned to landscape and settled.
    private func turnedTabDemo() -> (Device, UITabBarController) {
        let device = Device(model: .phone61)
        let root = device.run { DemoApp.makeRootViewController(demo: "004-tabs")! }
        device.launch(root)
        device.step(frames: 2)
        device.rotateRight()
        device.advance(seconds: 1)
        let tabs = device.run { () -> UITabBarController? in
            func find(_ controller: UIViewController) -> UITabBarController? {
                if let tabs = controller as? UITabBarController { return tabs }
                for child in controller.children { if let found = find(child) { return found } }
                return nil
            }
            return find(root)
        }
        return (device, tabs!)
    }

    func test_tabBar_onAPhoneInLandscape_is32PointsAboveTheHomeIndicator() {
        // Setup, action: turned.
        let (device, tabs) = turnedTabDemo()
        // Assertions: 32 pt plus the 21 pt home indicator area at the bottom of the screen.
        let frame = device.run { tabs.tabBar.frame }
        XCTAssertEqual(frame.height, 32 + 21)
        XCTAssertEqual(frame.maxY, 390)
    }

    /// A tab bar controller with two image items on the 6.1" phone, turned to landscape.
    private func turnedImageTabs() -> (Device, UITabBarController) {
        let device = Device(model: .phone61)
        let tabs = device.run { () -> UITabBarController in
            let first = UIViewController(), second = UIViewController()
            let house = UIGraphicsImageRenderer(size: CGSize(width: 24, height: 22)).image { _ in UIRectFill(CGRect(x: 0, y: 0, width: 24, height: 22)) }
            first.tabBarItem = UITabBarItem(title: "Home", image: house, tag: 0)
            second.tabBarItem = UITabBarItem(title: "More", image: house, tag: 1)
            let tabs = UITabBarController()
            tabs.viewControllers = [first, second]
            return tabs
        }
        device.launch(tabs)
        device.step(frames: 2)
        device.rotateRight()
        device.advance(seconds: 1)
        return (device, tabs)
    }

    func test_tabBarItems_onAPhoneInLandscape_putTheImageBesideTheTitle() {
        // Setup, action: image items, turned.
        let (device, tabs) = turnedImageTabs()
        // Assertions: every item's image left of its title, both within the 32 pt band.
        let items = device.run { () -> [(CGRect, CGRect)] in
            tabs.tabBar.layoutIfNeeded()
            return tabs.tabBar.subviews.flatMap(\.subviews).compactMap { $0 as? TabBarItemView }.map { item in
                item.layoutIfNeeded()
                return (item.imageView.frame, item.titleLabel.frame)
            }
        }
        XCTAssertEqual(items.count, 2)
        for (image, title) in items {
            XCTAssertLessThanOrEqual(image.maxX, title.minX, "image beside the title")
            XCTAssertLessThanOrEqual(image.maxY, 32)
            XCTAssertLessThanOrEqual(title.maxY, 32)
        }
    }

    func test_imageTabBar_onAPhoneInLandscape_looksLikeUIKitsCompactBar() {
        // Setup, action: image items, turned.
        let (device, _) = turnedImageTabs()
        // Assertions.
        assertGolden(bottom(of: device), named: "tab-bar-compact-images-landscape-iphone-6.1")
    }

    /// The bottom 80 pt of the device's screen: the bar and what is just above it.
    private func bottom(of device: Device) -> Bitmap {
        let screen = device.screen
        let height = 80 * Int(device.model.scale)
        var pixels = [UInt32](repeating: 0, count: screen.width * height)
        for y in 0..<height {
            for x in 0..<screen.width { pixels[y * screen.width + x] = screen.pixels[(screen.height - height + y) * screen.width + x] }
        }
        return Bitmap(width: screen.width, height: height, pixels: pixels)
    }

    func test_tabDemo_onAPhoneInLandscape_looksLikeUIKitsCompactBar() {
        // Setup, action: the tab demo (title-only items), turned.
        let (device, _) = turnedTabDemo()
        // Assertions.
        assertGolden(bottom(of: device), named: "tab-bar-compact-landscape-iphone-6.1")
    }
}
