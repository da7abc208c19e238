import Raster
import TestSupport
import XCTest
@testable import Simulator
@testable import UIKit

/// Images in bars as iOS code puts them there (an image bar button item, tab bar items with
/// symbol images, one selected), drawn on the 6.1-inch phone and compared with a golden
/// looked at: the top and bottom bars.
final class BarImagesGoldenTests: XCTestCase {
    func test_imageItemsInTheNavigationBarAndTheTabBar() throws {
        let device = Device(model: .phone61)
        device.launch(device.run { () -> UIViewController in
            let page = UIViewController()
            page.view.backgroundColor = .white
            page.title = "Library"
            page.navigationItem.rightBarButtonItem = UIBarButtonItem(image: UIImage(systemName: "plus"), style: .plain,
                                                                     target: nil, action: nil)
            let home = UINavigationController(rootViewController: page)
            home.tabBarItem = UITabBarItem(title: "Home", image: UIImage(systemName: "house"), selectedImage: UIImage(systemName: "house.fill"))
            let search = UIViewController()
            search.tabBarItem = UITabBarItem(title: "Search", image: UIImage(systemName: "magnifyingglass"), tag: 1)
            let tabs = UITabBarController()
            tabs.viewControllers = [home, search]
            return tabs
        })
        device.step(frames: 2)
        let screen = device.screen
        let scale = Int(DeviceModel.phone61.scale)
        let top = screen.cropped(to: PixelRect(x: 0, y: 0, width: screen.width, height: 100 * scale))
        let bottom = screen.cropped(to: PixelRect(x: 0, y: screen.height - 90 * scale, width: screen.width, height: 90 * scale))

        assertGolden(contactSheet([top, bottom], columns: 1, background: RGBA8(r: 40, g: 40, b: 40, a: 255)), named: "bar-images")
    }
}
