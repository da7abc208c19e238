import TestSupport
import XCTest
@testable import QuartzCore
@testable import UIKit

/// Tab switches driven by a `UIPercentDrivenInteractiveTransition` that the delegate returns
/// from `tabBarController(_:interactionControllerFor:)`: scrubbing, finishing and cancelling.
final class TabBarInteractiveTransitionTests: XCTestCase {
    /// Starts an interactive switch from "A" to "B" and scrubs it to `percent`.
    private func startInteractiveSwitch(_ scene: TabScene, to percent: CGFloat)
        -> (UIPercentDrivenInteractiveTransition, SlideInAnimator) {
        let delegate = RecordingTabBarDelegate()
        let animator = SlideInAnimator()
        let interactor = UIPercentDrivenInteractiveTransition()
        delegate.animator = animator
        delegate.interactor = interactor
        scene.tabs.delegate = delegate
        scene.retained.append(delegate)
        scene.tabs.selectedIndex = 1
        scene.frame()
        interactor.update(percent)
        scene.frame()
        return (interactor, animator)
    }

    func test_scrub_movesThePagesWithTheFinger_andFreezesOnlyThePageContainer() {
        tabScene { scene in
            _ = startInteractiveSwitch(scene, to: 0.4)

            XCTAssertEqual(scene.presentedMinX(scene.pages[1].view), 390 * 0.6, accuracy: 1)
            XCTAssertEqual(scene.presentedMinX(scene.pages[0].view), -390 * 0.4, accuracy: 1)
            XCTAssertEqual(scene.tabs.pageContainer.layer.speed, 0)
            XCTAssertEqual(scene.tabs.tabBar.layer.speed, 1, "the bar is not part of the animation")
            XCTAssertEqual(scene.tabs.selectedIndex, 1)
        }
    }

    func test_finish_completesTheSwitch() {
        tabScene { scene in
            let (interactor, animator) = startInteractiveSwitch(scene, to: 0.6)

            interactor.finish()
            scene.settle()

            XCTAssertEqual(scene.tabs.selectedIndex, 1)
            XCTAssertEqual(scene.pages[1].view.frame, scene.tabs.pageContainer.bounds)
            XCTAssertTrue(scene.tabs.pageContainer.subviews == [scene.pages[1].view])
            XCTAssertEqual(scene.tabs.pageContainer.layer.speed, 1)
            XCTAssertEqual(animator.endedWith, [true])
            XCTAssertEqual(scene.pages[1].appearanceState, .appeared)
        }
    }

    func test_cancel_restoresTheOldTabBarIncluded_andCallsAppearanceBack() {
        tabScene { scene in
            let (a, b) = (scene.pages[0], scene.pages[1])
            let frameBefore = a.view.frame
            scene.log.clear()
            let (interactor, animator) = startInteractiveSwitch(scene, to: 0.3)
            XCTAssertTrue(scene.tabs.tabBar.selectedItem === b.tabBarItem, "selected while dragging")

            interactor.cancel()
            scene.settle()

            XCTAssertEqual(scene.tabs.selectedIndex, 0)
            XCTAssertTrue(scene.tabs.selectedViewController === a)
            XCTAssertTrue(scene.tabs.tabBar.selectedItem === a.tabBarItem)
            XCTAssertEqual(a.view.frame, frameBefore)
            XCTAssertTrue(scene.tabs.pageContainer.subviews == [a.view])
            XCTAssertNil(b.view.superview)
            XCTAssertEqual(animator.endedWith, [false])
            XCTAssertEqual(scene.log.entries, [
                "B.viewDidLoad", "A.viewWillDisappear", "B.viewWillAppear", "B.viewIsAppearing",
                "B.viewWillDisappear", "A.viewWillAppear", "A.viewIsAppearing",
                "B.viewDidDisappear", "A.viewDidAppear",
            ])
            XCTAssertEqual(a.appearanceState, .appeared)
            XCTAssertEqual(b.appearanceState, .disappeared)
        }
    }

    func test_afterCancel_theSameTabCanBeSelectedAgain() {
        tabScene { scene in
            let (interactor, animator) = startInteractiveSwitch(scene, to: 0.2)
            interactor.cancel()
            scene.settle()

            scene.tabs.selectedIndex = 1
            interactor.update(0.5)
            interactor.finish()
            scene.settle()

            XCTAssertEqual(scene.tabs.selectedIndex, 1)
            XCTAssertEqual(animator.endedWith, [false, true])
        }
    }
}
