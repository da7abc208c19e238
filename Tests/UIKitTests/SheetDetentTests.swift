import TestSupport
import XCTest
@testable import QuartzCore
@testable import UIKit

/// A sheet with `.medium()` and `.large()` detents, dragged between them through
/// `SheetDismissalDriver.drive` (translation and velocity, the pan's action).
final class SheetDetentTests: UIKitTestCase {
    /// Presents a card "B" with both detents at `detent`; returns the page, its sheet and driver.
    private func presentSheet(_ scene: PresentationScene, at detent: UISheetPresentationController.Detent.Identifier)
        -> (RecordingViewController, UISheetPresentationController, SheetDismissalDriver) {
        let page = RecordingViewController("B", log: scene.log)
        let sheet = page.sheetPresentationController!
        sheet.detents = [.medium(), .large()]
        sheet.selectedDetentIdentifier = detent
        scene.root.present(page, animated: true)
        scene.settle()
        scene.log.clear()
        return (page, sheet, sheet.sheetDismissal!)
    }

    /// Drags by `distance` points one frame at a time, then releases with `velocity`.
    private func drag(_ driver: SheetDismissalDriver, _ scene: PresentationScene, by distance: CGFloat, velocity: CGFloat) {
        driver.drive(.began, translationY: distance / 10, velocityY: 0)
        scene.frame()
        for step in 2...10 {
            driver.drive(.changed, translationY: distance * CGFloat(step) / 10, velocityY: 0)
            scene.frame()
        }
        driver.drive(.ended, translationY: distance, velocityY: velocity)
        scene.run(0.6)
    }

    func test_mediumDetent_draggedUpMostOfTheWay_settlesAtLargeAndShrinksThePresenter() {
        presentationScene { scene, log in
            let (page, sheet, driver) = presentSheet(scene, at: .medium)
            XCTAssertEqual(page.view.frame.minY, 422)

            drag(driver, scene, by: -300, velocity: 0)

            XCTAssertEqual(sheet.selectedDetentIdentifier, .large)
            XCTAssertEqual(page.view.frame, CGRect(x: 0, y: 57, width: 390, height: 787))
            XCTAssertEqual(scene.root.view.layer.transform.m11, 0.92, accuracy: 0.0001)
            XCTAssertEqual(scene.window.resolvedStatusBarAppearance()?.style, .lightContent)
            XCTAssertEqual(log.entries, [], "no appearance callbacks: the sheet only moved")
        }
    }

    func test_mediumDetent_draggedUpALittleAndSlowly_fallsBack() {
        presentationScene { scene, _ in
            let (page, sheet, driver) = presentSheet(scene, at: .medium)
            drag(driver, scene, by: -80, velocity: 0)
            XCTAssertEqual(sheet.selectedDetentIdentifier, .medium)
            XCTAssertEqual(page.view.frame.minY, 422)
            XCTAssertTrue(CATransform3DIsIdentity(scene.root.view.layer.transform))
        }
    }

    func test_largeDetent_draggedDown_settlesAtMediumWithoutDismissing() {
        presentationScene { scene, _ in
            let (page, sheet, driver) = presentSheet(scene, at: .large)
            XCTAssertEqual(scene.root.view.layer.transform.m11, 0.92, accuracy: 0.0001)

            drag(driver, scene, by: 300, velocity: 0)

            XCTAssertTrue(scene.root.presentedViewController === page)
            XCTAssertEqual(sheet.selectedDetentIdentifier, .medium)
            XCTAssertEqual(page.view.frame.minY, 422)
            XCTAssertTrue(CATransform3DIsIdentity(scene.root.view.layer.transform), "the page behind grew back")
            XCTAssertNil(sheet.cardBackdrop)
        }
    }

    func test_mediumDetent_draggedDownPastHalf_dismisses() {
        presentationScene { scene, _ in
            let (_, _, driver) = presentSheet(scene, at: .medium)
            drag(driver, scene, by: 300, velocity: 0)
            scene.settle()
            XCTAssertNil(scene.root.presentedViewController)
        }
    }
}
