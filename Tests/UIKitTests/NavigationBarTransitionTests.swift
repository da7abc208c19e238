import TestSupport
import XCTest
@testable import QuartzCore
@testable import UIKit

/// A page that hides the bar in `viewWillAppear` and logs into the shared log.
private final class BarlessPage: RecordingViewController {
    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        navigationController?.setNavigationBarHidden(true, animated: animated)
    }
}

/// A page that shows the bar in `viewWillAppear` (the pages around a barless one do this).
private final class BarPage: RecordingViewController {
    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        navigationController?.setNavigationBarHidden(false, animated: animated)
    }
}

/// How the navigation controller drives the bar during pushes and pops: the bar's transition
/// starts with the pages', is frozen and scrubbed with the interactive pop, and ends with the
/// bar showing the top item and the hidden state the pages asked for.
final class NavigationBarTransitionTests: UIKitTestCase {
    private func scene(root: RecordingViewController, _ body: (NavigationScene) -> Void) {
        TestScene.inEnvironment { environment in
            body(NavigationScene(environment: environment, log: root.log, root: root))
        }
    }

    func test_push_barTransitionRunsWithThePages_thenTheBarShowsTheNewItem() {
        navigationScene { scene, log in
            let b = RecordingViewController("B", log: log)
            scene.navigation.pushViewController(b, animated: true)
            scene.frame()

            let bar = scene.navigation.navigationBar
            XCTAssertNotNil(bar.barTransitionView, "the bar shows its transition during the push")
            XCTAssertTrue(bar.contentView.isHidden)
            XCTAssertTrue(bar.topItem === b.navigationItem, "the items change when the push starts, as in UIKit")

            scene.settle()
            XCTAssertNil(bar.barTransitionView)
            XCTAssertFalse(bar.contentView.isHidden)
            XCTAssertEqual(bar.displayedTitle, "B")
            XCTAssertEqual(bar.displayedBackTitle, "A")
        }
    }

    func test_interactivePop_barTransitionIsFrozenAndFollowsProgress() {
        navigationScene { scene, log in
            let b = RecordingViewController("B", log: log)
            scene.navigation.pushViewController(b, animated: false)
            scene.frame()
            let navigation = scene.navigation

            navigation.driveInteractivePop(.began, translationX: 0, velocityX: 0)
            navigation.driveInteractivePop(.changed, translationX: scene.width * 0.4, velocityX: 0)
            scene.frame()

            let layer = navigation.navigationBar.barTransitionView!.layer
            XCTAssertEqual(layer.speed, 0, "frozen with the container")
            let container = navigation.transitionView.layer
            let elapsedBar = layer.timeOffset, elapsedContainer = container.timeOffset
            navigation.driveInteractivePop(.changed, translationX: scene.width * 0.6, velocityX: 0)
            scene.frame()
            XCTAssertEqual(layer.timeOffset - elapsedBar, container.timeOffset - elapsedContainer, accuracy: 1e-9,
                           "the bar's time moves with the pages'")
            XCTAssertEqual(layer.timeOffset - elapsedBar, 0.35 * 0.2, accuracy: 1e-6)
        }
    }

    func test_pushToBarlessPage_barStaysVisibleDuringThePush_andIsHiddenAfter_withoutItsOwnSlide() {
        let log = EventLog()
        scene(root: BarPage("A", log: log)) { scene in
            scene.navigation.pushViewController(BarlessPage("B", log: log), animated: true)
            scene.frame()

            let bar = scene.navigation.navigationBar
            XCTAssertTrue(scene.navigation.isNavigationBarHidden, "the page asked for it in viewWillAppear")
            XCTAssertFalse(bar.isHidden, "the bar moves away with the page during the push")
            XCTAssertNil(bar.layer.animation(forKey: "navigationBarHideShow"), "no upward slide of its own")

            scene.settle()
            XCTAssertTrue(bar.isHidden)
            XCTAssertNil(bar.barTransitionView)
        }
    }

    func test_interactivePopToBarPage_cancelled_keepsTheBarHiddenAndTheSetting() {
        let log = EventLog()
        scene(root: BarPage("A", log: log)) { scene in
            let navigation = scene.navigation
            navigation.pushViewController(BarlessPage("B", log: log), animated: false)
            scene.frame()
            XCTAssertTrue(navigation.navigationBar.isHidden)

            navigation.driveInteractivePop(.began, translationX: 0, velocityX: 0)
            navigation.driveInteractivePop(.changed, translationX: scene.width * 0.5, velocityX: 0)
            scene.frame()
            XCTAssertFalse(navigation.navigationBar.isHidden, "A's bar comes in with A")
            navigation.driveInteractivePop(.cancelled, translationX: scene.width * 0.5, velocityX: 0)
            scene.settle()

            XCTAssertEqual(navigation.viewControllers.count, 2)
            XCTAssertTrue(navigation.isNavigationBarHidden)
            XCTAssertTrue(navigation.navigationBar.isHidden)
            XCTAssertNil(navigation.navigationBar.layer.animation(forKey: "navigationBarHideShow"))
        }
    }

    func test_barHiddenDirectly_staysHiddenThroughPushAndPop() {
        navigationScene { scene, log in
            let bar = scene.navigation.navigationBar
            bar.isHidden = true

            scene.navigation.pushViewController(RecordingViewController("B", log: log), animated: true)
            scene.frame()
            XCTAssertTrue(bar.isHidden)
            scene.settle()
            scene.navigation.popViewController(animated: true)
            scene.settle()

            XCTAssertTrue(bar.isHidden, "an app that hides the bar itself keeps it hidden")
        }
    }
}
