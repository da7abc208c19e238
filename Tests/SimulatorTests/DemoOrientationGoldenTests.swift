import Raster
import TestSupport
import XCTest
@testable import Demos
@testable import Simulator
@_spi(TransitionLab) @testable import UIKit

/// Every demo's first screen turned as a user turns the device: both landscape orientations on
/// the phones, portrait and landscape on the tablet, one sheet per device (a row per demo),
/// compared with goldens that were looked at. UIKit lays each out again (issue 21).
final class DemoOrientationGoldenTests: XCTestCase {
    /// The demo `id` opened on `model`, turned to `orientation` (animated, as Ctrl+Left and
    /// Ctrl+Right do) and settled: the screen at a quarter of its size.
    private func screen(demo id: String, on model: DeviceModel, turnedTo orientation: UIInterfaceOrientation) -> Bitmap {
        let device = Device(model: model)
        let root = device.run { DemoApp.makeRootViewController(demo: id) }
        XCTAssertNotNil(root, "\(id) opens")
        guard let root else { return Bitmap(width: 1, height: 1) }
        device.launch(root)
        device.step(frames: 2)
        if orientation != .portrait { device.rotate(to: orientation) }
        device.advance(seconds: 1)
        return quarter(device.screen)
    }

    private func sheet(_ model: DeviceModel, _ orientations: [UIInterfaceOrientation], named name: String,
                       file: StaticString = #filePath, line: UInt = #line) {
        let shots = DemoCatalog.all.flatMap { entry in orientations.map { screen(demo: entry.id, on: model, turnedTo: $0) } }
        assertGolden(contactSheet(shots, columns: orientations.count, background: RGBA8(r: 40, g: 40, b: 40, a: 255)),
                     named: name, file: file, line: line)
    }

    func test_everyDemo_onThe61InchPhone_turnedLeftAndRight() {
        sheet(.phone61, [.landscapeLeft, .landscapeRight], named: "demos-landscape-iphone-6.1")
    }

    func test_everyDemo_onThe47InchPhone_turnedLeftAndRight() {
        sheet(.phone47, [.landscapeLeft, .landscapeRight], named: "demos-landscape-iphone-4.7")
    }

    func test_everyDemo_onTheTablet_uprightAndOnItsSide() {
        sheet(.tablet11, [.portrait, .landscapeLeft], named: "demos-ipad-11")
    }
}
