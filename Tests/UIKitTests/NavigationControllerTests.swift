import TestSupport
import XCTest
@testable import QuartzCore
@testable import UIKit

final class NavigationControllerTests: UIKitTestCase {
    func test_push_midAnimation_newPageSlidesInWhileOldMovesWithParallax() {
        navigationScene { scene, log in
            let a = scene.navigation.topViewController!
            let b = RecordingViewController("B", log: log)

            scene.navigation.pushViewController(b, animated: true)
            scene.frame()
            scene.run(0.17)

            let bX = scene.presentedMinX(b.view), aX = scene.presentedMinX(a.view)
            XCTAssertGreaterThan(bX, 0)
            XCTAssertLessThan(bX, scene.width)
            XCTAssertLessThan(aX, 0)
            XCTAssertGreaterThan(aX, -scene.width / 3)
            // The old page stays a third of the way behind the new one's travel (parallax).
            XCTAssertEqual(aX / -(scene.width / 3), (scene.width - bX) / scene.width, accuracy: 0.02)
            let dimming = scene.navigation.transitionView.subviews.first { $0.backgroundColor == .black }
            XCTAssertNotNil(dimming, "a black dimming view covers the lower page")
            XCTAssertGreaterThan(b.view.layer.shadowOpacity, 0, "the upper page casts an edge shadow")
        }
    }

    func test_push_thenPop_updatesStackViewsAndCleansUp() {
        navigationScene { scene, log in
            let a = scene.navigation.topViewController!
            let b = RecordingViewController("B", log: log)

            scene.navigation.pushViewController(b, animated: true)
            scene.settle()
            XCTAssertEqual(scene.navigation.viewControllers.count, 2)
            XCTAssertTrue(scene.navigation.transitionView.subviews == [b.view])
            XCTAssertEqual(b.view.frame, scene.window.bounds)
            XCTAssertEqual(b.view.layer.shadowOpacity, 0, "the edge shadow is removed")

            scene.navigation.popViewController(animated: true)
            scene.settle()

            XCTAssertTrue(scene.navigation.viewControllers == [a])
            XCTAssertTrue(scene.navigation.transitionView.subviews == [a.view])
            XCTAssertEqual(a.view.frame, scene.window.bounds)
        }
    }

    func test_pushDuringTransition_isDeferredThenRuns_withoutCorruptingStack() {
        navigationScene { scene, log in
            let b = RecordingViewController("B", log: log)
            let c = RecordingViewController("C", log: log)
            let warningsBefore = NavigationDiagnostics.count(.deferredRequest)

            scene.navigation.pushViewController(b, animated: true)
            scene.navigation.pushViewController(c, animated: true)
            XCTAssertEqual(NavigationDiagnostics.count(.deferredRequest), warningsBefore + 1)
            XCTAssertEqual(scene.navigation.viewControllers.count, 2, "C waits for B's transition")
            scene.settle()
            scene.settle()

            XCTAssertTrue(scene.navigation.viewControllers.last === c)
            XCTAssertEqual(scene.navigation.viewControllers.count, 3)
            XCTAssertTrue(scene.navigation.transitionView.subviews == [c.view])
            XCTAssertEqual(log.entries(of: "B").filter { $0.hasSuffix("Appear") || $0.hasSuffix("Disappear") },
                           ["B.viewWillAppear", "B.viewDidAppear", "B.viewWillDisappear", "B.viewDidDisappear"])
        }
    }

    func test_popDuringPush_isDeferred_andEndsBackAtRoot() {
        navigationScene { scene, log in
            let a = scene.navigation.topViewController!
            let b = RecordingViewController("B", log: log)

            scene.navigation.pushViewController(b, animated: true)
            XCTAssertNil(scene.navigation.popViewController(animated: true), "a deferred pop returns nil")
            scene.settle()
            scene.settle()

            XCTAssertTrue(scene.navigation.viewControllers == [a])
            XCTAssertTrue(scene.navigation.transitionView.subviews == [a.view])
        }
    }

    func test_delegateAnimator_isUsedForPushAndPop_andToldTheEnd() {
        navigationScene { scene, log in
            let delegate = RecordingNavigationDelegate()
            let animator = RecordingAnimator()
            delegate.animator = animator
            scene.navigation.delegate = delegate
            let b = RecordingViewController("B", log: log)

            scene.navigation.pushViewController(b, animated: true)
            scene.settle()
            scene.navigation.popViewController(animated: true)
            scene.settle()

            XCTAssertEqual(delegate.operations, [.push, .pop])
            XCTAssertEqual(animator.animateCount, 2)
            XCTAssertEqual(animator.endedWith, [true, true])
            XCTAssertEqual(delegate.shown, ["willShow B", "didShow B", "willShow A", "didShow A"])
        }
    }

    func test_completeTransitionTwice_warnsOnce_andKeepsTheStackUsable() {
        navigationScene { scene, log in
            let delegate = RecordingNavigationDelegate()
            delegate.animator = RecordingAnimator(.completesTwice)
            scene.navigation.delegate = delegate
            let b = RecordingViewController("B", log: log)
            let before = NavigationDiagnostics.count(.completedTwice)

            scene.navigation.pushViewController(b, animated: true)
            scene.settle()

            XCTAssertEqual(NavigationDiagnostics.count(.completedTwice), before + 1)
            XCTAssertEqual(scene.navigation.viewControllers.count, 2)
            delegate.animator = nil
            scene.navigation.popViewController(animated: true)
            scene.settle()
            XCTAssertEqual(scene.navigation.viewControllers.count, 1)
        }
    }

    func test_animatorThatNeverCompletes_timesOutOnTheInjectedClock() {
        navigationScene { scene, log in
            let delegate = RecordingNavigationDelegate()
            delegate.animator = RecordingAnimator(.neverCompletes, duration: 0.3)
            scene.navigation.delegate = delegate
            let b = RecordingViewController("B", log: log)
            let before = NavigationDiagnostics.count(.neverCompleted)

            scene.navigation.pushViewController(b, animated: true)
            scene.run(1.0)
            XCTAssertNotNil(scene.navigation.activeTransition, "still waiting within duration + margin")
            scene.run(2.0)

            XCTAssertNil(scene.navigation.activeTransition)
            XCTAssertEqual(NavigationDiagnostics.count(.neverCompleted), before + 1)
            XCTAssertTrue(scene.navigation.topViewController === b)
            XCTAssertEqual(log.entries(of: "B").last, "B.didMove(parent)")
        }
    }

    func test_navigationBar_showsTopTitle_andBackButtonWithPreviousTitle() {
        navigationScene { scene, log in
            let b = RecordingViewController("B", log: log)
            b.navigationItem.rightBarButtonItem = UIBarButtonItem(title: "Edit", style: .plain)

            scene.navigation.pushViewController(b, animated: false)
            scene.frame()

            let bar = scene.navigation.navigationBar
            XCTAssertEqual(bar.displayedTitle, "B")
            XCTAssertEqual(bar.displayedBackTitle, "A")
            XCTAssertEqual(bar.topItem?.rightBarButtonItem?.title, "Edit")
            XCTAssertEqual(bar.frame, CGRect(x: 0, y: 47, width: 390, height: 44))
        }
    }

    func test_setNavigationBarHidden_hidesTheBar() {
        navigationScene { scene, _ in
            scene.navigation.setNavigationBarHidden(true, animated: true)
            scene.run(0.3)

            XCTAssertTrue(scene.navigation.isNavigationBarHidden)
            XCTAssertTrue(scene.navigation.navigationBar.isHidden)
        }
    }

    func test_popToRoot_removesEveryPageAboveTheRoot() {
        navigationScene { scene, log in
            let a = scene.navigation.topViewController!
            let b = RecordingViewController("B", log: log), c = RecordingViewController("C", log: log)
            scene.navigation.setViewControllers([a, b, c], animated: false)
            scene.frame()

            let popped = scene.navigation.popToRootViewController(animated: true)
            scene.settle()

            XCTAssertEqual(popped?.count, 2)
            XCTAssertTrue(scene.navigation.viewControllers == [a])
            XCTAssertNil(b.parent)
            XCTAssertNil(c.parent)
            XCTAssertTrue(scene.navigation.transitionView.subviews == [a.view])
        }
    }

    func test_interactivePopGesture_isALeftEdgePan_enabledOnlyAboveTheRoot() {
        navigationScene { scene, log in
            let recognizer = scene.navigation.interactivePopGestureRecognizer as? UIScreenEdgePanGestureRecognizer
            XCTAssertEqual(recognizer?.edges, .left)
            XCTAssertEqual(recognizer?.isEnabled, false)

            scene.navigation.pushViewController(RecordingViewController("B", log: log), animated: false)

            XCTAssertEqual(recognizer?.isEnabled, true)
        }
    }
}
