import XCTest
import TestSupport
import Raster
@testable import Demos
@testable import Simulator
@testable import UIKit

/// The catalogue's rows answer a finger as a table on iOS does: the row under a finger held
/// down turns grey, and loses the grey when the finger lifts or a scroll takes the touch away.
final class CatalogueHighlightTests: XCTestCase {
    /// The catalogue on a 4.7-inch phone, settled.
    private func launchCatalogue() -> Device {
        let device = Device(model: .phone47)
        device.launch(device.run { DemoApp.makeRootViewController() })
        device.step(frames: 2)
        return device
    }

    /// The catalogue's table and a point on the row of the demo `id`, in screen points.
    private func row(_ device: Device, id: String = "plain") -> (table: UITableView, point: CGPoint, index: IndexPath) {
        let index = IndexPath(row: DemoCatalog.all.firstIndex { $0.id == id }!, section: 0)
        return device.run { () -> (UITableView, CGPoint, IndexPath) in
            let catalogue = (device.window?.rootViewController as? UINavigationController)?.topViewController
            let table = catalogue!.view.subviews.compactMap { $0 as? UITableView }.first!
            let rect = table.rectForRow(at: index)
            // Right of the text, where the row shows its own background.
            let point = table.convert(CGPoint(x: rect.maxX - 60, y: rect.midY), to: nil)
            return (table, point, index)
        }
    }

    /// The screen's pixel at a point, as drawn.
    private func pixel(_ device: Device, at point: CGPoint) -> RGBA8 {
        let scale = Double(device.model.scale)
        return device.screen[Int(Double(point.x) * scale), Int(Double(point.y) * scale)]
    }

    func test_rowPressed_isGreyFromTheFirstFrames_asAClickShowsIt() {
        let device = launchCatalogue()
        let (table, point, index) = row(device, id: "001-news")
        let before = pixel(device, at: point)

        // A mouse click lasts about 100 ms: the row must turn grey well within it.
        device.touch(.began, at: point)
        device.step(frames: 2)
        let held = device.run { table.cellForRow(at: index)?.isHighlighted }
        let heldPixel = pixel(device, at: point)

        XCTAssertEqual(before, RGBA8(r: 255, g: 255, b: 255, a: 255), "a row at rest is white")
        XCTAssertEqual(held, true, "the row under the finger is highlighted")
        XCTAssertLessThan(heldPixel.r, 240, "and drawn grey while the finger stays: \(heldPixel)")
        XCTAssertEqual(heldPixel.r, heldPixel.b, "a neutral grey")
        device.touch(.ended, at: point)
        device.step()
        XCTAssertEqual(device.run { table.cellForRow(at: index)?.isHighlighted }, false, "the finger lifted, the highlight goes")
    }

    func test_rowPressed_thenScrolled_losesItsHighlight_andOpensNothing() {
        let device = launchCatalogue()
        let (table, point, _) = row(device)
        device.touch(.began, at: point)
        device.step(frames: 20)

        for step in 1...10 {
            device.touch(.moved, at: CGPoint(x: point.x, y: point.y - CGFloat(step) * 6))
            device.step()
        }
        device.touch(.ended, at: CGPoint(x: point.x, y: point.y - 60))
        device.step(frames: 60)
        let highlighted = device.run { table.visibleCells.filter(\.isHighlighted).count }
        let pushed = device.run { (device.window?.rootViewController as? UINavigationController)?.viewControllers.count }

        XCTAssertEqual(highlighted, 0, "a scroll cancels the touch, and the grey goes with it")
        XCTAssertEqual(pushed, 1, "nothing was opened")
    }
}

