import TestSupport
import XCTest
@testable import QuartzCore
@_spi(TransitionLab) @testable import UIKit

/// Images in bars and masks on views, written as iOS code writes them: an image bar button
/// item shown (and tapped) in the navigation bar, tab bar items with images, spaces, and a
/// view's `mask`.
final class BarItemImageTests: UIKitTestCase {
    private final class Page: UIViewController {
        var closes = 0
        func close() { closes += 1 }
    }

    func test_imageBarButtonItem_showsItsImageInTheBarTinted_andATapSendsTheAction() throws {
        try TestScene.inEnvironment { environment in
            let page = Page()
            let image = try XCTUnwrap(UIImage(systemName: "xmark"))
            page.navigationItem.rightBarButtonItem = UIBarButtonItem(image: image, style: .plain, target: page, action: Page.close)
            let scene = WindowTestScene(environment: environment, root: UINavigationController(rootViewController: page))
            scene.frame()

            let shown = try XCTUnwrap(page.navigationItem.rightBarButtonItem?.shownView as? BarImageButtonView)
            let centre = shown.convert(CGPoint(x: shown.bounds.midX, y: shown.bounds.midY), to: nil)
            let finger = TouchInjector(window: scene.window)
            finger.down(at: centre)
            scene.frame()
            finger.up()
            scene.frame()

            XCTAssertEqual(shown.imageView.image?.renderingMode, .alwaysTemplate, "bar images draw as templates")
            XCTAssertEqual(shown.imageView.frame.size, image.size)
            XCTAssertGreaterThan(centre.x, 300, "on the right of the bar")
            XCTAssertEqual(page.closes, 1)
        }
    }

    func test_tabBarItemWithImage_showsTheImageAboveTheTitle_andTheSelectedImageWhenSelected() {
        TestScene.inEnvironment { environment in
            let first = UIViewController(), second = UIViewController()
            let house = UIGraphicsImageRenderer(size: CGSize(width: 24, height: 22)).image { _ in UIRectFill(CGRect(x: 0, y: 0, width: 24, height: 22)) }
            let filled = UIGraphicsImageRenderer(size: CGSize(width: 26, height: 24)).image { _ in UIRectFill(CGRect(x: 0, y: 0, width: 26, height: 24)) }
            first.tabBarItem = UITabBarItem(title: "Home", image: house, selectedImage: filled)
            second.tabBarItem = UITabBarItem(title: "More", image: house, tag: 1)
            let tabs = UITabBarController()
            tabs.viewControllers = [first, second]
            let scene = WindowTestScene(environment: environment, root: tabs)
            scene.frame()

            let buttons = tabs.tabBar.subviews.flatMap(\.subviews).compactMap { $0 as? TabBarItemView }

            XCTAssertEqual(buttons.count, 2)
            XCTAssertEqual(buttons.first?.titleLabel.text, "Home")
            XCTAssertLessThan(buttons.first?.imageView.frame.maxY ?? .infinity, buttons.first?.titleLabel.frame.minY ?? 0)
            XCTAssertEqual(buttons.first?.imageView.image?.size, filled.size, "the selected tab shows its selected image")
            XCTAssertEqual(buttons.last?.imageView.image?.size, house.size)
            XCTAssertEqual(buttons.last?.imageView.image?.renderingMode, .alwaysTemplate)
            XCTAssertEqual(second.tabBarItem.tag, 1)
        }
    }

    func test_spaces_fixedHasItsWidth_flexibleIsTheSystemItem() {
        let fixed = UIBarButtonItem.fixedSpace(12)
        let flexible = UIBarButtonItem.flexibleSpace()

        XCTAssertEqual(fixed.width, 12)
        XCTAssertEqual(fixed.systemItem, .fixedSpace)
        XCTAssertEqual(flexible.systemItem, .flexibleSpace)
    }

    func test_viewMask_becomesTheLayersMask() {
        TestScene.inEnvironment { _ in
            let view = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
            let mask = UIView(frame: CGRect(x: 10, y: 10, width: 50, height: 50))

            view.mask = mask
            let installed = view.layer.mask
            view.mask = nil

            XCTAssertTrue(installed === mask.layer)
            XCTAssertNil(view.layer.mask)
        }
    }
}
