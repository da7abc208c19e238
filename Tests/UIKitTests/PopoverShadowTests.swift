import TestSupport
import XCTest
@testable import QuartzCore
@_spi(TransitionLab) @testable import UIKit

/// A popover's shadow on a tablet: the card and its arrow cast one soft, wide, faint shadow on
/// the page behind, which fades in and out with the popover, as iOS's default popover
/// background draws a drop shadow.
final class PopoverShadowTests: UIKitTestCase {
    func test_popover_castsASoftShadowUnderItsCardAndArrow() throws {
        try presentationScene(screen: tabletScreen) { scene, _ in
            let source = CGRect(x: 300, y: 200, width: 100, height: 40)

            let page = scene.present(.popover) { page in
                page.preferredContentSize = CGSize(width: 280, height: 200)
                page.popoverPresentationController?.sourceView = scene.root.view
                page.popoverPresentationController?.sourceRect = source
            }

            let popover = try XCTUnwrap(page.popoverPresentationController)
            let shadow = try XCTUnwrap(popover.shadowView, "the popover has a shadow")
            let arrow = try XCTUnwrap(popover.arrowView)
            let siblings = try XCTUnwrap(shadow.superview?.subviews)
            XCTAssertEqual(shadow.frame, page.view.frame.union(arrow.frame), "under the card and the arrow")
            XCTAssertNotNil(shadow.layer.shadowPath, "cast from their outline")
            XCTAssertLessThan(siblings.firstIndex(of: shadow) ?? .max, siblings.firstIndex(of: arrow) ?? -1, "below the arrow")
            XCTAssertLessThan(siblings.firstIndex(of: shadow) ?? .max, siblings.firstIndex(of: page.view) ?? -1, "below the card")
            XCTAssertGreaterThanOrEqual(shadow.layer.shadowRadius, 20, "soft: a large radius")
            XCTAssertLessThanOrEqual(shadow.layer.shadowOpacity, 0.25, "faint: a low opacity")
            XCTAssertGreaterThan(shadow.layer.shadowOpacity, 0)
            XCTAssertEqual(shadow.alpha, 1)
        }
    }

    func test_popoverDismissed_takesItsShadowAway() throws {
        try presentationScene(screen: tabletScreen) { scene, _ in
            let page = scene.present(.popover) { page in
                page.popoverPresentationController?.sourceView = scene.root.view
                page.popoverPresentationController?.sourceRect = CGRect(x: 300, y: 200, width: 100, height: 40)
            }
            let shadow = try XCTUnwrap(page.popoverPresentationController?.shadowView)

            page.dismiss(animated: true)
            scene.settle()

            XCTAssertNil(shadow.window, "the shadow leaves with the popover")
        }
    }
}
