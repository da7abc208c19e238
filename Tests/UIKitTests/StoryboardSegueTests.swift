import TestSupport
import XCTest
@testable import QuartzCore
@_spi(TransitionLab) @testable import UIKit

/// Segues registered in code: `UIStoryboardSegue` subclasses with a custom animator,
/// `prepare(for:sender:)`, `shouldPerformSegue`, the built-in kinds and unknown identifiers.
final class StoryboardSegueTests: XCTestCase {
    /// Slides the presented page in from the right, linearly, over one second.
    final class SlideInAnimator: NSObject, UIViewControllerAnimatedTransitioning {
        func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval { 1 }
        func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
            guard let view = transitionContext.view(forKey: .to),
                  let controller = transitionContext.viewController(forKey: .to) else { return }
            let final = transitionContext.finalFrame(for: controller)
            view.frame = final.offsetBy(dx: final.width, dy: 0)
            transitionContext.containerView.addSubview(view)
            UIView.animate(withDuration: 1, delay: 0, options: [.curveLinear], animations: {
                view.frame = final
            }, completion: { _ in
                transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
            })
        }
    }

    /// The usual custom segue: the segue is its destination's transitioning delegate and presents it.
    final class SlideSegue: UIStoryboardSegue, UIViewControllerTransitioningDelegate {
        let animator = SlideInAnimator()
        override func perform() {
            destination.modalPresentationStyle = .fullScreen
            destination.transitioningDelegate = self
            source.present(destination, animated: true)
        }
        func animationController(forPresented presented: UIViewController, presenting: UIViewController,
                                 source: UIViewController) -> UIViewControllerAnimatedTransitioning? { animator }
    }

    /// A source page that records what `prepare(for:sender:)` saw and answers `shouldPerformSegue`.
    final class SourceViewController: RecordingViewController {
        var allowsSegues = true
        var prepared: [(identifier: String?, destination: UIViewController, sender: Any?, destinationLoaded: Bool, inWindow: Bool)] = []
        var askedShould: [String] = []
        override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
            log.append("\(name).prepare(\(segue.identifier ?? "nil"))")
            prepared.append((segue.identifier, segue.destination, sender, segue.destination.isViewLoaded,
                             segue.destination.viewIfLoaded?.window != nil))
        }
        override func shouldPerformSegue(withIdentifier identifier: String, sender: Any?) -> Bool {
            askedShould.append(identifier)
            return allowsSegues
        }
    }

    private func segueScene(_ body: (PresentationScene, SourceViewController, EventLog) throws -> Void) rethrows {
        try TestScene.inEnvironment { environment in
            let log = EventLog()
            let source = SourceViewController("A", log: log)
            try body(PresentationScene(environment: environment, log: log, root: source), source, log)
        }
    }

    func test_customSegue_runsItsAnimatorsTransition_framesMidway() {
        segueScene { scene, source, log in
            var destination: RecordingViewController?
            source.registerSegue(withIdentifier: "detail", kind: .custom(SlideSegue.init)) {
                let page = RecordingViewController("B", log: log)
                destination = page
                return page
            }

            source.performSegue(withIdentifier: "detail", sender: nil)
            scene.frame()
            scene.run(0.5)
            let midway = scene.onScreenFrame(destination!.view)
            scene.settle()

            XCTAssertEqual(midway.minX, 195, accuracy: 8, "halfway in from the right after half of the linear second")
            XCTAssertEqual(midway.width, 390)
            XCTAssertTrue(source.presentedViewController === destination)
            XCTAssertEqual(scene.onScreenFrame(destination!.view), CGRect(x: 0, y: 0, width: 390, height: 844))
        }
    }

    func test_prepareForSegue_seesTheDestinationBeforeItAppears() {
        segueScene { scene, source, log in
            let sender = NSObject()
            source.registerSegue(withIdentifier: "detail", kind: .custom(SlideSegue.init)) { RecordingViewController("B", log: log) }
            log.clear()

            source.performSegue(withIdentifier: "detail", sender: sender)
            scene.settle()

            XCTAssertEqual(source.prepared.count, 1)
            let prepared = source.prepared[0]
            XCTAssertEqual(prepared.identifier, "detail")
            XCTAssertTrue(prepared.sender as AnyObject? === sender)
            XCTAssertFalse(prepared.destinationLoaded, "the destination's view is not loaded yet")
            XCTAssertFalse(prepared.inWindow)
            XCTAssertTrue(prepared.destination === source.presentedViewController)
            XCTAssertTrue(log.order("A.prepare(detail)", before: "B.viewDidLoad"))
            XCTAssertTrue(log.order("A.prepare(detail)", before: "B.viewWillAppear"))
        }
    }

    func test_performSegue_doesNotAskShouldPerformSegue_asInUIKit() {
        segueScene { scene, source, log in
            source.allowsSegues = false
            source.registerSegue(withIdentifier: "detail", kind: .present) { RecordingViewController("B", log: log) }

            source.performSegue(withIdentifier: "detail", sender: nil)
            scene.settle()

            XCTAssertEqual(source.askedShould, [])
            XCTAssertNotNil(source.presentedViewController)
        }
    }

    func test_triggeredSegue_shouldPerformSegueFalse_stopsIt() {
        segueScene { scene, source, log in
            source.allowsSegues = false
            let button = UIButton(type: .system)
            button.frame = CGRect(x: 100, y: 100, width: 120, height: 44)
            source.view.addSubview(button)
            source.registerSegue(withIdentifier: "detail", kind: .custom(SlideSegue.init)) { RecordingViewController("B", log: log) }
            source.connectSegue(withIdentifier: "detail", to: button)
            let finger = TouchInjector(window: scene.window)

            finger.down(at: CGPoint(x: 150, y: 120))
            scene.frame()
            finger.up()
            scene.settle()

            XCTAssertEqual(source.askedShould, ["detail"])
            XCTAssertTrue(source.prepared.isEmpty)
            XCTAssertNil(source.presentedViewController)
        }
    }

    func test_triggeredSegue_shouldPerformSegueTrue_performsWithTheControlAsSender() {
        segueScene { scene, source, log in
            let button = UIButton(type: .system)
            button.frame = CGRect(x: 100, y: 100, width: 120, height: 44)
            source.view.addSubview(button)
            source.registerSegue(withIdentifier: "detail", kind: .present) { RecordingViewController("B", log: log) }
            source.connectSegue(withIdentifier: "detail", to: button)
            let finger = TouchInjector(window: scene.window)

            finger.down(at: CGPoint(x: 150, y: 120))
            scene.frame()
            finger.up()
            scene.settle()

            XCTAssertEqual(source.askedShould, ["detail"])
            XCTAssertTrue(source.prepared.first?.sender as AnyObject? === button)
            XCTAssertNotNil(source.presentedViewController)
        }
    }

    func test_showSegue_pushesOnTheNavigationController() {
        navigationScene { scene, log in
            let source = scene.navigation.viewControllers[0]
            source.registerSegue(withIdentifier: "next", kind: .show) { RecordingViewController("B", log: log) }

            source.performSegue(withIdentifier: "next", sender: nil)
            scene.settle()

            XCTAssertEqual(scene.navigation.viewControllers.count, 2)
            XCTAssertEqual((scene.navigation.topViewController as? RecordingViewController)?.name, "B")
        }
    }

    func test_segueWithPerformHandler_runsTheHandler() {
        segueScene { _, source, log in
            var ran = 0
            let destination = RecordingViewController("B", log: log)
            let segue = UIStoryboardSegue(identifier: "manual", source: source, destination: destination) { ran += 1 }

            segue.perform()

            XCTAssertEqual(ran, 1)
            XCTAssertEqual(segue.identifier, "manual")
            XCTAssertTrue(segue.source === source)
            XCTAssertTrue(segue.destination === destination)
            UIStoryboardSegue(identifier: nil, source: source, destination: destination).perform()
        }
    }

    func test_performSegue_unknownIdentifier_logsAndDoesNothing() {
        segueScene { scene, source, _ in
            source.performSegue(withIdentifier: "missing", sender: nil)
            scene.settle()

            XCTAssertNil(source.presentedViewController)
            XCTAssertTrue(source.prepared.isEmpty)
            XCTAssertFalse(source.hasSegue(withIdentifier: "missing"))
            let message = UIViewController.missingSegueMessage(receiver: source, identifier: "missing")
            XCTAssertTrue(message.hasPrefix("Receiver (<"))
            XCTAssertTrue(message.contains("SourceViewController>) has no segue with identifier 'missing'"))
        }
    }
}
