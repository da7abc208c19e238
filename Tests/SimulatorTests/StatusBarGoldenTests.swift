import XCTest
import TestSupport
import Raster
@testable import Simulator
@_spi(TransitionLab) @testable import UIKit

/// The status bar as drawn on each device model, upright and on its side, in dark and light
/// content: the top strip of the screen (60 pt) compared with a golden.
final class StatusBarGoldenTests: XCTestCase {
    /// The top 60 pt of a device of `model` in `orientation` showing a page of `color` that asks
    /// for `style`.
    private func topStrip(_ model: DeviceModel, _ orientation: UIInterfaceOrientation,
                          style: UIStatusBarStyle, color: UIColor) -> (strip: Bitmap, device: Device) {
        let device = Device(model: model)
        device.launch(device.run { StatusBarColorPage(style: style, color: color) })
        if orientation != .portrait {
            device.rotate(to: orientation, animated: false)
        }
        device.step(frames: 2)
        let screen = device.screen
        let height = Int(60 * model.scale)
        return (screen.cropped(to: PixelRect(x: 0, y: 0, width: screen.width, height: height)), device)
    }

    private let light = UIColor(white: 0.96, alpha: 1)
    private let dark = UIColor(red: 0.1, green: 0.25, blue: 0.5, alpha: 1)

    /// Checks the strip against its golden, and that the bar is drawn (or not) where expected.
    private func check(_ model: DeviceModel, _ orientation: UIInterfaceOrientation, _ style: UIStatusBarStyle,
                       shown: Bool, file: StaticString = #filePath, line: UInt = #line) {
        let background = style == .lightContent ? dark : light
        let (strip, device) = topStrip(model, orientation, style: style, color: background)
        let name = "status-bar-\(model.identifier)-\(orientation.isLandscape ? "landscape" : "portrait")"
            + "-\(style == .lightContent ? "light" : "dark")"
        assertGolden(strip, named: name, file: file, line: line)
        let manager = device.run { device.window?.statusBarManager }
        XCTAssertEqual(device.run { manager?.isStatusBarHidden }, !shown, file: file, line: line)
        // The bar's content is pixels of the content color on the page's color.
        let content: RGBA8 = style == .lightContent ? .white : .black
        let barHeight = Int((device.run { manager?.statusBarFrame.height } ?? 0) * model.scale)
        var contentPixels = 0
        for y in 0..<max(barHeight, Int(20 * model.scale)) {
            for x in 0..<strip.width where strip[x, y] == content { contentPixels += 1 }
        }
        if shown {
            XCTAssertGreaterThan(contentPixels, 200, "the time and the indicators are drawn", file: file, line: line)
        } else {
            XCTAssertEqual(contentPixels, 0, "no status bar on a phone on its side", file: file, line: line)
        }
    }

    func test_notchedPhone_portrait_darkContent() { check(.phone61, .portrait, .darkContent, shown: true) }
    func test_notchedPhone_portrait_lightContent() { check(.phone61, .portrait, .lightContent, shown: true) }
    func test_notchedPhone_landscape_hasNoStatusBar() { check(.phone61, .landscapeLeft, .darkContent, shown: false) }
    func test_homeButtonPhone_portrait_darkContent() { check(.phone47, .portrait, .darkContent, shown: true) }
    func test_homeButtonPhone_portrait_lightContent() { check(.phone47, .portrait, .lightContent, shown: true) }
    func test_homeButtonPhone_landscape_hasNoStatusBar() { check(.phone47, .landscapeLeft, .lightContent, shown: false) }
    func test_tablet_portrait_darkContent() { check(.tablet11, .portrait, .darkContent, shown: true) }
    func test_tablet_landscape_lightContent() { check(.tablet11, .landscapeLeft, .lightContent, shown: true) }

    func test_defaultStyle_drawsDarkContent_likeDarkContent() {
        let (defaultStrip, _) = topStrip(.phone61, .portrait, style: .default, color: light)
        let (darkStrip, _) = topStrip(.phone61, .portrait, style: .darkContent, color: light)

        XCTAssertEqual(defaultStrip, darkStrip, "without dark mode, .default is dark content")
    }
}
