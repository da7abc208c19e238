import Raster
import TestSupport
import XCTest
@testable import Demos
@testable import Simulator
@_spi(TransitionLab) @testable import UIKit

/// Seed 003's popover on the 11-inch tablet at full size: the card and its arrow cast a soft,
/// wide, faint shadow on the page, so the card's fill never meets the page directly, as iOS
/// draws its popovers.
final class PopoverShadowGoldenTests: XCTestCase {
    func test_tabletPopover_castsASoftShadow_golden() {
        let device = Device(model: .tablet11)
        device.launch(device.run { StyleGalleryViewController() })
        device.step(frames: 2)
        let row = device.run { () -> CGPoint? in
            guard let table = device.window?.rootViewController?.view.subviews.first(where: { $0 is UITableView }) as? UITableView,
                  let cell = table.visibleCells.first(where: { $0.textLabel?.text == "popover" }) else { return nil }
            return cell.convert(CGPoint(x: 120, y: cell.bounds.midY), to: nil)
        }
        guard let row else { return XCTFail("the gallery shows the popover row") }

        device.touch(.began, at: row)
        device.step(frames: 2)
        device.touch(.ended, at: row)
        device.advance(seconds: 1)
        let card = device.run { device.window?.rootViewController?.presentedViewController?.view.frame } ?? .zero
        let scale = device.run { UIScreen.main.scale }
        let around = card.insetBy(dx: -60, dy: -60)
        let crop = PixelRect(x: Int(around.minX * scale), y: Int(around.minY * scale),
                             width: Int(around.width * scale), height: Int(around.height * scale))
        let picture = device.screen.cropped(to: crop)
        // Just below the card, where the page was white, the shadow darkens it a little.
        let below = device.screen[Int(card.midX * scale), Int((card.maxY + 8) * scale)]

        XCTAssertLessThan(below.r, 250, "the shadow darkens the page under the card")
        XCTAssertGreaterThan(below.r, 200, "but only faintly")
        assertGolden(picture, named: "tablet-popover-shadow")
    }
}
