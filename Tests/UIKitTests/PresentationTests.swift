import TestSupport
import XCTest
@testable import QuartzCore
@testable import UIKit

/// `present(_:animated:completion:)` and `dismiss(animated:completion:)`: links, appearance
/// order, refusals and deferrals.
final class PresentationTests: UIKitTestCase {
    func test_fullScreenPresent_animated_callsAppearanceInUIKitOrderAndLinksControllers() {
        presentationScene { scene, log in
            // Setup: B, full screen, recording whether it is "being presented" when appearing.
            let b = BeingPresentedRecorder("B", log: log)
            b.modalPresentationStyle = .fullScreen
            log.clear()
            var completions = 0

            // Action.
            scene.root.present(b, animated: true) { completions += 1 }
            XCTAssertEqual(completions, 0, "the completion waits for the end of the animation")
            scene.settle()

            // Assertions.
            XCTAssertEqual(log.entries.filter { !$0.hasSuffix("viewIsAppearing") && !$0.hasSuffix("viewDidLoad") },
                           ["A.viewWillDisappear", "B.viewWillAppear", "B.viewDidAppear", "A.viewDidDisappear"])
            XCTAssertEqual(completions, 1)
            XCTAssertTrue(scene.root.presentedViewController === b)
            XCTAssertTrue(b.presentingViewController === scene.root)
            XCTAssertEqual(b.beingPresentedInWillAppear, true)
            XCTAssertFalse(b.isBeingPresented, "only during the transition")
            XCTAssertNil(scene.root.view.superview, "full screen removes the presenter's view")
            XCTAssertEqual(b.view.frame, scene.window.bounds)
        }
    }

    func test_dismiss_fromThePresented_restoresThePresenterAndUnlinks() {
        presentationScene { scene, log in
            let b = BeingPresentedRecorder("B", log: log)
            b.modalPresentationStyle = .fullScreen
            scene.root.present(b, animated: false)
            scene.frame()
            log.clear()
            var done = false

            b.dismiss(animated: true) { done = true }
            scene.settle()

            XCTAssertEqual(log.entries.filter { !$0.hasSuffix("viewIsAppearing") },
                           ["B.viewWillDisappear", "A.viewWillAppear", "B.viewDidDisappear", "A.viewDidAppear"])
            XCTAssertTrue(done)
            XCTAssertEqual(b.beingDismissedInWillDisappear, true)
            XCTAssertNil(scene.root.presentedViewController)
            XCTAssertNil(b.presentingViewController)
            XCTAssertTrue(scene.root.view.superview === scene.window)
            XCTAssertEqual(scene.root.view.frame, scene.window.bounds)
            XCTAssertTrue(scene.containers.isEmpty, "the container leaves with the presentation")
        }
    }

    func test_present_whileAlreadyPresenting_isRefusedAndKeepsTheFirst() {
        presentationScene { scene, log in
            let b = RecordingViewController("B", log: log), c = RecordingViewController("C", log: log)
            scene.root.present(b, animated: false)
            var cCompleted = false

            scene.root.present(c, animated: false) { cCompleted = true }
            scene.settle()

            XCTAssertTrue(scene.root.presentedViewController === b)
            XCTAssertNil(c.presentingViewController)
            XCTAssertFalse(cCompleted, "UIKit does not call the completion of a refused presentation")
            XCTAssertEqual(scene.containers.count, 1)
        }
    }

    func test_presentedController_presentingOnTopThenDismissingTheFirst_dismissesBoth() {
        presentationScene { scene, log in
            let b = RecordingViewController("B", log: log), c = RecordingViewController("C", log: log)
            scene.root.present(b, animated: false)
            b.present(c, animated: false)
            XCTAssertTrue(c.presentingViewController === b)
            XCTAssertEqual(scene.containers.count, 2)

            scene.root.dismiss(animated: true)
            scene.settle()

            XCTAssertNil(scene.root.presentedViewController)
            XCTAssertNil(b.presentedViewController)
            XCTAssertTrue(scene.containers.isEmpty)
            XCTAssertTrue(scene.root.view.superview === scene.window)
        }
    }

    func test_dismiss_duringAPresentation_isDeferredUntilThePresentationEnds() {
        presentationScene { scene, log in
            let b = RecordingViewController("B", log: log)
            scene.root.present(b, animated: true)
            scene.run(0.1)
            var dismissed = false

            b.dismiss(animated: true) { dismissed = true }
            XCTAssertTrue(scene.root.presentedViewController === b, "not dismissed in the middle of the presentation")
            scene.settle()
            scene.settle()

            XCTAssertTrue(dismissed)
            XCTAssertNil(scene.root.presentedViewController)
            XCTAssertTrue(scene.containers.isEmpty)
            XCTAssertEqual(b.appearanceState, .disappeared)
        }
    }

    func test_present_duringAPop_isDeferredUntilThePopEnds() {
        navigationScene { scene, log in
            let b = RecordingViewController("B", log: log), modal = RecordingViewController("M", log: log)
            scene.navigation.pushViewController(b, animated: false)
            scene.frame()
            scene.navigation.popViewController(animated: true)
            scene.frame()

            scene.navigation.present(modal, animated: false)
            XCTAssertNil(scene.navigation.presentedViewController, "waits for the pop")
            scene.settle()

            XCTAssertEqual(scene.navigation.viewControllers.count, 1)
            XCTAssertTrue(scene.navigation.presentedViewController === modal)
            XCTAssertEqual(modal.appearanceState, .appeared)
        }
    }

    func test_dismiss_fromAChildOfAPresentedNavigationController_dismissesItsPresentation() {
        presentationScene { scene, log in
            let page = RecordingViewController("P", log: log)
            let navigation = UINavigationController(rootViewController: page)
            scene.root.present(navigation, animated: false)
            XCTAssertTrue(page.presentingViewController === scene.root, "inherited from the presented ancestor")
            XCTAssertTrue(scene.root.presentedViewController === navigation)

            page.dismiss(animated: false)

            XCTAssertNil(scene.root.presentedViewController)
            XCTAssertNil(navigation.presentingViewController)
        }
    }


    func test_presentation_whoseAnimatorNeverCompletes_isCompletedByTheTimeOut() {
        presentationScene { scene, log in
            let b = RecordingViewController("B", log: log)
            b.modalPresentationStyle = .fullScreen
            let delegate = RecordingTransitioningDelegate(log: log)
            let animator = RecordingAnimator(.neverCompletes, duration: 0.3)
            delegate.presentAnimator = animator
            b.transitioningDelegate = delegate
            var completions = 0

            scene.root.present(b, animated: true) { completions += 1 }
            scene.run(0.3 + 0.5)
            let stuckBeforeTimeOut = !PresentationRegistry.current.running.isEmpty
            scene.run(OneToOneTransitionContext.completionTimeoutMargin + 0.2)

            XCTAssertTrue(stuckBeforeTimeOut, "the animator's duration alone does not end it")
            XCTAssertTrue(PresentationRegistry.current.running.isEmpty, "the time-out completed it")
            XCTAssertEqual(completions, 1)
            XCTAssertTrue(scene.root.presentedViewController === b)
            XCTAssertEqual(animator.animateCount, 1)
        }
    }
}

/// A recording page that also notes `isBeingPresented` / `isBeingDismissed` in its callbacks.
final class BeingPresentedRecorder: RecordingViewController {
    var beingPresentedInWillAppear: Bool?
    var beingDismissedInWillDisappear: Bool?
    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        beingPresentedInWillAppear = isBeingPresented
    }
    override func viewWillDisappear(_ animated: Bool) {
        super.viewWillDisappear(animated)
        beingDismissedInWillDisappear = isBeingDismissed
    }
}
