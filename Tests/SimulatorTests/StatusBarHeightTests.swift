import XCTest
@testable import Simulator
@_spi(TransitionLab) @testable import UIKit

/// One source of truth for the top and bottom of the screen: on every device model and
/// orientation, the status bar, the navigation bar's place and the tab bar's height all come
/// from the screen's safe-area insets.
final class StatusBarHeightTests: XCTestCase {
    private let orientations: [UIInterfaceOrientation] = [.portrait, .landscapeLeft]

    /// The insets iOS gives each model (status bar or notch on top, home indicator below).
    private func expectedInsets(_ model: DeviceModel, _ orientation: UIInterfaceOrientation) -> UIEdgeInsets {
        switch (model.identifier, orientation.isLandscape) {
        case ("iphone-6.1", false): return UIEdgeInsets(top: 47, left: 0, bottom: 34, right: 0)
        case ("iphone-6.1", true): return UIEdgeInsets(top: 0, left: 47, bottom: 21, right: 47)
        case ("iphone-4.7", false): return UIEdgeInsets(top: 20, left: 0, bottom: 0, right: 0)
        case ("iphone-4.7", true): return .zero
        default: return UIEdgeInsets(top: 24, left: 0, bottom: 20, right: 0)
        }
    }

    func test_statusBarAndNavigationBar_agreeWithTheSafeArea_onEveryModelAndOrientation() {
        for model in DeviceModel.all {
            for orientation in orientations {
                let device = Device(model: model)
                let page = device.run { UIViewController() }
                let navigation = device.run { UINavigationController(rootViewController: page) }
                device.launch(navigation)
                if orientation != .portrait { device.rotate(to: orientation, animated: false) }
                device.step(frames: 2)
                let context = "\(model.identifier) \(orientation)"
                let expected = expectedInsets(model, orientation)

                device.run {
                    let screenInsets = UIScreen.main.safeAreaInsets
                    let window = device.window!
                    let manager = window.statusBarManager!
                    XCTAssertEqual(screenInsets, expected, context)
                    XCTAssertEqual(window.safeAreaInsets, expected, context)
                    XCTAssertEqual(manager.isStatusBarHidden, expected.top == 0, context)
                    XCTAssertEqual(manager.statusBarFrame.height, expected.top, context)
                    if expected.top > 0 { XCTAssertEqual(manager.statusBarFrame.width, window.bounds.width, context) }
                    XCTAssertEqual(navigation.navigationBar.frame.minY, expected.top, "the bar sits under the status bar: \(context)")
                    // 32 pt on a phone on its side (compact height), 44 pt otherwise.
                    let barHeight: CGFloat = orientation.isLandscape && model.identifier.hasPrefix("iphone") ? 32 : 44
                    XCTAssertEqual(navigation.navigationBar.frame.height, barHeight, context)
                    XCTAssertEqual(page.view.safeAreaInsets.top, expected.top + barHeight, context)
                }
            }
        }
    }

    func test_tabBar_coversTheHomeIndicatorInset_onEveryModelAndOrientation() {
        for model in DeviceModel.all {
            for orientation in orientations {
                let device = Device(model: model)
                let page = device.run { UIViewController() }
                let tabs = device.run { () -> UITabBarController in
                    let tabs = UITabBarController()
                    tabs.viewControllers = [page]
                    return tabs
                }
                device.launch(tabs)
                if orientation != .portrait { device.rotate(to: orientation, animated: false) }
                device.step(frames: 2)
                let context = "\(model.identifier) \(orientation)"
                let bottom = expectedInsets(model, orientation).bottom
                // A phone on its side has UIKit's compact tab bar.
                let bar = model.identifier.hasPrefix("iphone") && orientation.isLandscape ? UITabBar.compactHeight : UITabBar.standardHeight

                device.run {
                    let screen = UIScreen.main.bounds
                    XCTAssertEqual(tabs.tabBar.frame.height, bar + bottom, context)
                    XCTAssertEqual(tabs.tabBar.frame.maxY, screen.height, context)
                    XCTAssertEqual(page.view.safeAreaInsets.bottom, bar + bottom, context)
                }
            }
        }
    }

    /// A navigation controller on `model` whose page hides the status bar once launched.
    private func hideStatusBar(on model: DeviceModel) -> (Device, UINavigationController, StatusBarColorPage) {
        let device = Device(model: model)
        let page = device.run { StatusBarColorPage(style: .darkContent, color: .white) }
        let navigation = device.run { UINavigationController(rootViewController: page) }
        device.launch(navigation)
        device.step(frames: 2)
        device.run {
            page.hidesStatusBar = true
            navigation.setNeedsStatusBarAppearanceUpdate()
        }
        device.step(frames: 2)
        return (device, navigation, page)
    }

    func test_hiddenStatusBar_withAHomeButton_givesItsHeightBack_andTheBarMovesUp() {
        let (device, navigation, page) = hideStatusBar(on: .phone47)

        device.run {
            XCTAssertEqual(device.window!.safeAreaInsets.top, 0)
            XCTAssertEqual(navigation.navigationBar.frame.minY, 0)
            XCTAssertEqual(page.view.safeAreaInsets.top, UINavigationBar.standardHeight)
        }

        device.run {
            page.hidesStatusBar = false
            navigation.setNeedsStatusBarAppearanceUpdate()
        }
        device.step(frames: 2)

        device.run {
            XCTAssertEqual(device.window!.safeAreaInsets.top, 20, "shown again, the bar takes its 20 pt back")
            XCTAssertEqual(navigation.navigationBar.frame.minY, 20)
        }
    }

    func test_hidingInsideAnimationBlock_withAHomeButton_movesTheNavigationBarWithTheStatusBar() {
        let device = Device(model: .phone47)
        let page = device.run { StatusBarColorPage(style: .darkContent, color: .white) }
        let navigation = device.run { UINavigationController(rootViewController: page) }
        device.launch(navigation)
        device.step(frames: 2)

        device.run {
            page.hidesStatusBar = true
            UIView.animate(withDuration: 0.4) { navigation.setNeedsStatusBarAppearanceUpdate() }
        }
        device.advance(seconds: 0.2)
        let midway = device.run { navigation.navigationBar.layer.presentation()?.position.y ?? 0 }
        device.advance(seconds: 0.4)

        // The bar's centre goes from 20 + 22 to 0 + 22 points.
        XCTAssertLessThan(midway, 41, "half way the bar has moved up")
        XCTAssertGreaterThan(midway, 23, "but not all the way")
        XCTAssertEqual(device.run { navigation.navigationBar.frame.minY }, 0)
    }

    func test_hiddenStatusBar_onANotchedPhone_keepsTheNotchsInset() {
        let (device, navigation, page) = hideStatusBar(on: .phone61)

        device.run {
            XCTAssertTrue(device.window!.statusBarManager!.isStatusBarHidden)
            XCTAssertEqual(device.window!.safeAreaInsets.top, 47)
            XCTAssertEqual(navigation.navigationBar.frame.minY, 47)
            XCTAssertEqual(page.view.safeAreaInsets.top, 47 + UINavigationBar.standardHeight)
        }
    }
}
