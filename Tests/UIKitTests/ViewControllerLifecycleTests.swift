import TestSupport
import XCTest
@testable import QuartzCore
@testable import UIKit

final class ViewControllerLifecycleTests: UIKitTestCase {
    func test_view_loadsLazily_throughLoadViewThenViewDidLoad() {
        TestScene.inEnvironment { _ in
            let log = EventLog()
            let page = RecordingViewController("A", log: log)
            XCTAssertFalse(page.isViewLoaded)
            XCTAssertNil(page.viewIfLoaded)

            let view = page.view

            XCTAssertTrue(page.isViewLoaded)
            XCTAssertTrue(view === page.viewIfLoaded)
            XCTAssertEqual(log.entries, ["A.viewDidLoad"])
            XCTAssertTrue(view?.next === page, "the root view's next responder is its controller")
        }
    }

    func test_windowRoot_navigationController_forwardsAppearanceToTopPage() {
        navigationScene { scene, log in
            XCTAssertEqual(log.entries, ["A.willMove(parent)", "A.didMove(parent)", "A.viewDidLoad", "A.viewWillAppear",
                                         "A.viewIsAppearing", "A.viewDidAppear"])
            XCTAssertTrue(scene.navigation.topViewController!.view.window === scene.window)
        }
    }

    func test_push_callsAppearanceInUIKitOrder() {
        navigationScene { scene, log in
            let b = RecordingViewController("B", log: log)
            log.clear()

            scene.navigation.pushViewController(b, animated: true)
            scene.settle()

            XCTAssertEqual(log.entries, ["B.willMove(parent)", "B.viewDidLoad", "A.viewWillDisappear", "B.viewWillAppear",
                                         "B.viewIsAppearing", "A.viewDidDisappear", "B.viewDidAppear", "B.didMove(parent)"])
            XCTAssertTrue(b.wasMovingToParentInWillAppear)
            XCTAssertFalse(b.isMovingToParent, "the flag is cleared after the transition")
        }
    }

    func test_pop_callsAppearanceInUIKitOrder_withMovingFromParent() {
        navigationScene { scene, log in
            let b = RecordingViewController("B", log: log)
            scene.navigation.pushViewController(b, animated: false)
            scene.frame()
            log.clear()

            let popped = scene.navigation.popViewController(animated: true)
            scene.settle()

            XCTAssertTrue(popped === b)
            XCTAssertEqual(log.entries, ["B.willMove(nil)", "B.viewWillDisappear", "A.viewWillAppear", "A.viewIsAppearing",
                                         "B.viewDidDisappear", "A.viewDidAppear", "B.didMove(nil)"])
            XCTAssertTrue(b.wasMovingFromParentInWillDisappear)
            XCTAssertNil(b.parent)
        }
    }

    func test_beginAppearanceTransition_twiceInARow_isIgnoredAsUnbalanced() {
        TestScene.inEnvironment { _ in
            let log = EventLog()
            let page = RecordingViewController("A", log: log)
            page.beginAppearanceTransition(true, animated: false)
            page.beginAppearanceTransition(true, animated: false)
            page.endAppearanceTransition()
            page.endAppearanceTransition()

            XCTAssertEqual(log.entries, ["A.viewDidLoad", "A.viewWillAppear", "A.viewIsAppearing", "A.viewDidAppear"])
        }
    }

    func test_addChild_andRemoveFromParent_callContainmentCallbacks() {
        TestScene.inEnvironment { _ in
            let log = EventLog()
            let parent = UIViewController()
            let child = RecordingViewController("C", log: log)

            parent.addChild(child)
            parent.view.addSubview(child.view)
            child.didMove(toParent: parent)
            XCTAssertTrue(child.parent === parent)
            XCTAssertEqual(parent.children.count, 1)

            child.willMove(toParent: nil)
            child.view.removeFromSuperview()
            child.removeFromParent()

            XCTAssertNil(child.parent)
            XCTAssertTrue(parent.children.isEmpty)
            XCTAssertEqual(log.entries, ["C.willMove(parent)", "C.viewDidLoad", "C.didMove(parent)", "C.willMove(nil)", "C.didMove(nil)"])
        }
    }

    func test_childInParentView_hearsParentsAppearance() {
        TestScene.inEnvironment { _ in
            let log = EventLog()
            let parent = RecordingViewController("P", log: log)
            let child = RecordingViewController("C", log: log)
            parent.addChild(child)
            parent.view.addSubview(child.view)
            child.didMove(toParent: parent)
            log.clear()

            parent.beginAppearanceTransition(true, animated: false)
            parent.endAppearanceTransition()

            XCTAssertEqual(log.entries, ["P.viewWillAppear", "C.viewWillAppear", "P.viewIsAppearing", "C.viewIsAppearing",
                                         "P.viewDidAppear", "C.viewDidAppear"])
        }
    }

    func test_navigationAndTabBarControllers_areFoundThroughAncestors() {
        TestScene.inEnvironment { _ in
            let page = UIViewController()
            let navigation = UINavigationController(rootViewController: page)
            let tabs = UITabBarController()
            tabs.viewControllers = [navigation]

            XCTAssertTrue(page.navigationController === navigation)
            XCTAssertTrue(page.tabBarController === tabs)
            XCTAssertTrue(navigation.tabBarController === tabs)
            XCTAssertNil(navigation.navigationController)
            XCTAssertEqual(tabs.selectedIndex, 0)
        }
    }

    func test_title_setsNavigationItemTitle() {
        TestScene.inEnvironment { _ in
            let page = UIViewController()
            let item = page.navigationItem

            page.title = "Inbox"

            XCTAssertEqual(item.title, "Inbox")
        }
    }
}
