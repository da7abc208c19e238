import XCTest
import TestSupport
import Raster
@testable import Demos
@testable import Simulator
@testable import UIKit

/// Drives the demo app through the simulator as a person would: taps, drags and frames.
final class DemoJourneyTests: XCTestCase {
    /// A finger on the device: taps and drags at screen points, one frame per sample.
    private struct Finger {
        let device: Device

        func tap(_ point: CGPoint) {
            device.touch(.began, at: point)
            device.step(frames: 2)
            device.touch(.ended, at: point)
            device.step()
        }

        func drag(from start: CGPoint, to end: CGPoint, frames: Int, release: Bool = true) {
            device.touch(.began, at: start)
            device.step()
            for i in 1...frames {
                let t = CGFloat(i) / CGFloat(frames)
                device.touch(.moved, at: CGPoint(x: start.x + (end.x - start.x) * t, y: start.y + (end.y - start.y) * t))
                device.step()
            }
            if release {
                device.touch(.ended, at: end)
                device.step()
            }
        }
    }

    private func launchCatalogue() -> (Device, Finger) {
        let device = Device(model: .phone47)
        device.launch(device.run { DemoApp.makeRootViewController() })
        device.step(frames: 2)
        return (device, Finger(device: device))
    }

    private func topController(_ device: Device) -> UIViewController? {
        device.run { (DemoApp.shownDemoRoot(in: device.window) as? UINavigationController)?.topViewController }
    }

    func test_catalogue_listsEverySeedDemoWithItsTitle() {
        let (device, _) = launchCatalogue()

        let titles = device.run { () -> [String] in
            let catalogue = (device.window?.rootViewController as? UINavigationController)?.topViewController
            let table = catalogue?.view.subviews.compactMap { $0 as? UITableView }.first
            return table?.visibleCells.compactMap { $0.textLabel?.text } ?? []
        }

        XCTAssertEqual(titles.count, DemoCatalog.all.count)
        XCTAssertTrue(titles[0].contains("000"))
        XCTAssertTrue(titles[1].contains("仿今日头条转场效果"))
    }

    func test_seed000_tapCellPushesDetail_thenEdgeDragPopsBack() {
        let (device, finger) = launchCatalogue()
        finger.tap(CGPoint(x: 150, y: 100))
        device.advance(seconds: 0.5)
        XCTAssertTrue(topController(device) is ThingsViewController)

        finger.tap(CGPoint(x: 70, y: 140))
        var frames: [Bitmap] = [device.screen]
        for _ in 0..<4 {
            device.step(frames: 5)
            frames.append(device.screen)
        }
        device.advance(seconds: 0.5)
        let pushed = topController(device)
        finger.drag(from: CGPoint(x: 5, y: 400), to: CGPoint(x: 300, y: 400), frames: 12)
        device.advance(seconds: 1)

        XCTAssertTrue(pushed is ThingDetailViewController, "a tap on a cell pushes the detail page")
        XCTAssertTrue(topController(device) is ThingsViewController, "dragging from the left edge pops back")
        assertGolden(contactSheet(frames.map { $0.scaledDown(by: 4) }, columns: 5, background: .white), named: "seed000-push-sheet")
    }

    func test_seed001_pushScalesOldPage_andSlowHalfDragCancels() {
        let (device, finger) = launchCatalogue()
        finger.tap(CGPoint(x: 150, y: 172))
        device.advance(seconds: 0.5)
        finger.tap(CGPoint(x: 200, y: 150))
        device.step(frames: 12)
        let midPush = device.screen
        device.advance(seconds: 1)
        let afterPush = topController(device)

        finger.drag(from: CGPoint(x: 5, y: 400), to: CGPoint(x: 100, y: 400), frames: 40)
        device.advance(seconds: 1)

        XCTAssertTrue(afterPush is NewsDetailViewController)
        XCTAssertTrue(topController(device) is NewsDetailViewController, "a slow drag to 27% cancels the pop")
        assertGolden(midPush.scaledDown(by: 4), named: "seed001-mid-push")
    }

    func test_defaultPush_edgeDragPastHalfPops() {
        let (device, finger) = launchCatalogue()
        finger.tap(CGPoint(x: 150, y: 532)) // the seventh row: "plain", after seed 004's two demos
        device.advance(seconds: 1)
        let pushed = topController(device)

        finger.drag(from: CGPoint(x: 5, y: 400), to: CGPoint(x: 260, y: 400), frames: 10)
        device.advance(seconds: 1)

        XCTAssertTrue(pushed is PlainListViewController)
        XCTAssertTrue(topController(device) is CatalogViewController)
    }
}

extension Bitmap {
    /// A smaller copy (box-averaged by an integer factor), to keep goldens small.
    func scaledDown(by factor: Int) -> Bitmap {
        var out = Bitmap(width: width / factor, height: height / factor)
        out.draw(QuadDraw(width: Double(width), height: Double(height),
                          transform: .scale(1 / Double(factor), 1 / Double(factor)), fill: .image(self, crop: nil)))
        return out
    }
}
