import TestSupport
import XCTest
@testable import QuartzCore
@_spi(TransitionLab) @testable import UIKit

/// Issue 35: the `UINavigationController` members added for API coverage (bars hidden on tap
/// and on swipe, `show(_:sender:)`) do what UIKit's do.
final class NavigationControllerCoverageTests: XCTestCase {
    func test_barHidingRecognizers_areOnTheViewAndOffUntilAsked() {
        navigationScene { scene, _ in
            let navigation = scene.navigation

            let tap = navigation.barHideOnTapGestureRecognizer
            let swipe = navigation.barHideOnSwipeGestureRecognizer

            XCTAssertFalse(navigation.hidesBarsOnTap)
            XCTAssertFalse(navigation.hidesBarsOnSwipe)
            XCTAssertFalse(tap.isEnabled)
            XCTAssertFalse(swipe.isEnabled)
            XCTAssertTrue(tap.view === navigation.view)
            XCTAssertTrue(swipe.view === navigation.view)
        }
    }

    func test_hidesBarsOnTap_aTapHidesTheBar_andAnotherShowsIt() {
        navigationScene { scene, _ in
            scene.navigation.hidesBarsOnTap = true
            let finger = TouchInjector(window: scene.window)

            finger.down(at: CGPoint(x: 200, y: 500)); scene.frame(); finger.up()
            scene.run(0.5)
            let hiddenAfterFirst = scene.navigation.isNavigationBarHidden
            finger.down(at: CGPoint(x: 200, y: 500)); scene.frame(); finger.up()
            scene.run(0.5)

            XCTAssertTrue(scene.navigation.barHideOnTapGestureRecognizer.isEnabled)
            XCTAssertTrue(hiddenAfterFirst)
            XCTAssertFalse(scene.navigation.isNavigationBarHidden)
        }
    }

    func test_hidesBarsOnSwipe_swipingUpHidesTheBar_andSwipingDownShowsIt() {
        navigationScene { scene, _ in
            scene.navigation.hidesBarsOnSwipe = true
            let finger = TouchInjector(window: scene.window)

            swipe(scene, finger, from: 600, to: 400)
            let hiddenAfterUp = scene.navigation.isNavigationBarHidden
            swipe(scene, finger, from: 400, to: 600)

            XCTAssertTrue(hiddenAfterUp)
            XCTAssertFalse(scene.navigation.isNavigationBarHidden)
        }
    }

    func test_show_pushesThePage() {
        navigationScene { scene, log in
            let page = RecordingViewController("B", log: log)

            scene.navigation.show(page, sender: nil)
            scene.settle()

            XCTAssertTrue(scene.navigation.topViewController === page)
            XCTAssertEqual(scene.navigation.viewControllers.count, 2)
        }
    }

    private func swipe(_ scene: NavigationScene, _ finger: TouchInjector, from startY: CGFloat, to endY: CGFloat) {
        finger.down(at: CGPoint(x: 200, y: startY))
        for step in 1...10 {
            scene.frame()
            finger.move(to: CGPoint(x: 200, y: startY + (endY - startY) * CGFloat(step) / 10))
        }
        finger.up()
        scene.run(0.5)
    }
}
