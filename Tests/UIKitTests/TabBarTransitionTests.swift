import TestSupport
import XCTest
@testable import QuartzCore
@testable import UIKit

/// Animated and interactive tab switches through `UITabBarControllerDelegate`'s animator and
/// interaction controller: the context, the selection, the appearance callbacks, cancel.
final class TabBarTransitionTests: XCTestCase {
    func test_selectedIndexInCode_withAnimator_runsItInThePageContainerAndSelectsAtOnce() {
        tabScene { scene in
            let delegate = RecordingTabBarDelegate()
            let animator = SlideInAnimator()
            delegate.animator = animator
            scene.tabs.delegate = delegate
            let (a, b) = (scene.pages[0], scene.pages[1])
            let pageBounds = scene.tabs.pageContainer.bounds

            scene.tabs.selectedIndex = 1

            XCTAssertTrue(animator.seenContainer === scene.tabs.pageContainer)
            XCTAssertEqual(animator.seenFrames?.fromInitial, pageBounds)
            XCTAssertEqual(animator.seenFrames?.toFinal, pageBounds)
            XCTAssertEqual(animator.selectedIndexWhileAnimating, 1, "UIKit selects the tab when the switch starts")
            XCTAssertTrue(scene.tabs.tabBar.selectedItem === b.tabBarItem)
            XCTAssertNotNil(scene.tabs.activeTabTransition)
            scene.run(0.15)
            XCTAssertEqual(scene.presentedMinX(b.view), pageBounds.width / 2, accuracy: 8, "mid-slide")
            scene.settle()
            XCTAssertNil(scene.tabs.activeTabTransition)
            XCTAssertEqual(b.view.frame, pageBounds)
            XCTAssertNil(a.view.superview)
            XCTAssertEqual(a.view.frame, pageBounds, "the page leaving gets its geometry back")
            XCTAssertEqual(animator.endedWith, [true])
            XCTAssertEqual(delegate.asked, ["animator A->B", "interactor"], "didSelect is only for taps")
        }
    }

    func test_tapOnTheBar_withAnimator_animatesThenTellsDidSelect() {
        tabScene { scene in
            let delegate = RecordingTabBarDelegate()
            delegate.animator = SlideInAnimator()
            scene.tabs.delegate = delegate

            scene.tabs.tabBar.onSelect?(scene.pages[2].tabBarItem)

            XCTAssertNotNil(scene.tabs.activeTabTransition)
            XCTAssertEqual(delegate.asked, ["animator A->C", "interactor", "didSelect C"])
            scene.settle()
            XCTAssertEqual(scene.tabs.selectedIndex, 2)
        }
    }

    func test_animatedSwitch_callsAppearanceCallbacksInUIKitsOrder() {
        tabScene { scene in
            let delegate = RecordingTabBarDelegate()
            delegate.animator = SlideInAnimator()
            scene.tabs.delegate = delegate
            scene.log.clear()

            scene.tabs.selectedIndex = 1
            let atStart = scene.log.entries
            scene.settle()

            XCTAssertEqual(atStart, ["B.viewDidLoad", "A.viewWillDisappear", "B.viewWillAppear", "B.viewIsAppearing"])
            XCTAssertEqual(Array(scene.log.entries.dropFirst(atStart.count)), ["A.viewDidDisappear", "B.viewDidAppear"])
            XCTAssertEqual(scene.pages[1].appearanceState, .appeared)
            XCTAssertEqual(scene.pages[0].appearanceState, .disappeared)
        }
    }

    func test_transitionCoordinator_duringSwitch_runsAlongsideBlocksAndCompletion() {
        tabScene { scene in
            let delegate = RecordingTabBarDelegate()
            delegate.animator = SlideInAnimator()
            scene.tabs.delegate = delegate
            var events: [String] = []

            scene.tabs.selectedIndex = 1
            let coordinator = scene.pages[1].transitionCoordinator
            coordinator?.animate(alongsideTransition: { _ in events.append("alongside") },
                                 completion: { context in events.append("completion cancelled=\(context.isCancelled)") })
            scene.settle()

            XCTAssertNotNil(coordinator)
            XCTAssertEqual(events, ["alongside", "completion cancelled=false"])
            XCTAssertNil(scene.pages[1].transitionCoordinator)
        }
    }

    func test_selectionDuringSwitch_isIgnoredAsUIKitDoes() {
        tabScene { scene in
            let delegate = RecordingTabBarDelegate()
            delegate.animator = SlideInAnimator()
            scene.tabs.delegate = delegate
            scene.log.clear()

            scene.tabs.selectedIndex = 1
            scene.run(0.1)
            scene.tabs.selectedIndex = 2
            scene.tabs.tabBar.onSelect?(scene.pages[0].tabBarItem)
            scene.settle()

            XCTAssertEqual(scene.tabs.selectedIndex, 1)
            XCTAssertEqual(scene.log.entries(of: "C"), [])
            XCTAssertEqual(delegate.asked, ["animator A->B", "interactor"])
            XCTAssertTrue(scene.tabs.pageContainer.subviews == [scene.pages[1].view])
        }
    }

    func test_setViewControllersDuringSwitch_isAppliedWhenItEnds() {
        tabScene { scene in
            let delegate = RecordingTabBarDelegate()
            delegate.animator = SlideInAnimator()
            scene.tabs.delegate = delegate

            scene.tabs.selectedIndex = 1
            scene.tabs.setViewControllers([scene.pages[1], scene.pages[2]], animated: false)
            XCTAssertEqual(scene.tabs.viewControllers?.count, 3, "not swapped under the animator")
            scene.settle()

            XCTAssertEqual(scene.tabs.viewControllers?.count, 2)
            XCTAssertTrue(scene.tabs.selectedViewController === scene.pages[1])
        }
    }

    func test_offScreen_switchIsImmediateAndAsksNoAnimator() {
        TestScene.inEnvironment { _ in
            let delegate = RecordingTabBarDelegate()
            delegate.animator = SlideInAnimator()
            let tabs = UITabBarController()
            tabs.viewControllers = [UIViewController(), UIViewController()]
            tabs.delegate = delegate

            tabs.selectedIndex = 1

            XCTAssertEqual(tabs.selectedIndex, 1)
            XCTAssertNil(tabs.activeTabTransition)
            XCTAssertEqual(delegate.asked, [])
        }
    }

    func test_animatorThatNeverCompletes_isCompletedByTheTimeOut() {
        tabScene { scene in
            let delegate = RecordingTabBarDelegate()
            delegate.animator = RecordingAnimator(.neverCompletes, duration: 0.3)
            scene.tabs.delegate = delegate

            scene.tabs.selectedIndex = 1
            scene.run(0.3 + OneToOneTransitionContext.completionTimeoutMargin + 0.2)

            XCTAssertNil(scene.tabs.activeTabTransition, "the app stays usable")
            XCTAssertEqual(scene.tabs.selectedIndex, 1)
            XCTAssertEqual(scene.pages[1].appearanceState, .appeared)
        }
    }

    func test_animatorCompletingTwice_endsTheSwitchOnce() {
        tabScene { scene in
            let delegate = RecordingTabBarDelegate()
            let animator = RecordingAnimator(.completesTwice, duration: 0.2)
            delegate.animator = animator
            scene.tabs.delegate = delegate
            scene.log.clear()

            scene.tabs.selectedIndex = 1
            scene.settle()

            XCTAssertEqual(animator.endedWith, [true])
            XCTAssertEqual(scene.log.entries.filter { $0 == "B.viewDidAppear" }.count, 1)
        }
    }
}
