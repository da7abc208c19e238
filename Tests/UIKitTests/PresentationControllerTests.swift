import TestSupport
import XCTest
@testable import QuartzCore
@testable import UIKit

/// Custom presentations: the transitioning delegate's five methods, the presentation
/// controller's life cycle, alongside animations with `isCancelled`, and interactive
/// presentation and dismissal through `UIPercentDrivenInteractiveTransition`.
final class PresentationControllerTests: UIKitTestCase {
    /// A `.custom` page "B" whose delegate hands out a recording controller (memo-sheet frame:
    /// at most 500 pt high, at the bottom) and slide-up animators.
    private func makeCustomPage(_ scene: PresentationScene) -> (UIViewController, RecordingTransitioningDelegate) {
        let page = RecordingViewController("B", log: scene.log)
        let delegate = RecordingTransitioningDelegate(log: scene.log)
        delegate.presentAnimator = SlideUpAnimator(presenting: true)
        delegate.dismissAnimator = SlideUpAnimator(presenting: false)
        delegate.presentationControllerFactory = { presented, presenting in
            let controller = RecordingPresentationController(presented: presented, presenting: presenting, log: scene.log)
            controller.frameProvider = { container in
                let height = min(container.bounds.height, 500)
                return CGRect(x: 0, y: container.bounds.maxY - height, width: container.bounds.width, height: height)
            }
            return controller
        }
        page.modalPresentationStyle = .custom
        page.transitioningDelegate = delegate
        return (page, delegate)
    }

    func test_customPresentation_presentedAndDismissed_callsDelegateAndLifeCycleInOrderWithCompletedFlags() {
        presentationScene { scene, log in
            let (page, delegate) = makeCustomPage(scene)
            log.clear()

            scene.root.present(page, animated: true)
            scene.settle()
            scene.root.dismiss(animated: true)
            scene.settle()

            let calls = log.entries.filter { $0.hasPrefix("pc.") && !$0.contains("Layout") || $0.hasPrefix("td.") }
            XCTAssertEqual(calls, [
                "td.presentationControllerForPresented", "td.animationControllerForPresented",
                "td.interactionControllerForPresentation", "pc.presentationTransitionWillBegin",
                "pc.presentationTransitionDidEnd(true)",
                "td.animationControllerForDismissed", "td.interactionControllerForDismissal",
                "pc.dismissalTransitionWillBegin", "pc.dismissalTransitionDidEnd(true)",
            ])
            XCTAssertTrue(log.order("pc.presentationTransitionWillBegin", before: "pc.containerViewWillLayoutSubviews"))
            XCTAssertTrue(log.order("pc.containerViewWillLayoutSubviews", before: "pc.containerViewDidLayoutSubviews"))
            XCTAssertFalse(log.entries.contains("A.viewWillDisappear"), "a custom presentation keeps the presenter appeared")
            _ = delegate
        }
    }

    func test_memoSheet_presented_isAtMost500HighAndTheDimmingFadesAlongside() {
        presentationScene { scene, _ in
            let (page, delegate) = makeCustomPage(scene)
            scene.root.present(page, animated: true)
            scene.run(0.2)
            let controller = page.presentationController as! RecordingPresentationController
            let midAlpha = controller.dimming.layer.presentation()?.opacity ?? 0
            XCTAssertGreaterThan(midAlpha, 0.05, "the dimming fades in with the transition")
            XCTAssertLessThan(midAlpha, 0.45)
            scene.settle()

            XCTAssertEqual(page.view.frame, CGRect(x: 0, y: 344, width: 390, height: 500))
            XCTAssertEqual(controller.dimming.alpha, 0.5, accuracy: 0.001)
            XCTAssertEqual(controller.alongsideCancelled, [false])
            XCTAssertTrue(scene.root.view.superview === scene.window, "the presenter stays visible below")
            _ = delegate
        }
    }

    func test_customPresentationController_askingToRemoveThePresentersView_removesIt() {
        presentationScene { scene, log in
            let (page, delegate) = makeCustomPage(scene)
            delegate.presentationControllerFactory = { presented, presenting in
                let controller = RecordingPresentationController(presented: presented, presenting: presenting, log: log)
                controller.removesPresenter = true
                return controller
            }
            scene.root.present(page, animated: true)
            scene.settle()
            XCTAssertNil(scene.root.view.superview)
            XCTAssertTrue(log.entries.contains("A.viewDidDisappear"))
            page.dismiss(animated: true)
            scene.settle()
            XCTAssertTrue(scene.root.view.superview === scene.window)
            XCTAssertEqual(scene.root.view.frame, scene.window.bounds)
        }
    }

    /// Starts an interactive custom presentation, moves it to `percent` and cancels it.
    private func cancelInteractivePresentation(at percent: CGFloat) {
        presentationScene { scene, log in
            let (page, delegate) = makeCustomPage(scene)
            let interactor = UIPercentDrivenInteractiveTransition()
            delegate.presentInteractor = interactor
            let rootFrame = scene.root.view.frame
            var completed = false
            scene.root.present(page, animated: true) { completed = true }
            scene.frame()
            interactor.update(percent)
            scene.frame()

            interactor.cancel()
            scene.settle()

            XCTAssertFalse(completed, "at \(percent)")
            XCTAssertTrue(scene.containers.isEmpty, "no container or dimming view left at \(percent)")
            XCTAssertEqual(scene.window.subviews.count, 1, "only the presenter's view at \(percent)")
            XCTAssertTrue(scene.root.view.superview === scene.window)
            XCTAssertEqual(scene.root.view.frame, rootFrame)
            XCTAssertNil(scene.root.presentedViewController)
            XCTAssertNil(page.presentingViewController)
            XCTAssertNil(page.viewIfLoaded?.superview)
            XCTAssertEqual(page.appearanceState, .disappeared)
            XCTAssertEqual(scene.root.appearanceState, .appeared)
            let controller = log.entries.last { $0.hasPrefix("pc.presentationTransitionDidEnd") }
            XCTAssertEqual(controller, "pc.presentationTransitionDidEnd(false)")
            XCTAssertEqual(scene.window.layer.speed, 1)
            XCTAssertTrue(PresentationRegistry.current.running.isEmpty)
        }
    }

    func test_interactivePresentation_cancelledAt1Percent_leavesNothingBehind() {
        cancelInteractivePresentation(at: 0.01)
    }

    func test_interactivePresentation_cancelledAt99Percent_leavesNothingBehind() {
        cancelInteractivePresentation(at: 0.99)
    }

    func test_alongsideCompletion_ofACancelledPresentation_seesIsCancelled() {
        presentationScene { scene, _ in
            let (page, delegate) = makeCustomPage(scene)
            let interactor = UIPercentDrivenInteractiveTransition()
            delegate.presentInteractor = interactor
            scene.root.present(page, animated: true)
            let controller = page.presentationController as! RecordingPresentationController
            interactor.update(0.5)
            scene.frame()
            interactor.cancel()
            scene.settle()
            XCTAssertEqual(controller.alongsideCancelled, [true])
        }
    }

    func test_interactiveDismissal_finished_removesThePresentation() {
        presentationScene { scene, log in
            let (page, delegate) = makeCustomPage(scene)
            scene.root.present(page, animated: false)
            scene.frame()
            let interactor = UIPercentDrivenInteractiveTransition()
            delegate.dismissInteractor = interactor
            var dismissed = false

            page.dismiss(animated: true) { dismissed = true }
            interactor.update(0.6)
            scene.frame()
            let midY = scene.onScreenFrame(page.view).minY
            interactor.finish()
            scene.settle()

            XCTAssertGreaterThan(midY, 344, "scrubbed down while interactive")
            XCTAssertTrue(dismissed)
            XCTAssertTrue(scene.containers.isEmpty)
            XCTAssertTrue(log.entries.contains("pc.dismissalTransitionDidEnd(true)"))
        }
    }

    func test_interactiveDismissal_cancelled_keepsThePresentation() {
        presentationScene { scene, log in
            let (page, delegate) = makeCustomPage(scene)
            scene.root.present(page, animated: false)
            scene.frame()
            let interactor = UIPercentDrivenInteractiveTransition()
            delegate.dismissInteractor = interactor

            page.dismiss(animated: true)
            interactor.update(0.4)
            scene.frame()
            interactor.cancel()
            scene.settle()

            XCTAssertTrue(scene.root.presentedViewController === page)
            XCTAssertEqual(page.view.frame, CGRect(x: 0, y: 344, width: 390, height: 500))
            XCTAssertEqual(scene.containers.count, 1)
            XCTAssertEqual(page.appearanceState, .appeared)
            XCTAssertTrue(log.entries.contains("pc.dismissalTransitionDidEnd(false)"))
        }
    }
}
