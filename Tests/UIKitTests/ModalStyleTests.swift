import TestSupport
import XCTest
@testable import QuartzCore
@testable import UIKit

/// Each `modalPresentationStyle` per seed 003's table (container, frame, presenter removal), in
/// compact width (a phone) and regular width (a tablet, with iOS 13's sheets: see
/// RegularWidthPresentationTests), and the built-in transition styles.
final class ModalStyleTests: UIKitTestCase {
    private func present(_ style: UIModalPresentationStyle, in scene: PresentationScene,
                         configure: (UIViewController) -> Void = { _ in }) -> UIViewController {
        scene.present(style, configure: configure)
    }

    func test_fullScreen_presented_coversTheWindowAndRemovesThePresentersView() {
        presentationScene { scene, _ in
            let page = present(.fullScreen, in: scene)
            XCTAssertEqual(scene.containers.first?.frame, scene.window.bounds)
            XCTAssertEqual(page.view.frame, scene.window.bounds)
            XCTAssertNil(scene.root.view.superview)
        }
    }

    func test_overFullScreen_presented_keepsThePresentersView() {
        presentationScene { scene, _ in
            let page = present(.overFullScreen, in: scene)
            XCTAssertEqual(page.view.frame, scene.window.bounds)
            XCTAssertTrue(scene.root.view.superview === scene.window)
            XCTAssertEqual(scene.root.appearanceState, .appeared, "the presenter hears no disappearance")
        }
    }

    func test_popover_inCompactWidth_becomesFullScreenWhileSheetsStaySheets() {
        presentationScene { scene, _ in
            let page = present(.popover, in: scene) { page in
                page.popoverPresentationController?.sourceView = scene.root.view
            }
            XCTAssertEqual(page.view.frame, scene.window.bounds)
            XCTAssertNil(scene.root.view.superview, "a popover adapts to full screen, which removes the presenter")
            XCTAssertEqual(page.presentationController?.adaptedStyle, .fullScreen)
        }
        for style in [UIModalPresentationStyle.pageSheet, .formSheet, .automatic] {
            presentationScene { scene, _ in
                let page = present(style, in: scene)
                XCTAssertNil(page.presentationController?.adaptedStyle, "\(style) is a card (SheetCardTests)")
                XCTAssertTrue(scene.root.view.superview === scene.window, "\(style) keeps the presenter")
            }
        }
    }

    func test_popover_onAPhoneWhenTheDelegateSaysNone_staysAPopover() {
        presentationScene { scene, _ in
            let delegate = KeepStyleDelegate()
            let page = present(.popover, in: scene) { page in
                page.preferredContentSize = CGSize(width: 200, height: 300)
                let popover = page.popoverPresentationController
                popover?.sourceView = scene.root.view
                popover?.sourceRect = CGRect(x: 100, y: 100, width: 40, height: 40)
                popover?.delegate = delegate
            }
            XCTAssertEqual(page.view.frame, CGRect(x: 20, y: 140 + PopoverArrowView.height, width: 200, height: 300),
                           "below the source, the arrow between")
            XCTAssertTrue(scene.root.view.superview === scene.window)
            XCTAssertEqual(page.popoverPresentationController?.arrowDirection, .up)
        }
    }

    func test_formSheet_inRegularWidth_isCentredOverADimmedPresenter() {
        presentationScene(screen: tabletScreen) { scene, _ in
            let page = present(.formSheet, in: scene)
            XCTAssertEqual(page.view.frame, CGRect(x: 140, y: 280, width: 540, height: 620))
            XCTAssertTrue(scene.root.view.superview === scene.window, "sheets keep the presenter's view")
            let dimming = page.presentationController?.dimmingView
            XCTAssertNotNil(dimming)
            XCTAssertEqual(Double(dimming?.alpha ?? 0), 0.4, accuracy: 0.001)
        }
    }

    func test_pageSheet_inRegularWidth_isAReadableWidthCardFromBelowTheStatusBar() {
        presentationScene(screen: CGSize(width: 1180, height: 820)) { scene, _ in
            let page = present(.pageSheet, in: scene)
            // 10 pt below the status bar (24 pt here), to the bottom.
            XCTAssertEqual(page.view.frame, CGRect(x: 238, y: 34, width: 704, height: 786))
            XCTAssertTrue(scene.root.view.superview === scene.window)
        }
    }

    func test_currentContext_presented_coversOnlyTheContextAndRemovesItsView() {
        presentationScene { scene, log in
            let child = RecordingViewController("Child", log: log)
            child.definesPresentationContext = true
            scene.root.addChild(child)
            child.view.frame = CGRect(x: 0, y: 400, width: 390, height: 444)
            scene.root.view.addSubview(child.view)
            child.didMove(toParent: scene.root)
            let inner = RecordingViewController("Inner", log: log)
            inner.modalPresentationStyle = .currentContext

            child.present(inner, animated: false)
            scene.frame()

            XCTAssertTrue(inner.presentingViewController === child)
            XCTAssertEqual(scene.containers.first?.frame, CGRect(x: 0, y: 400, width: 390, height: 444))
            XCTAssertEqual(inner.view.frame, CGRect(x: 0, y: 0, width: 390, height: 444))
            XCTAssertNil(child.view.superview, "the context's view is removed")
            XCTAssertTrue(scene.root.view.superview === scene.window, "the rest stays")
        }
    }

    func test_overCurrentContext_presented_keepsTheContextsView() {
        presentationScene { scene, log in
            scene.root.definesPresentationContext = true
            let page = present(.overCurrentContext, in: scene)
            XCTAssertTrue(page.presentingViewController === scene.root)
            XCTAssertTrue(scene.root.view.superview === scene.window)
        }
    }

    func test_crossDissolve_presenting_fadesThePresentedViewIn() {
        presentationScene { scene, log in
            let page = RecordingViewController("B", log: log)
            page.modalTransitionStyle = .crossDissolve
            scene.root.present(page, animated: true)
            scene.run(0.2)
            let opacity = page.view.layer.presentation()?.opacity ?? 1
            XCTAssertGreaterThan(opacity, 0.05)
            XCTAssertLessThan(opacity, 0.95)
            scene.settle()
            XCTAssertEqual(page.view.layer.opacity, 1)
        }
    }

    func test_coverVertical_presenting_slidesUpFromTheBottom() {
        presentationScene { scene, log in
            let page = RecordingViewController("B", log: log)
            page.modalPresentationStyle = .fullScreen
            scene.root.present(page, animated: true)
            scene.run(0.25)
            let y = scene.onScreenFrame(page.view).minY
            XCTAssertGreaterThan(y, 50)
            XCTAssertLessThan(y, 800)
            scene.settle()
            XCTAssertEqual(scene.onScreenFrame(page.view).minY, 0, accuracy: 0.01)
        }
    }

    func test_flipHorizontal_presenting_turnsBothViewsInPerspectiveAndRestoresThem() {
        presentationScene { scene, log in
            let page = RecordingViewController("B", log: log)
            page.modalPresentationStyle = .fullScreen
            page.modalTransitionStyle = .flipHorizontal
            scene.root.present(page, animated: true)
            scene.run(0.2)
            let presenterLayer = scene.root.view.layer.presentation()
            // Perspective survives the turn: m34 = cos(angle) * -1/1000, never 0 before edge-on.
            XCTAssertLessThan(Double(presenterLayer?.transform.m34 ?? 0), -1e-4, "in perspective")
            XCTAssertNotEqual(presenterLayer?.transform.m11 ?? 1, 1, "turned about y")
            XCTAssertFalse(scene.root.view.layer.isDoubleSided, "its back hides")
            scene.settle()
            XCTAssertTrue(CATransform3DIsIdentity(scene.root.view.layer.transform), "restored for the dismissal")
            XCTAssertTrue(scene.root.view.layer.isDoubleSided)
            XCTAssertTrue(scene.root.presentedViewController === page)
        }
    }

    func test_partialCurl_presenting_fallsBackToAnAnimationThatCompletes() {
        presentationScene { scene, log in
            let page = RecordingViewController("B", log: log)
            page.modalTransitionStyle = .partialCurl
            var done = false
            scene.root.present(page, animated: true) { done = true }
            scene.settle()
            XCTAssertTrue(done)
        }
    }
}

/// An adaptive delegate that keeps the style (`.none`).
final class KeepStyleDelegate: NSObject, UIPopoverPresentationControllerDelegate {
    func adaptivePresentationStyle(for controller: UIPresentationController, traitCollection: UITraitCollection) -> UIModalPresentationStyle {
        .none
    }
}
