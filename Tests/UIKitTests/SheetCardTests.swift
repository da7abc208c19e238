import TestSupport
import XCTest
@testable import QuartzCore
@testable import UIKit

/// Page and form sheets on a phone show as iOS 13 cards: the card's frame below the status bar,
/// the presenter shrunk behind it and kept, the status bar light, and a tablet unchanged.
final class SheetCardTests: UIKitTestCase {
    /// A 375 x 667 pt phone with a home button (20 pt status bar).
    private let homeButtonScreen = CGSize(width: 375, height: 667)

    /// Presents a page "B" in `style` (animated, then settled) and returns it.
    @discardableResult
    private func presentB(_ scene: PresentationScene, style: UIModalPresentationStyle = .automatic,
                          animated: Bool = true) -> RecordingViewController {
        let page = RecordingViewController("B", log: scene.log)
        page.modalPresentationStyle = style
        scene.root.present(page, animated: animated)
        scene.settle()
        return page
    }

    func test_card_onNotchedPhone_startsTenPointsBelowTheSafeAreaTop() {
        presentationScene { scene, _ in
            for style in [UIModalPresentationStyle.automatic, .pageSheet, .formSheet] {
                let page = presentB(scene, style: style)
                XCTAssertEqual(page.view.frame, CGRect(x: 0, y: 57, width: 390, height: 787), "\(style)")
                XCTAssertNil(page.presentationController?.adaptedStyle, "\(style) is not adapted to full screen")
                scene.root.dismiss(animated: false)
                scene.settle()
            }
        }
    }

    func test_card_onHomeButtonPhone_startsBelowThe20PointStatusBar() {
        presentationScene(screen: homeButtonScreen) { scene, _ in
            let page = presentB(scene)
            XCTAssertEqual(page.view.frame, CGRect(x: 0, y: 30, width: 375, height: 637))
        }
    }

    func test_card_roundsOnlyItsTopCorners() {
        presentationScene { scene, _ in
            let page = presentB(scene)
            XCTAssertEqual(page.view.layer.cornerRadius, 10)
            XCTAssertEqual(page.view.layer.maskedCorners, [.layerMinXMinYCorner, .layerMaxXMinYCorner])
            XCTAssertTrue(page.view.layer.masksToBounds)
        }
    }

    func test_card_presenterShrinksBehindIt_staysAndHearsNoDisappearance() {
        presentationScene { scene, log in
            log.clear()
            let page = presentB(scene)
            let presenter = scene.root.view!
            XCTAssertTrue(presenter.superview === scene.window, "the presenter's view is not removed")
            XCTAssertEqual(log.entries(of: "A"), [], "no viewWillDisappear/viewDidDisappear, as on iOS 13")
            XCTAssertEqual(presenter.layer.transform.m11, 0.92, accuracy: 0.0001)
            XCTAssertEqual(presenter.layer.cornerRadius, 10)
            XCTAssertEqual(presenter.convert(presenter.bounds, to: nil).minY, 47, accuracy: 0.01, "its top at the status bar's bottom")
            let backdrop = page.presentationController?.cardBackdrop
            XCTAssertTrue(backdrop?.superview === scene.window, "a black surround below the shrunk page")
            XCTAssertEqual(scene.window.subviews.firstIndex { $0 === backdrop }.map { $0 + 1 },
                           scene.window.subviews.firstIndex { $0 === presenter })
        }
    }

    func test_card_dismissAnimated_restoresThePresenterAndTellsTheDelegateNothing() {
        presentationScene { scene, log in
            let page = presentB(scene)
            let delegate = RecordingSheetDelegate(log: log)
            page.presentationController?.delegate = delegate
            log.clear()

            scene.root.dismiss(animated: true)
            scene.settle()

            XCTAssertNil(scene.root.presentedViewController)
            XCTAssertEqual(log.entries(of: "delegate"), [])
            XCTAssertTrue(CATransform3DIsIdentity(scene.root.view.layer.transform))
            XCTAssertEqual(scene.root.view.layer.cornerRadius, 0)
            XCTAssertNil(page.presentationController?.cardBackdrop, "the surround is gone")
            XCTAssertEqual(scene.window.subviews.filter { $0.frame == scene.window.bounds }.count, 1)
            XCTAssertEqual(log.entries(of: "A"), [], "the presenter hears nothing on the way back either")
        }
    }

    func test_card_presentedFromACard_stacksAndShrinksTheLowerCard() {
        presentationScene { scene, log in
            let first = presentB(scene)
            let second = RecordingViewController("C", log: log)
            first.present(second, animated: true)
            scene.settle()

            XCTAssertEqual(second.view.frame.minY, 57)
            XCTAssertEqual(first.view.layer.transform.m11, 0.92, accuracy: 0.0001)
            XCTAssertLessThan(first.view.convert(first.view.bounds, to: nil).minY, 57, "the lower card moves up")
            XCTAssertNil(second.presentationController?.cardBackdrop, "the first card's surround serves both")
        }
    }

    func test_card_onATablet_keepsTheCentredSheets() {
        presentationScene(screen: tabletScreen) { scene, _ in
            let page = presentB(scene, style: .formSheet)
            XCTAssertEqual(page.view.frame, CGRect(x: 140, y: 280, width: 540, height: 620))
            XCTAssertTrue(CATransform3DIsIdentity(scene.root.view.layer.transform), "the presenter does not shrink")
            XCTAssertNil(page.presentationController?.sheetDismissal, "no swipe down")
        }
    }

    func test_statusBar_overACard_showsLightContent() {
        presentationScene { scene, _ in
            XCTAssertEqual(scene.window.resolvedStatusBarAppearance()?.style, .default)
            presentB(scene)
            XCTAssertEqual(scene.window.resolvedStatusBarAppearance()?.style, .lightContent)
            scene.frame()
            XCTAssertEqual(scene.window.statusBarStorage?.style, .lightContent, "the bar drawn light")
            scene.root.dismiss(animated: false)
            scene.settle()
            XCTAssertEqual(scene.window.resolvedStatusBarAppearance()?.style, .default)
        }
    }

    func test_sheetPresentationController_mediumDetent_startsHalfwayAndLeavesThePresenter() {
        presentationScene { scene, log in
            let page = RecordingViewController("B", log: log)
            let sheet = page.sheetPresentationController
            XCTAssertNotNil(sheet)
            sheet?.detents = [.medium(), .large()]
            scene.root.present(page, animated: true)
            scene.settle()

            XCTAssertEqual(page.view.frame, CGRect(x: 0, y: 422, width: 390, height: 422))
            XCTAssertTrue(CATransform3DIsIdentity(scene.root.view.layer.transform))

            sheet?.animateChanges { sheet?.selectedDetentIdentifier = .large }
            scene.settle()
            XCTAssertEqual(page.view.frame.minY, 57)
        }
    }

    func test_cardPresentation_midwayAndPresented_matchesGolden() {
        presentationScene { scene, log in
            scene.root.view.backgroundColor = UIColor(red: 0.2, green: 0.45, blue: 0.9, alpha: 1)
            let page = RecordingViewController("B", log: log)
            page.loadViewIfNeeded()
            let label = UILabel(frame: CGRect(x: 20, y: 20, width: 300, height: 40))
            label.text = "Sheet"
            page.view.addSubview(label)
            let compositor = LayerCompositor(width: 195, height: 422, scale: 0.5)

            scene.root.present(page, animated: true)
            scene.run(0.15)
            let midway = compositor.render(scene.window.layer)
            scene.settle()
            scene.frame()
            let presented = compositor.render(scene.window.layer)

            assertGolden(contactSheet([midway, presented], columns: 2, background: .white), named: "sheet-card-presentation")
        }
    }
}

/// An adaptive delegate that logs the user-dismissal callbacks as "delegate.callback" and can
/// refuse dismissals.
final class RecordingSheetDelegate: NSObject, UIAdaptivePresentationControllerDelegate {
    let log: EventLog
    var allowsDismissal = true

    init(log: EventLog) { self.log = log }

    func presentationControllerShouldDismiss(_ presentationController: UIPresentationController) -> Bool {
        log.append("delegate.shouldDismiss")
        return allowsDismissal
    }
    func presentationControllerWillDismiss(_ presentationController: UIPresentationController) {
        log.append("delegate.willDismiss")
    }
    func presentationControllerDidDismiss(_ presentationController: UIPresentationController) {
        log.append("delegate.didDismiss")
    }
    func presentationControllerDidAttemptToDismiss(_ presentationController: UIPresentationController) {
        log.append("delegate.didAttemptToDismiss")
    }
}
