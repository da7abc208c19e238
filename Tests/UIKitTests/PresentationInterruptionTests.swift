import TestSupport
import XCTest
@testable import QuartzCore
@_spi(TransitionLab) @testable import UIKit

/// Presentations and dismissals asked for at awkward moments: several dismissals queued behind a
/// presentation, and the window's root replaced while a dismissal runs.
final class PresentationInterruptionTests: XCTestCase {
    func test_dismissQueuedBehindPresent_runsOneAtATime() {
        presentationScene { scene, log in
            let b = RecordingViewController("B", log: log), c = RecordingViewController("C", log: log)
            scene.root.present(b, animated: false)
            scene.frame()
            b.present(c, animated: true)
            scene.run(0.1)
            var completions = 0
            var dismissalsBegun = 0
            scene.environment.addTransitionActivityObserver { activity in
                if activity.kind == .dismissal && activity.phase == .began { dismissalsBegun += 1 }
            }

            // Both wait for C's presentation; the first takes C away at once on its way.
            scene.root.dismiss(animated: true) { completions += 1 }
            scene.root.dismiss(animated: true) { completions += 1 }
            var mostRunning = 0
            scene.settle(limit: 6) {
                let running = PresentationRegistry.current.running
                mostRunning = max(mostRunning, running.count)
                return !running.isEmpty
            }
            scene.settle()

            XCTAssertEqual(dismissalsBegun, 2, "C's dismissal, then B's once: the second request finds nothing left")
            XCTAssertEqual(mostRunning, 1, "one presentation or dismissal at a time")
            XCTAssertEqual(completions, 2)
            XCTAssertNil(scene.root.presentedViewController)
            XCTAssertTrue(scene.containers.isEmpty, "no page left on screen without a presentation")
            XCTAssertEqual(b.appearanceState, .disappeared)
            XCTAssertEqual(c.appearanceState, .disappeared)
            XCTAssertEqual(scene.root.appearanceState, .appeared)
            XCTAssertEqual(scene.environment.loggedInvariantViolations, [])
        }
    }

    func test_dismissRequestedDuringADismissal_waitsAndFindsNothingLeft() {
        presentationScene { scene, log in
            let b = RecordingViewController("B", log: log)
            scene.root.present(b, animated: false)
            scene.frame()
            var completions = 0

            scene.root.dismiss(animated: true) { completions += 1 }
            scene.frame()
            b.dismiss(animated: true) { completions += 1 }
            scene.settle()
            scene.settle()

            XCTAssertEqual(log.entries(of: "B").filter { $0 == "B.viewWillDisappear" }.count, 1)
            XCTAssertEqual(completions, 2)
            XCTAssertTrue(scene.containers.isEmpty)
            XCTAssertEqual(scene.root.appearanceState, .appeared)
        }
    }

    func test_rootReplacedDuringADismissal_oldRootViewStaysOutOfTheWindow() {
        for style in [UIModalPresentationStyle.fullScreen, .overFullScreen, .pageSheet] {
            presentationScene { scene, log in
                let b = RecordingViewController("B", log: log)
                b.modalPresentationStyle = style
                scene.root.present(b, animated: false)
                scene.frame()
                scene.root.dismiss(animated: true)
                scene.run(0.1)

                let next = UIViewController()
                scene.window.rootViewController = next
                scene.settle()

                XCTAssertFalse(scene.root.view.isDescendant(of: scene.window), "\(style): the old root's view came back")
                XCTAssertTrue(next.view.superview === scene.window, "\(style)")
                XCTAssertTrue(scene.containers.isEmpty, "\(style)")
                XCTAssertEqual(scene.window.subviews.count, 1, "\(style): only the new root's view")
            }
        }
    }
}
