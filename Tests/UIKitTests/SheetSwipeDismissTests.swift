import TestSupport
import XCTest
@testable import QuartzCore
@_spi(TransitionLab) @testable import UIKit

/// Swiping a card down: driven through `SheetDismissalDriver.drive` (translation and velocity,
/// the pan's action) to check the release rule, the delegate and the appearance callbacks, and
/// once through injected touches.
final class SheetSwipeDismissTests: UIKitTestCase {
    /// The delegates of the cards presented (a presentation controller holds its delegate weakly).
    private var delegates: [RecordingSheetDelegate] = []

    /// Presents a card "B" with a recording delegate; returns the page, its driver and delegate.
    private func presentCard(_ scene: PresentationScene, configure: (UIViewController) -> Void = { _ in })
        -> (RecordingViewController, SheetDismissalDriver, RecordingSheetDelegate) {
        let page = RecordingViewController("B", log: scene.log)
        configure(page)
        let delegate = RecordingSheetDelegate(log: scene.log)
        page.presentationController?.delegate = delegate
        delegates.append(delegate)
        scene.root.present(page, animated: true)
        scene.settle()
        scene.log.clear()
        return (page, page.presentationController!.sheetDismissal!, delegate)
    }

    /// Drags down to `distance` points one frame at a time, then releases with `velocity`.
    private func drag(_ driver: SheetDismissalDriver, _ scene: PresentationScene, to distance: CGFloat, velocity: CGFloat) {
        driver.drive(.began, translationY: 0, velocityY: 0)
        scene.frame()
        for step in 1...10 {
            driver.drive(.changed, translationY: distance * CGFloat(step) / 10, velocityY: 0)
            scene.frame()
        }
        driver.drive(.ended, translationY: distance, velocityY: velocity)
    }

    func test_swipeDown_whileDragging_cardFollowsTheFinger() {
        presentationScene { scene, _ in
            let (page, driver, _) = presentCard(scene)
            driver.drive(.began, translationY: 0, velocityY: 0)
            driver.drive(.changed, translationY: 200, velocityY: 0)
            scene.frame()
            XCTAssertEqual(scene.onScreenFrame(page.view).minY, 257, accuracy: 1)
            driver.drive(.ended, translationY: 200, velocityY: 0)
            scene.settle()
        }
    }

    func test_swipeDown_releasedPastHalf_dismissesWithTheDelegateInOrder() {
        presentationScene { scene, log in
            let (page, driver, _) = presentCard(scene)
            drag(driver, scene, to: page.view.bounds.height * 0.6, velocity: 0)
            scene.settle()

            XCTAssertNil(scene.root.presentedViewController)
            XCTAssertEqual(log.entries, ["delegate.shouldDismiss", "delegate.willDismiss", "B.viewWillDisappear",
                                         "B.viewDidDisappear", "delegate.didDismiss"])
            XCTAssertTrue(CATransform3DIsIdentity(scene.root.view.layer.transform), "the presenter grew back")
            XCTAssertEqual(scene.root.view.layer.speed, 1, "the presenter's time runs again")
        }
    }

    func test_swipeDown_shortFlick_dismisses() {
        presentationScene { scene, _ in
            let (_, driver, _) = presentCard(scene)
            drag(driver, scene, to: 120, velocity: 2000)
            scene.settle()
            XCTAssertNil(scene.root.presentedViewController)
        }
    }

    func test_swipeDown_shortAndSlow_springsBackWithBalancedCallbacks() {
        presentationScene { scene, log in
            let (page, driver, _) = presentCard(scene)
            drag(driver, scene, to: 150, velocity: 20)
            scene.settle()

            XCTAssertTrue(scene.root.presentedViewController === page)
            XCTAssertEqual(log.entries, ["delegate.shouldDismiss", "delegate.willDismiss", "B.viewWillDisappear",
                                         "B.viewWillAppear", "B.viewIsAppearing", "B.viewDidAppear"])
            XCTAssertEqual(page.appearanceState, .appeared)
            XCTAssertEqual(scene.onScreenFrame(page.view).minY, 57, accuracy: 0.01)
            XCTAssertEqual(scene.root.view.layer.transform.m11, 0.92, accuracy: 0.0001, "the presenter stays shrunk")
            XCTAssertNotNil(page.presentationController?.sheetDismissal, "a next swipe still works")
            XCTAssertEqual(scene.root.view.layer.speed, 1, "the presenter is not left frozen by the cancelled drag")
            XCTAssertNil(scene.root.view.layer.animationKeys(), "nothing keeps the device from going idle")
        }
    }

    func test_swipeDown_isModalInPresentation_resistsAndReportsTheAttempt() {
        presentationScene { scene, log in
            let (page, driver, _) = presentCard(scene) { $0.isModalInPresentation = true }
            driver.drive(.began, translationY: 0, velocityY: 0)
            driver.drive(.changed, translationY: 400, velocityY: 0)
            scene.frame()
            let held = page.view.layer.transform.m42
            driver.drive(.ended, translationY: 400, velocityY: 3000)
            scene.settle()
            scene.run(0.5)

            XCTAssertGreaterThan(held, 0, "the card gives a little")
            XCTAssertLessThan(held, 100, "but not with the finger")
            XCTAssertTrue(scene.root.presentedViewController === page)
            XCTAssertEqual(log.entries, ["delegate.didAttemptToDismiss"], "shouldDismiss is not asked")
            XCTAssertTrue(CATransform3DIsIdentity(page.view.layer.transform), "it springs back")
        }
    }

    func test_swipeDown_delegateRefuses_reportsTheAttempt() {
        presentationScene { scene, log in
            let (page, driver, delegate) = presentCard(scene)
            delegate.allowsDismissal = false
            drag(driver, scene, to: 600, velocity: 0)
            scene.settle()
            XCTAssertTrue(scene.root.presentedViewController === page)
            XCTAssertEqual(log.entries, ["delegate.shouldDismiss", "delegate.didAttemptToDismiss"])
        }
    }

    func test_swipeDown_withTheFinger_dismissesTheCard() {
        presentationScene { scene, _ in
            let (_, _, _) = presentCard(scene)
            let finger = TouchInjector(window: scene.window)
            finger.down(at: CGPoint(x: 195, y: 300))
            scene.frame()
            for step in 1...12 {
                finger.move(to: CGPoint(x: 195, y: 300 + 40 * CGFloat(step)))
                scene.frame()
            }
            finger.up()
            scene.settle()
            XCTAssertNil(scene.root.presentedViewController)
        }
    }
}
