import Raster
import TestSupport
import XCTest
@testable import Demos
@testable import Simulator
@_spi(TransitionLab) @testable import UIKit

/// Seed 003's style gallery on the 11-inch tablet, upright and on its side: the form sheet, the
/// page sheet and the popover from a row as iOS 13 and later show them (rounded cards over a
/// dimmed presenter, a popover with its arrow at the row), compared with a sheet looked at.
final class TabletPresentationGoldenTests: XCTestCase {
    /// The gallery's row `title`, presented by a tap, once its presentation has ended: the
    /// screen at a quarter of its size.
    private func presented(_ title: String, orientation: UIInterfaceOrientation) -> Bitmap {
        let device = Device(model: .tablet11)
        device.launch(device.run { StyleGalleryViewController() })
        if orientation != .portrait { device.rotate(to: orientation, animated: false) }
        device.step(frames: 2)
        let row = device.run { () -> CGPoint? in
            guard let table = device.window?.rootViewController?.view.subviews.first(where: { $0 is UITableView }) as? UITableView,
                  let cell = table.visibleCells.first(where: { $0.textLabel?.text == title }) else { return nil }
            return cell.convert(CGPoint(x: 120, y: cell.bounds.midY), to: nil)
        }
        XCTAssertNotNil(row, "the gallery shows \(title)")
        guard let row else { return Bitmap(width: 1, height: 1) }
        device.touch(.began, at: row)
        device.step(frames: 2)
        device.touch(.ended, at: row)
        device.advance(seconds: 1)
        XCTAssertNotNil(device.run { device.window?.rootViewController?.presentedViewController }, "\(title) is presented")
        return quarter(device.screen)
    }

    func test_tablet_sheetsAndPopover_upright() {
        let shots = ["formSheet", "pageSheet", "popover"].map { presented($0, orientation: .portrait) }

        assertGolden(contactSheet(shots, columns: 3, background: RGBA8(r: 40, g: 40, b: 40, a: 255)),
                     named: "tablet-presentations-portrait")
    }

    func test_tablet_sheetsAndPopover_onItsSide() {
        let shots = ["formSheet", "pageSheet", "popover"].map { presented($0, orientation: .landscapeLeft) }

        assertGolden(contactSheet(shots, columns: 3, background: RGBA8(r: 40, g: 40, b: 40, a: 255)),
                     named: "tablet-presentations-landscape")
    }
}
