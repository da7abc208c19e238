import TestSupport
import XCTest
@testable import QuartzCore
@_spi(TransitionLab) @testable import UIKit

/// Sheets and popovers in regular width (a tablet), as iOS 13 and later show them: rounded
/// cards over a dimmed presenter that a tap outside dismisses, popovers with an arrow at their
/// source.
final class RegularWidthPresentationTests: UIKitTestCase {
    private final class DismissalDelegate: NSObject, UIAdaptivePresentationControllerDelegate {
        var allows = true
        var calls: [String] = []
        func presentationControllerShouldDismiss(_ presentationController: UIPresentationController) -> Bool {
            calls.append("should")
            return allows
        }
        func presentationControllerWillDismiss(_ presentationController: UIPresentationController) { calls.append("will") }
        func presentationControllerDidDismiss(_ presentationController: UIPresentationController) { calls.append("did") }
        func presentationControllerDidAttemptToDismiss(_ presentationController: UIPresentationController) { calls.append("attempt") }
    }

    private func present(_ style: UIModalPresentationStyle, in scene: PresentationScene,
                         configure: (UIViewController) -> Void = { _ in }) -> UIViewController {
        scene.present(style, configure: configure)
    }

    private func tap(_ scene: PresentationScene, at point: CGPoint) {
        let finger = TouchInjector(window: scene.window)
        finger.down(at: point)
        scene.frame()
        finger.up()
        scene.frame()
        scene.settle()
    }

    func test_formSheet_isACentredCardWithFourRoundedCorners() {
        presentationScene(screen: tabletScreen) { scene, _ in
            let page = present(.formSheet, in: scene)

            let layer = page.view.layer

            XCTAssertEqual(page.view.frame, CGRect(x: 140, y: 280, width: 540, height: 620))
            XCTAssertEqual(layer.cornerRadius, 10)
            XCTAssertTrue(layer.masksToBounds)
            XCTAssertEqual(layer.maskedCorners, [.layerMinXMinYCorner, .layerMaxXMinYCorner, .layerMinXMaxYCorner, .layerMaxXMaxYCorner])
        }
    }

    func test_pageSheet_isAReadableWidthCardFromBelowTheStatusBar_topCornersRounded() {
        presentationScene(screen: tabletScreen) { scene, _ in
            let page = present(.pageSheet, in: scene)

            let frame = page.view.frame
            let layer = page.view.layer

            XCTAssertEqual(frame.width, 704)
            XCTAssertEqual(frame.midX, 410, "centred")
            XCTAssertGreaterThanOrEqual(frame.minY, 20, "below the status bar")
            XCTAssertLessThan(frame.minY, 80)
            XCTAssertEqual(frame.maxY, 1180, "to the bottom")
            XCTAssertEqual(layer.cornerRadius, 10)
            XCTAssertEqual(layer.maskedCorners, [.layerMinXMinYCorner, .layerMaxXMinYCorner])
            XCTAssertTrue(scene.root.view.superview === scene.window, "the presenter stays, dimmed")
        }
    }

    func test_sheetDismissed_cornersGoBackAsTheyWere() {
        presentationScene(screen: tabletScreen) { scene, _ in
            let page = present(.formSheet, in: scene)

            page.dismiss(animated: false)
            scene.frame()

            XCTAssertEqual(page.view.layer.cornerRadius, 0)
            XCTAssertFalse(page.view.layer.masksToBounds)
        }
    }

    func test_tapOutsideAFormSheet_dismissesIt_andTellsTheDelegate() {
        presentationScene(screen: tabletScreen) { scene, _ in
            let delegate = DismissalDelegate()
            let page = present(.formSheet, in: scene) { $0.presentationController?.delegate = delegate }

            tap(scene, at: CGPoint(x: 60, y: 100))

            XCTAssertNil(scene.root.presentedViewController)
            XCTAssertNil(page.presentingViewController)
            XCTAssertEqual(delegate.calls, ["should", "will", "did"])
        }
    }

    func test_tapOutsideAModalSheet_keepsIt_andTheDelegateHearsTheAttempt() {
        presentationScene(screen: tabletScreen) { scene, _ in
            let delegate = DismissalDelegate()
            let page = present(.pageSheet, in: scene) { page in
                page.isModalInPresentation = true
                page.presentationController?.delegate = delegate
            }

            tap(scene, at: CGPoint(x: 20, y: 600))

            XCTAssertTrue(scene.root.presentedViewController === page)
            XCTAssertEqual(delegate.calls, ["attempt"])
        }
    }

    func test_tapInsideASheet_doesNotDismissIt() {
        presentationScene(screen: tabletScreen) { scene, _ in
            let page = present(.formSheet, in: scene)

            tap(scene, at: CGPoint(x: 410, y: 590))

            XCTAssertTrue(scene.root.presentedViewController === page)
        }
    }

    func test_popover_hasAnArrowFromItsSourceToItsContent() throws {
        try presentationScene(screen: tabletScreen) { scene, _ in
            let source = CGRect(x: 300, y: 200, width: 100, height: 40)
            let page = present(.popover, in: scene) { page in
                page.preferredContentSize = CGSize(width: 280, height: 200)
                page.popoverPresentationController?.sourceView = scene.root.view
                page.popoverPresentationController?.sourceRect = source
            }

            let popover = try XCTUnwrap(page.popoverPresentationController)
            let arrow = try XCTUnwrap(popover.arrowView)

            XCTAssertEqual(popover.arrowDirection, .up)
            XCTAssertEqual(page.view.frame.minY, source.maxY + PopoverArrowView.height, "the arrow's height between them")
            XCTAssertEqual(arrow.frame.minY, source.maxY, "the tip on the source's edge")
            XCTAssertEqual(arrow.frame.maxY, page.view.frame.minY, "the base on the popover's edge")
            XCTAssertEqual(arrow.frame.midX, source.midX, "under the source's middle")
            XCTAssertFalse(arrow.isHidden)
            XCTAssertEqual(arrow.alpha, 1)
        }
    }

    func test_popoverNearTheBottom_opensAbove_withTheArrowPointingDown() throws {
        try presentationScene(screen: tabletScreen) { scene, _ in
            let source = CGRect(x: 60, y: 1000, width: 100, height: 40)
            let page = present(.popover, in: scene) { page in
                page.preferredContentSize = CGSize(width: 280, height: 300)
                page.popoverPresentationController?.sourceView = scene.root.view
                page.popoverPresentationController?.sourceRect = source
            }

            let popover = try XCTUnwrap(page.popoverPresentationController)
            let arrow = try XCTUnwrap(popover.arrowView)

            XCTAssertEqual(popover.arrowDirection, .down)
            XCTAssertEqual(page.view.frame.maxY, source.minY - PopoverArrowView.height)
            XCTAssertEqual(arrow.frame.maxY, source.minY)
            XCTAssertGreaterThanOrEqual(arrow.frame.minX, page.view.frame.minX + UIPopoverPresentationController.cornerRadius,
                                        "kept clear of the rounded corner")
        }
    }

    func test_popoverFromABarButtonItem_pointsAtTheItemInTheBar() throws {
        try TestScene.inEnvironment(screen: tabletScreen) { environment in
            let log = EventLog()
            let root = RecordingViewController("A", log: log)
            let item = UIBarButtonItem(title: "Share", style: .plain, target: nil, action: nil)
            root.navigationItem.leftBarButtonItem = item
            let navigation = UINavigationController(rootViewController: root)
            let scene = WindowTestScene(environment: environment, root: navigation)
            scene.frame()
            let itemView = try XCTUnwrap(item.shownView)
            let itemFrame = itemView.convert(itemView.bounds, to: nil)
            let page = UIViewController()
            page.modalPresentationStyle = .popover
            page.preferredContentSize = CGSize(width: 300, height: 200)
            page.popoverPresentationController?.barButtonItem = item

            root.present(page, animated: false)
            scene.frame()

            let arrow = try XCTUnwrap(page.popoverPresentationController?.arrowView)
            let arrowFrame = arrow.convert(arrow.bounds, to: nil)
            XCTAssertEqual(arrowFrame.minY, itemFrame.maxY, accuracy: 0.01, "the tip under the item")
            // Under the item (its middle, unless that would put the arrow in the popover's corner).
            XCTAssertTrue((itemFrame.minX...itemFrame.maxX).contains(arrowFrame.midX), "\(arrowFrame) under \(itemFrame)")
            XCTAssertLessThanOrEqual(page.view.convert(page.view.bounds, to: nil).maxX, 820 - 10, "inside the margins")
        }
    }
}
