import TestSupport
import XCTest
@testable import QuartzCore
@_spi(TransitionLab) @testable import UIKit

/// The built-in interactive pop: driven through `driveInteractivePop` (translation and velocity,
/// the edge pan's action) to check the release rule, and once through injected touches.
final class InteractivePopTests: UIKitTestCase {
    /// Pushes "B" over "A" without animation and returns it.
    private func pushB(_ scene: NavigationScene, _ log: EventLog) -> RecordingViewController {
        let b = RecordingViewController("B", log: log)
        scene.navigation.pushViewController(b, animated: false)
        scene.frame()
        return b
    }

    /// Drags to `fraction` of the width one frame at a time, then releases with `velocity`.
    private func dragAndRelease(_ scene: NavigationScene, to fraction: CGFloat, velocity: CGFloat) {
        let navigation = scene.navigation
        navigation.driveInteractivePop(.began, translationX: 0, velocityX: 0)
        scene.frame()
        for step in 1...10 {
            navigation.driveInteractivePop(.changed, translationX: scene.width * fraction * CGFloat(step) / 10, velocityX: 0)
            scene.frame()
        }
        navigation.driveInteractivePop(.ended, translationX: scene.width * fraction, velocityX: velocity)
    }

    func test_edgePan_whileDragging_pageFollowsTheFingerLinearly() {
        navigationScene { scene, log in
            let b = pushB(scene, log)
            let a = scene.navigation.viewControllers[0]

            scene.navigation.driveInteractivePop(.began, translationX: 0, velocityX: 0)
            scene.navigation.driveInteractivePop(.changed, translationX: scene.width * 0.4, velocityX: 0)
            scene.frame()

            XCTAssertEqual(scene.presentedMinX(b.view), scene.width * 0.4, accuracy: 0.5)
            XCTAssertEqual(scene.presentedMinX(a.view), -scene.width / 3 * 0.6, accuracy: 0.5)
            XCTAssertEqual(scene.navigation.transitionView.layer.speed, 0, "the container is frozen while dragging")
        }
    }

    func test_edgePan_releasedSlowlyAt30Percent_cancelsAndRestoresEverything() {
        navigationScene { scene, log in
            let b = pushB(scene, log)
            let a = scene.navigation.viewControllers[0]
            scene.run(0.1)
            let before = scene.dump()
            log.clear()

            dragAndRelease(scene, to: 0.3, velocity: 20)
            scene.settle()

            XCTAssertEqual(scene.dump(), before)
            XCTAssertTrue(scene.navigation.viewControllers == [a, b])
            XCTAssertEqual(log.entries, ["B.willMove(nil)", "B.viewWillDisappear", "A.viewWillAppear", "A.viewIsAppearing",
                                         "A.viewWillDisappear", "B.viewWillAppear", "B.viewIsAppearing",
                                         "A.viewDidDisappear", "B.viewDidAppear", "B.didMove(parent)"])
            XCTAssertEqual(b.appearanceState, .appeared)
            XCTAssertEqual(a.appearanceState, .disappeared)
            XCTAssertEqual(scene.navigation.navigationBar.displayedTitle, "B")
            XCTAssertEqual(scene.navigation.interactivePopGestureRecognizer?.isEnabled, true)
        }
    }

    func test_edgePan_releasedAt60Percent_pops() {
        navigationScene { scene, log in
            _ = pushB(scene, log)
            let a = scene.navigation.viewControllers[0]

            dragAndRelease(scene, to: 0.6, velocity: 0)
            scene.settle()

            XCTAssertTrue(scene.navigation.viewControllers == [a])
            XCTAssertEqual(a.view.frame, scene.window.bounds)
            XCTAssertEqual(scene.navigation.navigationBar.displayedTitle, "A")
            XCTAssertEqual(log.entries.last, "B.didMove(nil)")
        }
    }

    func test_edgePan_fastRightFlickAt20Percent_popsAtTheFingersSpeed() {
        navigationScene { scene, log in
            _ = pushB(scene, log)

            dragAndRelease(scene, to: 0.2, velocity: 1500)
            // 80% of 390 pt left at 1500 pt/s: about 0.21 s.
            scene.run(0.27)

            XCTAssertNil(scene.navigation.activeTransition)
            XCTAssertEqual(scene.navigation.viewControllers.count, 1)
        }
    }

    func test_edgePan_leftwardFlickAt70Percent_cancels() {
        navigationScene { scene, log in
            let b = pushB(scene, log)

            dragAndRelease(scene, to: 0.7, velocity: -1500)
            scene.settle()

            XCTAssertEqual(scene.navigation.viewControllers.count, 2)
            XCTAssertTrue(scene.navigation.topViewController === b)
            XCTAssertEqual(b.view.frame, scene.window.bounds)
        }
    }

    func test_releaseDecision_projectsWithVelocity_andKeepsTheFingersSpeed() {
        let slow = InteractivePopReleaseDecision(progress: 0.3, velocityX: 0, width: 390, duration: 0.35)
        let flick = InteractivePopReleaseDecision(progress: 0.2, velocityX: 1500, width: 390, duration: 0.35)
        let back = InteractivePopReleaseDecision(progress: 0.7, velocityX: -1500, width: 390, duration: 0.35)
        let wide = InteractivePopReleaseDecision(progress: 0.45, velocityX: 0, width: 1024, duration: 0.35)

        XCTAssertFalse(slow.finishes)
        XCTAssertEqual(slow.completionSpeed, 0.3, accuracy: 1e-9)
        XCTAssertTrue(flick.finishes)
        XCTAssertEqual(flick.completionSpeed, 0.35 * 1500 / 390, accuracy: 1e-9)
        XCTAssertFalse(back.finishes)
        XCTAssertTrue(wide.finishes, "on a wide screen 187.5 pt is less than half: 0.45 passes it")
    }

    func test_edgePan_atRoot_doesNothing() {
        navigationScene { scene, _ in
            scene.navigation.driveInteractivePop(.began, translationX: 0, velocityX: 0)

            XCTAssertNil(scene.navigation.activeTransition)
            XCTAssertEqual(scene.navigation.viewControllers.count, 1)
        }
    }

    func test_edgePan_whenTheDelegateAnimatesPops_doesNotBegin_asOnIOS() {
        navigationScene { scene, log in
            _ = pushB(scene, log)
            let delegate = RecordingNavigationDelegate()
            delegate.animator = RecordingAnimator()
            scene.navigation.delegate = delegate

            scene.navigation.driveInteractivePop(.began, translationX: 0, velocityX: 0)

            XCTAssertNil(scene.navigation.activeTransition)
            XCTAssertEqual(scene.navigation.viewControllers.count, 2)
        }
    }

    func test_pushDuringInteractivePop_isDeferredUntilThePopEnds() {
        navigationScene { scene, log in
            _ = pushB(scene, log)
            let c = RecordingViewController("C", log: log)

            scene.navigation.driveInteractivePop(.began, translationX: 0, velocityX: 0)
            scene.navigation.pushViewController(c, animated: true)
            scene.navigation.driveInteractivePop(.ended, translationX: scene.width * 0.8, velocityX: 0)
            scene.settle()
            scene.settle()

            XCTAssertEqual(scene.navigation.viewControllers.map { $0.title ?? "" }, ["A", "C"])
            XCTAssertTrue(scene.navigation.transitionView.subviews == [c.view])
        }
    }

    func test_edgePan_withInjectedTouches_popsPastHalf() {
        navigationScene { scene, log in
            let b = pushB(scene, log)
            let finger = TouchInjector(window: scene.window)

            finger.down(at: CGPoint(x: 4, y: 400))
            var x: CGFloat = 4
            var sawPageMove = false
            for _ in 0..<30 {
                scene.frame()
                x += 9
                finger.move(to: CGPoint(x: x, y: 400))
                if scene.presentedMinX(b.view) > 50 { sawPageMove = true }
            }
            for _ in 0..<10 { scene.frame(); finger.move(to: CGPoint(x: x, y: 400)) }
            finger.up()
            scene.settle()

            XCTAssertTrue(sawPageMove, "the page followed the finger")
            XCTAssertEqual(scene.navigation.viewControllers.count, 1)
        }
    }
}
