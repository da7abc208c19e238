import Raster
import XCTest
@testable import Demos
@testable import Simulator
@_spi(TransitionLab) @testable import UIKit

/// The demos' own controls can be seen and tapped: seed 002's catalogue button in the
/// navigation bar, seed 001's readable on its red header, and the gallery's "over" styles told
/// apart from full screen by a presenter that shows through, seed 003's white title over its
/// dark sky in every orientation.
final class DemoReadabilityTests: XCTestCase {
    private func launch(_ demo: String, model: DeviceModel = .phone47) -> Device {
        let device = Device(model: model)
        device.launch(device.run { DemoApp.makeRootViewController(demo: demo)! })
        device.step(frames: 2)
        return device
    }

    func test_seed002_catalogueBackButton_sitsInTheNavigationBar_onEveryPhone() {
        for model in [DeviceModel.phone47, .phone61] {
            let device = launch("002-modal", model: model)

            let (title, button, bar) = device.run { () -> (String?, CGRect?, CGRect) in
                let navigation = DemoApp.shownDemoRoot(in: device.window) as! UINavigationController
                let item = navigation.viewControllers[0].navigationItem.leftBarButtonItem
                let shown = item?.shownView
                let bar = navigation.navigationBar
                return (item?.title, shown.map { $0.convert($0.bounds, to: device.window) }, bar.convert(bar.bounds, to: device.window))
            }

            XCTAssertEqual(title, "‹ 目录", "\(model.identifier): the way back is the bar's left item")
            XCTAssertTrue(button.map { bar.contains(CGPoint(x: $0.midX, y: $0.midY)) } ?? false,
                          "\(model.identifier): shown in the bar (\(String(describing: button)) in \(bar))")
        }
    }

    func test_seed002_catalogueBackButton_answersATapInItsMiddle() {
        let device = launch("002-modal")
        let centre = device.run { () -> CGPoint? in
            let navigation = DemoApp.shownDemoRoot(in: device.window) as! UINavigationController
            guard let shown = navigation.viewControllers[0].navigationItem.leftBarButtonItem?.shownView else { return nil }
            return shown.convert(CGPoint(x: shown.bounds.midX, y: shown.bounds.midY), to: device.window)
        }

        device.touch(.began, at: centre ?? .zero)
        device.step(frames: 2)
        device.touch(.ended, at: centre ?? .zero)
        device.advance(seconds: 1)

        let top = device.run { (device.window?.rootViewController as? UINavigationController)?.topViewController }
        let presented = device.run { device.window?.rootViewController?.presentedViewController }
        XCTAssertTrue(top is CatalogViewController && presented == nil, "the catalogue is back")
    }

    func test_seed001_catalogueButton_isWhiteOnTheRedHeader() {
        let device = launch("001-news")

        let color = device.run { () -> UIColor? in
            let list = (DemoApp.shownDemoRoot(in: device.window) as! UINavigationController).viewControllers[0]
            let button = list.view.subviews.compactMap { $0 as? UIButton }.first { $0.title(for: .normal)?.contains("目录") == true }
            return button?.titleColor(for: .normal)
        }

        XCTAssertEqual(color?.cgColor, UIColor.white.cgColor)
    }

    func test_seed003_menuTitleOnEveryDeviceOnItsSide_liesOverTheDarkSky() {
        for model in DeviceModel.all {
            // Setup: seed 003's menu, turned.
            let device = launch("003-door", model: model)
            device.rotate(to: .landscapeLeft)
            device.advance(seconds: 1)

            // Action: the title's pixels on screen, as drawn.
            let rect = device.run { () -> CGRect in
                let root = DemoApp.shownDemoRoot(in: device.window)
                let menu = (root as? Seed003MenuViewController ?? (root as? UINavigationController)?.topViewController as? Seed003MenuViewController)!
                return menu.titleLabel.convert(menu.titleLabel.bounds, to: nil)
            }
            let screen = device.screen, scale = model.scale
            var bright = 0, all = 0
            for y in Int(rect.minY * scale)..<Int(rect.maxY * scale) {
                for x in Int(rect.minX * scale)..<Int(min(rect.maxX, rect.minX + 200) * scale) {
                    let pixel = RGBA8(packed: screen.pixels[y * screen.width + x])
                    if Int(pixel.r) + Int(pixel.g) + Int(pixel.b) > 3 * 215 { bright += 1 }
                    all += 1
                }
            }

            // Assertions: bright pixels are the white glyphs only, not snow or clouds behind them.
            XCTAssertLessThan(Double(bright) / Double(max(all, 1)), 0.3, "\(model.identifier): the white title over a dark sky")
        }
    }

    func test_gallery_overStyles_letThePresenterShowThrough_fullScreenDoesNot() {
        withEnvironment { _ in
            for (style, seeThrough) in [(UIModalPresentationStyle.overFullScreen, true), (.overCurrentContext, true), (.fullScreen, false)] {
                let page = StyledPageViewController(caption: "\(style)",
                                                    seeThrough: style == .overFullScreen || style == .overCurrentContext)
                page.loadViewIfNeeded()

                let alpha = page.view.backgroundColor?.cgColor.alpha ?? 1

                XCTAssertEqual(alpha < 1, seeThrough, "\(style)")
            }
        }
    }

    private func withEnvironment(_ body: (UIKitEnvironment) -> Void) {
        let device = Device(model: .phone47)
        device.run { body(device.environment) }
    }
}
