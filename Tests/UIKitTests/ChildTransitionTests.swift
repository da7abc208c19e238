import TestSupport
import XCTest
@testable import QuartzCore
@testable import UIKit

/// A custom container that swaps its one child the way Apple's containment guide shows.
private final class SwapContainer: UIViewController {
    private(set) var current: UIViewController?
    var finished: [Bool] = []

    func show(first child: UIViewController) {
        addChild(child)
        child.view.frame = view.bounds
        view.addSubview(child.view)
        child.didMove(toParent: self)
        current = child
    }

    func swap(to newChild: UIViewController, options: UIView.AnimationOptions, duration: TimeInterval = 0.4) {
        guard let old = current else { return }
        old.willMove(toParent: nil)
        addChild(newChild)
        newChild.view.frame = view.bounds.offsetBy(dx: view.bounds.width, dy: 0)
        transition(from: old, to: newChild, duration: duration, options: options, animations: {
            newChild.view.frame = self.view.bounds
            old.view.frame = self.view.bounds.offsetBy(dx: -self.view.bounds.width, dy: 0)
        }, completion: { finished in
            old.removeFromParent()
            newChild.didMove(toParent: self)
            self.finished.append(finished)
        })
        current = newChild
    }
}

final class ChildTransitionTests: XCTestCase {
    func test_transitionFromTo_slidesTheChildren_swapsViews_andCallsAppearanceInOrder() {
        TestScene.inEnvironment { environment in
            let log = EventLog()
            let container = SwapContainer()
            let scene = WindowTestScene(environment: environment, root: container)
            let a = RecordingViewController("A", log: log), b = RecordingViewController("B", log: log)
            container.show(first: a)
            scene.frame()
            let firstChildAppeared = log.entries
            log.clear()

            container.swap(to: b, options: [.curveEaseInOut])
            scene.run(0.2)
            let midway = b.view.layer.presentation()!.position.x
            let bothShown = a.view.superview === container.view && b.view.superview === container.view
            scene.run(0.4)

            XCTAssertEqual(firstChildAppeared, ["A.willMove(parent)", "A.viewDidLoad", "A.viewWillAppear", "A.viewIsAppearing",
                                                "A.viewDidAppear", "A.didMove(parent)"],
                           "a child whose view joins an on-screen container appears, as in UIKit")
            XCTAssertTrue(bothShown, "the new view is added before the animation, the old one stays until its end")
            XCTAssertGreaterThan(midway, container.view.bounds.midX)
            XCTAssertLessThan(midway, container.view.bounds.midX + container.view.bounds.width)
            XCTAssertNil(a.view.superview, "the old view is removed at the end")
            XCTAssertEqual(b.view.frame, container.view.bounds)
            XCTAssertEqual(container.finished, [true])
            XCTAssertEqual(container.children, [b])
            XCTAssertEqual(log.entries, ["A.willMove(nil)", "B.willMove(parent)", "B.viewDidLoad", "A.viewWillDisappear", "B.viewWillAppear",
                                         "B.viewIsAppearing", "A.viewDidDisappear", "B.viewDidAppear", "A.didMove(nil)", "B.didMove(parent)"])
        }
    }

    func test_transitionFromTo_withCrossDissolve_runsTheViewTransition() {
        TestScene.inEnvironment { environment in
            let log = EventLog()
            let container = SwapContainer()
            let scene = WindowTestScene(environment: environment, root: container)
            let a = RecordingViewController("A", log: log), b = RecordingViewController("B", log: log)
            container.show(first: a)
            scene.frame()

            container.swap(to: b, options: [.transitionCrossDissolve])
            scene.run(0.2)
            let pictures = container.view.layer.superlayer?.sublayers?.contains { $0.name == ViewTransitionAnimation.layerName } ?? false
            scene.run(0.4)

            XCTAssertTrue(pictures, "the dissolve draws the before-and-after pictures over the container")
            XCTAssertNil(a.view.superview)
            XCTAssertFalse(a.view.isHidden, "the old view is given back as it was")
            XCTAssertEqual(container.finished, [true])
        }
    }

    func test_transitionFromTo_withAStranger_isRefused() {
        TestScene.inEnvironment { environment in
            let container = SwapContainer()
            let scene = WindowTestScene(environment: environment, root: container)
            let a = UIViewController(), stranger = UIViewController()
            container.show(first: a)
            var result: Bool?

            container.transition(from: a, to: stranger, duration: 0.3, animations: nil) { result = $0 }
            scene.run(0.1)

            XCTAssertEqual(result, false)
            XCTAssertTrue(a.view.superview === container.view, "nothing changed")
            XCTAssertNil(stranger.viewIfLoaded?.superview)
        }
    }

    func test_childViewRemovedFromOnScreenContainer_disappears() {
        TestScene.inEnvironment { environment in
            let log = EventLog()
            let container = SwapContainer()
            let scene = WindowTestScene(environment: environment, root: container)
            let a = RecordingViewController("A", log: log)
            container.show(first: a)
            scene.frame()
            log.clear()

            a.willMove(toParent: nil)
            a.view.removeFromSuperview()
            a.removeFromParent()

            XCTAssertEqual(log.entries, ["A.willMove(nil)", "A.viewWillDisappear", "A.viewDidDisappear", "A.didMove(nil)"])
        }
    }
}
