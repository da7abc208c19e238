import TestSupport
import XCTest
@testable import QuartzCore
@_spi(TransitionLab) @testable import UIKit

/// `UISheetPresentationController.prefersEdgeAttachedInCompactHeight` as Apple documents it: on
/// a phone on its side the sheet stays a card on the bottom edge, as wide as the safe area (or
/// its `preferredContentSize` with `widthFollowsPreferredContentSizeWhenEdgeAttached`), the page
/// behind dimmed but not shrunk; without it the sheet fills the screen.
final class SheetEdgeAttachedTests: UIKitTestCase {
    /// Presents a page sheet "B" on the phone already on its side, edge attached or not, settled.
    private func presentOnItsSide(_ scene: PresentationScene, edgeAttached: Bool,
                                  preferredWidth: CGFloat? = nil) -> RecordingViewController {
        UIKitEnvironment.current.rotate(to: .landscapeLeft, animated: false)
        scene.frame()
        let page = RecordingViewController("B", log: scene.log)
        page.modalPresentationStyle = .pageSheet
        page.sheetPresentationController?.prefersEdgeAttachedInCompactHeight = edgeAttached
        if let preferredWidth {
            page.preferredContentSize = CGSize(width: preferredWidth, height: 300)
            page.sheetPresentationController?.widthFollowsPreferredContentSizeWhenEdgeAttached = true
        }
        scene.root.present(page, animated: true)
        scene.settle()
        return page
    }

    func test_pageSheet_edgeAttachedOnItsSide_isACardOnTheBottomEdgeAsWideAsTheSafeArea() {
        presentationScene { scene, _ in
            // Setup, action.
            let page = presentOnItsSide(scene, edgeAttached: true)

            // Assertions: 844 x 390 with 47 pt safe sides; 10 pt under a 20 pt status bar area.
            let safe = UIScreen.main.safeAreaInsets
            XCTAssertEqual(page.view.frame, CGRect(x: safe.left, y: 30, width: 844 - safe.left - safe.right, height: 360))
            XCTAssertEqual(page.view.layer.cornerRadius, 10)
            XCTAssertEqual(page.view.layer.maskedCorners, [.layerMinXMinYCorner, .layerMaxXMinYCorner])
            XCTAssertEqual(scene.root.view.layer.transform.m11, 1, "the page behind is not shrunk")
        }
    }

    func test_pageSheet_edgeAttachedWidthFollowsPreferredContentSize_isCentredAtThatWidth() {
        presentationScene { scene, _ in
            // Setup, action.
            let page = presentOnItsSide(scene, edgeAttached: true, preferredWidth: 400)

            // Assertions.
            XCTAssertEqual(page.view.frame, CGRect(x: 222, y: 30, width: 400, height: 360))
        }
    }

    func test_pageSheet_notEdgeAttachedOnItsSide_fillsTheScreen() {
        presentationScene { scene, _ in
            // Setup, action.
            let page = presentOnItsSide(scene, edgeAttached: false)

            // Assertions.
            XCTAssertEqual(page.view.frame, CGRect(x: 0, y: 0, width: 844, height: 390))
            XCTAssertEqual(page.view.layer.cornerRadius, 0)
        }
    }

    func test_pageSheet_edgeAttachedTurnedUprightAndBack_presenterShrinksThenGrowsBack() {
        presentationScene { scene, _ in
            // Setup.
            let page = presentOnItsSide(scene, edgeAttached: true)

            // Action: upright.
            UIKitEnvironment.current.rotate(to: .portrait)
            scene.run(0.6)

            // Assertions: the usual card, the page behind shrunk.
            XCTAssertEqual(page.view.frame, CGRect(x: 0, y: 57, width: 390, height: 787))
            XCTAssertEqual(scene.root.view.layer.transform.m11, 0.92, accuracy: 0.0001)

            // Action: on its side again.
            UIKitEnvironment.current.rotate(to: .landscapeRight)
            scene.run(0.6)

            // Assertions: on the bottom edge, the page behind its own size.
            XCTAssertEqual(page.view.frame.minY, 30)
            XCTAssertEqual(page.view.frame.maxY, 390)
            XCTAssertEqual(scene.root.view.layer.transform.m11, 1)
            XCTAssertEqual(scene.root.view.frame, CGRect(x: 0, y: 0, width: 844, height: 390))
        }
    }
}
